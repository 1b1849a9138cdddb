// Counts in windows of time, kept in D1, for the limits the Workers Rate Limiting bindings cannot
// express (decision 013): a count that is read before it grows, a count given back, a window longer than
// a minute. Each function returns one statement, so callers put what belongs together in one batch.
import { and, eq, gt, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { attemptCounts } from "../db/schema";

/**
 * Adds one to the key's count and returns the new count. A window opens with a key's first count and
 * lasts `windowMs`; the first count after it ended opens the next one, so a burst is judged from its
 * own start rather than from a clock boundary.
 */
export function addCount(db: Db, key: string, windowMs: number, now: number) {
  const windowOpen = sql`${attemptCounts.windowEndsAt} > ${now}`;
  return db
    .insert(attemptCounts)
    .values({ key, count: 1, windowEndsAt: now + windowMs })
    .onConflictDoUpdate({
      target: attemptCounts.key,
      set: {
        count: sql`case when ${windowOpen} then ${attemptCounts.count} + 1 else 1 end`,
        windowEndsAt: sql`case when ${windowOpen} then ${attemptCounts.windowEndsAt} else excluded.window_ends_at end`,
      },
    })
    .returning({ count: attemptCounts.count });
}

/** Takes one back from the key's count in its open window. */
export function takeBackCount(db: Db, key: string, now: number) {
  return db
    .update(attemptCounts)
    .set({ count: sql`max(${attemptCounts.count} - 1, 0)` })
    .where(and(eq(attemptCounts.key, key), gt(attemptCounts.windowEndsAt, now)));
}

/** The key's count in its open window: no row means zero. */
export function readCount(db: Db, key: string, now: number) {
  return db
    .select({ count: attemptCounts.count })
    .from(attemptCounts)
    .where(and(eq(attemptCounts.key, key), gt(attemptCounts.windowEndsAt, now)));
}

/**
 * Deletes the rows whose window has ended. Run with every count, along its index, so the table holds
 * only open windows without a job of its own.
 */
export function dropEndedWindows(db: Db, now: number) {
  return db.delete(attemptCounts).where(lte(attemptCounts.windowEndsAt, now));
}

/** The count a batch answered for `addCount` or `readCount`. */
export const countIn = (rows: { count: number }[]): number => rows[0]?.count ?? 0;
