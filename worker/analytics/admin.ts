// What the admin sees of analytics (docs/product.md, "Analytics"): platform views and clicks over the last 24 hours
// and 7 days, from the hourly counts, and the most viewed profiles of the last 7 days.
import { and, desc, eq, gte, sql } from "drizzle-orm";
import type { PlatformTraffic, TopProfile } from "#contract/admin-types";
import type { Db } from "../db/client";
import { analyticsDaily, analyticsHourly, users } from "../db/schema";
import { dayOffset, utcHour } from "./days";

const hourMs = 60 * 60 * 1000;

/** The current hour counts as the last of each window: 24 hours is this hour and the 23 before it. */
export async function platformTraffic(db: Db, now = Date.now()): Promise<PlatformTraffic[]> {
  const windows = [
    { window: "24h", hours: 24 },
    { window: "7d", hours: 7 * 24 },
  ] as const;
  const rows = await db
    .select({ hour: analyticsHourly.hour, views: analyticsHourly.views, clicks: analyticsHourly.clicks })
    .from(analyticsHourly)
    .where(gte(analyticsHourly.hour, utcHour(now - (7 * 24 - 1) * hourMs)));
  return windows.map(({ window, hours }) => {
    const since = utcHour(now - (hours - 1) * hourMs);
    const inWindow = rows.filter((row) => row.hour >= since);
    return {
      window,
      views: inWindow.reduce((n, row) => n + row.views, 0),
      clicks: inWindow.reduce((n, row) => n + row.clicks, 0),
    };
  });
}

/** Today and the six days before it, most views first. */
export async function topProfiles(db: Db, limit: number, now = Date.now()): Promise<TopProfile[]> {
  const views = sql<number>`sum(${analyticsDaily.count})`.mapWith(Number).as("views");
  const rows = await db
    .select({ id: analyticsDaily.userId, username: users.username, views })
    .from(analyticsDaily)
    .innerJoin(users, eq(users.id, analyticsDaily.userId))
    .where(
      and(
        gte(analyticsDaily.day, dayOffset(now, -6)),
        eq(analyticsDaily.metric, "views"),
        eq(analyticsDaily.dimension, "total"),
      ),
    )
    .groupBy(analyticsDaily.userId)
    .orderBy(desc(views), users.username)
    .limit(limit);
  return rows.map(({ id, ...row }) => ({ _id: id, ...row }));
}
