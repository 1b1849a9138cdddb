// The half-done sign-in of an account with a second factor (docs/product.md, "Accounts: the rules"): the password was
// right, so the browser gets a pending cookie — HttpOnly, five minutes, no session — and D1 the
// cookie's SHA-256. Completing the sign-in deletes the row in the statement that reads it, so a
// pending cookie completes one sign-in at most, and never after five minutes.
import { and, eq, gt, lte } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { securityMessages } from "#contract/security";
import type { Db } from "../db/client";
import { pendingSignIns } from "../db/schema";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { randomToken, sha256Hex } from "../security/random";
import { cookiePrefix } from "../sessions/cookie";

export const pendingCookieName = "ln_pending";
export const pendingTtlMs = 5 * 60 * 1000;

const cookieOptions = (c: Context<AppEnv>) =>
  ({
    httpOnly: true,
    sameSite: "Strict",
    path: "/api",
    prefix: cookiePrefix(c) === "host" ? "secure" : undefined,
  }) as const;

export async function startPendingSignIn(c: Context<AppEnv>, userId: string): Promise<void> {
  const token = randomToken();
  const now = Date.now();
  await c.var.db.batch([
    // Spent and abandoned ones go with every new one, so the table holds only live rows.
    c.var.db.delete(pendingSignIns).where(lte(pendingSignIns.expiresAt, now)),
    c.var.db
      .insert(pendingSignIns)
      .values({ tokenHash: await sha256Hex(token), userId, expiresAt: now + pendingTtlMs }),
  ]);
  setCookie(c, pendingCookieName, token, { ...cookieOptions(c), maxAge: pendingTtlMs / 1000 });
}

/** The user whose sign-in the request's pending cookie holds; a 401 when it is missing, spent or expired. */
export async function pendingUserId(c: Context<AppEnv>): Promise<string> {
  const row = await findPending(c.var.db, readPendingCookie(c));
  if (!row) throw apiError(401, securityMessages.pendingExpired);
  return row.userId;
}

/** The pending user, if the request carries a live pending cookie. */
export async function optionalPendingUserId(c: Context<AppEnv>): Promise<string | undefined> {
  return (await findPending(c.var.db, readPendingCookie(c)))?.userId;
}

/** Spends the pending sign-in: true for the one request that deleted the row. */
export async function consumePendingSignIn(c: Context<AppEnv>): Promise<boolean> {
  const token = readPendingCookie(c);
  deleteCookie(c, pendingCookieName, cookieOptions(c));
  if (!token) return false;
  const spent = await c.var.db
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, await sha256Hex(token)), gt(pendingSignIns.expiresAt, Date.now())))
    .returning({ userId: pendingSignIns.userId });
  return spent.length === 1;
}

function readPendingCookie(c: Context<AppEnv>): string | undefined {
  const value = getCookie(c, pendingCookieName, cookieOptions(c).prefix);
  return value && value.length >= 20 && value.length <= 100 ? value : undefined;
}

async function findPending(db: Db, token: string | undefined) {
  if (!token) return undefined;
  return db
    .select({ userId: pendingSignIns.userId })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, await sha256Hex(token)), gt(pendingSignIns.expiresAt, Date.now())))
    .get();
}
