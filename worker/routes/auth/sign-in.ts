// Signing in and out (docs/product.md, "Accounts: the rules"), every step in one place: the
// password, the second step it may ask for (a TOTP or recovery code), a passkey alone or as that second
// step, signing out, the session check, and a forgotten password. Flat paths of the product's calls,
// mounted at /api.
import { type Context, Hono } from "hono";
import { emailRequestSchema, loginSchema, resetPasswordSchema, resetTokenSchema } from "#contract/account-schemas";
import { secondStepSchema, securityMessages, webauthnResponseSchema } from "#contract/security";
import {
  authenticate,
  checkResetToken,
  requestPasswordReset,
  resetMessages,
  resetPassword,
} from "../../accounts/passwords";
import { normalizeEmail, type UserRow } from "../../accounts/users";
import { sendSecurityNotice } from "../../email/security-notices";
import { answers, mailNotQueued } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { apiError } from "../../http/errors";
import { clientIp, limitEveryAttempt, withinLimits } from "../../http/rate-limits";
import { valid } from "../../http/validate";
import { authenticationOptions, challengeCookie, relyingParty, verifyAuthentication } from "../../passkeys/ceremonies";
import { destroySession } from "../../sessions/sessions";
import { completeSignIn } from "../../sessions/sign-in";
import {
  checkSecondStep,
  consumePendingSignIn,
  optionalPendingUserId,
  pendingCookie,
  pendingUserId,
  secondFactorMethods,
  signInableUser,
  startPendingSignIn,
} from "../../two-factor/second-step";
import { recoveryCodesLeft } from "../../two-factor/totp";
import {
  clearSessionCookie,
  clearStepCookie,
  readDeviceCookie,
  readStepCookie,
  writeDeviceCookie,
  writeSessionCookie,
  writeStepCookie,
} from "../session";

/**
 * Finishes the sign-in (worker/sessions/sign-in.ts) and hands the browser its session and device cookies;
 * answers what the browser is told.
 */
async function signIn(c: Context<AppEnv>, user: UserRow, { secondFactor }: { secondFactor: boolean }) {
  const { token, deviceId, answer } = await completeSignIn(c.var.db, c.env, user, {
    browser: { userAgent: c.req.header("user-agent"), deviceId: readDeviceCookie(c) },
    ...(c.var.session ? { replacing: c.var.session.token } : {}),
    secondFactor,
  });
  writeSessionCookie(c, token);
  writeDeviceCookie(c, deviceId);
  return answer;
}

/** Spends the browser's pending sign-in, if any, and clears its cookie: true for the one request that spent it. */
async function spendPendingSignIn(c: Context<AppEnv>): Promise<boolean> {
  const token = readStepCookie(c, pendingCookie);
  clearStepCookie(c, pendingCookie);
  return consumePendingSignIn(c.var.db, token);
}

// Ceilings on every attempt from one address, refused ones included, ahead of the finer limits (decision 013).
const everyLoginAttempt = limitEveryAttempt("loginAttempts");
const everySecondStep = limitEveryAttempt("secondStepAttempts");

export const signInRoutes = new Hono<AppEnv>()
  .post(
    "/login",
    answers("Sign in with a username or e-mail and a password", {
      200: "{msg, username, language} with the session cookie; or {twoFactorRequired: true, methods} with a pending cookie when the account has a second factor.",
      401: "Wrong identifier or password.",
      403: "The account is suspended, or its e-mail not verified (then with emailNotVerified: true and the address).",
      429: "Too many attempts from this address, or too many failed ones for the account.",
    }),
    everyLoginAttempt,
    valid("json", loginSchema),
    async (c) => {
      const user = await authenticate(c.var.db, c.env, c.req.valid("json"), clientIp(c));
      // An account with a second factor gets no session yet, only the pending cookie: /login/2fa or a passkey follows.
      const methods = await secondFactorMethods(c.var.db, user.id);
      if (methods.length > 0) {
        writeStepCookie(c, pendingCookie, await startPendingSignIn(c.var.db, user.id));
        return c.json({ twoFactorRequired: true, methods });
      }
      return c.json(await signIn(c, user, { secondFactor: false }));
    },
  )

  .post(
    "/login/2fa",
    answers("The sign-in's second step: a TOTP code or a recovery code", {
      200: "{msg, username, language} with the session cookie; a spent recovery code mails the owner how many are left.",
      400: "Not exactly one of code and recoveryCode, or a wrong one (errors names it).",
      401: "No pending sign-in in this browser, or it expired (five minutes) or was spent.",
      403: "The account was suspended, or its e-mail unverified, since the password was checked.",
      429: "Too many attempts from this address, or too many wrong codes for the account.",
    }),
    everySecondStep,
    valid("json", secondStepSchema),
    async (c) => {
      const db = c.var.db;
      const userId = await pendingUserId(db, readStepCookie(c, pendingCookie));
      const input = c.req.valid("json");
      await checkSecondStep(db, c.env, { userId, address: clientIp(c) }, input);
      const user = await signInableUser(db, c.env, userId);
      if (!(await spendPendingSignIn(c))) throw apiError(401, securityMessages.pendingExpired);
      const answer = await signIn(c, user, { secondFactor: true });
      if (input.recoveryCode !== undefined) {
        await sendSecurityNotice(db, c.env, user, {
          kind: "recovery_code_used",
          left: await recoveryCodesLeft(db, userId),
        });
      }
      return c.json(answer);
    },
  )

  .post(
    "/passkeys/login/options",
    answers("Options to sign in with a passkey", {
      200: "WebAuthn authentication options; with a pending password sign-in, limited to that account's passkeys.",
    }),
    everySecondStep,
    async (c) => {
      c.header("Cache-Control", "no-store");
      const pending = await optionalPendingUserId(c.var.db, readStepCookie(c, pendingCookie));
      const rp = relyingParty(c.env, c.req.url);
      const { options, challengeToken } = await authenticationOptions(c.var.db, rp, pending);
      writeStepCookie(c, challengeCookie, challengeToken);
      return c.json(options);
    },
  )

  .post(
    "/passkeys/login/verify",
    answers("Sign in with a passkey, alone or as the second step", {
      200: "{msg, username, language} with the session cookie.",
      400: "The challenge expired, or the passkey is unknown or its answer does not verify.",
      401: "The account is gone.",
      403: "The account is suspended, or its e-mail not verified.",
    }),
    everySecondStep,
    valid("json", webauthnResponseSchema),
    async (c) => {
      const challengeToken = readStepCookie(c, challengeCookie);
      clearStepCookie(c, challengeCookie);
      const userId = await verifyAuthentication(c.var.db, relyingParty(c.env, c.req.url), {
        challengeToken,
        response: c.req.valid("json").response,
      });
      const user = await signInableUser(c.var.db, c.env, userId);
      // A passkey is a whole sign-in; a pending password sign-in of the same browser is spent with it.
      await spendPendingSignIn(c);
      return c.json(await signIn(c, user, { secondFactor: true }));
    },
  )

  .post("/logout", answers("Sign out", { 200: "{msg}; the session ends and its cookie is cleared." }), async (c) => {
    if (c.var.session) await destroySession(c.env.SESSIONS, c.var.session.token);
    clearSessionCookie(c);
    return c.json({ msg: "Logged out." });
  })

  .get(
    "/auth/me",
    answers("Who is signed in", {
      200: "{authenticated: false}, or {authenticated: true, username, impersonating, isAdmin, language}.",
    }),
    (c) => {
      c.header("Cache-Control", "no-store");
      const { user, session } = c.var;
      if (!user || !session) return c.json({ authenticated: false });
      return c.json({
        authenticated: true,
        username: user.username,
        impersonating: Boolean(session.record.impersonatorId),
        // Only shows or hides the header's Admin link: every admin route checks the role itself.
        isAdmin: user.role === "admin",
        // The app speaks it (contract/i18n/locales.ts); "auto" leaves it to the browser's languages.
        language: user.language,
      });
    },
  )

  .post(
    "/forgot-password",
    answers("Mail a password reset link", {
      200: "{msg}, the same whether or not the address has an account.",
      429: "Too many requests from this address.",
      ...mailNotQueued,
    }),
    valid("json", emailRequestSchema),
    async (c) => {
      await withinLimits(c.env, c.var.db, [{ rule: "mailRequestsByAddress", key: [clientIp(c)] }]);
      await requestPasswordReset(c.var.db, c.env, normalizeEmail(c.req.valid("json").email));
      return c.json({ msg: resetMessages.requested });
    },
  )

  .post(
    "/reset-password/check",
    answers("Check a reset link's token as its page opens, without using it", {
      200: "{msg}: the link can be used.",
      400: "The token is unknown, used or expired.",
    }),
    valid("json", resetTokenSchema),
    async (c) => {
      await checkResetToken(c.var.db, c.req.valid("json").token);
      return c.json({ msg: resetMessages.usable });
    },
  )

  .post(
    "/reset-password",
    answers("Set a new password with a reset link's token", {
      200: "{msg}; every session of the account ends.",
      400: "The token is unknown, used or expired, or the password breaks a rule.",
    }),
    valid("json", resetPasswordSchema),
    async (c) => {
      const { token, password } = c.req.valid("json");
      await resetPassword(c.var.db, c.env, token, password);
      return c.json({ msg: resetMessages.done });
    },
  );
