// Single-use secrets sent by mail or handed to an admin (docs/guides/accounts-and-sessions.md): 32 random bytes, stored as
// SHA-256 only, with an expiry. Consuming is one atomic UPDATE, so a link works exactly once even when
// clicked twice at the same moment.
import { and, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { type TokenPurpose, tokens } from "../db/schema";
import { randomToken, sha256Hex } from "../security/encoding";

const hour = 60 * 60 * 1000;
export const tokenLifetimes: Record<TokenPurpose, number> = {
  verify_email: 24 * hour,
  verify_email_change: 24 * hour,
  undo_email_change: 7 * 24 * hour,
  reset_password: hour,
  impersonate: 60 * 1000,
};

/** The tokens of a purpose that have not been spent (expired ones included). */
const unspent = (purpose: TokenPurpose) => and(eq(tokens.purpose, purpose), isNull(tokens.usedAt));

/**
 * Whether a new mailed token retires the user's older unused ones of its purpose (docs/product.md, "Limits"). A
 * verification link keeps working until it expires though another was sent since: every one of them
 * proves the same mailbox, and people open whichever mail they find first.
 */
const newestOnly: Record<TokenPurpose, boolean> = {
  verify_email: false,
  verify_email_change: true,
  // Each change's notice undoes that change, whichever arrives first.
  undo_email_change: false,
  reset_password: true,
  impersonate: true,
};

/** Retires the user's unused tokens of these purposes: one statement, for the batch of the change that ends them. */
export function retireUnusedTokens(db: Db, userId: string, purposes: TokenPurpose[]) {
  return db
    .delete(tokens)
    .where(and(eq(tokens.userId, userId), isNull(tokens.usedAt), inArray(tokens.purpose, purposes)));
}

/** A fresh token and the row that stores it (its hash only). */
async function newToken(purpose: TokenPurpose, userId: string, payload?: Record<string, unknown>) {
  const token = randomToken();
  const now = Date.now();
  const row = {
    tokenHash: await sha256Hex(token),
    purpose,
    userId,
    payload: payload ? JSON.stringify(payload) : null,
    expiresAt: now + tokenLifetimes[purpose],
    createdAt: now,
  };
  return { token, row };
}

/** A new token and the statement that stores it, for the batch of the change it belongs to; older ones stay. */
export async function tokenInBatch(db: Db, purpose: TokenPurpose, userId: string, payload?: Record<string, unknown>) {
  const { token, row } = await newToken(purpose, userId, payload);
  return { token, insert: db.insert(tokens).values(row) };
}

/** Issues a token; any earlier unused token of the same purpose for the user stops working. */
export async function issueToken(
  db: Db,
  purpose: TokenPurpose,
  userId: string,
  payload?: Record<string, unknown>,
): Promise<string> {
  const { token, row } = await newToken(purpose, userId, payload);
  await db.batch([
    db.delete(tokens).where(and(eq(tokens.userId, userId), unspent(purpose))),
    db.insert(tokens).values(row),
  ]);
  return token;
}

/**
 * Issues a token that `mail` sends, such that a failure anywhere leaves things as they were: the new
 * token is stored first, and only once the mail is queued are the user's older unused tokens of the
 * purpose retired (where `newestOnly` says so), in one batch with `alsoOnSent` (what the mail is for, e.g.
 * the pending address). If the mail or that batch fails, the new token is removed again and the older
 * links keep working.
 */
export async function issueMailedToken(
  db: Db,
  purpose: TokenPurpose,
  userId: string,
  options: { payload?: Record<string, unknown>; alsoOnSent?: BatchItem<"sqlite">[] },
  mail: (token: string) => Promise<void>,
): Promise<void> {
  const { token, row } = await newToken(purpose, userId, options.payload);
  const { tokenHash } = row;
  await db.insert(tokens).values(row);
  try {
    await mail(token);
    const onSent = [
      ...(newestOnly[purpose]
        ? [db.delete(tokens).where(and(eq(tokens.userId, userId), unspent(purpose), ne(tokens.tokenHash, tokenHash)))]
        : []),
      ...(options.alsoOnSent ?? []),
    ];
    const [first, ...rest] = onSent;
    if (first) await db.batch([first, ...rest]);
  } catch (error) {
    await db
      .delete(tokens)
      .where(eq(tokens.tokenHash, tokenHash))
      .catch((undoError) => console.error("could not remove an unsent token", undoError));
    throw error;
  }
}

/** Whether the token would be taken now (known, unspent, unexpired), leaving it unspent. */
export async function isTokenUsable(db: Db, purpose: TokenPurpose, token: string): Promise<boolean> {
  if (token.length < 20 || token.length > 200) return false;
  const row = await db
    .select({ userId: tokens.userId })
    .from(tokens)
    .where(and(eq(tokens.tokenHash, await sha256Hex(token)), unspent(purpose), gt(tokens.expiresAt, Date.now())))
    .get();
  return row !== undefined;
}

export type ConsumedToken = { ok: true; userId: string; payload: Record<string, unknown> };
export type RefusedToken = { ok: false; reason: "invalid" | "expired" | "used"; userId?: string };

export async function consumeToken(
  db: Db,
  purpose: TokenPurpose,
  token: string,
): Promise<ConsumedToken | RefusedToken> {
  if (token.length < 20 || token.length > 200) return { ok: false, reason: "invalid" };
  const tokenHash = await sha256Hex(token);
  const now = Date.now();
  // One statement: the check and the use cannot be separated by another request.
  const [claimed] = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(and(eq(tokens.tokenHash, tokenHash), unspent(purpose), gt(tokens.expiresAt, now)))
    .returning({ userId: tokens.userId, payload: tokens.payload });
  if (claimed) return { ok: true, userId: claimed.userId, payload: parsePayload(claimed.payload) };

  const existing = await db
    .select({ userId: tokens.userId, usedAt: tokens.usedAt })
    .from(tokens)
    .where(and(eq(tokens.tokenHash, tokenHash), eq(tokens.purpose, purpose)))
    .get();
  if (!existing) return { ok: false, reason: "invalid" };
  return { ok: false, reason: existing.usedAt !== null ? "used" : "expired", userId: existing.userId };
}

function parsePayload(raw: string | null): Record<string, unknown> {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
