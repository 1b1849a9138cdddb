// What the admin sees of analytics (docs/product.md, "Analytics"): platform views and clicks over the last 24 hours
// and 7 days, from the platform stores' hourly counts, and the most viewed profiles of the last 7 days,
// from their day boards, named by their current usernames in D1.

import { inArray } from "drizzle-orm";
import type { PlatformTraffic, TopProfile } from "#contract/admin-types";
import { inChunks } from "../db/bound-values";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { dayOffset, utcHour } from "./days";
import { legacyHours, legacyInUse, legacyMostViewed, legacyViewsOf } from "./legacy";
import type { ProfileViews } from "./platform-store";
import { allPlatformStores, platformShardOf } from "./stores";

const hourMs = 60 * 60 * 1000;

/** The current hour counts as the last of each window: 24 hours is this hour and the 23 before it. */
export async function platformTraffic(env: Env, now = Date.now()): Promise<PlatformTraffic[]> {
  const windows = [
    { window: "24h", hours: 24 },
    { window: "7d", hours: 7 * 24 },
  ] as const;
  const since = utcHour(now - (7 * 24 - 1) * hourMs);
  const stored = await Promise.all(allPlatformStores(env).map((store) => store.hours(since)));
  const rows = stored.flatMap((part) => part.hours);
  // The first store takes in D1's hourly counts at the move's end; until then they are read where they are.
  if (!stored[0]?.movedIn && (await legacyInUse(env.DB))) rows.push(...(await legacyHours(env.DB, since)));
  return windows.map(({ window, hours }) => {
    const from = utcHour(now - (hours - 1) * hourMs);
    const inWindow = rows.filter((row) => row.hour >= from);
    return {
      window,
      views: inWindow.reduce((n, row) => n + row.views, 0),
      clicks: inWindow.reduce((n, row) => n + row.clicks, 0),
    };
  });
}

/** Beyond the limit, candidates in case some of them have gone since their views were counted. */
const spareCandidates = 10;

/** Today and the six days before it, most views first; ties by username. */
export async function topProfiles(env: Env, db: Db, limit: number, now = Date.now()): Promise<TopProfile[]> {
  const since = dayOffset(now, -6);
  const depth = limit + spareCandidates;
  // While the move is under way, a profile's views before it are still in D1 until its store takes them in.
  const legacy = (await legacyInUse(env.DB)) ? await legacyMostViewed(env.DB, since, depth) : [];
  // A profile's day views are in one store: each answers its most viewed, and the D1 ones of its own.
  const stored = (
    await Promise.all(
      allPlatformStores(env).map((store, shard) =>
        store.mostViewed(
          since,
          depth,
          legacy.map((row) => row.userId).filter((id) => platformShardOf(id) === shard),
        ),
      ),
    )
  ).flat();
  const totals = new Map<string, number>();
  const add = ({ userId, views }: ProfileViews) => totals.set(userId, (totals.get(userId) ?? 0) + views);
  stored.forEach(add);
  if (legacy.length > 0) {
    const listed = new Set(legacy.map((row) => row.userId));
    legacy.forEach(add);
    (
      await legacyViewsOf(
        env.DB,
        since,
        stored.map((row) => row.userId).filter((id) => !listed.has(id)),
      )
    ).forEach(add);
  }
  const named = (
    await Promise.all(
      inChunks([...totals.keys()]).map((ids) =>
        db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, ids)),
      ),
    )
  ).flat();
  // Ties in byte order, as SQLite sorts text.
  return named
    .map(({ id, username }) => ({ _id: id, username, views: totals.get(id) ?? 0 }))
    .sort((a, b) => b.views - a.views || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0))
    .slice(0, limit);
}
