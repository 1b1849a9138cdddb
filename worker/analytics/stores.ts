// Where a profile's analytics and the platform's summary are read from: the Durable Objects of
// profile-store.ts and platform-store.ts, plus, while the one-off move is under way, what the shared D1
// still holds of a store that has not taken it in (legacy.ts).

import { legacyInUse, legacyRows, mergeRows } from "./legacy";
import type { DailyRow, RangeSums } from "./profile-store";

/** The store of one profile, named by its owner's user id. */
export function profileStore(env: Env, userId: string) {
  return env.PROFILE_ANALYTICS.get(env.PROFILE_ANALYTICS.idFromName(userId));
}

/**
 * The platform summary is spread over this many stores: a message's id and hourly counts go to one by
 * the message's id, a profile's day views to one by its user id, so that no store outgrows an object's
 * 10 GB or its requests a second at 100 M views a day (docs/scale.md).
 */
export const platformShards = 16;

/** Which of the platform's stores a message id or user id belongs to: FNV-1a, the same in every isolate. */
export function platformShardOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 0x01000193);
  return (hash >>> 0) % platformShards;
}

/** One of the platform's stores; the first also holds the hourly counts D1 kept before them (move.ts). */
export function platformStore(env: Env, shard: number) {
  return env.PLATFORM_ANALYTICS.get(env.PLATFORM_ANALYTICS.idFromName(`platform-${shard}`));
}

export function allPlatformStores(env: Env) {
  return Array.from({ length: platformShards }, (_, shard) => platformStore(env, shard));
}

/** D1's rows of the profile when the store has not taken them in and the move may still hold some. */
async function notMovedYet(env: Env, userId: string, movedIn: boolean, range?: { from: string; to: string }) {
  if (movedIn || !(await legacyInUse(env.DB))) return [];
  return legacyRows(env.DB, userId, range);
}

/** The profile's rollup rows, ordered by day, dimension and metric; every day kept unless a range is given. */
export async function profileRows(env: Env, userId: string, range?: { from: string; to: string }): Promise<DailyRow[]> {
  const stored = await profileStore(env, userId).rows(range);
  const legacy = await notMovedYet(env, userId, stored.movedIn, range);
  return legacy.length > 0 ? mergeRows(stored.rows, legacy) : stored.rows;
}

/** The report's sums for days `from` to `to`. */
export async function profileRangeSums(env: Env, userId: string, from: string, to: string): Promise<RangeSums> {
  const { perDay, breakdowns, movedIn } = await profileStore(env, userId).rangeSums(from, to);
  const legacy = await notMovedYet(env, userId, movedIn, { from, to });
  if (legacy.length === 0) return { perDay, breakdowns };
  const totals = mergeRows(
    perDay.map(({ day, metric, n }) => ({ day, metric, dimension: "total", count: n })),
    legacy.filter((row) => row.dimension === "total"),
  );
  const sums = new Map(breakdowns.map((row) => [`${row.metric} ${row.dimension}`, { ...row }]));
  for (const row of legacy.filter((row) => row.dimension !== "total")) {
    const sum = sums.get(`${row.metric} ${row.dimension}`) ?? { metric: row.metric, dimension: row.dimension, n: 0 };
    sum.n += row.count;
    sums.set(`${row.metric} ${row.dimension}`, sum);
  }
  return {
    perDay: totals.map(({ day, metric, count }) => ({ day, metric, n: count })),
    breakdowns: [...sums.values()],
  };
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

/** The account is gone: its store deletes everything, and it leaves the admin's most viewed. */
export async function forgetProfileAnalytics(env: Env, userId: string): Promise<void> {
  await Promise.all([
    profileStore(env, userId).forget(),
    platformStore(env, platformShardOf(userId)).forgetProfile(userId),
  ]);
}
