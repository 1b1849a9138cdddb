// The user an admin action is about, named by id in the path: 404 with the product's text when unknown.

import { findUserById, type UserRow } from "../accounts/users";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";

export const userNotFound = "User not found";

export async function targetUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw apiError(404, userNotFound);
  return user;
}
