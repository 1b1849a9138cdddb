// Sessions (docs/guides/accounts-and-sessions.md), read top to bottom: the record in KV, a browser's fresh
// session, the account's cut-off that ends every sign-in at once, and the signed-in devices list that
// indexes sessions in D1 so an owner can see and end them. The cookie that carries a session's token and
// the middleware that turns it into the request's user are the HTTP layer's (worker/routes/session.ts).
//
// The cookie holds 32 random bytes; KV holds session:<sha256(token)> → {userId, createdAt,
// impersonatorId?, secondFactorAt?} for 30 days. A session is only as good as its user row: suspended,
// deleted, or older than users.sessions_valid_after means dead.
import { and, eq, inArray, lt, ne } from "drizzle-orm";
import type { SessionSummary } from "#contract/security";
import type { Db } from "../db/client";
import { pendingSignIns, userSessions, users } from "../db/schema";
import type { SessionRecord } from "../http/app-env";
import { randomToken, sha256Hex } from "../security/encoding";

// ── The record in KV ────────────────────────────────────────────────────────────────────────────────

/** How long a session lives, in KV and in its cookie. */
export const sessionTtlSeconds = 30 * 24 * 60 * 60;

const key = (tokenHash: string) => `session:${tokenHash}`;

export async function createSession(
  kv: KVNamespace,
  userId: string,
  extra: Pick<SessionRecord, "impersonatorId" | "secondFactorAt" | "signedInAt"> = {},
): Promise<{ token: string; record: SessionRecord }> {
  const token = randomToken();
  const now = Date.now();
  const record: SessionRecord = { userId, createdAt: now, signedInAt: now, ...extra };
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
async function destroySessionByHash(kv: KVNamespace, tokenHash: string): Promise<void> {
  await kv.delete(key(tokenHash));
}

/** Whether KV still holds the session whose token has this hash. */
async function sessionExists(kv: KVNamespace, tokenHash: string): Promise<boolean> {
  return (await kv.get(key(tokenHash))) !== null;
}

/**
 * A fresh session of `userId` for a browser, in place of the one it had (`replacing`), listed among the
 * signed-in devices: after "sign out all other sessions", and when the session proves a second factor. A
 * new token rather than a changed record, as at every sign-in; the caller hands it to the browser. The
 * time of the sign-in carries over: renewing proves nothing of who is asking.
 */
export async function renewSession(
  db: Db,
  kv: KVNamespace,
  userId: string,
  {
    device,
    replacing,
    secondFactorAt,
  }: { device: string; replacing?: { token: string; record: SessionRecord }; secondFactorAt?: number },
): Promise<string> {
  const signedInAt = replacing ? (replacing.record.signedInAt ?? replacing.record.createdAt) : undefined;
  const { token } = await createSession(kv, userId, {
    ...(secondFactorAt === undefined ? {} : { secondFactorAt }),
    ...(signedInAt ? { signedInAt } : {}),
  });
  await indexSession(db, userId, token, device);
  if (replacing) await destroySession(kv, replacing.token);
  return token;
}

// ── The account's cut-off ───────────────────────────────────────────────────────────────────────────

/**
 * The statements that end every sign-in of the account made before `now`: its sessions (by the cut-off
 * the middleware checks) and its half-finished ones, whose password may be the one being replaced — a
 * pending sign-in started before a password reset or "sign out all other sessions" completes nothing.
 */
export function endEverySignIn(db: Db, userId: string, now: number) {
  return [
    db.update(users).set({ sessionsValidAfter: now, updatedAt: now }).where(eq(users.id, userId)),
    db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId)),
  ] as const;
}

// ── The signed-in devices list ──────────────────────────────────────────────────────────────────────
// D1 keeps one row per session a sign-in made, keyed by the token's SHA-256, so a session can be listed
// and ended by id while KV stays the authority on whether it lives. Rows of sessions that ended any other
// way (signed out, expired, signed out everywhere) are found dead when listing — no KV entry, or older
// than the account's cut-off — and pruned.

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

// A readable name for the browser behind a session ("Chrome on macOS") from its User-Agent, for the
// list, the new-sign-in notice and a new passkey's name. Coarse on purpose: a label, never an identifier.

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Windows/, "Windows"],
  [/Linux/, "Linux"],
];

const firstMatch = (agent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(agent))?.[1];

export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? "";
  const browser = firstMatch(agent, browsers);
  const system = firstMatch(agent, systems);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "Unknown device");
}
