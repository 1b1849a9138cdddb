// What a public page is made from (docs/guides/public-page.md): one snapshot per profile, built from D1, stored in
// KV under profile:<lower-case username> and kept by each isolate for a few seconds. Pages and the
// public API read it (lookup.ts, recentPublicProfile); every change that alters a page (profile, links,
// avatar, branding, tier, safety, suspension, deletion) rewrites or removes it through
// refreshPublicProfile / forgetPublicProfile. Suspended and deleted users have no snapshot, nor do
// accounts that have not verified their e-mail: no one has proved they hold it yet.
import { and, asc, eq, type SQL } from "drizzle-orm";
import { z } from "zod";
import { usernamePattern } from "#contract/account-schemas";
import { pageLanguages } from "#contract/i18n/locales";
import { limits } from "#contract/limits";
import { linkFromFlat, linkSchema } from "#contract/links";
import { socialPlatformIds } from "#contract/socials";
import { themePresetIds } from "#contract/themes";
import { currentUsernameQuery } from "../accounts/former-usernames";
import { usernameMatches } from "../accounts/users";
import { activeDomainQuery, publishHost } from "../custom-domains/serving";
import type { Db } from "../db/client";
import { links, profileStyles, users } from "../db/schema";
import { acceptsTips, acceptsTipsQuery } from "../earn/connected-accounts";
import { linkColumns } from "../profiles/links";
import { styleColumns, toProfileStyle } from "../profiles/profile-styles";
import { heldUrlsQuery, withoutHeld } from "../safety/verdicts";

/**
 * A public page's snapshot, validated by this schema whenever it is read from KV. Its links are the
 * contract's links (contract/links.ts). It keeps the subscription fields rather than a computed isPro, so
 * a subscription that runs out is free again without anyone rewriting the snapshot.
 */
const snapshotSchema = z.object({
  /**
   * 2 added themes, socials and link schedules, 3 the search and sharing settings and the share card, 4
   * links of the contract's shape (each kind with its own fields), 5 the display name and the language of the page's words. A snapshot of another version is not
   * read: the page is rebuilt from D1 and written again, as after the snapshot's hour.
   */
  version: z.literal(5),
  /** Whose page it is: analytics events name the owner by id, which a rename does not change. */
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
  /** The fingerprint naming the page's share card (worker/share-cards/), null until one is made. */
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

/** Whose profile is public: verified accounts that are not suspended. */
export const shownPublicly = and(eq(users.isSuspended, false), eq(users.emailVerified, true)) as SQL;

/** Whether a name could belong to anyone at all; anything else is not worth a KV or D1 read. */
export function isUsernameShaped(name: string): boolean {
  return name.length >= limits.usernameMin && name.length <= limits.usernameMax && usernamePattern.test(name);
}

// --- Built from D1 -------------------------------------------------------------------------------

const snapshotColumns = {
  userId: users.id,
  username: users.username,
  displayName: users.displayName,
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
  language: users.pageLanguage,
  shareCard: users.shareCard,
};

/**
 * The user matching `which`, their links and look (without held links or socials) and their active custom
 * domain: one batch's statements.
 */
function sourceStatements(db: Db, which: SQL) {
  return [
    db.select(snapshotColumns).from(users).where(which).limit(1),
    db
      .select(linkColumns)
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
    acceptsTipsQuery(db, which),
  ] as const;
}

type SourceRows = Awaited<ReturnType<typeof loadSourceRows>>;
const loadSourceRows = (db: Db, which: SQL) => db.batch(sourceStatements(db, which));

/** A user's snapshot, and whether it may be shown (a hidden one must not sit in KV either). */
export type PublicSource = { snapshot: PublicProfileSnapshot; shown: boolean };

function toSource([userRows, linkRows, styleRows, heldUrls, domainRows, tipRows]: SourceRows):
  | PublicSource
  | undefined {
  const row = userRows[0];
  if (!row) return undefined;
  const { isSuspended, emailVerified, ...fields } = row;
  const { theme, socials } = toProfileStyle(styleRows[0]);
  const snapshot: PublicProfileSnapshot = {
    version: 5,
    ...fields,
    links: withoutHeld(linkRows, heldUrls).map(linkFromFlat),
    theme,
    socials: withoutHeld(socials, heldUrls),
    ...(domainRows[0] ? { customDomain: domainRows[0].hostname } : {}),
    acceptsTips: acceptsTips(tipRows),
  };
  return { snapshot, shown: !isSuspended && emailVerified };
}

/**
 * A user's page as visitors would see it, and whether they may: read from D1, never cached. Besides the
 * snapshot's own refresh, the admin's look at a suspended account's page reads it (routes/admin/users.ts).
 */
export async function publicSourceById(db: Db, userId: string): Promise<PublicSource | undefined> {
  return toSource(await loadSourceRows(db, eq(users.id, userId)));
}

/** What D1 has under a name: the page shown there, or the name its owner moved it to, or nothing. */
export type PageAtName = { snapshot: PublicProfileSnapshot } | { movedTo: string } | null;

/** Case-insensitive, as usernames are unique case-insensitively; one round trip either way. */
async function pageAtName(db: Db, username: string): Promise<PageAtName> {
  const which = and(usernameMatches(username), shownPublicly) as SQL;
  const [userRows, linkRows, styleRows, heldSocials, domainRows, tipRows, moved] = await db.batch([
    ...sourceStatements(db, which),
    currentUsernameQuery(db, username, shownPublicly),
  ]);
  const source = toSource([userRows, linkRows, styleRows, heldSocials, domainRows, tipRows]);
  if (source) return { snapshot: source.snapshot };
  return moved[0] ? { movedTo: moved[0].username } : null;
}

// --- Kept by this isolate ------------------------------------------------------------------------
// Pages and clicks come in bursts on the same few profiles, so a snapshot found in KV or D1 is kept for
// a few seconds and the burst costs one read, not one per request. A page changed meanwhile is seen at
// most that much later by anonymous visitors, well inside what KV's own propagation between locations
// allows; a change made through this isolate drops its copy at once, and a signed-in visitor's page
// (perhaps the owner's, after a save) is always read afresh (lookup.ts).

export const recentSnapshotMaxAgeMs = 5_000;
const maxRecentSnapshots = 256;
const recent = new Map<string, { snapshot: PublicProfileSnapshot; readAt: number }>();

/** The snapshot read at most a few seconds ago under this name; a missing page is never kept. */
export function recentSnapshot(username: string, now = Date.now()): PublicProfileSnapshot | undefined {
  const kept = recent.get(username.toLowerCase());
  return kept && now - kept.readAt < recentSnapshotMaxAgeMs ? kept.snapshot : undefined;
}

export function rememberSnapshot(snapshot: PublicProfileSnapshot, now = Date.now()): void {
  const key = snapshot.username.toLowerCase();
  recent.delete(key);
  recent.set(key, { snapshot, readAt: now });
  // The oldest entry goes first.
  if (recent.size > maxRecentSnapshots) recent.delete(recent.keys().next().value as string);
}

// --- Stored in KV --------------------------------------------------------------------------------

/**
 * Snapshots expire after an hour, so a write that lost a race (a reader putting back what it had just
 * read from D1 while a rename or suspension committed, or two refreshes finishing out of order) cannot
 * outlive the hour; the next reader rebuilds from D1. That costs one D1 read per profile per hour.
 */
const snapshotTtlSeconds = 60 * 60;

export function snapshotKey(username: string): string {
  return `profile:${username.toLowerCase()}`;
}

/** The snapshot, and the host of the owner's active custom domain pointing at it (custom-domains/serving.ts). */
async function writeSnapshot(env: Env, snapshot: PublicProfileSnapshot): Promise<void> {
  await env.PROFILES.put(snapshotKey(snapshot.username), JSON.stringify(snapshot), {
    expirationTtl: snapshotTtlSeconds,
  });
  if (snapshot.customDomain) await publishHost(env, snapshot.customDomain, snapshot.username);
}

/** The snapshot stored in KV, or null (none, another version or shape, or KV failing). */
export async function readStoredSnapshot(env: Env, username: string): Promise<PublicProfileSnapshot | null> {
  if (!isUsernameShaped(username)) return null;
  const cached = await env.PROFILES.get(snapshotKey(username), "json").catch((error) => {
    console.error("profile snapshot read failed; using D1", error);
    return null;
  });
  const read = snapshotSchema.safeParse(cached);
  return read.success ? read.data : null;
}

/** What D1 has under a name; a page found there is written to KV for the next reader. */
export async function loadPageAtName(db: Db, env: Env, username: string): Promise<PageAtName> {
  if (!isUsernameShaped(username)) return null;
  const found = await pageAtName(db, username);
  if (found && "snapshot" in found) {
    await writeSnapshot(env, found.snapshot).catch((error) => console.error("profile snapshot write failed", error));
  }
  return found;
}

/** The public profile of a username: KV first, then D1 (which refills KV). Null when there is none. */
export async function readPublicProfile(db: Db, env: Env, username: string): Promise<PublicProfileSnapshot | null> {
  const stored = await readStoredSnapshot(env, username);
  if (stored) return stored;
  const found = await loadPageAtName(db, env, username);
  return found && "snapshot" in found ? found.snapshot : null;
}

/** As readPublicProfile, through this isolate's copy of the last few seconds. */
export async function recentPublicProfile(db: Db, env: Env, username: string): Promise<PublicProfileSnapshot | null> {
  const kept = recentSnapshot(username);
  if (kept) return kept;
  const snapshot = await readPublicProfile(db, env, username);
  if (snapshot) rememberSnapshot(snapshot);
  return snapshot;
}

/**
 * Rewrites the user's snapshot from D1 after a change (or removes it when the page may not be shown:
 * the user is suspended or has not verified the e-mail).
 * Called after the change is committed, so it never fails the request: if KV cannot be written, the
 * stale snapshot is dropped instead and readers fall back to D1.
 */
export async function refreshPublicProfile(db: Db, env: Env, userId: string): Promise<void> {
  let username: string | undefined;
  try {
    const source = await publicSourceById(db, userId);
    if (!source) return; // Deleted: deletion forgets the snapshot by name.
    username = source.snapshot.username;
    if (source.shown) await writeSnapshot(env, source.snapshot);
    else await env.PROFILES.delete(snapshotKey(username));
  } catch (error) {
    console.error("profile snapshot refresh failed", error);
    if (username) await env.PROFILES.delete(snapshotKey(username)).catch(() => {});
  }
  // After KV changed: a read that raced the change cannot put the old copy back.
  if (username) recent.delete(username.toLowerCase());
}

/** Removes the snapshot under a name the user no longer has (rename, deletion). */
export async function forgetPublicProfile(env: Env, username: string): Promise<void> {
  recent.delete(username.toLowerCase());
  await env.PROFILES.delete(snapshotKey(username));
}
