// The account a second step or a passkey signs in: it must still exist, be verified and not suspended,
// whatever changed since the password was checked.

import { securityMessages } from "#contract/security";
import { loginMessages } from "../accounts/login";
import { findUserById, type UserRow } from "../accounts/users";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";

export async function signInableUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, securityMessages.pendingExpired);
  if (user.isSuspended) throw apiError(403, loginMessages.suspended);
  if (!user.emailVerified)
    throw apiError(403, loginMessages.notVerified, { emailNotVerified: true, email: user.email });
  return user;
}
