// The editor's local copy of the profile (docs/product.md, "Screens": "Edits to profile and links are held locally until
// Save changes") as pure functions: building it from the saved profile, editing the link list,
// telling whether it differs from the saved state, and turning it into the PUT body. Links carry their
// section kind, visibility, schedule and spotlight, and the profile its theme and socials (docs/product.md, "Making the page yours").
import { formatTipAmounts, parseTipAmounts, type TipCurrency } from "#contract/earn";
import type { LinkKind } from "#contract/link-visibility";
import type { SharingSettings } from "#contract/search-and-sharing";
import type { Social, SocialPlatform } from "#contract/socials";
import type { Theme } from "#contract/themes";
import type { ProfileUpdate } from "./profile-api";
import type { Profile, ProfileLink } from "./types";

export type DraftLink = {
  /** Stable across edits and moves: React keys, focus and error messages follow the link, not its index. */
  key: string;
  /** The link as loaded, for links that already exist; absent for links added since. */
  source?: ProfileLink;
  kind: LinkKind;
  title: string;
  url: string;
  enabled: boolean;
  /** As a datetime-local input holds it ("2026-12-01T09:00", the owner's time zone), or "" for none. */
  startsAt: string;
  endsAt: string;
  featured: boolean;
  /** 18+: opens through its own interstitial on the public page (docs/product.md, "Trust and safety"). */
  sensitive: boolean;
  /** An e-mail sign-up block's button (kind "signup"; docs/guides/audience.md); "" on every other kind. */
  buttonText: string;
  /** A tip block's preset amounts as typed ("3, 5, 10"), currency and custom amount (kind "tip"; docs/guides/earn.md). */
  amounts: string;
  currency: TipCurrency;
  allowCustom: boolean;
};

/** `heldUrl`: the URL the safety check holds for review, as loaded; an edited URL is judged afresh. */
export type DraftSocial = { key: string; platform: SocialPlatform; url: string; heldUrl?: string };

/** `sensitive`: the whole page is 18+ (docs/product.md, "Trust and safety"). */
export type Draft = {
  username: string;
  bio: string;
  sensitive: boolean;
  links: DraftLink[];
  theme: Theme;
  socials: DraftSocial[];
  /** Search and sharing: the page's title, description and noindex, as the owner types them. */
  sharing: SharingSettings;
};

let lastKey = 0;
export function newLinkKey(): string {
  lastKey += 1;
  return `link-${lastKey}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO time as a datetime-local value in the browser's time zone; "" for none or nonsense. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== "string") return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value as epoch milliseconds, or null for none (or an unfinished value). */
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : time;
}

const kinds: readonly LinkKind[] = ["link", "header", "embed", "signup", "tip"];

function draftLink(source: ProfileLink): DraftLink {
  return {
    key: newLinkKey(),
    source,
    kind: source.kind && kinds.includes(source.kind) ? source.kind : "link",
    title: source.title,
    url: source.url,
    enabled: source.enabled !== false,
    startsAt: toLocalInput(source.startsAt),
    endsAt: toLocalInput(source.endsAt),
    featured: source.featured === true,
    sensitive: source.sensitive === true,
    buttonText: source.buttonText ?? "",
    amounts: formatTipAmounts(source.amounts ?? []),
    currency: source.currency ?? "usd",
    allowCustom: source.allowCustom === true,
  };
}

export function draftFromProfile(profile: Profile): Draft {
  return {
    username: profile.username,
    bio: profile.bio,
    sensitive: profile.sensitive === true,
    links: profile.links.map(draftLink),
    theme: profile.theme,
    socials: profile.socials.map(({ platform, url, held }) => ({
      key: newLinkKey(),
      platform,
      url,
      ...(held ? { heldUrl: url } : {}),
    })),
    sharing: { pageTitle: profile.pageTitle, pageDescription: profile.pageDescription, noindex: profile.noindex },
  };
}

/** A social icon held for the URL it was loaded with (docs/product.md, "Trust and safety"): absent from the page. */
export function isHeldSocial(social: DraftSocial): boolean {
  return social.heldUrl !== undefined && social.url.trim() === social.heldUrl;
}

export function newLink(title = "", url = ""): DraftLink {
  return {
    key: newLinkKey(),
    kind: "link",
    title,
    url,
    enabled: true,
    startsAt: "",
    endsAt: "",
    featured: false,
    sensitive: false,
    buttonText: "",
    amounts: "",
    currency: "usd",
    allowCustom: false,
  };
}

export function newSection(title = ""): DraftLink {
  return { ...newLink(title), kind: "header" };
}

/** A video or track played on the page (contract/embeds.ts). */
export function newEmbed(title = "", url = ""): DraftLink {
  return { ...newLink(title, url), kind: "embed" };
}

/** The e-mail sign-up block, with words an owner can keep (docs/guides/audience.md). */
export function newSignupBlock(): DraftLink {
  return { ...newLink("Join my mailing list"), kind: "signup", buttonText: "Subscribe" };
}

/** The tip block, with amounts an owner can keep (docs/guides/earn.md); in the account's currency once connected. */
export function newTipBlock(currency: TipCurrency = "usd"): DraftLink {
  return { ...newLink("Buy me a coffee"), kind: "tip", amounts: "3, 5, 10", currency, allowCustom: true };
}

/** Blocks without an address or a schedule of their own: section titles, the sign-up and the tip blocks. */
const hasNoUrl = (kind: LinkKind) => kind === "header" || kind === "signup" || kind === "tip";

/** A tip block's fields as a save sends them; absent on every other kind. */
function tipParts(link: DraftLink) {
  return link.kind === "tip"
    ? { amounts: parseTipAmounts(link.amounts), currency: link.currency, allowCustom: link.allowCustom }
    : {};
}

/** Moves the link at `from` by one place (`-1` up, `+1` down); out of range leaves the list as it is. */
export function moveLink(links: DraftLink[], from: number, by: -1 | 1): DraftLink[] {
  return moveLinkTo(links, from, from + by);
}

/** Moves the link at `from` to `to` (a drag and drop); out of range leaves the list as it is. */
export function moveLinkTo(links: DraftLink[], from: number, to: number): DraftLink[] {
  if (from < 0 || from >= links.length || to < 0 || to >= links.length || from === to) return links;
  const next = [...links];
  const [moved] = next.splice(from, 1);
  if (moved) next.splice(to, 0, moved);
  return next;
}

/** What a save sends for a link, the edited parts only (no id, no clicks), for comparing. */
function linkParts(link: DraftLink) {
  const header = hasNoUrl(link.kind);
  return {
    kind: link.kind,
    title: link.title,
    url: header ? "" : link.url,
    buttonText: link.kind === "signup" ? link.buttonText : null,
    ...tipParts(link),
    enabled: link.enabled,
    startsAt: header ? null : fromLocalInput(link.startsAt),
    endsAt: header ? null : fromLocalInput(link.endsAt),
    // Only a link proper goes in the spotlight or behind the 18+ notice.
    featured: link.kind === "link" && link.featured,
    sensitive: link.kind === "link" && link.sensitive,
  };
}

function socialParts(socials: Social[]): Social[] {
  return socials.map(({ platform, url }) => ({ platform, url: url.trim() }));
}

export function isDirty(draft: Draft, saved: Profile): boolean {
  if (draft.username !== saved.username || draft.bio !== saved.bio) return true;
  if (draft.sensitive !== (saved.sensitive === true)) return true;
  if (draft.links.length !== saved.links.length) return true;
  if (draft.theme.preset !== saved.theme.preset || draft.theme.accent !== saved.theme.accent) return true;
  if (JSON.stringify(socialParts(draft.socials)) !== JSON.stringify(socialParts(saved.socials))) return true;
  const { pageTitle, pageDescription, noindex } = draft.sharing;
  if (pageTitle !== saved.pageTitle || pageDescription !== saved.pageDescription || noindex !== saved.noindex) {
    return true;
  }
  return draft.links.some((link, index) => {
    const source = saved.links[index];
    if (link.source !== source || !source) return true;
    return JSON.stringify(linkParts(link)) !== JSON.stringify(linkParts(draftLink(source)));
  });
}

function isoOrNull(value: string): string | null {
  const time = fromLocalInput(value);
  return time === null ? null : new Date(time).toISOString();
}

/**
 * The PUT body. An existing link carries every field the server sent (its id, its clicks), whatever it
 * matches links by, with the edited parts on top; a new link is just its parts. A section has no url.
 */
export function updateFromDraft(draft: Draft, saved: Profile): ProfileUpdate {
  return {
    username: draft.username.trim(),
    bio: draft.bio,
    avatar: saved.avatar,
    sensitive: draft.sensitive,
    theme: draft.theme,
    socials: socialParts(draft.socials),
    ...draft.sharing,
    links: draft.links.map((link) => {
      const header = hasNoUrl(link.kind);
      const edited = {
        kind: link.kind,
        title: link.title.trim(),
        url: header ? "" : link.url.trim(),
        ...(link.kind === "signup" ? { buttonText: link.buttonText.trim() } : {}),
        ...tipParts(link),
        enabled: link.enabled,
        startsAt: header ? null : isoOrNull(link.startsAt),
        endsAt: header ? null : isoOrNull(link.endsAt),
        featured: link.kind === "link" && link.featured,
        sensitive: link.kind === "link" && link.sensitive,
      };
      return link.source ? { ...link.source, ...edited } : edited;
    }),
  };
}
