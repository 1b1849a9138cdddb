// Finishing a sign-in, whichever way it went (password, password and second factor, passkey): what it
// stores (storeSignIn: a new session, listed among the signed-in devices, and the browser recorded for
// the account), the browser's earlier session retired, and a notice to the owner when the browser has not
// signed in to the account before. The cookies that carry the session and the browser's device id are
// the HTTP layer's (worker/routes/session.ts).

import { count, eq } from "drizzle-orm";
import { accountTexts } from "#contract/account-schemas";
import type { AccountLanguage } from "#contract/i18n/locales";
import type { Db } from "../db/client";
import { knownDevices } from "../db/schema";
import type { MailRecipient } from "../email/recipients";
import { sendSecurityNotice } from "../email/security-notices";
import type { SessionRecord } from "../http/app-env";
import { randomToken, sha256Hex } from "../security/encoding";
import { createSession, destroySession, deviceLabel, indexSession } from "./sessions";

/** The browser a sign-in comes from: its User-Agent (for the label) and its device id. */
export type SigningInBrowser = { userAgent: string | undefined; deviceId: string };

export type StoredSignIn = {
  token: string;
  /** The signed-in devices list's label for the browser. */
  device: string;
  /** The account had signed in from another browser before, but never from this one. */
  newDevice: boolean;
};

/**
 * What a sign-in stores, whichever way it went: a new session in KV, listed among the signed-in devices,
 * and the browser recorded for the account.
 */
export async function storeSignIn(
  db: Db,
  sessions: KVNamespace,
  userId: string,
  browser: SigningInBrowser,
  proof: Pick<SessionRecord, "secondFactorAt"> = {},
): Promise<StoredSignIn> {
  const { token } = await createSession(sessions, userId, proof);
  const device = deviceLabel(browser.userAgent);
  await indexSession(db, userId, token, device);
  return { token, device, newDevice: await recordDevice(db, userId, browser.deviceId) };
}

/**
 * A sign-in done, whichever way it went: what it stores, the browser's earlier session (`replacing`)
 * retired — after the new one exists, so a sign-in that fails leaves the browser signed in as it was —
 * and a notice to the owner when the browser has not signed in to the account before. `secondFactor`:
 * the sign-in proved one (a code, a recovery code, a passkey), which its session remembers. Answers the
 * session's token and the browser's device id for the caller's cookies, and the answer for the browser.
 */
export async function completeSignIn(
  db: Db,
  env: Env,
  user: MailRecipient,
  {
    browser,
    replacing,
    secondFactor,
  }: {
    browser: { userAgent: string | undefined; deviceId: string | undefined };
    replacing?: string;
    secondFactor: boolean;
  },
): Promise<{ token: string; deviceId: string; answer: { msg: string; username: string; language: AccountLanguage } }> {
  const deviceId = browser.deviceId && isDeviceId(browser.deviceId) ? browser.deviceId : randomToken();
  const { token, device, newDevice } = await storeSignIn(
    db,
    env.SESSIONS,
    user.id,
    { userAgent: browser.userAgent, deviceId },
    secondFactor ? { secondFactorAt: Date.now() } : {},
  );
  if (replacing) await destroySession(env.SESSIONS, replacing);
  if (newDevice) await sendSecurityNotice(db, env, user, { kind: "new_sign_in", device });
  // The app speaks the account's language from the first screen after signing in.
  const answer = { msg: accountTexts.welcomeBack, username: user.username, language: user.language };
  return { token, deviceId, answer };
}

/** A device id as this code makes them (a malformed one is replaced by a new one). */
const isDeviceId = (value: string) => value.length >= 20 && value.length <= 100;

/**
 * Records the browser for the account; true when the account had signed in elsewhere before but never
 * here. An account's very first browser is no news to its owner.
 */
async function recordDevice(db: Db, userId: string, deviceId: string): Promise<boolean> {
  const deviceHash = await sha256Hex(deviceId);
  const [known, added] = await db.batch([
    db.select({ n: count() }).from(knownDevices).where(eq(knownDevices.userId, userId)),
    db
      .insert(knownDevices)
      .values({ userId, deviceHash, firstSeenAt: Date.now() })
      .onConflictDoNothing()
      .returning({ userId: knownDevices.userId }),
  ]);
  return added.length === 1 && (known[0]?.n ?? 0) > 0;
}
