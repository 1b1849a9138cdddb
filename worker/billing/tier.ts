// The free/Pro rule (docs/guides/billing.md), in one place: the profile API, the public page and billing ask it in
// code, the admin's counts and filters in SQL.
import { eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { apiError } from "../http/errors";

export type SubscriptionState = Pick<typeof users.$inferSelect, "subscriptionStatus" | "subscriptionEndDate">;

/** Statuses that grant Pro; "cancelling" keeps access until the end of the paid period. */
const proStatusList = ["active", "trialing", "cancelling"] as const;
const proStatuses: ReadonlySet<string> = new Set(proStatusList);

/** Pro while the subscription is active/trialing/cancelling and its end date (if known) is not past. */
export function isPro(subscription: SubscriptionState, now: number = Date.now()): boolean {
  if (!subscription.subscriptionStatus || !proStatuses.has(subscription.subscriptionStatus)) return false;
  return subscription.subscriptionEndDate === null || subscription.subscriptionEndDate > now;
}

/** 403 naming Pro when a free account asks for what only Pro has. */
export async function requirePro(db: Db, userId: string, message: string, now = Date.now()): Promise<void> {
  const row = await db
    .select({ subscriptionStatus: users.subscriptionStatus, subscriptionEndDate: users.subscriptionEndDate })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!row || !isPro(row, now)) throw apiError(403, message);
}

/**
 * isPro as a SQL condition on users, for counting and filtering without loading rows. `indexed: false`
 * writes the status as `+status`, SQLite's way of keeping a term from choosing an index, for queries
 * that are faster on another index (the admin list, which follows its sort order's covering index).
 */
export function proCondition(now: number = Date.now(), { indexed = true } = {}): SQL {
  const status = indexed ? sql`${users.subscriptionStatus}` : sql`+${users.subscriptionStatus}`;
  const endNotPast = sql`(${users.subscriptionEndDate} is null or ${users.subscriptionEndDate} > ${now})`;
  return sql`(${status} in (${sql.join(
    proStatusList.map((value) => sql`${value}`),
    sql`, `,
  )}) and ${endNotPast})`;
}

/** Its negation; a user without any status (NULL in SQL) is free, not unknown. */
export function freeCondition(now: number = Date.now(), options: { indexed?: boolean } = {}): SQL {
  return sql`not ifnull(${proCondition(now, options)}, 0)`;
}
