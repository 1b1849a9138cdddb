// The authenticator app and its recovery codes, read top to bottom.
//
// TOTP (RFC 6238: 30-second steps, 6 digits, SHA-1) with otpauth. A setup stores a secret that is not
// yet in force; the first right code turns it on. A code is accepted once: the step it belongs to is
// recorded, and only a later step passes after it (a compare-and-set in one statement, so two requests
// racing with the same code cannot both win).
//
// Recovery codes: ten random codes made when TOTP is turned on, shown once and stored as SHA-256 hex.
// Each works once: spending one marks it used in the same statement that finds it.
import { and, count, eq, isNotNull, isNull, lt } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { renderSVG } from "uqr";
import { securityMessages, type TotpSetup } from "#contract/security";
import type { Db } from "../db/client";
import { recoveryCodes, totpCredentials } from "../db/schema";
import { apiError } from "../http/errors";
import { sha256Hex } from "../security/encoding";

const periodSeconds = 30;
/** One step either side of now: a phone's clock a little off still works. */
const window = 1;

function totpFor(secret: string, label = "", issuer = "LinkNest"): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: periodSeconds,
    secret: Secret.fromBase32(secret),
  });
}

/** A new secret for the user, replacing any unfinished setup; refused while TOTP is on. */
export async function startTotpSetup(db: Db, user: { id: string; email: string }, appName: string): Promise<TotpSetup> {
  const existing = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, user.id)).get();
  if (existing?.enabledAt) throw apiError(409, securityMessages.totpAlreadyOn);
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(totpCredentials)
    .values({ userId: user.id, secret, enabledAt: null, lastUsedStep: 0, createdAt: Date.now() })
    .onConflictDoUpdate({ target: totpCredentials.userId, set: { secret, lastUsedStep: 0, createdAt: Date.now() } });
  const otpauthUrl = totpFor(secret, user.email, appName).toString();
  return { secret, otpauthUrl, qrSvg: renderSVG(otpauthUrl, { border: 2 }) };
}

/** The step a right code belongs to, or null. */
function matchingStep(secret: string, code: string, now: number): number | null {
  const delta = totpFor(secret).validate({ token: code, timestamp: now, window });
  return delta === null ? null : Math.floor(now / 1000 / periodSeconds) + delta;
}

/**
 * Spends a code: true when it is right and its step is newer than the last one used. `enabled`
 * chooses between an authenticator in force (sign-in) and one being set up (enable).
 */
export async function spendTotpCode(
  db: Db,
  userId: string,
  code: string,
  enabled: boolean,
  now = Date.now(),
): Promise<boolean> {
  const row = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId)).get();
  if (!row || Boolean(row.enabledAt) !== enabled) return false;
  const step = matchingStep(row.secret, code, now);
  if (step === null) return false;
  const spent = await db
    .update(totpCredentials)
    .set({ lastUsedStep: step, ...(enabled ? {} : { enabledAt: now }) })
    .where(and(eq(totpCredentials.userId, userId), lt(totpCredentials.lastUsedStep, step)))
    .returning({ userId: totpCredentials.userId });
  return spent.length === 1;
}

export async function hasTotp(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .select({ userId: totpCredentials.userId })
    .from(totpCredentials)
    .where(and(eq(totpCredentials.userId, userId), isNotNull(totpCredentials.enabledAt)))
    .get();
  return Boolean(row);
}

/** The user's authenticator, set up or in force, if any. */
export function totpState(db: Db, userId: string) {
  return db
    .select({ enabledAt: totpCredentials.enabledAt })
    .from(totpCredentials)
    .where(eq(totpCredentials.userId, userId))
    .get();
}

/** The statement that removes the user's authenticator. */
export function deleteTotp(db: Db, userId: string) {
  return db.delete(totpCredentials).where(eq(totpCredentials.userId, userId));
}

// ── Recovery codes ─────────────────────────────────────────────────────────────────────────────────

export const recoveryCodeCount = 10;
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

/** "xxxxx-xxxxx": 10 characters of a 31-letter alphabet, about 50 bits each. */
function newCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  const letters = [...bytes].map((b) => alphabet[b % alphabet.length]).join("");
  return `${letters.slice(0, 5)}-${letters.slice(5)}`;
}

/** The codes as typed are compared without dashes, spaces or case. */
const canonical = (code: string) => code.replace(/[\s-]+/g, "").toLowerCase();

/** Fresh codes and the statements that replace the user's old ones with them. */
export async function issueRecoveryCodes(db: Db, userId: string) {
  const codes = Array.from({ length: recoveryCodeCount }, newCode);
  const rows = await Promise.all(
    codes.map(async (code) => ({ id: crypto.randomUUID(), userId, codeHash: await sha256Hex(canonical(code)) })),
  );
  return { codes, statements: [deleteRecoveryCodes(db, userId), db.insert(recoveryCodes).values(rows)] as const };
}

export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: Date.now() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, await sha256Hex(canonical(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const row = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
    .get();
  return row?.n ?? 0;
}

export function deleteRecoveryCodes(db: Db, userId: string) {
  return db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
