// The click call's view of a page: clicks come in bursts on pages just served, so the snapshot a click
// found is kept per isolate for a few seconds and the burst costs one KV read. A page saved meanwhile
// is seen at most that much later, as KV's own propagation allows anyway.
import type { Db } from "../db/client";
import type { PublicProfileSnapshot } from "./public-profile";
import { readPublicProfile } from "./snapshot";

export const recentSnapshotMaxAgeMs = 5_000;
const maxEntries = 256;

const recent = new Map<string, { snapshot: PublicProfileSnapshot; readAt: number }>();

/** The page's snapshot as of at most a few seconds ago; a missing page is always looked up again. */
export async function recentPublicProfile(
  db: Db,
  env: Env,
  username: string,
  now = Date.now(),
): Promise<PublicProfileSnapshot | null> {
  const key = username.toLowerCase();
  const kept = recent.get(key);
  if (kept && now - kept.readAt < recentSnapshotMaxAgeMs) return kept.snapshot;
  const snapshot = await readPublicProfile(db, env, username);
  recent.delete(key);
  if (snapshot) {
    recent.set(key, { snapshot, readAt: now });
    // The oldest entry goes first.
    if (recent.size > maxEntries) recent.delete(recent.keys().next().value as string);
  }
  return snapshot;
}
