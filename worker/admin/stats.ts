// The admin Overview numbers (the API reference (Admin stats)): totals, signups over the last 7 and 30 days and
// a 30-day daily series ending today (UTC). Every count is an index range (email_verified,
// subscription, created_at), so the numbers stay cheap over 100k users.
import { eq, gte, type SQL, sql } from "drizzle-orm";
import type { AdminStats } from "#contract/admin-types";
import { proCondition } from "../billing/tier";
import type { Db } from "../db/client";
import { users } from "../db/schema";

const dayMs = 24 * 60 * 60 * 1000;
export const dailySignupDays = 30;

/** "YYYY-MM-DD" of a UTC day number (days since the epoch). */
const dayLabel = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

export async function adminStats(db: Db, now = Date.now()): Promise<Omit<AdminStats, "openReports">> {
  const today = Math.floor(now / dayMs);
  const firstDay = today - (dailySignupDays - 1);
  // Each count is its own subquery so each can take its own index range (docs/performance.md, "Budgets"). Each is named:
  // D1 answers rows keyed by column name, and two counts of the same SQL text would collide.
  const countWhere = (name: string, condition?: SQL) =>
    sql<number>`(select count(*) from ${users}${condition ? sql` where ${condition}` : sql``})`.as(name);
  const [[totals], perDay] = await db.batch([
    db
      .select({
        totalUsers: countWhere("total_users"),
        verifiedUsers: countWhere("verified_users", eq(users.emailVerified, true)),
        proUsers: countWhere("pro_users", proCondition(now)),
        signupsLast7Days: countWhere("signups_7_days", gte(users.createdAt, now - 7 * dayMs)),
        signupsLast30Days: countWhere("signups_30_days", gte(users.createdAt, now - 30 * dayMs)),
      })
      .from(sql`(select 1)`),
    db
      // A bound number may arrive as a REAL, which would make this a fraction: cast to whole days.
      .select({ day: sql<number>`cast(${users.createdAt} / ${dayMs} as integer)`, count: sql<number>`count(*)` })
      .from(users)
      .where(gte(users.createdAt, firstDay * dayMs))
      .groupBy(sql`1`),
  ]);
  const counts = new Map(perDay.map((row) => [row.day, row.count]));
  return {
    totalUsers: totals?.totalUsers ?? 0,
    verifiedUsers: totals?.verifiedUsers ?? 0,
    proUsers: totals?.proUsers ?? 0,
    signupsLast7Days: totals?.signupsLast7Days ?? 0,
    signupsLast30Days: totals?.signupsLast30Days ?? 0,
    dailySignups: Array.from({ length: dailySignupDays }, (_, index) => {
      const day = firstDay + index;
      return { date: dayLabel(day), count: counts.get(day) ?? 0 };
    }),
  };
}
