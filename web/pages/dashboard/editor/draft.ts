// The editor's local copy of the profile (docs/product.md, "Screens": "Edits to profile and links are held locally until
// Save changes") as pure functions: building it from the saved profile, editing the link list,
// telling whether it differs from the saved state, and turning it into the PUT body. Links carry their
// section kind, visibility, schedule and spotlight, and the profile its theme and socials (docs/product.md, "Making the page yours").
import { formatTipAmounts, parseTipAmounts, type TipCurrency } from "#contract/earn";
import { localeNames } from "#contract/i18n/locales";
import {
  type FlatLink,
  flatLink,
  kindHas,
  type Link,
  type LinkKind,
  linkFromFlat,
  newLinkDefaults,
} from "#contract/links";
import { linkAddress } from "#contract/profile-schemas";
import { type SharingCardSettings, sharingTexts } from "#contract/search-and-sharing";
import { type Social, type SocialPlatform, socialPlatforms } from "#contract/socials";
import { type Theme, themePreset } from "#contract/themes";
import type { ProfileUpdate } from "./profile-api";
import type { Profile, ProfileLink } from "./types";

/**
 * A row of the link editor: the fields of every kind (contract/links.ts), as its inputs hold them, so a
 * link shown as a player keeps its address; what a save sends is its kind's alone (linkSent).
 */
export type DraftLink = Omit<
  FlatLink,
  "id" | "thumbnail" | "startsAt" | "endsAt" | "buttonText" | "amounts" | "currency"
> & {
  /** Stable across edits and moves: React keys, focus and error messages follow the link, not its index. */
  key: string;
  /** The link as loaded, for links that already exist; absent for links added since. */
  source?: ProfileLink;
  /** As a datetime-local input holds it ("2026-12-01T09:00", the owner's time zone), or "" for none. */
  startsAt: string;
  endsAt: string;
  /** An e-mail sign-up block's button (kind "signup"; docs/guides/audience.md); "" on every other kind. */
  buttonText: string;
  /** A tip block's preset amounts as typed ("3, 5, 10") and its currency (kind "tip"; docs/guides/earn.md). */
  amounts: string;
  currency: TipCurrency;
};

/** `heldUrl`: the URL the safety check holds for review, as loaded; an edited URL is judged afresh. */
export type DraftSocial = { key: string; platform: SocialPlatform; url: string; heldUrl?: string };

/** `sensitive`: the whole page is 18+ (docs/product.md, "Trust and safety"). */
export type Draft = {
  username: string;
  /** The name heading the page; "" for none. */
  displayName: string;
  bio: string;
  sensitive: boolean;
  links: DraftLink[];
  theme: Theme;
  socials: DraftSocial[];
  /** Search and sharing: the page's title, description, noindex and language, as the owner sets them. */
  sharing: SharingCardSettings;
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

/** A loaded link as a row: the answer was read with the contract's schema, so every field is there. */
function draftLink(source: ProfileLink): DraftLink {
  return {
    key: newLinkKey(),
    source,
    kind: source.kind,
    title: source.title,
    url: source.url,
    enabled: source.enabled,
    startsAt: toLocalInput(source.startsAt),
    endsAt: toLocalInput(source.endsAt),
    featured: source.featured,
    sensitive: source.sensitive,
    buttonText: source.buttonText ?? "",
    amounts: formatTipAmounts(source.amounts ?? []),
    currency: source.currency ?? "usd",
    allowCustom: source.allowCustom === true,
  };
}

export function draftFromProfile(profile: Profile): Draft {
  return {
    username: profile.username,
    displayName: profile.displayName,
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
    sharing: {
      pageTitle: profile.pageTitle,
      pageDescription: profile.pageDescription,
      noindex: profile.noindex,
      language: profile.language,
    },
  };
}

/**
 * The draft pointed at `profile`'s copies of the links it was loaded from (by id), and marked with the
 * socials `profile` holds, so what the server learnt since (a hold, a thumbnail) shows beside the
 * owner's edits without touching them. The same draft when nothing changed.
 */
export function withSourcesFrom(draft: Draft, profile: Profile): Draft {
  const byId = new Map(profile.links.flatMap((link) => (link.id ? [[link.id, link] as const] : [])));
  const heldSocials = new Set(
    profile.socials.flatMap((social) => (social.held ? [`${social.platform} ${social.url}`] : [])),
  );
  let changed = false;
  const links = draft.links.map((link) => {
    const source = link.source?.id ? byId.get(link.source.id) : undefined;
    if (!source || source === link.source) return link;
    changed = true;
    return { ...link, source };
  });
  const socials = draft.socials.map((social) => {
    const url = social.url.trim();
    if (social.heldUrl === url || !heldSocials.has(`${social.platform} ${url}`)) return social;
    changed = true;
    return { ...social, heldUrl: url };
  });
  return changed ? { ...draft, links, socials } : draft;
}

/** The web addresses `after` carries (links and socials) that `before` did not: the safety check's new work. */
export function newWebAddresses(before: Profile, after: Profile): string[] {
  const addresses = (profile: Profile) =>
    [...profile.links.map((link) => link.url), ...profile.socials.map((social) => social.url)].filter((url) =>
      /^https?:\/\//i.test(url ?? ""),
    );
  const known = new Set(addresses(before));
  return addresses(after).filter((url) => !known.has(url));
}

/** A social icon held for the URL it was loaded with (docs/product.md, "Trust and safety"): absent from the page. */
export function isHeldSocial(social: DraftSocial): boolean {
  return social.heldUrl !== undefined && social.url.trim() === social.heldUrl;
}

export function newLink(title = "", url = ""): DraftLink {
  return {
    key: newLinkKey(),
    ...newLinkDefaults,
    title,
    url,
    startsAt: "",
    endsAt: "",
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

/**
 * The link a row stands for, as its kind has it (contract/links.ts): a section's url is "", only a link
 * is in the spotlight or 18+, only a sign-up block has a button. `text` reads the typed texts.
 */
export function linkOf(link: DraftLink, text: (typed: string) => string = (typed) => typed): Link {
  return linkFromFlat({
    id: "",
    kind: link.kind,
    title: text(link.title),
    enabled: link.enabled,
    startsAt: fromLocalInput(link.startsAt),
    endsAt: fromLocalInput(link.endsAt),
    url: text(link.url),
    featured: link.featured,
    sensitive: link.sensitive,
    thumbnail: null,
    buttonText: text(link.buttonText),
    amounts: parseTipAmounts(link.amounts),
    currency: link.currency,
    allowCustom: link.allowCustom,
  });
}

/** What a save sends for a link, the edited parts only (no id, no clicks), for comparing. */
function linkParts(link: DraftLink) {
  const { id: _none, thumbnail: _upload, ...parts } = flatLink(linkOf(link));
  return parts;
}

function socialParts(socials: Social[]): Social[] {
  return socials.map(({ platform, url }) => ({ platform, url: url.trim() }));
}

export function isDirty(draft: Draft, saved: Profile): boolean {
  if (draft.username !== saved.username || draft.bio !== saved.bio) return true;
  if (draft.displayName !== saved.displayName) return true;
  if (draft.sensitive !== (saved.sensitive === true)) return true;
  if (draft.links.length !== saved.links.length) return true;
  if (draft.theme.preset !== saved.theme.preset || draft.theme.accent !== saved.theme.accent) return true;
  if (JSON.stringify(socialParts(draft.socials)) !== JSON.stringify(socialParts(saved.socials))) return true;
  const { pageTitle, pageDescription, noindex, language } = draft.sharing;
  if (pageTitle !== saved.pageTitle || pageDescription !== saved.pageDescription || noindex !== saved.noindex) {
    return true;
  }
  if (language !== saved.language) return true;
  return draft.links.some((link, index) => {
    const source = saved.links[index];
    if (link.source !== source || !source) return true;
    return JSON.stringify(linkParts(link)) !== JSON.stringify(linkParts(draftLink(source)));
  });
}

const kindNames: Record<LinkKind, string> = {
  link: "link",
  header: "section",
  embed: "player",
  signup: "e-mail sign-up",
  tip: "tip block",
};

/** A link as one line of text: its title, and its address where it has one. */
function linkLine(link: Pick<DraftLink, "kind" | "title" | "url">): string {
  const url = kindHas(link.kind, "url") ? link.url.trim() : "";
  return url ? `${link.title.trim()} — ${url}` : link.title.trim();
}

/**
 * What `draft` changed on `base`, one line each, in the editor's order: what an owner whose save the
 * page moved past (docs/decisions/053) reads to make the same changes on the latest version.
 */
export function unsavedEdits(draft: Draft, base: Profile): string[] {
  const lines: string[] = [];
  if (draft.username !== base.username) lines.push(`Username: ${draft.username}`);
  if (draft.displayName !== base.displayName) lines.push(`Display name: ${draft.displayName || "(empty)"}`);
  if (draft.bio !== base.bio) lines.push(draft.bio ? `Bio: ${draft.bio}` : "Bio: (empty)");
  if (draft.sensitive !== (base.sensitive === true)) {
    lines.push(draft.sensitive ? "Page marked 18+" : "Page no longer marked 18+");
  }
  const kept = new Set(draft.links.flatMap((link) => (link.source ? [link.source] : [])));
  for (const link of draft.links) {
    const kind = kindNames[link.kind];
    if (!link.source) lines.push(`New ${kind}: ${linkLine(link)}`);
    else if (JSON.stringify(linkParts(link)) !== JSON.stringify(linkParts(draftLink(link.source)))) {
      lines.push(`Changed ${kind}: ${linkLine(link)}`);
    }
  }
  for (const link of base.links) {
    if (!kept.has(link)) lines.push(`Removed: ${linkLine(draftLink(link))}`);
  }
  const keptInBaseOrder = base.links.filter((link) => kept.has(link));
  if ([...kept].some((link, index) => link !== keptInBaseOrder[index])) lines.push("Links put in a new order");
  if (draft.theme.preset !== base.theme.preset || draft.theme.accent !== base.theme.accent) {
    const accent = draft.theme.accent ? `, buttons ${draft.theme.accent}` : "";
    lines.push(`Theme: ${themePreset(draft.theme.preset).label}${accent}`);
  }
  if (JSON.stringify(socialParts(draft.socials)) !== JSON.stringify(socialParts(base.socials))) {
    const icons = draft.socials.map((social) => `${socialPlatforms[social.platform].label} ${social.url.trim()}`);
    lines.push(`Social icons: ${icons.join(", ") || "none"}`);
  }
  const { pageTitle, pageDescription, noindex, language } = draft.sharing;
  if (pageTitle !== base.pageTitle) lines.push(`Page title: ${pageTitle || "(empty)"}`);
  if (language !== base.language) {
    lines.push(
      `Page language: ${language === "auto" ? sharingTexts.languageAuto.defaultMessage : localeNames[language]}`,
    );
  }
  if (pageDescription !== base.pageDescription) lines.push(`Page description: ${pageDescription || "(empty)"}`);
  if (noindex !== base.noindex) lines.push(noindex ? "Hidden from search engines" : "Shown to search engines");
  return lines;
}

const isoOrNull = (time: number | null): string | null => (time === null ? null : new Date(time).toISOString());

/**
 * What a save sends of a row, the edited parts: its kind's fields (a section's url ""), texts trimmed,
 * a bare host given https:// as the save does (linkAddress), times as ISO 8601. The editor checks a row by these too (validation.ts), as the server will.
 */
export function linkSent(link: DraftLink) {
  const {
    kind,
    title,
    url,
    buttonText,
    amounts,
    currency,
    allowCustom,
    enabled,
    startsAt,
    endsAt,
    featured,
    sensitive,
  } = flatLink(linkOf(link, (typed) => typed.trim()));
  return {
    kind,
    title,
    url: linkAddress(url),
    ...(kindHas(kind, "buttonText") ? { buttonText } : {}),
    ...(kindHas(kind, "amounts") ? { amounts, currency, allowCustom } : {}),
    enabled,
    startsAt: isoOrNull(startsAt),
    endsAt: isoOrNull(endsAt),
    featured,
    sensitive,
  };
}

/**
 * The PUT body. An existing link carries every field the server sent (its id, its clicks), whatever it
 * matches links by, with the edited parts on top; a new link is just its parts.
 */
export function updateFromDraft(draft: Draft, saved: Profile): ProfileUpdate {
  return {
    version: saved.version,
    username: draft.username.trim(),
    displayName: draft.displayName.trim(),
    bio: draft.bio,
    avatar: saved.avatar,
    sensitive: draft.sensitive,
    theme: draft.theme,
    socials: socialParts(draft.socials),
    ...draft.sharing,
    links: draft.links.map((link) => (link.source ? { ...link.source, ...linkSent(link) } : linkSent(link))),
  };
}
