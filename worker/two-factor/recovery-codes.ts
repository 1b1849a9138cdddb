// Recovery codes: ten random codes made when TOTP is turned on, shown once and stored as SHA-256 hex.
// Each works once: spending one marks it used in the same statement that finds it.
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { recoveryCodes } from "../db/schema";
import { sha256Hex } from "../security/random";

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
