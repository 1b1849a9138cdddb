// How a page's content is read from D1, wherever it is read — the snapshot (snapshot.ts), the owner's editor
// (worker/profiles/owner-profile.ts), the share card: a link's columns, read as the contract's link; the
// look (theme and social icons), read defensively; the URLs safety holds, which no visitor sees; and
// whether the owner's Stripe account takes tips. Writing them is their owners' (worker/profiles/,
// worker/safety/, worker/earn/), each followed by pageChanged (page-changed.ts).
import { and, eq, type SQL } from "drizzle-orm";
import type { FlatLink } from "#contract/links";
import { type Social, socialPlatformIds } from "#contract/socials";
import { defaultTheme, type Theme, type ThemePresetId, themePresetIds } from "#contract/themes";
import type { Db } from "../db/client";
import { connectedAccounts, links, pages, profileStyles, urlChecks, users } from "../db/schema";

// ── Links ───────────────────────────────────────────────────────────────────────────────────────────

/** The columns a link is read from: select them and a row is a FlatLink (linkFromFlat, contract/links.ts). */
export const linkColumns = {
  id: links.id,
  kind: links.kind,
  title: links.title,
  enabled: links.enabled,
  startsAt: links.startsAt,
  endsAt: links.endsAt,
  url: links.url,
  featured: links.featured,
  sensitive: links.sensitive,
  thumbnail: links.thumbnail,
  buttonText: links.buttonText,
  amounts: links.amounts,
  currency: links.currency,
  allowCustom: links.allowCustom,
} satisfies { [Field in keyof FlatLink]: unknown };

// ── The look ────────────────────────────────────────────────────────────────────────────────────────
// One profile_styles row per user (docs/product.md, "Making the page yours"); a user without one has the
// default theme and no icons.

export type ProfileStyle = { theme: Theme; socials: Social[] };
type StyleRow = { themePreset: string; themeAccent: string | null; socials: string };

export const styleColumns = {
  themePreset: profileStyles.themePreset,
  themeAccent: profileStyles.themeAccent,
  socials: profileStyles.socials,
};

/** Read defensively: a row written by a later version with a preset this one lacks shows the default. */
export function toProfileStyle(row: StyleRow | undefined): ProfileStyle {
  if (!row) return { theme: defaultTheme, socials: [] };
  const preset = (themePresetIds as string[]).includes(row.themePreset)
    ? (row.themePreset as ThemePresetId)
    : defaultTheme.preset;
  return { theme: { preset, accent: row.themeAccent }, socials: parseSocials(row.socials) };
}

/** The stored socials list, read defensively: an unknown platform or a malformed item is left out. */
export function parseSocials(json: string): Social[] {
  try {
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value)) return [];
    return value.filter(
      (item): item is Social =>
        typeof item?.url === "string" && (socialPlatformIds as string[]).includes(item?.platform),
    );
  } catch {
    return [];
  }
}

export function styleQuery(db: Db, userId: string) {
  return db.select(styleColumns).from(profileStyles).where(eq(profileStyles.pageId, userId)).limit(1);
}

// ── What safety holds ───────────────────────────────────────────────────────────────────────────────
// A held URL (worker/safety/verdicts.ts) is absent from /{username} and /api/user and marked in the editor
// wherever the profile carries it: a verdict stands for its URL, whatever carries it.

/** The held URLs of the page `which` selects (a condition on the page and its owner), for the caller's batch. */
export function heldUrlsQuery(db: Db, which: SQL) {
  return db
    .select({ url: urlChecks.url })
    .from(urlChecks)
    .innerJoin(pages, eq(pages.id, urlChecks.pageId))
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(and(which, eq(urlChecks.state, "held")));
}

/** Whether a URL is among the held ones heldUrlsQuery read. */
export function heldAmong(held: { url: string }[]): (url: string) => boolean {
  const urls = new Set(held.map((row) => row.url));
  return (url) => urls.has(url);
}

/** What a visitor sees of the links or socials: the held ones left out. */
export function withoutHeld<T extends { url: string }>(items: T[], held: { url: string }[]): T[] {
  const isHeld = heldAmong(held);
  return items.filter((item) => !isHeld(item.url));
}

// ── Tips ────────────────────────────────────────────────────────────────────────────────────────────
// A tip block shows only while the owner's Stripe account is connected and can charge (worker/earn/).

/** Whether the owner of the page `which` selects can take tips now, for the snapshot's batch. */
export function acceptsTipsQuery(db: Db, which: SQL) {
  return db
    .select({ chargesEnabled: connectedAccounts.chargesEnabled, deauthorizedAt: connectedAccounts.deauthorizedAt })
    .from(connectedAccounts)
    .innerJoin(users, eq(connectedAccounts.userId, users.id))
    .innerJoin(pages, eq(pages.ownerId, users.id))
    .where(which)
    .limit(1);
}

export function acceptsTips(rows: { chargesEnabled: boolean; deauthorizedAt: number | null }[]): boolean {
  const row = rows[0];
  return row !== undefined && row.deauthorizedAt === null && row.chargesEnabled;
}
