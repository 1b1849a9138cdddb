// What a read page holds (docs/guides/page-import.md, "The sources"), recognised by its content whatever
// its host: Linktree by its Next.js data, Beacons by its JSON-LD, LinkStack and LittleLink by their
// buttons' markup, and any other page by its links and its Open Graph tags. Each recogniser answers what
// the page shows — its name, bio, avatar, links and section titles in order, social icons — as found,
// with every address made absolute; judging it by a save's rules is the preview's (preview.ts).
import type { PageImportSource } from "#contract/page-import";
import { detectPlatform, type SocialPlatform, socialPlatformIds } from "#contract/socials";
import { type PageFacts, type PageItem, plainText } from "./page-reader";

export type FoundLink = { kind: "link" | "header"; title: string; url: string };
export type FoundSocial = { url: string; platform: SocialPlatform | null; title: string };

export type FoundPage = {
  source: PageImportSource;
  displayName: string;
  bio: string;
  /** An absolute address, or "" when the page shows none of its own. */
  avatarUrl: string;
  links: FoundLink[];
  socials: FoundSocial[];
};

type Recogniser = (facts: PageFacts) => FoundPage | null;

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const textOf = (value: unknown) => (typeof value === "string" ? plainText(value) : "");

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** `address` made absolute against the page, or "" when it is no address at all. */
function absolute(address: string, facts: PageFacts): string {
  if (!address) return "";
  try {
    return new URL(address, facts.baseUrl).href;
  } catch {
    return "";
  }
}

/** Whether an address only leads back into the page itself: "#top", the page's own address. */
function isThisPage(url: string, facts: PageFacts): boolean {
  const withoutFragment = (address: string) => address.replace(/#.*$/, "");
  return withoutFragment(url) === withoutFragment(facts.baseUrl);
}

// ── Linktree ────────────────────────────────────────────────────────────────────────────────────────
// A Next.js page: <script id="__NEXT_DATA__"> holds props.pageProps.account with the username, pageTitle,
// description, profilePictureUrl, links [{type, title, url, position}] (type HEADER a section title) and
// socialLinks [{type, url}].

/** A social link's type named as a platform ("INSTAGRAM", "APPLE_MUSIC"), when LinkNest knows it. */
function platformNamed(type: unknown): SocialPlatform | null {
  const name = typeof type === "string" ? type.toLowerCase().replace(/[^a-z]/g, "") : "";
  return socialPlatformIds.find((id) => id === name) ?? null;
}

const linktree: Recogniser = (facts) => {
  const data = parseJson(facts.nextData);
  const pageProps = isRecord(data) && isRecord(data.props) ? data.props.pageProps : null;
  const account = isRecord(pageProps) ? pageProps.account : null;
  if (!isRecord(account) || !Array.isArray(account.links)) return null;
  const position = (link: Json) => (typeof link.position === "number" ? link.position : Number.MAX_SAFE_INTEGER);
  const links = account.links
    .filter(isRecord)
    .sort((a, b) => position(a) - position(b))
    .map((link): FoundLink => {
      const title = textOf(link.title);
      return link.type === "HEADER"
        ? { kind: "header", title, url: "" }
        : { kind: "link", title, url: absolute(textOf(link.url), facts) };
    });
  const socials = (Array.isArray(account.socialLinks) ? account.socialLinks : []).filter(isRecord).map((social) => {
    const url = absolute(textOf(social.url), facts);
    return { url, platform: platformNamed(social.type), title: textOf(social.type) };
  });
  return {
    source: "linktree",
    displayName: textOf(account.pageTitle) || textOf(account.username),
    bio: textOf(account.description),
    avatarUrl: absolute(textOf(account.profilePictureUrl), facts),
    links,
    socials,
  };
};

// ── Beacons ─────────────────────────────────────────────────────────────────────────────────────────
// Its embedded data is JSON-LD naming Beacons as what the page is part of: the name (with Beacons' suffix),
// description, image and sameAs (the social profiles). The links are the page's buttons, every link but
// those back to Beacons itself or to the page's own site, and the social profiles.

function jsonLdNodes(facts: PageFacts): Json[] {
  const nodes: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isRecord(value)) {
      nodes.push(value);
      visit(value["@graph"]);
    }
  };
  for (const text of facts.jsonLd) visit(parseJson(text));
  return nodes;
}

const addressIn = (value: unknown): string =>
  typeof value === "string" ? value : isRecord(value) ? textOf(value.url ?? value["@id"]) : "";

const isBeaconsHost = (url: string) => {
  try {
    return /(^|\.)beacons\.ai$/.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** "Ada - Link in Bio & Creator Tools | Beacons" is Ada. */
const withoutBeaconsSuffix = (name: string) =>
  name
    .replace(/\s*\|\s*Beacons(\.ai)?\s*$/i, "")
    .replace(/\s+-\s+Link in Bio.*$/i, "")
    .trim();

const beacons: Recogniser = (facts) => {
  const page = jsonLdNodes(facts).find((node) => isBeaconsHost(absolute(addressIn(node.isPartOf), facts)));
  if (!page) return null;
  const sameAs = (Array.isArray(page.sameAs) ? page.sameAs : [page.sameAs]).map((url) => absolute(textOf(url), facts));
  const profiles = new Set(sameAs.filter(Boolean));
  const ownSite = new URL(facts.baseUrl).origin;
  const links = anchors(facts)
    .filter((anchor) => !profiles.has(anchor.url) && !isBeaconsHost(anchor.url))
    .filter((anchor) => new URL(anchor.url).origin !== ownSite)
    .map(({ title, url }): FoundLink => ({ kind: "link", title, url }));
  return {
    source: "beacons",
    displayName: withoutBeaconsSuffix(textOf(page.name)),
    bio: textOf(page.description),
    avatarUrl: absolute(addressIn(page.image), facts),
    links,
    socials: [...profiles].map((url) => ({ url, platform: null, title: "" })),
  };
};

// ── LinkStack and LittleLink ────────────────────────────────────────────────────────────────────────
// Server-rendered pages of buttons. LinkStack: the name in an <h1>, the bio in .description-parent, the
// avatar an <img alt="avatar">, each button an <a class="button … button-click"> in a .button-entrance,
// section titles <h2> in a .fadein and the icon row's <a class="social-link">. LittleLink: the avatar and
// the name's <h1> first, then the bio's <p> and the buttons, <a class="button button-{brand}">.

type Anchor = Extract<PageItem, { type: "anchor" }>;

/** Where an anchor leads, over the web or by mail, with its title; null when it leads nowhere else. */
function destination(anchor: Anchor, facts: PageFacts): { title: string; url: string } | null {
  const url = absolute(anchor.href, facts);
  if (!/^(https?|mailto):/i.test(url) || isThisPage(url, facts)) return null;
  return { title: anchor.text || anchor.label, url };
}

/** The page's anchors that lead somewhere else, in order, each with where it leads. */
function anchors(facts: PageFacts, which: (anchor: Anchor) => boolean = () => true) {
  return facts.items.flatMap((item) => {
    const found = item.type === "anchor" && which(item) ? destination(item, facts) : null;
    return found && item.type === "anchor" ? [{ ...found, item }] : [];
  });
}

const firstText = (items: readonly PageItem[], which: (item: PageItem) => boolean) => {
  const found = items.find(which);
  return found && "text" in found ? found.text : "";
};

/** LinkStack's older pages count clicks through /going/{id}/{the address}; the address is what is meant. */
function withoutClickCounter(url: string): string {
  const counted = url.match(/^https?:\/\/[^/]+\/going\/\d+\/(https?:\/\/.+)$/i);
  return counted?.[1] ?? url;
}

const isLinkStackButton = (item: PageItem) => item.type === "anchor" && item.classes.includes("button-click");

const linkstack: Recogniser = (facts) => {
  if (!facts.items.some(isLinkStackButton)) return null;
  const isSocial = (anchor: Anchor) => anchor.classes.includes("social-link") || anchor.within.has("social-icon-div");
  const socials = anchors(facts, isSocial).map(({ url, title }) => ({ url, platform: null, title }));
  const links: FoundLink[] = [];
  for (const item of facts.items) {
    if (item.type === "heading" && item.level === 2 && item.within.has("fadein")) {
      links.push({ kind: "header", title: item.text, url: "" });
    } else if (item.type === "anchor" && isLinkStackButton(item)) {
      const button = destination(item, facts);
      if (button) links.push({ kind: "link", title: button.title, url: withoutClickCounter(button.url) });
    }
  }
  const avatar = facts.items.find((item) => item.type === "image" && item.alt.toLowerCase() === "avatar");
  // LinkStack's own logo stands in for a missing avatar.
  const avatarUrl = avatar?.type === "image" && !/\/linkstack\/images\/logo\.svg$/.test(avatar.src) ? avatar.src : "";
  return {
    source: "linkstack",
    displayName: firstText(facts.items, (item) => item.type === "heading" && item.level === 1),
    bio: firstText(facts.items, (item) => item.type === "paragraph" && item.within.has("description-parent")),
    avatarUrl: absolute(avatarUrl, facts),
    links,
    socials,
  };
};

const isLittleLinkButton = (item: PageItem) =>
  item.type === "anchor" && item.classes.includes("button") && item.classes.some((name) => name.startsWith("button-"));

const littlelink: Recogniser = (facts) => {
  if (!facts.items.some(isLittleLinkButton)) return null;
  const nameAt = facts.items.findIndex((item) => item.type === "heading" && item.level === 1);
  const name = facts.items[nameAt];
  const afterName = facts.items.slice(nameAt + 1);
  const avatar =
    facts.items.find((item) => item.type === "image" && item.classes.includes("avatar")) ??
    facts.items.slice(0, Math.max(nameAt, 0)).find((item) => item.type === "image");
  return {
    source: "littlelink",
    displayName: name?.type === "heading" ? name.text : "",
    bio: firstText(afterName, (item) => item.type === "paragraph"),
    avatarUrl: avatar?.type === "image" ? absolute(avatar.src, facts) : "",
    links: anchors(facts, isLittleLinkButton).map(({ title, url }) => ({ kind: "link", title, url })),
    socials: [],
  };
};

// ── Any other page ──────────────────────────────────────────────────────────────────────────────────
// Its links with their text, in order; a link with no text to a known platform is a social icon (the row
// of icons most pages of links have); the name, bio and avatar from Open Graph or the page's own tags.

function html(facts: PageFacts): FoundPage {
  const links: FoundLink[] = [];
  const socials: FoundSocial[] = [];
  for (const { title, url, item } of anchors(facts)) {
    const platform = detectPlatform(url);
    if (!item.text && platform && platform !== "website") socials.push({ url, platform, title });
    else if (title) links.push({ kind: "link", title, url });
  }
  const meta = (name: string) => facts.meta.get(name) ?? "";
  return {
    source: "html",
    displayName: plainText(meta("og:title") || facts.title),
    bio: plainText(meta("og:description") || meta("description")),
    avatarUrl: absolute(meta("og:image"), facts),
    links,
    socials,
  };
}

/** The services' recognisers in the order they are tried, the most particular first; then any page. */
const services: Recogniser[] = [linktree, beacons, linkstack, littlelink];

export function recognisePage(facts: PageFacts): FoundPage {
  for (const recognise of services) {
    const found = recognise(facts);
    if (found) return found;
  }
  return html(facts);
}
