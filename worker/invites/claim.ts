// Spending an invite code at signup: the check (enabled, not expired, under maxUses) and the count are
// one UPDATE, so two people can never both take the last use. A use comes back when the signup fails, or
// when the account is deleted for never verifying (the account records the code it spent).
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { inviteCodes, users } from "../db/schema";

/** The code, if it can take one more use now. */
function usable(code: string, now: number) {
  return and(
    sql`lower(${inviteCodes.code}) = lower(${code.trim()})`,
    eq(inviteCodes.enabled, true),
    or(isNull(inviteCodes.maxUses), lt(inviteCodes.uses, inviteCodes.maxUses)),
    or(isNull(inviteCodes.expiresAt), gt(inviteCodes.expiresAt, now)),
  );
}

/** Whether the code could be spent now, without spending it (a signup checks before it is accepted). */
export async function isInviteCodeUsable(db: Db, code: string, now = Date.now()): Promise<boolean> {
  return Boolean(await db.select({ id: inviteCodes.id }).from(inviteCodes).where(usable(code, now)).get());
}

export async function claimInviteCode(db: Db, code: string, now = Date.now()): Promise<string | null> {
  const [claimed] = await db
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} + 1` })
    .where(usable(code, now))
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

/**
 * Gives back the uses spent by the accounts `accounts` selects: one statement, to run in the batch that
 * deletes them, before the delete.
 */
export function releaseInviteUsesOf(db: Db, accounts: SQL) {
  const spentHere = sql`(select count(*) from ${users} where ${accounts} and ${users.inviteCodeId} = ${inviteCodes.id})`;
  return db
    .update(inviteCodes)
    .set({ uses: sql`max(${inviteCodes.uses} - ${spentHere}, 0)` })
    .where(inArray(inviteCodes.id, db.select({ id: users.inviteCodeId }).from(users).where(accounts)));
}
