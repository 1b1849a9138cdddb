// WebAuthn challenges: an options call stores one in D1 under the SHA-256 of a random cookie (HttpOnly,
// five minutes), and the verify call spends it — deleted by the statement that reads it, so an
// assertion or attestation can be verified once, and a replayed one finds no challenge.
import { and, eq, gt, lte } from "drizzle-orm";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { securityMessages } from "#contract/security";
import { webauthnChallenges } from "../db/schema";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { randomToken, sha256Hex } from "../security/random";
import { cookiePrefix } from "../sessions/cookie";

const cookieName = "ln_webauthn";
const ttlMs = 5 * 60 * 1000;
type Purpose = "register" | "login";

const cookieOptions = (c: Context<AppEnv>) =>
  ({
    httpOnly: true,
    sameSite: "Strict",
    path: "/api/passkeys",
    prefix: cookiePrefix(c) === "host" ? "secure" : undefined,
  }) as const;

export async function storeChallenge(c: Context<AppEnv>, challenge: string, purpose: Purpose, userId: string | null) {
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
export async function spendChallenge(
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
