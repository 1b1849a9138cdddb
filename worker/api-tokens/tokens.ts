// Personal access tokens (docs/guides/public-api.md): made with a re-check, listed without their
// secret, revoked by id, and found again from a Bearer header by the /api/v1 and /mcp doors. Only the
// token's SHA-256 is stored, so a database read gives no one a working token. A token ends when its
// account goes (cascade), when the account is suspended and when its password is reset (the statement
// below, in those batches); one that expired stays listed, marked by its date, until revoked.
import { and, count, desc, eq } from "drizzle-orm";
import {
  type ApiScope,
  type ApiTokenCreateInput,
  type ApiTokenSummary,
  apiScopeIds,
  apiTokenLimits,
  apiTokenMessages,
  apiTokenPrefix,
} from "#contract/api-tokens";
import type { Db } from "../db/client";
import { apiTokens, users } from "../db/schema";
import { apiError } from "../http/errors";
import { randomToken, sha256Hex } from "../security/encoding";

const dayMs = 24 * 60 * 60 * 1000;
/** lastUsedAt is written at most this often per token, so a busy integration costs one write a minute. */
const lastUsedResolutionMs = 60 * 1000;

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

function parseScopes(stored: string): ApiScope[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((s): s is ApiScope => apiScopeIds.includes(s)) : [];
}

export async function createApiToken(
  db: Db,
  userId: string,
  input: ApiTokenCreateInput,
): Promise<{ id: string; token: string }> {
  const held = await db.select({ n: count() }).from(apiTokens).where(eq(apiTokens.userId, userId)).get();
  if ((held?.n ?? 0) >= apiTokenLimits.perUser) throw apiError(400, apiTokenMessages.tooMany);
  const id = crypto.randomUUID();
  const token = `${apiTokenPrefix}${randomToken()}`;
  const now = Date.now();
  await db.insert(apiTokens).values({
    id,
    userId,
    name: input.name,
    tokenHash: await sha256Hex(token),
    scopes: JSON.stringify(input.scopes),
    createdAt: now,
    expiresAt: input.expiresInDays === null ? null : now + input.expiresInDays * dayMs,
  });
  return { id, token };
}

export async function listApiTokens(db: Db, userId: string): Promise<ApiTokenSummary[]> {
  const rows = await db.select().from(apiTokens).where(eq(apiTokens.userId, userId)).orderBy(desc(apiTokens.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scopes: parseScopes(row.scopes),
    createdAt: new Date(row.createdAt).toISOString(),
    lastUsedAt: iso(row.lastUsedAt),
    expiresAt: iso(row.expiresAt),
  }));
}

/** Revokes one of the user's tokens; false when the user has none by that id. */
export async function revokeApiToken(db: Db, userId: string, id: string): Promise<boolean> {
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return gone.length === 1;
}

/** The statement that ends every token of the account: run in the batch of a suspension or a reset. */
export function endApiTokens(db: Db, userId: string) {
  return db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

/** Who a live token acts for, and what it may do. */
export type TokenHolder = {
  tokenId: string;
  tokenName: string;
  scopes: ApiScope[];
  userId: string;
  username: string;
  role: "user" | "admin";
};

/**
 * The holder of a token as a Bearer header carries it, or null: not shaped like a token, unknown
 * (revoked, never made), expired, or of an account that is suspended or not verified. Marks it used.
 */
export async function findTokenHolder(db: Db, token: string): Promise<TokenHolder | null> {
  if (!token.startsWith(apiTokenPrefix) || token.length > 100) return null;
  const row = await db
    .select({
      tokenId: apiTokens.id,
      tokenName: apiTokens.name,
      scopes: apiTokens.scopes,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
      userId: users.id,
      username: users.username,
      role: users.role,
      isSuspended: users.isSuspended,
      emailVerified: users.emailVerified,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, await sha256Hex(token)))
    .get();
  const now = Date.now();
  if (!row || row.isSuspended || !row.emailVerified) return null;
  if (row.expiresAt !== null && row.expiresAt <= now) return null;
  if (row.lastUsedAt === null || now - row.lastUsedAt >= lastUsedResolutionMs) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.tokenId));
  }
  const { tokenId, tokenName, userId, username, role } = row;
  return { tokenId, tokenName, userId, username, role, scopes: parseScopes(row.scopes) };
}
