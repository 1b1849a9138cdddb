// What an owner reads about their own page (docs/product.md, "Analytics"): GET /api/analytics, from the daily rollups in the
// profile's store (stores.ts) and the links in D1.
import { and, asc, eq, inArray } from "drizzle-orm";
import {
  type AnalyticsRange,
  type AnalyticsReport,
  analyticsMessages,
  clickThroughRate,
  proRanges,
  rangeDays,
} from "#contract/analytics";
import { clickableKinds } from "#contract/link-visibility";
import { requirePro } from "../billing/tier";
import type { Db } from "../db/client";
import { links } from "../db/schema";
import { dayOffset, daysBetween, utcDay } from "./days";
import type { Metric } from "./profile-store";
import { profileRangeSums } from "./stores";

export function rangeBounds(range: AnalyticsRange, now: number) {
  return { from: dayOffset(now, -(rangeDays[range] - 1)), to: utcDay(now) };
}

export async function requireRangeAllowed(db: Db, userId: string, range: AnalyticsRange, now = Date.now()) {
  if (proRanges.has(range)) await requirePro(db, userId, analyticsMessages.proRange, now);
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
  env: Env,
  db: Db,
  userId: string,
  range: AnalyticsRange,
  now = Date.now(),
): Promise<AnalyticsReport> {
  const { from, to } = rangeBounds(range, now);
  const [{ perDay, breakdowns }, linkRows] = await Promise.all([
    profileRangeSums(env, userId, from, to),
    // Links and players are clicked; section titles and sign-up blocks are not, so they have no row.
    db
      .select({ id: links.id, title: links.title, url: links.url })
      .from(links)
      .where(and(eq(links.pageId, userId), inArray(links.kind, [...clickableKinds])))
      .orderBy(asc(links.position)),
  ]);
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
