// The account row and the names it goes by, read top to bottom: looking users up the way the product
// names them — e-mail (stored lower-case) or username (unique case-insensitively, shown as typed) —;
// the user an admin's action names; the usernames no one can take and whether a name is free; and who
// is an admin.
import { and, eq, ne, sql } from "drizzle-orm";
import { accountMessages, usernameSchema } from "#contract/account-schemas";
import type { AccountLanguage } from "#contract/i18n/locales";
import { reservedUsernames } from "#contract/limits";
import type { UsernameAvailability } from "#contract/types";
import type { Db } from "../db/client";
import { pages, users } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import { recentSettings, type Settings } from "../settings/settings";
import { isKeptFormerUsername } from "./former-usernames";

export type UserRow = typeof users.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The account whose name (its primary page's) is `username`, case-insensitively: signing in by name. */
export const usernameMatches = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/** The page at `username`, case-insensitively: every page's name is unique among all pages. */
export const pageNameMatches = (username: string) => sql`lower(${pages.username}) = lower(${username})`;

/**
 * A new account and its primary page, which has the account's id and name (docs/decisions/059): one
 * batch, so neither exists without the other. Signing up, the seed and the tests' accounts all start here.
 */
export function newAccountStatements(db: Db, account: typeof users.$inferInsert & { id: string }) {
  return [
    db.insert(users).values(account),
    db.insert(pages).values({ id: account.id, ownerId: account.id, username: account.username }),
  ] as const;
}

export function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return db.select().from(users).where(eq(users.id, id)).get();
}

export const userNotFound = "User not found";

/** The user an admin's action names by id, or the product's 404. */
export async function targetUser(db: Db, id: string): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw apiError(404, userNotFound);
  return user;
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

/**
 * Which of the two unique names is already someone else's: the e-mail another account's, the username
 * another page's (any page of any account) or kept by one. `except` is the account (for its e-mail) and
 * the page (for its name) asking, whose own names are no obstacle.
 */
export async function takenNames(
  db: Db,
  names: { email?: string; username?: string },
  except: { userId?: string; pageId?: string } = {},
): Promise<{ email: boolean; username: boolean }> {
  const email = names.email
    ? (await db
        .select({ id: users.id })
        .from(users)
        .where(
          except.userId
            ? and(eq(users.email, normalizeEmail(names.email)), ne(users.id, except.userId))
            : eq(users.email, normalizeEmail(names.email)),
        )
        .get()) !== undefined
    : false;
  const wanted = names.username?.toLowerCase();
  const username = wanted
    ? (await db
        .select({ id: pages.id })
        .from(pages)
        .where(except.pageId ? and(pageNameMatches(wanted), ne(pages.id, except.pageId)) : pageNameMatches(wanted))
        .get()) !== undefined ||
      // A name a page changed away from stays its page's for a while (former-usernames.ts).
      (await isKeptFormerUsername(db, wanted, except.pageId))
    : false;
  return { email, username };
}

/** A name someone else's page has, or keeps (409, naming the field). */
export const usernameTaken = () =>
  apiError(409, accountMessages.usernameTaken, {
    errors: [{ field: "username", message: accountMessages.usernameTaken }],
  });

/** The unique index on lower(username) refused the name: someone took it since we checked. */
export function isUsernameConflict(error: unknown): boolean {
  const text = String((error as Error)?.cause ?? error);
  return text.includes("UNIQUE") && text.includes("username");
}

/** Refuses a name a new account or page may not have, as signup answers: reserved (400) or taken (409). */
export async function refuseUnavailableUsername(db: Db, username: string, settings: Settings): Promise<void> {
  if (isReservedUsername(username, settings)) {
    throw validationError([{ field: "username", message: accountMessages.usernameReserved }]);
  }
  if ((await takenNames(db, { username })).username) throw usernameTaken();
}

// ── Usernames no one can take, and whether a name is free (docs/product.md, "Limits") ─────────────────────────────
// The SPA's first path segments (docs/product.md, "Screens"), the worker's own paths, and whatever the admin adds in
// settings. The home page's "claim your name" field asks about a name as someone types; signup itself
// checks again.

/** Paths the worker itself owns; a profile there could never be reached. */
const systemPaths = ["api", "uploads", "assets", "report", "subscribe", "mcp", "tip"];

export function isReservedUsername(username: string, settings: Pick<Settings, "extraReservedUsernames">): boolean {
  const name = username.toLowerCase();
  return (
    (reservedUsernames as readonly string[]).includes(name) ||
    systemPaths.includes(name) ||
    settings.extraReservedUsernames.some((extra) => extra.toLowerCase() === name)
  );
}

/** A rule broken: the answer is "no" before any read, with the rule's own message. */
export type UsernameCheck = { valid: false; answer: UsernameAvailability } | { valid: true; username: string };

export function checkUsernameRules(input: unknown): UsernameCheck {
  const parsed = usernameSchema.safeParse(input ?? "");
  if (!parsed.success) {
    const msg = parsed.error.issues[0]?.message ?? accountMessages.usernameCharacters;
    return { valid: false, answer: { available: false, msg } };
  }
  return { valid: true, username: parsed.data };
}

/** A well-formed name: free, reserved or taken (case-insensitively, as signup decides). */
export async function usernameAvailability(db: Db, username: string): Promise<UsernameAvailability> {
  // The admin's extra reserved names may be a few seconds old here; signup reads them fresh.
  if (isReservedUsername(username, await recentSettings(db))) {
    return { available: false, msg: accountMessages.usernameReserved };
  }
  if ((await takenNames(db, { username })).username) return { available: false, msg: accountMessages.usernameTaken };
  return { available: true };
}

// ── Who is an admin ────────────────────────────────────────────────────────────────────────────────
// users.role. ADMIN_EMAILS (a var) makes a matching account admin the moment its owner proves the
// mailbox — a verification link, or the link confirming a change to that address — and never on an
// admin's word or at login, which an admin's verify-override could have made possible (docs/product.md, "Roles").
// `npm run admin -- grant <email>` sets the role by hand.

export function isAdminEmail(env: Pick<Env, "ADMIN_EMAILS">, email: string): boolean {
  return (env.ADMIN_EMAILS ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean)
    .includes(email.toLowerCase());
}

/** Call only where the owner has just proved holding `user.email` by opening a mailed link. */
export async function promoteIfAdminEmail(
  db: Db,
  env: Pick<Env, "ADMIN_EMAILS">,
  user: { id: string; email: string; emailVerified: boolean; role: string },
) {
  if (user.role === "admin" || !user.emailVerified || !isAdminEmail(env, user.email)) return;
  await db
    .update(users)
    .set({ role: "admin", updatedAt: Date.now() })
    .where(and(eq(users.id, user.id), eq(users.emailVerified, true)));
}

// ── The account's language ──────────────────────────────────────────────────────────────────────────
// What the app speaks to its owner and what their mail is written in (docs/decisions/057-languages.md).
// "auto" leaves the app to the browser's languages; mail, which has no browser to ask, then speaks the
// locale the account signed up in (email/recipients.ts).

export async function saveAccountLanguage(db: Db, userId: string, language: AccountLanguage): Promise<void> {
  await db.update(users).set({ language, updatedAt: Date.now() }).where(eq(users.id, userId));
}
