// GET /api/analytics/export.csv (docs/product.md, "Analytics"): one row per day and dimension, RFC 4180 quoting, and no
// cell that a spreadsheet would run as a formula.

import { eq } from "drizzle-orm";
import type { AnalyticsRange } from "#contract/analytics";
import type { Db } from "../db/client";
import { links } from "../db/schema";
import { daysBetween } from "./days";
import { rangeBounds } from "./report";
import { profileRows } from "./stores";

export const csvHeader = ["date", "dimension", "value", "views", "unique_visitors", "clicks"] as const;

/** Quoted when needed; a leading =, +, - or @ (or a tab or CR) gets a ' so it stays text. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type Row = { views: number; uniques: number; clicks: number };

export async function analyticsCsv(
  env: Env,
  db: Db,
  userId: string,
  range: AnalyticsRange,
  now = Date.now(),
): Promise<string> {
  const { from, to } = rangeBounds(range, now);
  const [rows, linkRows] = await Promise.all([
    profileRows(env, userId, { from, to }),
    db.select({ id: links.id, title: links.title }).from(links).where(eq(links.pageId, userId)),
  ]);
  // A link row is named by the link's title today; one deleted since by its id.
  const titles = new Map(linkRows.map((link) => [`link:${link.id}`, link.title]));
  // Per day: "total" first (every day has one), then each dimension in name order.
  const days = new Map<string, Map<string, Row>>(
    daysBetween(from, to).map((day) => [day, new Map([["total", { views: 0, uniques: 0, clicks: 0 }]])]),
  );
  for (const row of rows) {
    const day = days.get(row.day);
    if (!day) continue;
    const entry = day.get(row.dimension) ?? { views: 0, uniques: 0, clicks: 0 };
    entry[row.metric] += row.count;
    day.set(row.dimension, entry);
  }
  const lines = [csvHeader.join(",")];
  for (const [date, dimensions] of days) {
    for (const [dimension, { views, uniques, clicks }] of dimensions) {
      const [kind, ...rest] = dimension.split(":");
      const value = titles.get(dimension) ?? rest.join(":");
      lines.push([date, kind ?? dimension, value, views, uniques, clicks].map(csvCell).join(","));
    }
  }
  return `${lines.join("\r\n")}\r\n`;
}
