// Looking users up the way the product names them: e-mail (stored lower-case) or username
// (unique case-insensitively, shown as typed).
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { isKeptFormerUsername } from "./former-usernames";

export type UserRow = typeof users.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const usernameMatches = (username: string) => sql`lower(${users.username}) = lower(${username})`;

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .get();
}

/** Login accepts either; an "@" decides which, since usernames cannot contain one. */
export function findUserByIdentifier(db: Db, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim();
  return value.includes("@") ? findUserByEmail(db, value) : db.select().from(users).where(usernameMatches(value)).get();
}

/** Which of the two unique names is already someone else's. */
export async function takenNames(
  db: Db,
  names: { email?: string; username?: string },
  exceptUserId?: string,
): Promise<{ email: boolean; username: boolean }> {
  const conditions = [];
  if (names.email) conditions.push(eq(users.email, normalizeEmail(names.email)));
  if (names.username) conditions.push(usernameMatches(names.username));
  if (conditions.length === 0) return { email: false, username: false };
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(exceptUserId ? and(or(...conditions), ne(users.id, exceptUserId)) : or(...conditions))
    .all();
  const wanted = names.username?.toLowerCase();
  const username = wanted
    ? rows.some((r) => r.username.toLowerCase() === wanted) ||
      // A name someone changed away from stays theirs for a while (former-usernames.ts).
      (await isKeptFormerUsername(db, wanted, exceptUserId))
    : false;
  return { email: Boolean(names.email) && rows.some((r) => r.email === normalizeEmail(names.email ?? "")), username };
}
