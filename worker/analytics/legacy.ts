// The analytics tables the shared D1 held before the per-profile stores (analytics_daily, _hourly,
// _messages, _visitors; docs/decisions/031), read only while the one-off move into the stores (move.ts)
// has not finished: readers add what a store has not taken in yet, and the consumer skips what the D1
// consumer folded before the deploy. Once migration 0011 has dropped those tables on every deployment,
// this module and move.ts go.
import { inChunks } from "../db/bound-values";
import type { HourCounts, ProfileViews } from "./platform-store";
import type { DailyRow } from "./profile-store";

/** Once this isolate has seen the move finished, it never asks again: it stays finished. */
let finished = false;

/** Whether the D1 tables may still hold figures the stores lack (analytics_move, migrations 0010 and 0011). */
export async function legacyInUse(db: D1Database): Promise<boolean> {
  if (finished) return false;
  const row = await db
    .prepare("select finished_at from analytics_move where id = 1")
    .first<{ finished_at: number | null }>();
  finished = typeof row?.finished_at === "number";
  return !finished;
}

/** For tests that set a database back to before the move. */
export function forgetMoveFinished(): void {
  finished = false;
}

/** A profile's rows in D1, ordered as a store orders them; every day unless a range is given. */
export async function legacyRows(
  db: D1Database,
  userId: string,
  range?: { from: string; to: string },
): Promise<DailyRow[]> {
  const statement = range
    ? db
        .prepare(
          `select day, metric, dimension, count from analytics_daily where user_id = ? and day between ? and ?
           order by day, dimension, metric`,
        )
        .bind(userId, range.from, range.to)
    : db
        .prepare(
          "select day, metric, dimension, count from analytics_daily where user_id = ? order by day, dimension, metric",
        )
        .bind(userId);
  return (await statement.all<DailyRow>()).results;
}

/** The platform's hourly counts in D1 from `since` on. */
export async function legacyHours(db: D1Database, since: string): Promise<HourCounts[]> {
  const { results } = await db
    .prepare("select hour, views, clicks from analytics_hourly where hour >= ? order by hour")
    .bind(since)
    .all<HourCounts>();
  return results;
}

/** The profiles D1 still holds views of from `since` on, most viewed first, `depth` of them. */
export async function legacyMostViewed(db: D1Database, since: string, depth: number): Promise<ProfileViews[]> {
  const { results } = await db
    .prepare(
      `select user_id as userId, sum(count) as views from analytics_daily
       where day >= ? and metric = 'views' and dimension = 'total' group by user_id order by views desc limit ?`,
    )
    .bind(since, depth)
    .all<ProfileViews>();
  return results;
}

/** The views D1 still holds of these profiles from `since` on. */
export async function legacyViewsOf(db: D1Database, since: string, userIds: string[]): Promise<ProfileViews[]> {
  const statements = inChunks(userIds, 99).map((part) =>
    db
      .prepare(
        `select user_id as userId, sum(count) as views from analytics_daily
         where day >= ? and metric = 'views' and dimension = 'total' and user_id in (${part.map(() => "?").join(", ")})
         group by user_id`,
      )
      .bind(since, ...part),
  );
  if (statements.length === 0) return [];
  return (await db.batch<ProfileViews>(statements)).flatMap((result) => result.results);
}

/**
 * Reads for the consumer, to be run in its one D1 batch: which of a batch's message ids the D1 consumer
 * folded before the move, and which visitor hashes it counted (the same hash today means the same visitor).
 */
export function legacyLedgerReads(
  db: D1Database,
  messages: [day: string, id: string][],
  visitors: [day: string, hash: string][],
) {
  const byDay = (pairs: [string, string][]) => {
    const days = new Map<string, string[]>();
    for (const [day, key] of pairs) days.set(day, [...(days.get(day) ?? []), key]);
    return [...days].flatMap(([day, keys]) => inChunks(keys, 99).map((part) => [day, part] as const));
  };
  return [
    ...byDay(messages).map(([day, ids]) =>
      db
        .prepare(
          `select 'message' as kind, id as key from analytics_messages where day = ? and id in (${ids.map(() => "?").join(", ")})`,
        )
        .bind(day, ...ids),
    ),
    ...byDay(visitors).map(([day, hashes]) =>
      db
        .prepare(
          `select 'visitor' as kind, visitor_hash as key from analytics_visitors where day = ? and visitor_hash in (${hashes.map(() => "?").join(", ")})`,
        )
        .bind(day, ...hashes),
    ),
  ];
}

/** Sums rows of the same day, metric and dimension: a store's and D1's, while both hold some. */
export function mergeRows(...sources: DailyRow[][]): DailyRow[] {
  const merged = new Map<string, DailyRow>();
  for (const row of sources.flat()) {
    const key = [row.day, row.dimension, row.metric].join("\u0000");
    const existing = merged.get(key);
    if (existing) existing.count += row.count;
    else merged.set(key, { ...row });
  }
  // Byte order, as SQLite sorts text.
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...merged.values()].sort(
    (a, b) => compare(a.day, b.day) || compare(a.dimension, b.dimension) || compare(a.metric, b.metric),
  );
}
