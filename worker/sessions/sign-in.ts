// Finishing a sign-in, whichever way it went (password, password and second factor, passkey): what it
// stores (storeSignIn: a new session, listed among the signed-in devices, and the browser recorded for
// the account), its cookies, the browser's earlier session retired, and a notice to the owner when the
// browser has not signed in to the account before.
import { count, eq } from "drizzle-orm";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { accountTexts } from "#contract/account-schemas";
import type { Db } from "../db/client";
import { knownDevices } from "../db/schema";
import { sendSecurityNotice } from "../email/security-notices";
import type { AppEnv } from "../http/app-env";
import { randomToken, sha256Hex } from "../security/random";
import { cookiePrefix, writeSessionCookie } from "./cookie";
import { deviceLabel } from "./device-label";
import { indexSession } from "./session-index";
import { createSession, destroySession } from "./sessions";

type SignedIn = { id: string; email: string; username: string };

/** A long-lived random id per browser, so "a device not seen before" means this browser, not a label. */
export const deviceCookieName = "ln_device";
const deviceCookieMaxAge = 400 * 24 * 60 * 60;

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
): Promise<StoredSignIn> {
  const { token } = await createSession(sessions, userId);
  const device = deviceLabel(browser.userAgent);
  await indexSession(db, userId, token, device);
  return { token, device, newDevice: await recordDevice(db, userId, browser.deviceId) };
}

export async function completeSignIn(c: Context<AppEnv>, user: SignedIn): Promise<{ msg: string; username: string }> {
  const db = c.var.db;
  const deviceId = browserDeviceId(c);
  const { token, device, newDevice } = await storeSignIn(db, c.env.SESSIONS, user.id, {
    userAgent: c.req.header("user-agent"),
    deviceId,
  });
  // A fresh token on every sign-in; an earlier session cookie of this browser is retired — after the
  // new one exists, so a sign-in that fails leaves the browser signed in as it was.
  if (c.var.session) await destroySession(c.env.SESSIONS, c.var.session.token);
  writeSessionCookie(c, token);
  setCookie(c, deviceCookieName, deviceId, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/api",
    maxAge: deviceCookieMaxAge,
    prefix: deviceCookiePrefix(c),
  });
  if (newDevice) await sendSecurityNotice(db, c.env, user, { kind: "new_sign_in", device });
  return { msg: accountTexts.welcomeBack, username: user.username };
}

const deviceCookiePrefix = (c: Context<AppEnv>) => (cookiePrefix(c) === "host" ? "secure" : undefined);

/** The browser's device id from its cookie, or a new one when it has none (or a malformed one). */
function browserDeviceId(c: Context<AppEnv>): string {
  const deviceId = getCookie(c, deviceCookieName, deviceCookiePrefix(c));
  return deviceId && deviceId.length >= 20 && deviceId.length <= 100 ? deviceId : randomToken();
}

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
