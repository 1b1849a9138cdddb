// The second step, read top to bottom (docs/product.md, "Accounts: the rules"): which second factors an account has —
// what a sign-in asks for, what the admin area requires, what the Security card shows —; the half-done
// sign-in between the password and the second step; the account that step signs in; and asking a
// signed-in owner again — the re-check before a change a session alone must not make, and the step-up
// that lets a session prove a second factor after it was made (docs/decisions/034).
//
// A pending sign-in: the password was right, so the browser gets a pending cookie — HttpOnly, five
// minutes, no session — and D1 the cookie's SHA-256. Completing the sign-in deletes the row in the
// statement that reads it, so a pending cookie completes one sign-in at most, and never after five
// minutes.
import { and, count, eq, gt, lte } from "drizzle-orm";
import {
  type RecheckInput,
  type SecondFactorMethod,
  type SecondFactorStatus,
  type SecondStepInput,
  securityMessages,
} from "#contract/security";
import { loginMessages, passwordCounts } from "../accounts/passwords";
import { findUserById, type UserRow } from "../accounts/users";
import type { Db } from "../db/client";
import { passkeys, pendingSignIns } from "../db/schema";
import type { SessionRecord } from "../http/app-env";
import { apiError, validationError } from "../http/errors";
import { type LimitCount, withinLimits } from "../http/rate-limits";
import { randomToken, sha256Hex } from "../security/encoding";
import { verifyPassword } from "../security/passwords";
import { hasTotp, recoveryCodesLeft, spendRecoveryCode, spendTotpCode } from "./totp";

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

/** The pending cookie: its name, the path it is sent to, and how long it lives. */
export const pendingCookie = { name: "ln_pending", path: "/api", maxAgeSeconds: 5 * 60 } as const;
export const pendingTtlMs = pendingCookie.maxAgeSeconds * 1000;

/** Starts a pending sign-in of `userId`; answers the token the browser's pending cookie carries. */
export async function startPendingSignIn(db: Db, userId: string): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.batch([
    // Spent and abandoned ones go with every new one, so the table holds only live rows.
    db.delete(pendingSignIns).where(lte(pendingSignIns.expiresAt, now)),
    db.insert(pendingSignIns).values({ tokenHash: await sha256Hex(token), userId, expiresAt: now + pendingTtlMs }),
  ]);
  return token;
}

/** The user whose sign-in the pending cookie's token holds; a 401 when it is missing, spent or expired. */
export async function pendingUserId(db: Db, token: string | undefined): Promise<string> {
  const row = await findPending(db, token);
  if (!row) throw apiError(401, securityMessages.pendingExpired);
  return row.userId;
}

/** The pending user, if the token is a live pending sign-in's. */
export async function optionalPendingUserId(db: Db, token: string | undefined): Promise<string | undefined> {
  return (await findPending(db, token))?.userId;
}

/** Spends the pending sign-in: true for the one request that deleted the row. */
export async function consumePendingSignIn(db: Db, token: string | undefined): Promise<boolean> {
  if (!isPendingToken(token)) return false;
  const spent = await db
    .delete(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, await sha256Hex(token)), gt(pendingSignIns.expiresAt, Date.now())))
    .returning({ userId: pendingSignIns.userId });
  return spent.length === 1;
}

const isPendingToken = (value: string | undefined): value is string =>
  value !== undefined && value.length >= 20 && value.length <= 100;

async function findPending(db: Db, token: string | undefined) {
  if (!isPendingToken(token)) return undefined;
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
export async function signInableUser(db: Db, env: Env, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, securityMessages.pendingExpired);
  if (user.isSuspended) throw apiError(403, loginMessages.suspended(env.OPERATOR_EMAIL));
  if (!user.emailVerified)
    throw apiError(403, loginMessages.notVerified, { emailNotVerified: true, email: user.email });
  return user;
}

/** Who a check is for: the account, and the address the request came from, both counted. */
export type CheckedCaller = { userId: string; address: string };

/**
 * Checks a second step's code or recovery code for the account, counted per account and per address:
 * a wrong one is a 400 on its field, and past a limit even a right one waits (429, saying how long).
 * Used by the sign-in's second step and by a session's step-up.
 */
export async function checkSecondStep(
  db: Db,
  env: Env,
  { userId, address }: CheckedCaller,
  input: SecondStepInput,
): Promise<void> {
  const { code, recoveryCode } = input;
  const right = await withinLimits(env, db, codeCounts(userId, address), () =>
    code !== undefined ? spendTotpCode(db, userId, code, true) : spendRecoveryCode(db, userId, recoveryCode ?? ""),
  );
  if (right) return;
  if (code !== undefined) throw validationError([{ field: "code", message: securityMessages.codeInvalid }]);
  throw validationError([{ field: "recoveryCode", message: securityMessages.recoveryCodeInvalid }]);
}

// ── Asking a signed-in owner again ──────────────────────────────────────────────────────────────────

/**
 * The re-check before turning two-factor off, removing a passkey, deleting the account or replacing the
 * recovery codes: the password, whose wrong guesses count as a login's do (per address, and per account
 * from that address), or a code from the authenticator, counted as a second step's. So a session left
 * open or stolen is no way to guess the password, and shares its limits with the login form.
 */
export async function recheck(db: Db, env: Env, caller: CheckedCaller, input: RecheckInput): Promise<void> {
  const { userId, address } = caller;
  if (input.code !== undefined) {
    // A code stands in for the password only where an authenticator is on.
    if (!(await hasTotp(db, userId))) throw validationError([{ field: "code", message: securityMessages.notOn }]);
    return checkSecondStep(db, env, caller, { code: input.code });
  }
  const password = input.password ?? "";
  const right = await withinLimits(env, db, passwordCounts(userId, address), async () => {
    const user = await findUserById(db, userId);
    return user !== undefined && (await verifyPassword(password, user.passwordHash));
  });
  if (!right) throw validationError([{ field: "password", message: securityMessages.wrongPassword }]);
}

/** How recent a sign-in stands in for the re-check before changing the e-mail address or adding a passkey. */
export const recentSignInMs = 10 * 60 * 1000;

/**
 * The re-check before changing the e-mail address or adding a passkey: as `recheck` when a password or a
 * code is sent, and otherwise only for a session whose sign-in is more than ten minutes old — so the
 * change right after signing in needs nothing more, and a session left open or stolen needs the password.
 */
export async function recheckUnlessSignedInRecently(
  db: Db,
  env: Env,
  caller: CheckedCaller & { session: SessionRecord | undefined },
  input: RecheckInput,
): Promise<void> {
  if (input.password !== undefined || input.code !== undefined) return recheck(db, env, caller, input);
  const { session } = caller;
  const signedInAt = session ? (session.signedInAt ?? session.createdAt) : 0;
  if (Date.now() - signedInAt <= recentSignInMs) return;
  throw validationError([{ field: "password", message: securityMessages.recheckRequired }]);
}
