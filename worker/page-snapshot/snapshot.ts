// What a public page shows (docs/guides/public-page.md): one snapshot per profile, built from D1 in one
// batch — the owner's row, the enabled links and sections in their order, the look, without what safety
// holds, with the active custom domain and whether tips can be taken — and kept in KV and by the isolate
// (store.ts). Pages and the public API read it; a change to anything it is built from runs pageChanged (page-changed.ts), which
// rebuilds it. Suspended and deleted users have no snapshot, nor do accounts that have not verified
// their e-mail: no one has proved they hold it yet.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import { usernamePattern } from "#contract/account-schemas";
import { pageLanguages } from "#contract/i18n/locales";
import { limits } from "#contract/limits";
import { linkFromFlat, linkSchema } from "#contract/links";
import { socialPlatformIds } from "#contract/socials";
import { themePresetIds } from "#contract/themes";
import { currentUsernameQuery } from "../accounts/former-usernames";
import { pageNameMatches } from "../accounts/users";
import type { Db } from "../db/client";
import { links, pages, profileStyles, users } from "../db/schema";
import { activeDomainQuery } from "./hosts";
import {
  acceptsTips,
  acceptsTipsQuery,
  heldUrlsQuery,
  linkColumns,
  styleColumns,
  toProfileStyle,
  withoutHeld,
} from "./page-content";

/**
 * A public page's snapshot, validated by this schema whenever it is read from KV. Its links are the
 * contract's links (contract/links.ts). It keeps the subscription fields rather than a computed isPro, so
 * a subscription that runs out is free again without anyone rewriting the snapshot.
 */
const snapshotSchema = z.object({
  /**
   * 2 added themes, socials and link schedules, 3 the search and sharing settings and the share card, 4
   * links of the contract's shape (each kind with its own fields), 5 the language of the page's words, 6
   * the page's own id beside its owner's. A
   * snapshot of another version is not read: the page is rebuilt from D1 and written again, as after the
   * snapshot's hour.
   */
  version: z.literal(6),
  /** Which page it is: analytics, reports and sign-ups name the page by id, which a rename does not change. */
  pageId: z.string(),
  /** Whose page it is: the account whose plan, Stripe account and tips it follows. */
  userId: z.string(),
  username: z.string(),
  /** The name heading the page; "" for none. */
  displayName: z.string(),
  avatar: z.string().nullable(),
  bio: z.string(),
  /**
   * The enabled links and sections in the owner's order, without held ones, with their schedules:
   * which are shown is decided when the page is served (visibility.ts), so the snapshot never goes
   * stale at a boundary. The ids let a click be counted for the link the visitor saw.
   */
  links: z.array(linkSchema),
  theme: z.object({ preset: z.enum(themePresetIds), accent: z.string().nullable() }),
  socials: z.array(z.object({ platform: z.enum(socialPlatformIds), url: z.string() })),
  /** The owner marked the page 18+. */
  sensitive: z.boolean(),
  /** The owner's setting; whether the footer shows also depends on the tier. */
  showBranding: z.boolean(),
  referralCode: z.string(),
  subscriptionStatus: z.string().nullable(),
  subscriptionEndDate: z.number().nullable(),
  /** Search and sharing (contract/search-and-sharing.ts): "" falls back to the name or the bio. */
  pageTitle: z.string(),
  pageDescription: z.string(),
  noindex: z.boolean(),
  /** The language of the page's own words (contract/i18n/locales.ts): a locale, or "auto", the visitor's. */
  language: z.enum(pageLanguages),
  /** The fingerprint naming the page's share card (share-card.ts), null until one is made. */
  shareCard: z.string().nullable(),
  /** The owner's active custom domain, which serves the page and is its canonical address (decision 040). */
  customDomain: z.string().optional(),
  /**
   * The owner's Stripe account can take charges now, so a tip block shows (docs/guides/earn.md); absent in
   * snapshots written before tips existed, which had no tip block.
   */
  acceptsTips: z.boolean().optional(),
});

export type PublicProfileSnapshot = z.output<typeof snapshotSchema>;

/** A snapshot read from KV, or null when it is not one of this version and shape. */
export function parseSnapshot(value: unknown): PublicProfileSnapshot | null {
  const read = snapshotSchema.safeParse(value);
  return read.success ? read.data : null;
}

/** Whose profile is public: verified accounts that are not suspended. */
export const shownPublicly = and(eq(users.isSuspended, false), eq(users.emailVerified, true)) as SQL;

/** Whether a name could belong to anyone at all; anything else is not worth a KV or D1 read. */
export function isUsernameShaped(name: string): boolean {
  return name.length >= limits.usernameMin && name.length <= limits.usernameMax && usernamePattern.test(name);
}

// ── Built from D1 ───────────────────────────────────────────────────────────────────────────────────

// No two columns share a name: D1's batch answers rows as objects keyed by column name.
const snapshotColumns = {
  pageId: pages.id,
  userId: pages.ownerId,
  username: pages.username,
  displayName: pages.displayName,
  avatar: pages.avatar,
  bio: pages.bio,
  showBranding: pages.showBranding,
  referralCode: users.referralCode,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionEndDate: users.subscriptionEndDate,
  isSuspended: users.isSuspended,
  emailVerified: users.emailVerified,
  sensitive: pages.sensitive,
  pageTitle: pages.pageTitle,
  pageDescription: pages.pageDescription,
  noindex: pages.noindex,
  language: pages.pageLanguage,
  shareCard: pages.shareCard,
};

/**
 * What a snapshot is built from, for the page `which` selects (a condition on the page and its owner): its row, their enabled links and look,
 * the URLs safety holds, their active custom domain and whether they take tips — one batch's statements. Every table and column
 * these read is a part of the page: test/structure/page-freshness.test.ts reads them here.
 */
export function snapshotSources(db: Db, which: SQL) {
  return [
    db.select(snapshotColumns).from(pages).innerJoin(users, eq(users.id, pages.ownerId)).where(which).limit(1),
    db
      .select(linkColumns)
      .from(links)
      .innerJoin(pages, eq(pages.id, links.pageId))
      .innerJoin(users, eq(users.id, pages.ownerId))
      .where(and(which, eq(links.enabled, true)))
      .orderBy(asc(links.position)),
    db
      .select(styleColumns)
      .from(profileStyles)
      .innerJoin(pages, eq(pages.id, profileStyles.pageId))
      .innerJoin(users, eq(users.id, pages.ownerId))
      .where(which)
      .limit(1),
    heldUrlsQuery(db, which),
    activeDomainQuery(db, which),
    acceptsTipsQuery(db, which),
  ] as const;
}

type SourceRows = Awaited<ReturnType<typeof loadSourceRows>>;
const loadSourceRows = (db: Db, which: SQL) => db.batch(snapshotSources(db, which));

/** A page's snapshot, and whether it may be shown (a hidden one must not sit in KV either). */
export type PublicSource = { snapshot: PublicProfileSnapshot; shown: boolean };

function toSource([userRows, linkRows, styleRows, heldUrls, domainRows, tipRows]: SourceRows):
  | PublicSource
  | undefined {
  const row = userRows[0];
  if (!row) return undefined;
  const { isSuspended, emailVerified, ...fields } = row;
  const { theme, socials } = toProfileStyle(styleRows[0]);
  const snapshot: PublicProfileSnapshot = {
    version: 6,
    ...fields,
    links: withoutHeld(linkRows, heldUrls).map(linkFromFlat),
    theme,
    socials: withoutHeld(socials, heldUrls),
    ...(domainRows[0] ? { customDomain: domainRows[0].hostname } : {}),
    acceptsTips: acceptsTips(tipRows),
  };
  return { snapshot, shown: !isSuspended && emailVerified };
}

/** The page as D1 has it now; undefined when it is gone. */
export async function publicSourceById(db: Db, pageId: string): Promise<PublicSource | undefined> {
  return toSource(await loadSourceRows(db, eq(pages.id, pageId)));
}

/** What D1 has under a name: the page shown there, or the name its owner moved it to, or nothing. */
export type PageAtName = { snapshot: PublicProfileSnapshot } | { movedTo: string } | null;

/** Case-insensitive, as usernames are unique case-insensitively; one round trip either way. */
export async function pageAtName(db: Db, username: string): Promise<PageAtName> {
  const which = and(pageNameMatches(username), shownPublicly) as SQL;
  const [userRows, linkRows, styleRows, heldSocials, domainRows, tipRows, moved] = await db.batch([
    ...snapshotSources(db, which),
    currentUsernameQuery(db, username, shownPublicly),
  ]);
  const source = toSource([userRows, linkRows, styleRows, heldSocials, domainRows, tipRows]);
  if (source) return { snapshot: source.snapshot };
  return moved[0] ? { movedTo: moved[0].username } : null;
}
