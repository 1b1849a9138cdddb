// Which second factors an account has: what a sign-in asks for, what the admin area requires, and what
// the dashboard's Security card shows.
import { count, eq } from "drizzle-orm";
import type { SecondFactorMethod, SecondFactorStatus } from "#contract/security";
import type { Db } from "../db/client";
import { passkeys } from "../db/schema";
import { recoveryCodesLeft } from "./recovery-codes";
import { hasTotp } from "./totp";

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
