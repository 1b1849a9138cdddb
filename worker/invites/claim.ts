// Spending an invite code at signup: the check (enabled, not expired, under maxUses) and the count are
// one UPDATE, so two people can never both take the last use.
import { and, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inviteCodes } from "../db/schema";

export async function claimInviteCode(db: Db, code: string, now = Date.now()): Promise<string | null> {
  const [claimed] = await db
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} + 1` })
    .where(
      and(
        sql`lower(${inviteCodes.code}) = lower(${code.trim()})`,
        eq(inviteCodes.enabled, true),
        or(isNull(inviteCodes.maxUses), lt(inviteCodes.uses, inviteCodes.maxUses)),
        or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now)),
      ),
    )
    .returning({ id: inviteCodes.id });
  return claimed?.id ?? null;
}

/** Gives a use back when the signup that claimed it did not go through. */
export async function releaseInviteCode(db: Db, id: string): Promise<void> {
  await db
    .update(inviteCodes)
    .set({ uses: sql`max(${inviteCodes.uses} - 1, 0)` })
    .where(eq(inviteCodes.id, id));
}
