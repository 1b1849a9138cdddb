// Single-use secrets sent by mail or handed to an admin (DESIGN §5): 32 random bytes, stored as
// SHA-256 only, with an expiry. Consuming is one atomic UPDATE, so a link works exactly once even when
// clicked twice at the same moment.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { type TokenPurpose, tokens } from "../db/schema";
import { randomToken, sha256Hex } from "../security/random";

const hour = 60 * 60 * 1000;
export const tokenLifetimes: Record<TokenPurpose, number> = {
  verify_email: 24 * hour,
  verify_email_change: 24 * hour,
  reset_password: hour,
  impersonate: 60 * 1000,
};

/** Issues a token; any earlier unused token of the same purpose for the user stops working. */
export async function issueToken(
  db: Db,
  purpose: TokenPurpose,
  userId: string,
  payload?: Record<string, unknown>,
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.batch([
    db.delete(tokens).where(and(eq(tokens.userId, userId), eq(tokens.purpose, purpose), isNull(tokens.usedAt))),
    db.insert(tokens).values({
      tokenHash: await sha256Hex(token),
      purpose,
      userId,
      payload: payload ? JSON.stringify(payload) : null,
      expiresAt: now + tokenLifetimes[purpose],
      createdAt: now,
    }),
  ]);
  return token;
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
    .where(
      and(
        eq(tokens.tokenHash, tokenHash),
        eq(tokens.purpose, purpose),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now),
      ),
    )
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
