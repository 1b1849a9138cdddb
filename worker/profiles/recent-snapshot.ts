// Snapshots this isolate read lately (docs/guides/public-page.md). Pages and clicks come in bursts on the same few
// profiles, so a snapshot found in KV or D1 is kept for a few seconds and the burst costs one read, not
// one per request. A page changed meanwhile is seen at most that much later by anonymous visitors, well
// inside what KV's own propagation between locations allows; a change made through this isolate drops
// its copy at once (snapshot.ts), and a signed-in visitor's page (perhaps the owner's, after a save)
// is always read afresh (public-page/lookup.ts).
import type { PublicProfileSnapshot } from "./public-profile";

export const recentSnapshotMaxAgeMs = 5_000;
const maxEntries = 256;

const recent = new Map<string, { snapshot: PublicProfileSnapshot; readAt: number }>();

const keyOf = (username: string) => username.toLowerCase();

/** The snapshot read at most a few seconds ago under this name; a missing page is never kept. */
export function recentSnapshot(username: string, now = Date.now()): PublicProfileSnapshot | undefined {
  const kept = recent.get(keyOf(username));
  return kept && now - kept.readAt < recentSnapshotMaxAgeMs ? kept.snapshot : undefined;
}

export function rememberSnapshot(snapshot: PublicProfileSnapshot, now = Date.now()): void {
  const key = keyOf(snapshot.username);
  recent.delete(key);
  recent.set(key, { snapshot, readAt: now });
  // The oldest entry goes first.
  if (recent.size > maxEntries) recent.delete(recent.keys().next().value as string);
}

export function forgetRecentSnapshot(username: string): void {
  recent.delete(keyOf(username));
}
