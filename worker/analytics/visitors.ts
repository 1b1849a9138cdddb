// Unique visitors without cookies (docs/decisions/016): a visitor is an HMAC-SHA-256 of
// (day, profile, IP, User-Agent) under the day's secret salt. The salt is random, stored in D1 for its
// day only and deleted with it (retention.ts), so a kept hash cannot be traced back to an address even
// by someone holding the database; the address and agent themselves are never stored.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { analyticsSalts } from "../db/schema";
import { randomToken } from "../security/encoding";

/** The current day's salt as this isolate read it: one D1 read per isolate per day. */
let known: { day: string; key: CryptoKey } | undefined;

/** Creates the salts of these days unless they exist; the first one written stays. */
export async function createSalts(db: Db, days: string[]): Promise<void> {
  if (days.length === 0) return;
  await db
    .insert(analyticsSalts)
    .values(days.map((day) => ({ day, salt: randomToken(32) })))
    .onConflictDoNothing();
}

async function readSalt(db: Db, day: string): Promise<string | undefined> {
  const row = await db
    .select({ salt: analyticsSalts.salt })
    .from(analyticsSalts)
    .where(eq(analyticsSalts.day, day))
    .get();
  return row?.salt;
}

/**
 * The day's salt as an HMAC key. The hourly cron creates today's and tomorrow's ahead of time
 * (retention.ts), so this normally only reads, and only off the response path; when none exists yet
 * (a fresh database) it is made here, and D1's single writer makes every isolate agree on the first.
 */
async function daySaltKey(db: Db, day: string): Promise<CryptoKey> {
  if (known?.day === day) return known.key;
  let salt = await readSalt(db, day);
  if (!salt) {
    await createSalts(db, [day]);
    salt = await readSalt(db, day);
  }
  if (!salt) throw new Error(`no analytics salt for ${day}`);
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(salt),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  known = { day, key };
  return key;
}

/** The visitor's hash for this profile and day, hex; the inputs are gone once it is computed. */
export async function visitorHash(
  db: Db,
  visit: { day: string; userId: string; ip: string; userAgent: string },
): Promise<string> {
  const key = await daySaltKey(db, visit.day);
  // Separated by a byte no header can hold, so no two different visits read alike.
  const message = [visit.day, visit.userId, visit.ip, visit.userAgent].join("\n");
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message));
  return [...new Uint8Array(mac)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Forgets the isolate's copy (tests that delete salts). */
export function forgetSaltCopy(): void {
  known = undefined;
}
