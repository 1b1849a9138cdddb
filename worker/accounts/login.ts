// Checking credentials (docs/product.md, "Accounts: the rules", docs/guides/accounts-and-sessions.md). Wrong e-mail, wrong username and wrong password all get
// the same answer after the same work, so a login reveals nothing about who has an account. Failures are
// limited per address and per account (login-limits.ts).
import { eq } from "drizzle-orm";
import type { LoginInput } from "#contract/account-schemas";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { apiError } from "../http/errors";
import { hashPassword, needsRehash, spendDecoyHash, verifyPassword } from "../security/passwords";
import { admitLoginAttempt, loginAttempt, recordLoginFailure, releaseLoginAttempt } from "./login-limits";
import { findUserByIdentifier, type UserRow } from "./users";

export const loginMessages = {
  wrongCredentials: "Invalid email/username or password.",
  notVerified: "Please verify your email before logging in. Check your inbox for the link.",
  suspended: "This account has been suspended. Contact support if you think this is a mistake.",
} as const;

/** `clientAddress` is the address the attempt comes from, which its limits count by. */
export async function authenticate(db: Db, input: LoginInput, clientAddress: string): Promise<UserRow> {
  const user = await findUserByIdentifier(db, input.identifier);
  const attempt = await loginAttempt(clientAddress, user?.id, input.identifier);
  await admitLoginAttempt(db, attempt);
  if (!user || !(await verifyPassword(input.password, user.passwordHash))) {
    if (!user) await spendDecoyHash(input.password);
    await recordLoginFailure(db, attempt);
    throw apiError(401, loginMessages.wrongCredentials);
  }
  await releaseLoginAttempt(db, attempt);
  // Only someone who knows the password learns the account's state.
  if (user.isSuspended) throw apiError(403, loginMessages.suspended);
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
