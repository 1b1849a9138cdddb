// The signed-in devices list (docs/product.md, "Accounts: the rules"): D1 keeps one row per session a sign-in made,
// keyed by the token's SHA-256, so a session can be listed and ended by id while KV stays the authority
// on whether it lives. Rows of sessions that ended any other way (signed out, expired, signed out
// everywhere) are found dead when listing — no KV entry, or older than the account's cut-off — and pruned.
import { and, eq, inArray, lt, ne } from "drizzle-orm";
import type { SessionSummary } from "#contract/security";
import type { Db } from "../db/client";
import { userSessions, users } from "../db/schema";
import { sha256Hex } from "../security/random";
import { destroySessionByHash, sessionExists, sessionTtlSeconds } from "./sessions";

/** lastSeenAt is written at most this often per session, so a busy dashboard costs no write per call. */
export const lastSeenResolutionMs = 5 * 60 * 1000;

export async function indexSession(db: Db, userId: string, token: string, device: string): Promise<void> {
  const now = Date.now();
  await db.insert(userSessions).values({
    id: crypto.randomUUID(),
    userId,
    tokenHash: await sha256Hex(token),
    device,
    createdAt: now,
    lastSeenAt: now,
  });
}

/** Notes that the session was used now, unless it was noted within lastSeenResolutionMs. */
export async function touchSession(db: Db, token: string, now = Date.now()): Promise<void> {
  await db
    .update(userSessions)
    .set({ lastSeenAt: now })
    .where(
      and(eq(userSessions.tokenHash, await sha256Hex(token)), lt(userSessions.lastSeenAt, now - lastSeenResolutionMs)),
    );
}

export async function listSessions(
  db: Db,
  kv: KVNamespace,
  userId: string,
  currentToken: string | undefined,
): Promise<SessionSummary[]> {
  const user = await db.select({ validAfter: users.sessionsValidAfter }).from(users).where(eq(users.id, userId)).get();
  const oldestLive = Math.max(user?.validAfter ?? 0, Date.now() - sessionTtlSeconds * 1000);
  const rows = await db.select().from(userSessions).where(eq(userSessions.userId, userId));
  const alive = await Promise.all(
    rows.map(async (row) => row.createdAt >= oldestLive && (await sessionExists(kv, row.tokenHash))),
  );
  const dead = rows.filter((_, index) => !alive[index]).map((row) => row.id);
  if (dead.length > 0) await db.delete(userSessions).where(inArray(userSessions.id, dead));
  const currentHash = currentToken ? await sha256Hex(currentToken) : "";
  return rows
    .filter((_, index) => alive[index])
    .map((row) => ({
      id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      lastSeenAt: new Date(row.lastSeenAt).toISOString(),
      device: row.device,
      current: row.tokenHash === currentHash,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends one of the user's sessions by its id; false when the user has no such session. */
export async function endSession(db: Db, kv: KVNamespace, userId: string, id: string): Promise<boolean> {
  const row = await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), eq(userSessions.id, id)))
    .returning({ tokenHash: userSessions.tokenHash })
    .get();
  if (!row) return false;
  await destroySessionByHash(kv, row.tokenHash);
  return true;
}

/** Ends every indexed session of the user but the one with `keepToken`; answers how many ended. */
export async function endOtherSessions(db: Db, kv: KVNamespace, userId: string, keepToken: string): Promise<number> {
  const keep = await sha256Hex(keepToken);
  const rows = await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), ne(userSessions.tokenHash, keep)))
    .returning({ tokenHash: userSessions.tokenHash });
  await Promise.all(rows.map((row) => destroySessionByHash(kv, row.tokenHash)));
  return rows.length;
}
