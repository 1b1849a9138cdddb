// The two WebAuthn ceremonies with @simplewebauthn/server, read top to bottom: who the passkeys belong
// to (the relying party), the challenge an options call hands out and the verify call spends, then
// registering a passkey for the signed-in user and signing in with one. A replayed response finds no
// challenge, and a sign-in accepts only a passkey registered here — for a pending sign-in, only one of
// that account's. The cookie that carries a challenge's token is the HTTP layer's: an options call
// answers the token, and a verify call is given it.
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
import { securityMessages } from "#contract/security";
import type { Db } from "../db/client";
import { webauthnChallenges } from "../db/schema";
import type { CurrentUser } from "../http/app-env";
import { apiError } from "../http/errors";
import { randomToken, sha256Hex } from "../security/encoding";
import { deviceLabel } from "../sessions/sessions";
import { addPasskey, countPasskeys, findPasskey, listPasskeys, notePasskeyUse, passkeysMax } from "./store";

// ── The relying party ───────────────────────────────────────────────────────────────────────────────
// APP_URL's host and origin. Local development answers on whatever local address it was opened at
// (localhost, 127.0.0.1 and a port), so there the request's own origin stands in — WebAuthn refuses IP
// addresses, so a passkey works when the app is opened at http://localhost:<port> (docs/decisions/018).

export type RelyingParty = { id: string; origin: string; name: string };

/** The relying party of a request to `requestUrl`. */
export function relyingParty(env: Env, requestUrl: string): RelyingParty {
  const url = new URL(env.ENVIRONMENT === "development" ? requestUrl : env.APP_URL);
  return { id: url.hostname, origin: url.origin, name: env.APP_NAME };
}

// ── Challenges ──────────────────────────────────────────────────────────────────────────────────────
// An options call stores one in D1 under the SHA-256 of a random cookie (HttpOnly, five minutes), and
// the verify call spends it — deleted by the statement that reads it, so an assertion or attestation can
// be verified once.

/** The challenge's cookie: its name, the path it is sent to, and how long it lives. */
export const challengeCookie = { name: "ln_webauthn", path: "/api/passkeys", maxAgeSeconds: 5 * 60 } as const;
type Purpose = "register" | "login";

/** Stores a challenge; answers the token its cookie carries. */
async function storeChallenge(db: Db, challenge: string, purpose: Purpose, userId: string | null): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await db.batch([
    db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now)),
    db.insert(webauthnChallenges).values({
      id: await sha256Hex(token),
      challenge,
      purpose,
      userId,
      expiresAt: now + challengeCookie.maxAgeSeconds * 1000,
    }),
  ]);
  return token;
}

/** Spends the challenge of `token` for `purpose`; a 400 when there is none, or it expired or was spent. */
async function spendChallenge(
  db: Db,
  token: string | undefined,
  purpose: Purpose,
): Promise<{ challenge: string; userId: string | null }> {
  const row =
    token && token.length <= 100
      ? await db
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

/** The options for registering a passkey, and the token of the challenge they carry. */
export async function registrationOptions(db: Db, rp: RelyingParty, user: CurrentUser) {
  if ((await countPasskeys(db, user.id)) >= passkeysMax) throw apiError(400, securityMessages.tooManyPasskeys);
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
  return { options, challengeToken: await storeChallenge(db, options.challenge, "register", user.id) };
}

/** What the browser answered to a registration: the response, the name given, and the browser's User-Agent. */
export type Registration = { challengeToken: string | undefined; response: unknown; name?: string; userAgent?: string };

export async function verifyRegistration(db: Db, rp: RelyingParty, user: CurrentUser, registration: Registration) {
  const { challenge, userId } = await spendChallenge(db, registration.challengeToken, "register");
  if (userId !== user.id) throw apiError(400, securityMessages.passkeyChallengeExpired);
  const { response, name, userAgent } = registration;
  const verification = await verifyRegistrationResponse({
    response: response as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verification?.verified || !verification.registrationInfo) throw apiError(400, securityMessages.passkeyFailed);
  const { credential } = verification.registrationInfo;
  if (await findPasskey(db, credential.id)) throw apiError(409, securityMessages.passkeyFailed);
  return addPasskey(db, {
    id: credential.id,
    userId: user.id,
    // "Passkey on Chrome on macOS": the browser it was made in, until its owner renames it.
    name: name ?? `Passkey on ${deviceLabel(userAgent)}`,
    publicKey: isoBase64URL.fromBuffer(credential.publicKey),
    counter: credential.counter,
    transports: JSON.stringify(credential.transports ?? []),
  });
}

/**
 * The options for signing in with a passkey, and the token of the challenge they carry. For a pending
 * sign-in, only that account's passkeys are offered; otherwise any discoverable one.
 */
export async function authenticationOptions(db: Db, rp: RelyingParty, pendingUserId: string | undefined) {
  const allowed = pendingUserId ? await listPasskeys(db, pendingUserId) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "required",
    allowCredentials: allowed.map((row) => ({ id: row.id, transports: transportsOf(row.transports) })),
  });
  return { options, challengeToken: await storeChallenge(db, options.challenge, "login", pendingUserId ?? null) };
}

/** The id of the user the assertion signs in. */
export async function verifyAuthentication(
  db: Db,
  rp: RelyingParty,
  { challengeToken, response }: { challengeToken: string | undefined; response: { id: string } },
): Promise<string> {
  const { challenge, userId } = await spendChallenge(db, challengeToken, "login");
  const passkey = await findPasskey(db, response.id);
  if (!passkey || (userId !== null && passkey.userId !== userId))
    throw apiError(400, securityMessages.passkeyNotRecognized);
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
  await notePasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter);
  return passkey.userId;
}
