// Forgotten passwords (docs/product.md, "Accounts: the rules"): request → mailed link (1 h, single use) → new password, which ends
// every session of the account.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { emailQueueName } from "../email/consumer";
import { appLink, enqueueEmail } from "../email/outbox";
import { apiError } from "../http/errors";
import { afterCommit } from "../logs/record";
import { hashPassword } from "../security/passwords";
import { takeMailAllowance } from "./mail-quota";
import { consumeToken, issueMailedToken } from "./tokens";
import { findUserByEmail, findUserById } from "./users";

export const resetMessages = {
  requested: "If an account exists for that email, we sent a link to reset the password.",
  done: "Your password has been reset. You can now log in.",
  invalid: "This reset link is invalid or has expired.",
} as const;

/**
 * Mails a reset link — in the reset mail, or in the notice that someone tried to sign up with the
 * address; if it cannot be queued (503), a link sent before keeps working.
 */
export async function sendPasswordReset(
  db: Db,
  env: Env,
  user: { id: string; email: string; username: string },
  template: "reset_password" | "account_exists" = "reset_password",
) {
  await issueMailedToken(db, "reset_password", user.id, {}, (token) =>
    enqueueEmail(env, {
      template,
      to: user.email,
      data: { username: user.username, link: appLink(env, "/reset-password", { token }) },
    }),
  );
}

/**
 * Answers the same whether or not the address has an account — except while the mail queue is down,
 * when an existing account's request answers 503: telling someone "we sent a link" when nothing was
 * sent would be worse than what an outage reveals. Past the address's hourly mails it sends nothing.
 */
export async function requestPasswordReset(db: Db, env: Env, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user && !user.isSuspended && (await takeMailAllowance(db, user.email))) await sendPasswordReset(db, env, user);
}

export async function resetPassword(db: Db, env: Env, token: string, password: string): Promise<void> {
  const result = await consumeToken(db, "reset_password", token);
  if (!result.ok) throw apiError(400, resetMessages.invalid);
  const user = await findUserById(db, result.userId);
  if (!user) throw apiError(400, resetMessages.invalid);
  const now = Date.now();
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password), sessionsValidAfter: now, updatedAt: now })
    .where(eq(users.id, user.id));
  // The reset has happened: a notice that cannot be queued is reported, not answered as a failure.
  await afterCommit(db, { path: `queue:${emailQueueName}`, userId: user.id }, () =>
    enqueueEmail(env, { template: "password_changed", to: user.email, data: { username: user.username } }),
  );
}
