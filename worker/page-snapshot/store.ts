// Where snapshots are kept (snapshot.ts): in KV under profile:<lower-case username>, for an hour, and by
// each isolate for a few seconds. Readers go isolate, then KV, then D1, which refills KV; pageChanged
// (page-changed.ts) writes or removes them after a change, and nothing else does.
import type { Db } from "../db/client";
import { isolateCache } from "../db/isolate-caches";
import { publishHost } from "./hosts";
import { isUsernameShaped, type PageAtName, type PublicProfileSnapshot, pageAtName, parseSnapshot } from "./snapshot";

// ── Kept by this isolate ────────────────────────────────────────────────────────────────────────────
// Pages and clicks come in bursts on the same few profiles, so a snapshot found in KV or D1 is kept for
// a few seconds and the burst costs one read, not one per request. A page changed meanwhile is seen at
// most that much later by anonymous visitors, well inside what KV's own propagation between locations
// allows; a change made through this isolate drops its copy at once, and a signed-in visitor's page
// (perhaps the owner's, after a save) is always read afresh (worker/public-page/lookup.ts).

export const recentSnapshotMaxAgeMs = 5_000;
const recent = isolateCache<PublicProfileSnapshot>({ max: 256, maxAgeMs: recentSnapshotMaxAgeMs });

/** The snapshot read at most a few seconds ago under this name; a missing page is never kept. */
export function recentSnapshot(username: string): PublicProfileSnapshot | undefined {
  return recent.get(username.toLowerCase());
}

export function rememberSnapshot(snapshot: PublicProfileSnapshot): void {
  recent.set(snapshot.username.toLowerCase(), snapshot);
}

/** Drops this isolate's copy under a name: after KV changed, so a read that raced cannot put it back. */
export function forgetRecentSnapshot(username: string): void {
  recent.delete(username.toLowerCase());
}

// ── Stored in KV ────────────────────────────────────────────────────────────────────────────────────

/**
 * Snapshots expire after an hour, so a write that lost a race (a reader putting back what it had just
 * read from D1 while a rename or suspension committed, or two refreshes finishing out of order) cannot
 * outlive the hour; the next reader rebuilds from D1. That costs one D1 read per profile per hour.
 */
const snapshotTtlSeconds = 60 * 60;

export function snapshotKey(username: string): string {
  return `profile:${username.toLowerCase()}`;
}

/** The snapshot, and the host of the owner's active custom domain pointing at it (hosts.ts). */
export async function storeSnapshot(env: Env, snapshot: PublicProfileSnapshot): Promise<void> {
  await env.PROFILES.put(snapshotKey(snapshot.username), JSON.stringify(snapshot), {
    expirationTtl: snapshotTtlSeconds,
  });
  if (snapshot.customDomain) await publishHost(env, snapshot.customDomain, snapshot.username);
}

/** Removes the snapshot under a name: the page is hidden there, or no longer has that name. */
export async function removeStoredSnapshot(env: Env, username: string): Promise<void> {
  await env.PROFILES.delete(snapshotKey(username));
}

/** The snapshot stored in KV, or null (none, another version or shape, or KV failing). */
export async function readStoredSnapshot(env: Env, username: string): Promise<PublicProfileSnapshot | null> {
  if (!isUsernameShaped(username)) return null;
  const cached = await env.PROFILES.get(snapshotKey(username), "json").catch((error) => {
    console.error("profile snapshot read failed; using D1", error);
    return null;
  });
  return parseSnapshot(cached);
}

/** What D1 has under a name; a page found there is written to KV for the next reader. */
export async function loadPageAtName(db: Db, env: Env, username: string): Promise<PageAtName> {
  if (!isUsernameShaped(username)) return null;
  const found = await pageAtName(db, username);
  if (found && "snapshot" in found) {
    await storeSnapshot(env, found.snapshot).catch((error) => console.error("profile snapshot write failed", error));
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
