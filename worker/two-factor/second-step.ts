// The second step, read top to bottom (product §7 "Security"): which second factors an account has —
// what a sign-in asks for, what the admin area requires, what the Security card shows —; the half-done
// sign-in between the password and the second step; and the account that step signs in.
//
// A pending sign-in: the password was right, so the browser gets a pending cookie — HttpOnly, five
// minutes, no session — and D1 the cookie's SHA-256. Completing the sign-in deletes the row in the
// statement that reads it, so a pending cookie completes one sign-in at most, and never after five
// minutes.
import { and, count, eq, gt, lte } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { type SecondFactorMethod, type SecondFactorStatus, securityMessages } from "#contract/security";
import { loginMessages } from "../accounts/passwords";
import { findUserById, type UserRow } from "../accounts/users";
import type { Db } from "../db/client";
import { passkeys, pendingSignIns } from "../db/schema";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import type { LimitCount } from "../http/rate-limits";
import { randomToken, sha256Hex } from "../security/encoding";
import { cookiePrefix } from "../sessions/sessions";
import { hasTotp, recoveryCodesLeft } from "./totp";

// ── The account's second factors ────────────────────────────────────────────────────────────────────

export async function passkeyCount(db: Db, userId: string): Promise<number> {
  const row = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get();
  return row?.n ?? 0;
}

export async function secondFactorMethods(db: Db, userId: string): Promise<SecondFactorMethod[]> {
  const [totp, keys] = await Promise.all([hasTotp(db, userId), passkeyCount(db, userId)]);
  return [...(totp ? (["totp"] as const) : []), ...(keys > 0 ? (["passkey"] as const) : [])];
}

export async function secondFactorStatus(db: Db, userId: string): Promise<SecondFactorStatus> {
  const [totp, keys, left] = await Promise.all([
    hasTotp(db, userId),
    passkeyCount(db, userId),
    recoveryCodesLeft(db, userId),
  ]);
  return { totp, passkeys: keys, recoveryCodesLeft: left };
}

/** The counts a code check takes, wherever a code is asked for: wrong codes per account and per address. */
export const codeCounts = (userId: string, address: string): LimitCount[] => [
  { rule: "wrongCodesByAccount", key: [userId] },
  { rule: "wrongCodesByAddress", key: [address] },
];

// ── The pending sign-in ─────────────────────────────────────────────────────────────────────────────

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

// ── The account a second step or a passkey signs in ─────────────────────────────────────────────────

/**
 * It must still exist, be verified and not suspended, whatever changed since the password was checked.
 */
export async function signInableUser(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, securityMessages.pendingExpired);
  if (user.isSuspended) throw apiError(403, loginMessages.suspended);
  if (!user.emailVerified)
    throw apiError(403, loginMessages.notVerified, { emailNotVerified: true, email: user.email });
  return user;
}
