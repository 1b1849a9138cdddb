// The hourly cron's sweep of accounts never verified (docs/product.md, "Accounts: the rules"): 7 days after signup they are deleted,
// which frees the username and the e-mail for someone who can prove the mailbox and gives back the invite
// use they spent. Links and tokens go with them by cascade; they never had a public page to forget.
import { and, eq, isNull, lt, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { releaseInviteUsesOf } from "../invites/claim";

export const unverifiedAccountLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** Deletes the accounts past their time unverified, in one batch with the invite uses they give back. */
export async function deleteNeverVerifiedAccounts(db: Db, now = Date.now()): Promise<number> {
  const neverVerified = and(
    eq(users.emailVerified, false),
    lt(users.createdAt, now - unverifiedAccountLifetimeMs),
    // A Stripe customer (possible only through an admin's impersonation) needs account deletion's
    // cancellation first; such an account waits for an admin rather than being dropped here.
    isNull(users.stripeCustomerId),
  ) as SQL;
  const [, deleted] = await db.batch([releaseInviteUsesOf(db, neverVerified), db.delete(users).where(neverVerified)]);
  return deleted.meta.changes;
}
