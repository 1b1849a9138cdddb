// Suspending an account and lifting it (docs/product.md, "Accounts: the rules" and "Trust and safety"): an
// admin's action on the Users tab, or the outcome of a report (reports.ts). A suspension ends the
// account's sessions at once — the session check refuses suspended users — and for good (sessions made
// before it stay dead after an unsuspend, by sessions_valid_after) with its API tokens, takes the public
// page down (404) and tells the owner, with the operator's contact; each is audited under the admin's name.
import { eq } from "drizzle-orm";
import { targetUser } from "../accounts/users";
import { endApiTokens } from "../api-tokens/tokens";
import { auditStatement } from "../audit/record";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { sendModerationNotice } from "../email/moderation-notices";
import { appLink } from "../email/outbox";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";

export const suspensionMessages = {
  suspended: "User suspended.",
  unsuspended: "User unsuspended.",
  cannotSuspendSelf: "You cannot suspend your own account.",
} as const;

/**
 * An account already suspended is left as it is: no second entry, no second mail. The reason, if the
 * admin gave one, goes into the owner's mail and the audit.
 */
export async function suspendUser(db: Db, env: Env, adminId: string, userId: string, reason?: string): Promise<void> {
  const user = await targetUser(db, userId);
  if (user.id === adminId) throw apiError(400, suspensionMessages.cannotSuspendSelf);
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
  await pageChanged(db, env, { ownerId: user.id });
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
  await pageChanged(db, env, { ownerId: user.id });
}
