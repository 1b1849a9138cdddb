// Impersonation (docs/product.md, "Accounts: the rules", docs/guides/accounts-and-sessions.md): an admin obtains a one-time token for a user (60 s, bound to that
// admin), spends it for a session of the user that remembers the admin, and stops back into a fresh
// session of their own. Admins cannot be impersonated, and an impersonation lasts only while its
// admin is still an active admin whose sessions have not been ended since.
import { eq } from "drizzle-orm";
import { consumeToken, issueToken } from "../accounts/tokens";
import { findUserById, targetUser, type UserRow } from "../accounts/users";
import { recordAudit } from "../audit/record";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { apiError } from "../http/errors";

export const impersonationMessages = {
  adminTarget: "Admins cannot be impersonated.",
  suspendedTarget: "A suspended user cannot be impersonated. Unsuspend them first.",
  invalidToken: "This impersonation token is invalid or has expired.",
  otherAdmin: "This impersonation token was issued to another admin.",
  started: (username: string) => `You are now signed in as ${username}.`,
  notImpersonating: "You are not impersonating anyone.",
  stopped: "Stopped impersonating.",
} as const;

function refuseTarget(user: UserRow): void {
  if (user.role === "admin") throw apiError(403, impersonationMessages.adminTarget);
  if (user.isSuspended) throw apiError(400, impersonationMessages.suspendedTarget);
}

/** The token for POST /users/{id}/impersonate; only `adminId` can spend it. */
export async function issueImpersonationToken(db: Db, adminId: string, userId: string): Promise<string> {
  const user = await targetUser(db, userId);
  refuseTarget(user);
  return issueToken(db, "impersonate", user.id, { adminId });
}

/**
 * Spends the token and answers whom the admin becomes. A token shown by another admin is spent all the
 * same: it has leaked, and must not work for anyone afterwards. The target is checked again, as its
 * role or state may have changed since the token was issued.
 */
export async function beginImpersonation(db: Db, adminId: string, token: string): Promise<UserRow> {
  const result = await consumeToken(db, "impersonate", token);
  if (!result.ok) throw apiError(400, impersonationMessages.invalidToken);
  if (result.payload.adminId !== adminId) throw apiError(403, impersonationMessages.otherAdmin);
  const user = await findUserById(db, result.userId);
  if (!user) throw apiError(400, impersonationMessages.invalidToken);
  refuseTarget(user);
  await recordAudit(db, { action: "impersonate_start", actorUserId: adminId, targetUserId: user.id });
  return user;
}

/**
 * The impersonating admin, if the impersonation may go on: they are still an active admin and have not
 * ended their sessions since it began (a password reset or suspension ends it too). Null means the
 * impersonation must simply end.
 */
export async function activeImpersonator(
  db: Db,
  impersonatorId: string,
  sessionCreatedAt: number,
): Promise<Pick<UserRow, "id" | "username"> | null> {
  const admin = await db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      isSuspended: users.isSuspended,
      sessionsValidAfter: users.sessionsValidAfter,
    })
    .from(users)
    .where(eq(users.id, impersonatorId))
    .get();
  if (admin?.role !== "admin" || admin.isSuspended || sessionCreatedAt < admin.sessionsValidAfter) return null;
  return { id: admin.id, username: admin.username };
}

/** Records the end of an impersonation by `adminId` of `userId`. */
export async function recordImpersonationStop(db: Db, adminId: string, userId: string): Promise<void> {
  await recordAudit(db, { action: "impersonate_stop", actorUserId: adminId, targetUserId: userId });
}
