// Checking credentials (product §4, architecture §5). Wrong e-mail, wrong username and wrong password all get
// the same answer after the same work, so a login reveals nothing about who has an account.
import { eq } from "drizzle-orm";
import type { LoginInput } from "#contract/account-schemas";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { apiError } from "../http/errors";
import { hashPassword, needsRehash, spendDecoyHash, verifyPassword } from "../security/passwords";
import { promoteIfAdminEmail } from "./roles";
import { findUserByIdentifier, type UserRow } from "./users";

export const loginMessages = {
  welcome: "Welcome back.",
  wrongCredentials: "Invalid email/username or password.",
  notVerified: "Please verify your email before logging in. Check your inbox for the link.",
  suspended: "This account has been suspended. Contact support if you think this is a mistake.",
} as const;

export async function authenticate(db: Db, env: Env, input: LoginInput): Promise<UserRow> {
  const user = await findUserByIdentifier(db, input.identifier);
  if (!user) {
    await spendDecoyHash(input.password);
    throw apiError(401, loginMessages.wrongCredentials);
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) throw apiError(401, loginMessages.wrongCredentials);
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
  await promoteIfAdminEmail(db, env, user);
  return user;
}
