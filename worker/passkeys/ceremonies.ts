// The two WebAuthn ceremonies with @simplewebauthn/server, read top to bottom: who the passkeys belong
// to (the relying party), the challenge an options call hands out and the verify call spends, then
// registering a passkey for the signed-in user and signing in with one. A replayed response finds no
// challenge, and a sign-in accepts only a passkey registered here — for a pending sign-in, only one of
// that account's.
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { isoBase64URL } from "@simplewebauthn/server/helpers";
import { and, eq, gt, lte } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { securityMessages } from "#contract/security";
import { webauthnChallenges } from "../db/schema";
import type { AppEnv, CurrentUser } from "../http/app-env";
import { apiError } from "../http/errors";
import { randomToken, sha256Hex } from "../security/encoding";
import { deviceLabel, stepCookieOptions } from "../sessions/sessions";
import { addPasskey, countPasskeys, findPasskey, listPasskeys, notePasskeyUse, passkeysMax } from "./store";

// ── The relying party ───────────────────────────────────────────────────────────────────────────────
// APP_URL's host and origin. Local development answers on whatever local address it was opened at
// (localhost, 127.0.0.1 and a port), so there the request's own origin stands in — WebAuthn refuses IP
// addresses, so a passkey works when the app is opened at http://localhost:<port> (docs/decisions/018).

type RelyingParty = { id: string; origin: string; name: string };

function relyingParty(c: Context<AppEnv>): RelyingParty {
  const url = new URL(c.env.ENVIRONMENT === "development" ? c.req.url : c.env.APP_URL);
  return { id: url.hostname, origin: url.origin, name: c.env.APP_NAME };
}

// ── Challenges ──────────────────────────────────────────────────────────────────────────────────────
// An options call stores one in D1 under the SHA-256 of a random cookie (HttpOnly, five minutes), and
// the verify call spends it — deleted by the statement that reads it, so an assertion or attestation can
// be verified once.

const cookieName = "ln_webauthn";
const ttlMs = 5 * 60 * 1000;
type Purpose = "register" | "login";

const cookieOptions = (c: Context<AppEnv>) => stepCookieOptions(c, "/api/passkeys");

async function storeChallenge(c: Context<AppEnv>, challenge: string, purpose: Purpose, userId: string | null) {
  const token = randomToken();
  const now = Date.now();
  await c.var.db.batch([
    c.var.db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now)),
    c.var.db
      .insert(webauthnChallenges)
      .values({ id: await sha256Hex(token), challenge, purpose, userId, expiresAt: now + ttlMs }),
  ]);
  setCookie(c, cookieName, token, { ...cookieOptions(c), maxAge: ttlMs / 1000 });
}

/** Spends the request's challenge for `purpose`; a 400 when there is none, or it expired or was spent. */
async function spendChallenge(
  c: Context<AppEnv>,
  purpose: Purpose,
): Promise<{ challenge: string; userId: string | null }> {
  const token = getCookie(c, cookieName, cookieOptions(c).prefix);
  deleteCookie(c, cookieName, cookieOptions(c));
  const row =
    token && token.length <= 100
      ? await c.var.db
          .delete(webauthnChallenges)
          .where(
            and(
              eq(webauthnChallenges.id, await sha256Hex(token)),
              eq(webauthnChallenges.purpose, purpose),
              gt(webauthnChallenges.expiresAt, Date.now()),
            ),
          )
          .returning({ challenge: webauthnChallenges.challenge, userId: webauthnChallenges.userId })
          .get()
      : undefined;
  if (!row) throw apiError(400, securityMessages.passkeyChallengeExpired);
  return row;
}

// ── The ceremonies ──────────────────────────────────────────────────────────────────────────────────

const transportsOf = (json: string): AuthenticatorTransport[] => {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value.filter((t): t is AuthenticatorTransport => typeof t === "string") : [];
  } catch {
    return [];
  }
};

export async function registrationOptions(c: Context<AppEnv>, user: CurrentUser) {
  const db = c.var.db;
  if ((await countPasskeys(db, user.id)) >= passkeysMax) throw apiError(400, securityMessages.tooManyPasskeys);
  const rp = relyingParty(c);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: new Uint8Array(new TextEncoder().encode(user.id)),
    attestationType: "none",
    // A passkey signs in on its own, so it must be discoverable and verify its user.
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    excludeCredentials: (await listPasskeys(db, user.id)).map((row) => ({
      id: row.id,
      transports: transportsOf(row.transports),
    })),
  });
  await storeChallenge(c, options.challenge, "register", user.id);
  return options;
}

export async function verifyRegistration(
  c: Context<AppEnv>,
  user: CurrentUser,
  response: unknown,
  name: string | undefined,
) {
  const { challenge, userId } = await spendChallenge(c, "register");
  if (userId !== user.id) throw apiError(400, securityMessages.passkeyChallengeExpired);
  const rp = relyingParty(c);
  const verification = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw apiError(400, securityMessages.passkeyFailed);
  const { credential } = verification.registrationInfo;
  if (await findPasskey(c.var.db, credential.id)) throw apiError(409, securityMessages.passkeyFailed);
  return addPasskey(c.var.db, {
    id: credential.id,
    userId: user.id,
    name: name ?? defaultName(c),
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
  });
}

/** "Passkey on Chrome on macOS": the browser it was made in, until its owner renames it. */
const defaultName = (c: Context<AppEnv>) => `Passkey on ${deviceLabel(c.req.header("user-agent"))}`;

/** For a pending sign-in, only that account's passkeys are offered; otherwise any discoverable one. */
export async function authenticationOptions(c: Context<AppEnv>, pendingUserId: string | undefined) {
  const rp = relyingParty(c);
  const allowed = pendingUserId ? await listPasskeys(c.var.db, pendingUserId) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    allowCredentials: allowed.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
  });
  await storeChallenge(c, options.challenge, "login", pendingUserId ?? null);
  return options;
}

/** The id of the user the assertion signs in. */
export async function verifyAuthentication(c: Context<AppEnv>, response: { id: string }): Promise<string> {
  const { challenge, userId } = await spendChallenge(c, "login");
  const passkey = await findPasskey(c.var.db, response.id);
  if (!passkey || (userId !== null && passkey.userId !== userId))
    throw apiError(400, securityMessages.passkeyNotRecognized);
  const rp = relyingParty(c);
  const verification = await verifyAuthenticationResponse({
    response: response as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.id,
      publicKey: isoBase64URL.toBuffer(passkey.publicKey),
      counter: passkey.counter,
      transports: transportsOf(passkey.transports),
    },
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified) throw apiError(400, securityMessages.passkeyFailed);
  await notePasskeyUse(c.var.db, passkey.id, verification.authenticationInfo.newCounter);
  return passkey.userId;
}
