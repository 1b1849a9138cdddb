// What the admin sees of analytics (docs/product.md, "Analytics"): platform views and clicks over the last 24 hours
// and 7 days, from the platform stores' hourly counts, and the most viewed profiles of the last 7 days,
// from their day boards, named by their current usernames in D1.

import { inArray } from "drizzle-orm";
import type { PlatformTraffic, TopProfile } from "#contract/admin-types";
import { inChunks } from "../db/bound-values";
import type { Db } from "../db/client";
import { pages } from "../db/schema";
import { dayOffset, utcHour } from "./days";
import type { DayViews } from "./platform-store";
import { allPlatformStores } from "./stores";

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
  // A profile's views of a day may be on several stores' boards, each as last reported there: the
  // highest is the latest.
  const boards = (await Promise.all(allPlatformStores(env).map((store) => store.mostViewed(since)))).flat();
  const latest = new Map<string, DayViews>();
  for (const entry of boards) {
    const key = `${entry.userId} ${entry.day}`;
    if ((latest.get(key)?.views ?? 0) < entry.views) latest.set(key, entry);
  }
  const sums = new Map<string, number>();
  for (const { userId, views } of latest.values()) sums.set(userId, (sums.get(userId) ?? 0) + views);
  const totals = new Map([...sums].sort((a, b) => b[1] - a[1]).slice(0, depth));
  const named = (
    await Promise.all(
      inChunks([...totals.keys()]).map((ids) =>
        db.select({ id: pages.id, username: pages.username }).from(pages).where(inArray(pages.id, ids)),
      ),
    )
  ).flat();
  // Ties in byte order, as SQLite sorts text.
  return named
    .map(({ id, username }) => ({ _id: id, username, views: totals.get(id) ?? 0 }))
    .sort((a, b) => b.views - a.views || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0))
    .slice(0, limit);
}
