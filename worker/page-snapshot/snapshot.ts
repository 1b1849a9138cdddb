// What a public page shows (docs/guides/public-page.md): one snapshot per profile, built from D1 in one
// batch — the owner's row, the enabled links and sections in their order, the look, without what safety
// holds, with the active custom domain — and kept in KV and by the isolate (store.ts). Pages and the
// public API read it; a change to anything it is built from runs pageChanged (page-changed.ts), which
// rebuilds it. Suspended and deleted users have no snapshot, nor do accounts that have not verified
// their e-mail: no one has proved they hold it yet.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { usernamePattern } from "#contract/account-schemas";
import { limits } from "#contract/limits";
import type { ScheduledLink } from "#contract/link-visibility";
import type { Social } from "#contract/socials";
import type { Theme } from "#contract/themes";
import { currentUsernameQuery } from "../accounts/former-usernames";
import { usernameMatches } from "../accounts/users";
import type { Db } from "../db/client";
import { links, profileStyles, users } from "../db/schema";
import { activeDomainQuery } from "./hosts";
import {
  heldUrlsQuery,
  storedLinkColumns,
  styleColumns,
  toProfileStyle,
  withoutHeld,
  withThumbnail,
} from "./page-content";

/**
 * It keeps the subscription fields rather than a computed isPro, so a subscription that runs out is free
 * again without anyone rewriting the snapshot.
 */
export type PublicProfileSnapshot = {
  /**
   * 2 added themes, socials and link schedules, 3 the search and sharing settings and the share card; an
   * older snapshot in KV is rebuilt from D1.
   */
  version: 3;
  /** Whose page it is: analytics events name the owner by id, which a rename does not change. */
  userId: string;
  username: string;
  avatar: string | null;
  bio: string;
  /**
   * The enabled links and sections in the owner's order, without held ones, with their schedules:
   * which are shown is decided when the page is served (visibility.ts), so the snapshot never goes
   * stale at a boundary. The ids let a click be counted for the link the visitor saw.
   */
  links: SnapshotLink[];
  theme: Theme;
  socials: Social[];
  /** The owner marked the page 18+ (absent in snapshots written before the flag existed). */
  sensitive?: boolean;
  /** The owner's setting; whether the footer shows also depends on the tier. */
  showBranding: boolean;
  referralCode: string;
  subscriptionStatus: string | null;
  subscriptionEndDate: number | null;
  /** Search and sharing (contract/search-and-sharing.ts): "" falls back to the name or the bio. */
  pageTitle: string;
  pageDescription: string;
  noindex: boolean;
  /** The fingerprint naming the page's share card (share-card.ts), null until one is made. */
  shareCard: string | null;
  /** The owner's active custom domain, which serves the page and is its canonical address (decision 040). */
  customDomain?: string;
};

/** `thumbnail` only when the link has one (worker/profiles/link-thumbnails.ts). */
export type SnapshotLink = ScheduledLink & {
  id: string;
  title: string;
  url: string;
  sensitive?: boolean;
  thumbnail?: string;
};

/** Whose profile is public: verified accounts that are not suspended. */
export const shownPublicly = and(eq(users.isSuspended, false), eq(users.emailVerified, true)) as SQL;

/** Whether a name could belong to anyone at all; anything else is not worth a KV or D1 read. */
export function isUsernameShaped(name: string): boolean {
  return name.length >= limits.usernameMin && name.length <= limits.usernameMax && usernamePattern.test(name);
}

// ── Built from D1 ───────────────────────────────────────────────────────────────────────────────────

const snapshotColumns = {
  userId: users.id,
  username: users.username,
  avatar: users.avatar,
  bio: users.bio,
  showBranding: users.showBranding,
  referralCode: users.referralCode,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionEndDate: users.subscriptionEndDate,
  isSuspended: users.isSuspended,
  emailVerified: users.emailVerified,
  sensitive: users.sensitive,
  pageTitle: users.pageTitle,
  pageDescription: users.pageDescription,
  noindex: users.noindex,
  shareCard: users.shareCard,
};

/**
 * What a snapshot is built from, for the users `which` selects: their row, their enabled links and look,
 * the URLs safety holds and their active custom domain — one batch's statements. Every table and column
 * these read is a part of the page: test/structure/page-freshness.test.ts reads them here.
 */
export function snapshotSources(db: Db, which: SQL) {
  return [
    db.select(snapshotColumns).from(users).where(which).limit(1),
    db
      .select({ ...storedLinkColumns, thumbnail: links.thumbnail })
      .from(links)
      .innerJoin(users, eq(links.userId, users.id))
      .where(and(which, eq(links.enabled, true)))
      .orderBy(asc(links.position)),
    db
      .select(styleColumns)
      .from(profileStyles)
      .innerJoin(users, eq(profileStyles.userId, users.id))
      .where(which)
      .limit(1),
    heldUrlsQuery(db, which),
    activeDomainQuery(db, which),
  ] as const;
}

type SourceRows = Awaited<ReturnType<typeof loadSourceRows>>;
const loadSourceRows = (db: Db, which: SQL) => db.batch(snapshotSources(db, which));

/** A user's snapshot, and whether it may be shown (a hidden one must not sit in KV either). */
export type PublicSource = { snapshot: PublicProfileSnapshot; shown: boolean };

function toSource([userRows, linkRows, styleRows, heldUrls, domainRows]: SourceRows): PublicSource | undefined {
  const row = userRows[0];
  if (!row) return undefined;
  const { isSuspended, emailVerified, ...fields } = row;
  const { theme, socials } = toProfileStyle(styleRows[0]);
  const snapshot: PublicProfileSnapshot = {
    version: 3,
    ...fields,
    links: withoutHeld(linkRows, heldUrls).map(withThumbnail),
    theme,
    socials: withoutHeld(socials, heldUrls),
    ...(domainRows[0] ? { customDomain: domainRows[0].hostname } : {}),
  };
  return { snapshot, shown: !isSuspended && emailVerified };
}

/** The user's page as D1 has it now; undefined when the account is gone. */
export async function publicSourceById(db: Db, userId: string): Promise<PublicSource | undefined> {
  return toSource(await loadSourceRows(db, eq(users.id, userId)));
}

/** What D1 has under a name: the page shown there, or the name its owner moved it to, or nothing. */
export type PageAtName = { snapshot: PublicProfileSnapshot } | { movedTo: string } | null;

/** Case-insensitive, as usernames are unique case-insensitively; one round trip either way. */
export async function pageAtName(db: Db, username: string): Promise<PageAtName> {
  const which = and(usernameMatches(username), shownPublicly) as SQL;
  const [userRows, linkRows, styleRows, heldSocials, domainRows, moved] = await db.batch([
    ...snapshotSources(db, which),
    currentUsernameQuery(db, username, shownPublicly),
  ]);
  const source = toSource([userRows, linkRows, styleRows, heldSocials, domainRows]);
  if (source) return { snapshot: source.snapshot };
  return moved[0] ? { movedTo: moved[0].username } : null;
}

export function isPublicProfileSnapshot(value: unknown): value is PublicProfileSnapshot {
  if (!value || typeof value !== "object") return false;
  const snapshot = value as Partial<PublicProfileSnapshot>;
  return (
    snapshot.version === 3 &&
    typeof snapshot.userId === "string" &&
    typeof snapshot.username === "string" &&
    typeof snapshot.theme === "object" &&
    Array.isArray(snapshot.socials) &&
    typeof snapshot.referralCode === "string" &&
    Array.isArray(snapshot.links)
  );
}
