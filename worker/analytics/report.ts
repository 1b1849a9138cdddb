// What an owner reads about their own page (product §10): GET /api/analytics and the CSV export, both
// read from the daily rollups in one D1 batch.
import { and, asc, between, eq, ne, sql } from "drizzle-orm";
import {
  type AnalyticsRange,
  type AnalyticsReport,
  analyticsMessages,
  clickThroughRate,
  proRanges,
  rangeDays,
} from "#contract/analytics";
import { requirePro } from "../billing/tier";
import type { Db } from "../db/client";
import { analyticsDaily, links } from "../db/schema";
import { dayOffset, daysBetween, utcDay } from "./days";

type Metric = "views" | "uniques" | "clicks";

export function rangeBounds(range: AnalyticsRange, now: number) {
  return { from: dayOffset(now, -(rangeDays[range] - 1)), to: utcDay(now) };
}

export async function requireRangeAllowed(db: Db, userId: string, range: AnalyticsRange, now = Date.now()) {
  if (proRanges.has(range)) await requirePro(db, userId, analyticsMessages.proRange, now);
}

const sum = sql<number>`sum(${analyticsDaily.count})`.mapWith(Number);

/** The rows of a range: every (day, metric, dimension) the owner has, in one batch with their links. */
export async function readRangeRows(db: Db, userId: string, from: string, to: string) {
  const inRange = and(eq(analyticsDaily.userId, userId), between(analyticsDaily.day, from, to));
  const [perDay, breakdowns, linkRows] = await db.batch([
    db
      .select({ day: analyticsDaily.day, metric: analyticsDaily.metric, dimension: analyticsDaily.dimension, n: sum })
      .from(analyticsDaily)
      .where(and(inRange, eq(analyticsDaily.dimension, "total")))
      .groupBy(analyticsDaily.day, analyticsDaily.metric, analyticsDaily.dimension),
    db
      .select({ metric: analyticsDaily.metric, dimension: analyticsDaily.dimension, n: sum })
      .from(analyticsDaily)
      .where(and(inRange, ne(analyticsDaily.dimension, "total")))
      .groupBy(analyticsDaily.metric, analyticsDaily.dimension),
    db
      .select({ id: links.id, title: links.title, url: links.url })
      .from(links)
      .where(eq(links.userId, userId))
      .orderBy(asc(links.position)),
  ]);
  return { perDay, breakdowns, linkRows };
}

/** A breakdown's entries by views, most first (ties by name, so the order is stable). */
function breakdown(rows: { metric: Metric; dimension: string; n: number }[], kind: string) {
  const prefix = `${kind}:`;
  return rows
    .filter((row) => row.metric === "views" && row.dimension.startsWith(prefix))
    .map((row) => ({ name: row.dimension.slice(prefix.length), views: row.n }))
    .sort((a, b) => b.views - a.views || a.name.localeCompare(b.name));
}

export async function analyticsReport(
  db: Db,
  userId: string,
  range: AnalyticsRange,
  now = Date.now(),
): Promise<AnalyticsReport> {
  const { from, to } = rangeBounds(range, now);
  const { perDay, breakdowns, linkRows } = await readRangeRows(db, userId, from, to);
  const byDay = new Map<string, Record<Metric, number>>();
  for (const row of perDay) {
    const day = byDay.get(row.day) ?? { views: 0, uniques: 0, clicks: 0 };
    day[row.metric] += row.n;
    byDay.set(row.day, day);
  }
  const daily = daysBetween(from, to).map((date) => {
    const day = byDay.get(date);
    return { date, views: day?.views ?? 0, uniqueVisitors: day?.uniques ?? 0, clicks: day?.clicks ?? 0 };
  });
  const views = daily.reduce((n, d) => n + d.views, 0);
  const clicks = daily.reduce((n, d) => n + d.clicks, 0);
  const linkClicks = new Map(
    breakdowns
      .filter((row) => row.metric === "clicks" && row.dimension.startsWith("link:"))
      .map((row) => [row.dimension.slice(5), row.n]),
  );
  return {
    range,
    from,
    to,
    totals: {
      views,
      uniqueVisitors: daily.reduce((n, d) => n + d.uniqueVisitors, 0),
      clicks,
      ctr: clickThroughRate(clicks, views),
    },
    daily,
    links: linkRows.map((link) => {
      const n = linkClicks.get(link.id) ?? 0;
      return { ...link, clicks: n, ctr: clickThroughRate(n, views) };
    }),
    referrers: breakdown(breakdowns, "referrer").map(({ name, views }) => ({ source: name, views })),
    countries: breakdown(breakdowns, "country").map(({ name, views }) => ({ country: name, views })),
    devices: breakdown(breakdowns, "device").map(({ name, views }) => ({ device: name, views })),
  };
}
