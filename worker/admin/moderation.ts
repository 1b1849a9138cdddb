// What an admin can do to an account's e-mail and password (docs/product.md, "Accounts: the rules" and
// "Roles"): override the verified state, and send the verification or password-reset mail. Each writes an
// audit entry naming the admin and the user. Suspending and lifting a suspension are trust and safety's
// (worker/safety/suspension.ts).

import { markEmailVerified, sendVerificationEmail } from "../accounts/email-address";
import { sendPasswordReset } from "../accounts/passwords";
import { targetUser } from "../accounts/users";
import { recordAudit } from "../audit/record";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";

export const moderationMessages = {
  verified: "Email marked as verified.",
  alreadyVerified: "This email address is already verified.",
  verificationSent: "Verification email sent.",
  resetSent: "Password reset email sent.",
} as const;

/**
 * Marks the e-mail verified as the mailed link would, referral count included — but never the admin role
 * of an ADMIN_EMAILS address, which only a mailbox proof grants (docs/product.md, "Roles"). The page is
 * shown from then on.
 */
export async function overrideVerification(db: Db, env: Env, adminId: string, userId: string): Promise<string> {
  const user = await targetUser(db, userId);
  if (!(await markEmailVerified(db, user))) return moderationMessages.alreadyVerified;
  await recordAudit(db, { action: "verify_override", actorUserId: adminId, targetUserId: user.id });
  await pageChanged(db, env, { ownerId: user.id });
  return moderationMessages.verified;
}

export async function resendVerificationAsAdmin(db: Db, env: Env, adminId: string, userId: string): Promise<void> {
  const user = await targetUser(db, userId);
  if (user.emailVerified) throw apiError(400, moderationMessages.alreadyVerified);
  await sendVerificationEmail(db, env, user);
  await recordAudit(db, { action: "resend_verification", actorUserId: adminId, targetUserId: user.id });
}

export async function triggerPasswordReset(db: Db, env: Env, adminId: string, userId: string): Promise<void> {
  const user = await targetUser(db, userId);
  await sendPasswordReset(db, env, user);
  await recordAudit(db, { action: "trigger_password_reset", actorUserId: adminId, targetUserId: user.id });
}
