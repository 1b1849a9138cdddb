// Limits on failed logins (docs/product.md, "Limits", decision 013). Only failures count — by the client's address, and
// by the account whichever of its names was typed. An address past 10 failures a minute waits; an
// account past 10 makes each address that has already failed on it wait, while an address that has not
// can still log in: failures from elsewhere never lock the owner out.
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import { tooManyRequests } from "../http/rate-limit";
import { sha256Hex } from "../security/random";
import { addCount, countIn, dropEndedWindows, readCount, takeBackCount } from "./attempt-counts";

const windowMs = 60 * 1000;
/** Failed logins one address may make in a window. */
export const failuresPerAddress = 10;
/** Failed logins on one account after which an address that failed on it must wait out the window. */
export const failuresPerAccount = 10;

export type LoginAttempt = { address: string; account: string; addressOnAccount: string };

/**
 * The counters an attempt touches. An unknown name is counted as an account would be, so the limits
 * never tell whether an account exists; it is kept as a hash, since people sometimes type a password
 * into the name field.
 */
export async function loginAttempt(
  clientAddress: string,
  accountId: string | undefined,
  identifier: string,
): Promise<LoginAttempt> {
  const account = accountId
    ? `login-account:${accountId}`
    : `login-name:${await sha256Hex(identifier.trim().toLowerCase())}`;
  return { address: `login-address:${clientAddress}`, account, addressOnAccount: `${account}:${clientAddress}` };
}

/**
 * Holds the attempt's place in the address's counts before the password is checked, so guesses sent in
 * parallel cannot all pass a count that would only grow as each one failed; refuses (429) an address
 * past its limit, or one that already failed on an account past its own.
 */
export async function admitLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  const now = Date.now();
  const [, byAddress, byAddressOnAccount, byAccount] = await db.batch([
    dropEndedWindows(db, now),
    addCount(db, attempt.address, windowMs, now),
    addCount(db, attempt.addressOnAccount, windowMs, now),
    readCount(db, attempt.account, now),
  ]);
  // Both address counts include this attempt.
  const addressSpent = countIn(byAddress) > failuresPerAddress;
  const accountUnderAttack = countIn(byAccount) >= failuresPerAccount && countIn(byAddressOnAccount) > 1;
  if (addressSpent || accountUnderAttack) {
    await releaseLoginAttempt(db, attempt);
    throw apiError(429, tooManyRequests);
  }
}

/** The attempt was no failure (the password was right, or it was refused unchecked): its place goes back. */
export async function releaseLoginAttempt(db: Db, attempt: LoginAttempt): Promise<void> {
  const now = Date.now();
  await db.batch([takeBackCount(db, attempt.address, now), takeBackCount(db, attempt.addressOnAccount, now)]);
}

/** A wrong password keeps its place in the address's counts and counts against the account too. */
export async function recordLoginFailure(db: Db, attempt: LoginAttempt): Promise<void> {
  await addCount(db, attempt.account, windowMs, Date.now());
}
