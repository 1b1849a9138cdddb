// What a public page shows, read from D1: the snapshot stored in KV and the public profile response
// (product §3, §11) computed from it. Suspended and deleted users have no public profile, nor do accounts
// that have not verified their e-mail: no one has proved they hold it yet.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { usernamePattern } from "#contract/account-schemas";
import { limits } from "#contract/limits";
import { type ScheduledLink, toPublicLink, visibleLinks } from "#contract/link-visibility";
import type { Social } from "#contract/socials";
import type { Theme } from "#contract/themes";
import type { PublicProfile } from "#contract/types";
import { usernameMatches } from "../accounts/users";
import { isPro } from "../billing/tier";
import { activeDomainQuery } from "../custom-domains/serving";
import type { Db } from "../db/client";
import { links, profileStyles, users } from "../db/schema";
import { heldUrlsQuery, withoutHeld } from "../safety/verdicts";
import { storedLinkColumns } from "./links";
import { styleColumns, toProfileStyle } from "./profile-styles";

/**
 * Stored as JSON under profile:<lower-case username>. It keeps the subscription fields rather than a
 * computed isPro, so a subscription that runs out is free again without anyone rewriting the snapshot.
 */
export type PublicProfileSnapshot = {
  /** 2 added themes, socials and link schedules; a version-1 snapshot in KV is rebuilt from D1. */
  version: 2;
  /** Whose page it is: analytics events name the owner by id, which a rename does not change. */
  userId: string;
  username: string;
  avatar: string | null;
  bio: string;
  /**
   * The enabled links and sections in the owner's order, with their schedules: which are shown is
   * decided when the page is served (contract/link-visibility.ts), so the snapshot never goes stale at
   * a boundary. The ids let a click be counted for the link the visitor saw.
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
  /** The owner's active custom domain, which serves the page and is its canonical address (decision 037). */
  customDomain?: string;
};

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
};

export type SnapshotLink = ScheduledLink & { id: string; title: string; url: string; sensitive?: boolean };

/** Whose profile is public: verified accounts that are not suspended. */
export const shownPublicly = and(eq(users.isSuspended, false), eq(users.emailVerified, true));

/** Whether a name could belong to anyone at all; anything else is not worth a KV or D1 read. */
export function isUsernameShaped(name: string): boolean {
  return name.length >= limits.usernameMin && name.length <= limits.usernameMax && usernamePattern.test(name);
}

/** A user's snapshot, and whether it may be shown (a hidden one must not sit in KV either). */
export type PublicSource = { snapshot: PublicProfileSnapshot; shown: boolean };

/** The user matching `which`, their links and look (without held links or socials), in one round trip. */
async function loadPublicSource(db: Db, which: SQL): Promise<PublicSource | undefined> {
  const [userRows, linkRows, styleRows, heldUrls, domainRows] = await db.batch([
    db.select(snapshotColumns).from(users).where(which).limit(1),
    db
      .select(storedLinkColumns)
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
  ]);
  const row = userRows[0];
  if (!row) return undefined;
  const { isSuspended, emailVerified, ...fields } = row;
  const { theme, socials } = toProfileStyle(styleRows[0]);
  const snapshot: PublicProfileSnapshot = {
    version: 2,
    ...fields,
    links: withoutHeld(linkRows, heldUrls),
    theme,
    socials: withoutHeld(socials, heldUrls),
    ...(domainRows[0] ? { customDomain: domainRows[0].hostname } : {}),
  };
  return { snapshot, shown: !isSuspended && emailVerified };
}

export function publicSourceById(db: Db, userId: string): Promise<PublicSource | undefined> {
  return loadPublicSource(db, eq(users.id, userId));
}

/** Case-insensitive, as usernames are unique case-insensitively. */
export async function publicSnapshotByUsername(db: Db, username: string): Promise<PublicProfileSnapshot | null> {
  const source = await loadPublicSource(db, and(usernameMatches(username), shownPublicly) as SQL);
  return source?.snapshot ?? null;
}

export function isPublicProfileSnapshot(value: unknown): value is PublicProfileSnapshot {
  if (!value || typeof value !== "object") return false;
  const snapshot = value as Partial<PublicProfileSnapshot>;
  return (
    snapshot.version === 2 &&
    typeof snapshot.userId === "string" &&
    typeof snapshot.username === "string" &&
    typeof snapshot.theme === "object" &&
    Array.isArray(snapshot.socials) &&
    typeof snapshot.referralCode === "string" &&
    Array.isArray(snapshot.links)
  );
}

/** The public profile response; a free owner always shows the branding, whatever their setting. */
export function toPublicProfile(snapshot: PublicProfileSnapshot, now: number = Date.now()): PublicProfile {
  const pro = isPro(snapshot, now);
  return {
    username: snapshot.username,
    avatar: snapshot.avatar,
    bio: snapshot.bio,
    links: visibleLinks(snapshot.links, now).map(toPublicLink),
    theme: snapshot.theme,
    socials: snapshot.socials,
    sensitive: snapshot.sensitive === true,
    isPro: pro,
    showBranding: !pro || snapshot.showBranding,
    referralCode: snapshot.referralCode,
  };
}
