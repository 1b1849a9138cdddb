// E-mail verification (docs/product.md, "Accounts: the rules"): the mailed link verifies the account, counts it for its referrer,
// and — being the proof that its owner holds the mailbox — makes an ADMIN_EMAILS address admin.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { appLink, enqueueEmail } from "../email/outbox";
import { apiError } from "../http/errors";
import { takeMailAllowance } from "./mail-quota";
import { promoteIfAdminEmail } from "./roles";
import { consumeToken, issueMailedToken } from "./tokens";
import { findUserByEmail, findUserById, type UserRow } from "./users";

export const verificationMessages = {
  verified: "Email verified. You can now log in.",
  alreadyVerified: "Your email is already verified. You can log in.",
  expired: "This verification link has expired. Log in to request a new one.",
  invalid: "This verification link is invalid.",
  resent: "If that account still needs verifying, a new verification link is on its way.",
} as const;

/** Mails a new verification link; the links sent before keep working, whether or not it can be queued (503). */
export async function sendVerificationEmail(db: Db, env: Env, user: { id: string; email: string; username: string }) {
  await issueMailedToken(db, "verify_email", user.id, {}, (token) =>
    enqueueEmail(env, {
      template: "verify_email",
      to: user.email,
      data: { username: user.username, link: appLink(env, "/verify-email", { token }) },
    }),
  );
}

/**
 * A new link for an account still waiting for one, within the address's hourly mails; silent otherwise,
 * so no address is revealed.
 */
export async function resendVerification(db: Db, env: Env, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.emailVerified || user.isSuspended) return;
  if (await takeMailAllowance(db, user.email)) await sendVerificationEmail(db, env, user);
}

export async function verifyEmail(db: Db, env: Env, token: string): Promise<string> {
  const result = await consumeToken(db, "verify_email", token);
  if (!result.ok) {
    const user = result.userId ? await findUserById(db, result.userId) : undefined;
    if (user?.emailVerified) return verificationMessages.alreadyVerified;
    throw apiError(400, result.reason === "expired" ? verificationMessages.expired : verificationMessages.invalid);
  }
  const user = await findUserById(db, result.userId);
  if (!user) throw apiError(400, verificationMessages.invalid);
  const verifiedNow = await markEmailVerified(db, user);
  // A working link proves the mailbox, whoever marked the account verified first.
  await promoteIfAdminEmail(db, env, { ...user, emailVerified: true });
  return verifiedNow ? verificationMessages.verified : verificationMessages.alreadyVerified;
}

/**
 * Marks the account verified (the mailed link, or an admin's override) and counts it for its referrer.
 * The referral counts only if this call is the one that verifies, which the batch decides atomically:
 * the count runs first and only while the account is unverified. Returns whether the account was
 * unverified. It grants no role: only a mailbox proof does (verifyEmail), never an admin's word.
 */
export async function markEmailVerified(db: Db, user: Pick<UserRow, "id" | "referredBy">): Promise<boolean> {
  const verify = db
    .update(users)
    .set({ emailVerified: true, updatedAt: Date.now() })
    .where(and(eq(users.id, user.id), eq(users.emailVerified, false)))
    .returning({ id: users.id });
  let verifiedRows: { id: string }[];
  if (user.referredBy) {
    // A referral counts once the referred account is verified.
    const referred = alias(users, "referred");
    const countReferral = db
      .update(users)
      .set({ referralCount: sql`${users.referralCount} + 1` })
      .where(
        and(
          eq(users.id, user.referredBy),
          sql`exists (select 1 from ${users} ${referred} where ${referred.id} = ${user.id} and ${referred.emailVerified} = 0)`,
        ),
      );
    [, verifiedRows] = await db.batch([countReferral, verify]);
  } else {
    verifiedRows = await verify;
  }
  return verifiedRows.length > 0;
}
