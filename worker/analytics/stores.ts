// Where a profile's analytics and the platform's summary are read from: the Durable Objects of
// profile-store.ts and platform-store.ts.

import type { DailyRow, RangeSums } from "./profile-store";

/** The store of one profile, named by its owner's user id. */
export function profileStore(env: Env, userId: string) {
  return env.PROFILE_ANALYTICS.get(env.PROFILE_ANALYTICS.idFromName(userId));
}

/**
 * The platform summary is spread over this many stores: a batch's part goes to one, chosen by the
 * batch's key, so that no store gets more than its share of the consumer's calls at 100 M views a day
 * (docs/scale.md).
 */
export const platformShards = 16;

/** Which of the platform's stores a batch key belongs to: FNV-1a, the same in every isolate. */
export function platformShardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % platformShards;
}

/** One of the platform's stores. */
export function platformStore(env: Env, shard: number) {
  return env.PLATFORM_ANALYTICS.get(env.PLATFORM_ANALYTICS.idFromName(`platform-${shard}`));
}

export function allPlatformStores(env: Env) {
  return Array.from({ length: platformShards }, (_, shard) => platformStore(env, shard));
}

/** The profile's rollup rows, ordered by day, dimension and metric; every day kept unless a range is given. */
export async function profileRows(env: Env, userId: string, range?: { from: string; to: string }): Promise<DailyRow[]> {
  return profileStore(env, userId).rows(range);
}

/** The report's sums for days `from` to `to`. */
export async function profileRangeSums(env: Env, userId: string, from: string, to: string): Promise<RangeSums> {
  return profileStore(env, userId).rangeSums(from, to);
}

/**
 * Each link's lifetime clicks: what the shared D1 counted before the per-profile stores (links.clicks,
 * no longer written) and what the profile's store has counted since.
 */
export async function withLifetimeClicks<T extends { id: string; clicks: number }>(
  env: Env,
  userId: string,
  links: T[],
): Promise<T[]> {
  const since = await profileStore(env, userId).linkClicks();
  return links.map((link) => ({ ...link, clicks: link.clicks + (since[link.id] ?? 0) }));
}

/** The account is gone: its store deletes everything, and it leaves the admin's most viewed, in every store. */
export async function forgetProfileAnalytics(env: Env, userId: string): Promise<void> {
  await Promise.all([
    profileStore(env, userId).forget(),
    ...allPlatformStores(env).map((store) => store.forgetProfile(userId)),
  ]);
}
