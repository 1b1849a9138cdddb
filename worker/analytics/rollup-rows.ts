// An owner's daily rollup rows as stored, for the two files that carry them: the analytics CSV (one
// range) and the account export (every day kept). Ordered by day, then dimension, then metric — the
// CSV writes a day's dimensions in the order they come.
import { and, asc, between, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsDaily } from "../db/schema";

export function dailyRollupRows(db: Db, userId: string, days?: { from: string; to: string }) {
  const owner = eq(analyticsDaily.userId, userId);
  return db
    .select({
      day: analyticsDaily.day,
      metric: analyticsDaily.metric,
      dimension: analyticsDaily.dimension,
      count: analyticsDaily.count,
    })
    .from(analyticsDaily)
    .where(days ? and(owner, between(analyticsDaily.day, days.from, days.to)) : owner)
    .orderBy(asc(analyticsDaily.day), asc(analyticsDaily.dimension), asc(analyticsDaily.metric));
}
