// Accounts and sessions made straight in storage, for tests that are not about signing up or signing
// in: the verified user's row, and what a sign-in stores (storeSignIn, the worker's own: the KV session,
// its signed-in devices row, the browser's device), so a browser carries the cookies a login would
// have set. The signup, login, two-factor and passkey tests go through the real flows.
import { env } from "cloudflare:test";
import { newAccountStatements, normalizeEmail } from "../../../worker/accounts/users";
import { openDb } from "../../../worker/db/client";
import { deviceCookieName, sessionCookieName } from "../../../worker/routes/session";
import { randomToken, referralCode } from "../../../worker/security/encoding";
import { hashPassword } from "../../../worker/security/passwords";
import { storeSignIn } from "../../../worker/sessions/sign-in";

/** A verified account whose password works, as if signed up and verified; answers its id. */
export async function createVerifiedUser(user: { username: string; email: string; password: string }) {
  const id = crypto.randomUUID();
  const db = openDb(env.DB);
  await db.batch(
    newAccountStatements(db, {
      id,
      email: normalizeEmail(user.email),
      username: user.username,
      passwordHash: await hashPassword(user.password),
      emailVerified: true,
      referralCode: referralCode(),
    }),
  );
  return id;
}

/**
 * Signs the user in from a browser with this User-Agent (and device id, a new one by default), storing
 * what a login stores; answers the cookies the login would have set, by name. The tests' environment is
 * local development, whose cookies carry no __Host- or __Secure- prefix.
 */
export async function signInDirectly(userId: string, browser: { userAgent?: string; deviceId?: string } = {}) {
  const deviceId = browser.deviceId ?? randomToken();
  const { token } = await storeSignIn(openDb(env.DB), env.SESSIONS, userId, {
    userAgent: browser.userAgent,
    deviceId,
  });
  return { [sessionCookieName]: token, [deviceCookieName]: deviceId };
}
