// Limits on second-step attempts (docs/decisions/018): a wrong code counts against the account and the
// address. Five wrong codes on an account within five minutes, or ten from one address within a minute,
// and further attempts wait — a six-digit code cannot be guessed at that pace. Each attempt holds its
// place before the code is checked, so parallel guesses cannot slip past the count, and a right code
// gives the place back. (Every attempt also meets the TWO_FACTOR_LIMITER binding's ceiling per address.)
import { addCount, countIn, dropEndedWindows, takeBackCount } from "../accounts/attempt-counts";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import { tooManyRequests } from "../http/rate-limit";

export const failuresPerAccount = 5;
const accountWindowMs = 5 * 60 * 1000;
export const failuresPerAddress = 10;
const addressWindowMs = 60 * 1000;

type Keys = { account: string; address: string };
const keysOf = (userId: string, address: string): Keys => ({
  account: `2fa-account:${userId}`,
  address: `2fa-address:${address}`,
});

/**
 * Runs `check` (true when the code is right) under the limits: refuses with 429 an account or address
 * past its failures; a right code takes its count back, a wrong one keeps it.
 */
export async function limitSecondStep(
  db: Db,
  userId: string,
  address: string,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const keys = keysOf(userId, address);
  const now = Date.now();
  const [, byAccount, byAddress] = await db.batch([
    dropEndedWindows(db, now),
    addCount(db, keys.account, accountWindowMs, now),
    addCount(db, keys.address, addressWindowMs, now),
  ]);
  const release = () =>
    db.batch([takeBackCount(db, keys.account, Date.now()), takeBackCount(db, keys.address, Date.now())]);
  if (countIn(byAccount) > failuresPerAccount || countIn(byAddress) > failuresPerAddress) {
    await release();
    throw apiError(429, tooManyRequests);
  }
  const right = await check();
  if (right) await release();
  return right;
}
