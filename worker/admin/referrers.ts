// Top referrers for the admin Overview (docs/product.md, "What it is and for whom"; the API reference (Top referrer)): most verified referrals first.
import { desc, gt, sql } from "drizzle-orm";
import type { TopReferrer } from "#contract/admin-types";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export async function topReferrers(db: Db, limit: number): Promise<TopReferrer[]> {
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, referralCount: users.referralCount })
    .from(users)
    .where(gt(users.referralCount, 0))
    // Follows users_referral_count_idx; equal counts come newest account first.
    .orderBy(desc(users.referralCount), sql`${users}.rowid desc`)
    .limit(limit);
  return rows.map(({ id, ...row }) => ({ _id: id, ...row }));
}
