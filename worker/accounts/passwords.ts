// The account's password (docs/product.md, "Accounts: the rules", docs/guides/accounts-and-sessions.md): checking it at login, and setting a new one
// from a mailed reset link.
//
// A login's wrong e-mail, wrong username and wrong password all get the same answer after the same work,
// so a login reveals nothing about who has an account. Its failures count per address and per account
// (http/rate-limits.ts); a reset ends every session of the account and every half-finished sign-in.
import { eq } from "drizzle-orm";
import type { LoginInput } from "#contract/account-schemas";
import { endApiTokens } from "../api-tokens/tokens";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { emailQueueName } from "../email/consumer";
import { appLink, enqueueEmail } from "../email/outbox";
import { type MailRecipient, mailLocaleOf } from "../email/recipients";
import { apiError } from "../http/errors";
import { type LimitCount, withinLimits } from "../http/rate-limits";
import { afterCommit } from "../logs/record";
import { sha256Hex } from "../security/encoding";
import { hashPassword, needsRehash, spendDecoyHash, verifyPassword } from "../security/passwords";
import { endEverySignIn } from "../sessions/sessions";
import { consumeToken, issueMailedToken, isTokenUsable } from "./tokens";
import { findUserByEmail, findUserById, findUserByIdentifier, type UserRow } from "./users";

export const loginMessages = {
  wrongCredentials: "Invalid email/username or password.",
  notVerified: "Please verify your email before logging in. Check your inbox for the link.",
  /** Says how to reach the operator: the address suspension notices come from (OPERATOR_EMAIL). */
  suspended: (contact: string) =>
    `This account has been suspended. If you think this is a mistake, write to ${contact}.`,
} as const;

/** The counts a password check takes, at login or in a re-check: wrong passwords per address and per account. */
export const passwordCounts = (account: string, address: string): LimitCount[] => [
  { rule: "failedLoginsByAddress", key: [address] },
  { rule: "failedLoginsByAccount", key: [account, address] },
];

/** `clientAddress` is the address the attempt comes from, which its limits count by. */
export async function authenticate(db: Db, env: Env, input: LoginInput, clientAddress: string): Promise<UserRow> {
  const user = await findUserByIdentifier(db, input.identifier);
  // An unknown name is counted as an account would be, so the limits never tell whether an account
  // exists; it is kept as a hash, since people sometimes type a password into the name field.
  const account = user?.id ?? `name:${await sha256Hex(input.identifier.trim().toLowerCase())}`;
  const right = await withinLimits(env, db, passwordCounts(account, clientAddress), async () => {
    if (user) return verifyPassword(input.password, user.passwordHash);
    await spendDecoyHash(input.password);
    return false;
  });
  if (!user || !right) throw apiError(401, loginMessages.wrongCredentials);
  // Only someone who knows the password learns the account's state.
  if (user.isSuspended) throw apiError(403, loginMessages.suspended(env.OPERATOR_EMAIL));
  if (!user.emailVerified)
    throw apiError(403, loginMessages.notVerified, { emailNotVerified: true, email: user.email });

  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  return user;
}

// ── A forgotten password: request → mailed link (1 h, single use) → new password ───────────────────

export const resetMessages = {
  requested: "If an account exists for that email, we sent a link to reset the password.",
  done: "Your password has been reset. You can now log in.",
  invalid: "This reset link is invalid or has expired.",
  usable: "This reset link can be used.",
} as const;

/**
 * Mails a reset link — in the reset mail, or in the notice that someone tried to sign up with the
 * address; if it cannot be queued (503), a link sent before keeps working.
 */
export async function sendPasswordReset(
  db: Db,
  env: Env,
  user: MailRecipient,
  template: "reset_password" | "account_exists" = "reset_password",
) {
  await issueMailedToken(db, "reset_password", user.id, {}, (token) =>
    enqueueEmail(env, {
      template,
      to: user.email,
      locale: mailLocaleOf(user),
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
  if (!user || user.isSuspended) return;
  if (await withinLimits(env, db, [{ rule: "mailsToAddress", key: [user.email] }])) {
    await sendPasswordReset(db, env, user);
  }
}

/** A reset link's page asks as it opens, so a dead link says so before a password is typed: 400 when it is. */
export async function checkResetToken(db: Db, token: string): Promise<void> {
  if (!(await isTokenUsable(db, "reset_password", token))) throw apiError(400, resetMessages.invalid);
}

export async function resetPassword(db: Db, env: Env, token: string, password: string): Promise<void> {
  const result = await consumeToken(db, "reset_password", token);
  if (!result.ok) throw apiError(400, resetMessages.invalid);
  const user = await findUserById(db, result.userId);
  if (!user) throw apiError(400, resetMessages.invalid);
  const passwordHash = await hashPassword(password);
  await db.batch([
    db.update(users).set({ passwordHash }).where(eq(users.id, user.id)),
    ...endEverySignIn(db, user.id, Date.now()),
    // A new password ends the API tokens too: one may have leaked with the old one (the mail says so).
    endApiTokens(db, user.id),
  ]);
  // The reset has happened: a notice that cannot be queued is reported, not answered as a failure.
  await afterCommit(db, { path: `queue:${emailQueueName}`, userId: user.id }, () =>
    enqueueEmail(env, {
      template: "password_changed",
      to: user.email,
      locale: mailLocaleOf(user),
      data: { username: user.username },
    }),
  );
}
