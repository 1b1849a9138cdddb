// Signup, login, logout, the session check, e-mail verification and password reset (product §7
// "Session and account").
import { Hono } from "hono";
import { z } from "zod";
import {
  accountTexts,
  emailRequestSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
} from "#contract/account-schemas";
import { confirmEmailChange } from "../accounts/email-change";
import { authenticate } from "../accounts/login";
import { requestPasswordReset, resetMessages, resetPassword } from "../accounts/password-reset";
import { signUp } from "../accounts/signup";
import { normalizeEmail } from "../accounts/users";
import { resendVerification, verificationMessages, verifyEmail } from "../accounts/verification";
import type { AppEnv } from "../http/app-env";
import { clientIp, enforceRateLimit, limitEveryAttempt } from "../http/rate-limit";
import { valid } from "../http/validate";
import { clearSessionCookie } from "../sessions/cookie";
import { destroySession } from "../sessions/sessions";
import { completeSignIn } from "../sessions/sign-in";
import { secondFactorMethods } from "../two-factor/methods";
import { startPendingSignIn } from "../two-factor/pending-sign-in";

const tokenQuery = z.object({
  token: z.string({ error: accountTexts.noVerificationToken }).trim().min(1, accountTexts.noVerificationToken).max(256),
});

// Ceilings on every attempt from one address, refused ones included, ahead of the finer limits (decision 013).
const everySignupAttempt = limitEveryAttempt((env) => env.SIGNUP_ATTEMPT_LIMITER);
const everyLoginAttempt = limitEveryAttempt((env) => env.LOGIN_LIMITER);

export const authRoutes = new Hono<AppEnv>()
  .post("/signup", everySignupAttempt, valid("json", signupSchema), async (c) => {
    const address = clientIp(c);
    await signUp(c.var.db, c.env, c.req.valid("json"), {
      // Only accepted signups count toward the address's limit: a refused one costs nothing (product §9).
      admit: () => enforceRateLimit(c.env.SIGNUP_LIMITER, [`ip:${address}`]),
    });
    return c.json({ msg: accountTexts.accountCreated }, 201);
  })

  .post("/login", everyLoginAttempt, valid("json", loginSchema), async (c) => {
    const user = await authenticate(c.var.db, c.req.valid("json"), clientIp(c));
    // An account with a second factor gets no session yet, only the pending cookie (routes/two-factor.ts).
    const methods = await secondFactorMethods(c.var.db, user.id);
    if (methods.length > 0) {
      await startPendingSignIn(c, user.id);
      return c.json({ twoFactorRequired: true, methods });
    }
    return c.json(await completeSignIn(c, user));
  })

  .post("/logout", async (c) => {
    if (c.var.session) await destroySession(c.env.SESSIONS, c.var.session.token);
    clearSessionCookie(c);
    return c.json({ msg: "Logged out." });
  })

  .get("/auth/me", (c) => {
    c.header("Cache-Control", "no-store");
    const { user, session } = c.var;
    if (!user || !session) return c.json({ authenticated: false });
    return c.json({
      authenticated: true,
      username: user.username,
      impersonating: Boolean(session.record.impersonatorId),
      // Only shows or hides the header's Admin link: every admin route checks the role itself.
      isAdmin: user.role === "admin",
    });
  })

  .get("/verify-email", valid("query", tokenQuery), async (c) => {
    return c.json({ msg: await verifyEmail(c.var.db, c.env, c.req.valid("query").token) });
  })

  .get("/verify-email-change", valid("query", tokenQuery), async (c) => {
    return c.json({ msg: await confirmEmailChange(c.var.db, c.env, c.req.valid("query").token) });
  })

  .post("/resend-verification", valid("json", emailRequestSchema), async (c) => {
    // Keyed by the client only: a busy address still gets its answer, and mail-quota.ts caps what is sent.
    await enforceRateLimit(c.env.EMAIL_LIMITER, [`ip:${clientIp(c)}`]);
    await resendVerification(c.var.db, c.env, normalizeEmail(c.req.valid("json").email));
    return c.json({ msg: verificationMessages.resent });
  })

  .post("/forgot-password", valid("json", emailRequestSchema), async (c) => {
    await enforceRateLimit(c.env.EMAIL_LIMITER, [`ip:${clientIp(c)}`]);
    await requestPasswordReset(c.var.db, c.env, normalizeEmail(c.req.valid("json").email));
    return c.json({ msg: resetMessages.requested });
  })

  .post("/reset-password", valid("json", resetPasswordSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    await resetPassword(c.var.db, c.env, token, password);
    return c.json({ msg: resetMessages.done });
  });
