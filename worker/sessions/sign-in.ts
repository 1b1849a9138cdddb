// Finishing a sign-in, whichever way it went (password, password and second factor, passkey): a new
// session and its cookie, the browser's earlier session retired, the session listed among the signed-in
// devices, and a notice to the owner when the browser has not signed in to the account before.
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
const deviceCookieName = "ln_device";
const deviceCookieMaxAge = 400 * 24 * 60 * 60;

export async function completeSignIn(c: Context<AppEnv>, user: SignedIn): Promise<{ msg: string; username: string }> {
  const db = c.var.db;
  // A fresh token on every sign-in; an earlier session cookie of this browser is retired — after the
  // new one exists, so a sign-in that fails leaves the browser signed in as it was.
  const { token } = await createSession(c.env.SESSIONS, user.id);
  if (c.var.session) await destroySession(c.env.SESSIONS, c.var.session.token);
  writeSessionCookie(c, token);
  const device = deviceLabel(c.req.header("user-agent"));
  await indexSession(db, user.id, token, device);
  if (await isNewDevice(c, db, user.id)) await sendSecurityNotice(db, c.env, user, { kind: "new_sign_in", device });
  return { msg: accountTexts.welcomeBack, username: user.username };
}

/**
 * Records this browser for the account; true when the account had signed in elsewhere before but never
 * here. An account's very first browser is no news to its owner.
 */
async function isNewDevice(c: Context<AppEnv>, db: Db, userId: string): Promise<boolean> {
  const prefix = cookiePrefix(c) === "host" ? "secure" : undefined;
  let deviceId = getCookie(c, deviceCookieName, prefix);
  if (!deviceId || deviceId.length < 20 || deviceId.length > 100) deviceId = randomToken();
  setCookie(c, deviceCookieName, deviceId, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/api",
    maxAge: deviceCookieMaxAge,
    prefix,
  });
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
