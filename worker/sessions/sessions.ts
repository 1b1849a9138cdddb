// Sessions in KV (docs/guides/accounts-and-sessions.md): the cookie holds 32 random bytes; KV holds
// session:<sha256(token)> → {userId, createdAt, impersonatorId?} for 30 days. A session is only as
// good as its user row: suspended, deleted, or older than users.sessions_valid_after means dead.
import { randomToken, sha256Hex } from "../security/random";

/** How long a session lives, in KV and in its cookie. */
export const sessionTtlSeconds = 30 * 24 * 60 * 60;

export type SessionRecord = { userId: string; createdAt: number; impersonatorId?: string };

const key = (tokenHash: string) => `session:${tokenHash}`;

export async function createSession(
  kv: KVNamespace,
  userId: string,
  extra: { impersonatorId?: string } = {},
): Promise<{ token: string; record: SessionRecord }> {
  const token = randomToken();
  const record: SessionRecord = { userId, createdAt: Date.now(), ...extra };
  await kv.put(key(await sha256Hex(token)), JSON.stringify(record), { expirationTtl: sessionTtlSeconds });
  return { token, record };
}

export async function readSession(kv: KVNamespace, token: string): Promise<SessionRecord | null> {
  if (token.length < 20 || token.length > 100) return null;
  const record = await kv.get<SessionRecord>(key(await sha256Hex(token)), "json");
  return record && typeof record.userId === "string" && typeof record.createdAt === "number" ? record : null;
}

export async function destroySession(kv: KVNamespace, token: string): Promise<void> {
  await destroySessionByHash(kv, await sha256Hex(token));
}

/** Ends a session known only by its token's hash (the signed-in devices list). */
export async function destroySessionByHash(kv: KVNamespace, tokenHash: string): Promise<void> {
  await kv.delete(key(tokenHash));
}

/** Whether KV still holds the session whose token has this hash. */
export async function sessionExists(kv: KVNamespace, tokenHash: string): Promise<boolean> {
  return (await kv.get(key(tokenHash))) !== null;
}
