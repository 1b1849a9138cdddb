// The KV snapshot of each public profile (architecture §8): public pages read KV first and D1 second. Every
// change that alters a page (profile, links, avatar, branding, tier, suspension, deletion) rewrites or
// removes it through refreshPublicProfile / forgetPublicProfile.
import { publishHost } from "../custom-domains/serving";
import type { Db } from "../db/client";
import {
  isPublicProfileSnapshot,
  isUsernameShaped,
  type PublicProfileSnapshot,
  publicSnapshotByUsername,
  publicSourceById,
} from "./public-profile";
import { forgetRecentSnapshot, recentSnapshot, rememberSnapshot } from "./recent-snapshot";

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

/** The snapshot stored in KV, or null (none, an unknown shape, or KV failing). */
export async function readStoredSnapshot(env: Env, username: string): Promise<PublicProfileSnapshot | null> {
  if (!isUsernameShaped(username)) return null;
  const cached = await env.PROFILES.get(snapshotKey(username), "json").catch((error) => {
    console.error("profile snapshot read failed; using D1", error);
    return null;
  });
  return isPublicProfileSnapshot(cached) ? cached : null;
}

/** The public profile as D1 has it; a found one is written to KV for the next reader. */
export async function loadSnapshot(db: Db, env: Env, username: string): Promise<PublicProfileSnapshot | null> {
  if (!isUsernameShaped(username)) return null;
  const snapshot = await publicSnapshotByUsername(db, username);
  if (snapshot) {
    await writeSnapshot(env, snapshot).catch((error) => console.error("profile snapshot write failed", error));
  }
  return snapshot;
}

/** The public profile of a username: KV first, then D1 (which refills KV). Null when there is none. */
export async function readPublicProfile(db: Db, env: Env, username: string): Promise<PublicProfileSnapshot | null> {
  return (await readStoredSnapshot(env, username)) ?? loadSnapshot(db, env, username);
}

/** As readPublicProfile, through this isolate's copy of the last few seconds (recent-snapshot.ts). */
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
  if (username) forgetRecentSnapshot(username);
}

/** Removes the snapshot under a name the user no longer has (rename, deletion). */
export async function forgetPublicProfile(env: Env, username: string): Promise<void> {
  forgetRecentSnapshot(username);
  await env.PROFILES.delete(snapshotKey(username));
}
