// E-mail verification (SPEC §4): the mailed link verifies the account, counts it for its referrer,
// and makes an ADMIN_EMAILS address admin.
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { promoteIfAdminEmail } from "../admin/roles";
import { type Db, runAtomically } from "../db/client";
import { users } from "../db/schema";
import { appLink, enqueueEmail } from "../email/outbox";
import { apiError } from "../http/errors";
import { consumeToken, issueToken } from "../tokens/tokens";
import { findUserById } from "../users/users";

export const verificationMessages = {
  verified: "Email verified. You can now log in.",
  alreadyVerified: "Your email is already verified. You can log in.",
  expired: "This verification link has expired. Log in to request a new one.",
  invalid: "This verification link is invalid.",
  resent: "If that account still needs verifying, a new verification link is on its way.",
} as const;

export async function sendVerificationEmail(db: Db, env: Env, user: { id: string; email: string; username: string }) {
  const token = await issueToken(db, "verify_email", user.id);
  await enqueueEmail(env, {
    template: "verify_email",
    to: user.email,
    data: { username: user.username, link: appLink(env, "/verify-email", { token }) },
  });
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
  if (user.emailVerified) return verificationMessages.alreadyVerified;

  const now = Date.now();
  const statements: BatchItem<"sqlite">[] = [
    db
      .update(users)
      .set({ emailVerified: true, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.emailVerified, false))),
  ];
  // A referral counts once the referred account is verified.
  if (user.referredBy) {
    statements.push(
      db
        .update(users)
        .set({ referralCount: sql`${users.referralCount} + 1` })
        .where(eq(users.id, user.referredBy)),
    );
  }
  await runAtomically(db, statements);
  await promoteIfAdminEmail(db, env, { ...user, emailVerified: true });
  return verificationMessages.verified;
}
