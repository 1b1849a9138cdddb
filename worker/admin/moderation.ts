// What an admin can do to an account (docs/product.md, "Accounts: the rules" and "Roles"): suspend (the owner is told,
// with the operator's contact) and unsuspend, override the verified state, and send the verification or
// password-reset mail. Each writes an audit entry naming the admin and the user.
import { eq } from "drizzle-orm";
import { markEmailVerified, sendVerificationEmail } from "../accounts/email-address";
import { sendPasswordReset } from "../accounts/passwords";
import { endApiTokens } from "../api-tokens/tokens";
import { auditStatement, recordAudit } from "../audit/record";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { sendModerationNotice } from "../email/moderation-notices";
import { appLink } from "../email/outbox";
import { apiError } from "../http/errors";
import { refreshPublicProfile } from "../public-page/snapshot";
import { targetUser } from "./access";

export const moderationMessages = {
  suspended: "User suspended.",
  unsuspended: "User unsuspended.",
  cannotSuspendSelf: "You cannot suspend your own account.",
  verified: "Email marked as verified.",
  alreadyVerified: "This email address is already verified.",
  verificationSent: "Verification email sent.",
  resetSent: "Password reset email sent.",
} as const;

/**
 * Suspends the account: its sessions die at once (the session check refuses suspended users) and stay
 * dead after an unsuspend (sessions_valid_after), its API tokens are deleted, and its public page answers
 * 404. The reason, if the admin gave one, goes into the owner's mail and the audit. An account already
 * suspended is left as it is: no second entry, no second mail.
 */
export async function suspendUser(db: Db, env: Env, adminId: string, userId: string, reason?: string): Promise<void> {
  const user = await targetUser(db, userId);
  if (user.id === adminId) throw apiError(400, moderationMessages.cannotSuspendSelf);
  if (user.isSuspended) return;
  const now = Date.now();
  await db.batch([
    db.update(users).set({ isSuspended: true, sessionsValidAfter: now, updatedAt: now }).where(eq(users.id, user.id)),
    auditStatement(db, {
      action: "suspend_user",
      actorUserId: adminId,
      targetUserId: user.id,
      ...(reason ? { details: { reason } } : {}),
    }),
    // Its API tokens end with its sessions, and an unsuspend does not bring them back.
    endApiTokens(db, user.id),
  ]);
  await refreshPublicProfile(db, env, user.id);
  await sendModerationNotice(db, env, user.id, {
    kind: "suspended",
    page: appLink(env, `/${user.username}`),
    ...(reason ? { reason } : {}),
  });
}

export async function unsuspendUser(db: Db, env: Env, adminId: string, userId: string): Promise<void> {
  const user = await targetUser(db, userId);
  await db.batch([
    db.update(users).set({ isSuspended: false, updatedAt: Date.now() }).where(eq(users.id, user.id)),
    auditStatement(db, { action: "unsuspend_user", actorUserId: adminId, targetUserId: user.id }),
  ]);
  await refreshPublicProfile(db, env, user.id);
}

/**
 * Marks the e-mail verified as the mailed link would, referral count included — but never the admin role
 * of an ADMIN_EMAILS address, which only a mailbox proof grants (docs/product.md, "Roles").
 */
export async function overrideVerification(db: Db, adminId: string, userId: string): Promise<string> {
  const user = await targetUser(db, userId);
  if (!(await markEmailVerified(db, user))) return moderationMessages.alreadyVerified;
  await recordAudit(db, { action: "verify_override", actorUserId: adminId, targetUserId: user.id });
  return moderationMessages.verified;
}

export async function resendVerification(db: Db, env: Env, adminId: string, userId: string): Promise<void> {
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
