// The account's TOTP second factor, mounted at /api/2fa (docs/product.md, "Accounts: the rules"): its state, setting it
// up, turning it on with a first code (answering the recovery codes), new recovery codes and turning it
// off — both after a re-check —, and a session's step-up with a second factor. The sign-in's second
// step is auth/sign-in.ts's.
import { type Context, Hono } from "hono";
import { type RecheckInput, recheckSchema, securityMessages, stepUpSchema, totpEnableSchema } from "#contract/security";
import { runAtomically } from "../db/client";
import { sendSecurityNotice } from "../email/security-notices";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError, validationError } from "../http/errors";
import { clientIp, limitEveryAttempt, withinLimits } from "../http/rate-limits";
import { valid } from "../http/validate";
import { listSessions } from "../sessions/sessions";
import { checkSecondStep, codeCounts, recheck, secondFactorStatus } from "../two-factor/second-step";
import {
  deleteRecoveryCodes,
  deleteTotp,
  hasTotp,
  issueRecoveryCodes,
  spendTotpCode,
  startTotpSetup,
  totpState,
} from "../two-factor/totp";
import { refuseWhileImpersonating, requireUser, signedInUser } from "./guards";
import { freshSession } from "./session";

const recheckAnswers = {
  400: "No re-check, both a password and a code, or a wrong one (errors names it).",
  429: "Too many wrong passwords or codes: the answer says how long to wait.",
} as const;

/** The signed-in owner, once the re-check passed and provided the authenticator is on. */
async function recheckedWithTotpOn(c: Context<AppEnv>, input: RecheckInput) {
  const user = signedInUser(c);
  await recheck(c.var.db, c.env, { userId: user.id, address: clientIp(c) }, input);
  if (!(await hasTotp(c.var.db, user.id))) throw apiError(400, securityMessages.notOn);
  return user;
}

export const twoFactorRoutes = new Hono<AppEnv>()
  .get(
    "/",
    answers("The account's second factors", { 200: "SecondFactorStatus (contract/security.ts)." }),
    requireUser,
    refuseWhileImpersonating,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await secondFactorStatus(c.var.db, signedInUser(c).id));
    },
  )

  .post(
    "/totp/setup",
    answers("Start setting up an authenticator app", {
      200: "TotpSetup (contract/security.ts): the secret, its otpauth URL and a QR code; nothing is in force yet.",
      409: "An authenticator is already on.",
    }),
    requireUser,
    refuseWhileImpersonating,
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await startTotpSetup(c.var.db, signedInUser(c), c.env.APP_NAME));
    },
  )

  .post(
    "/totp/enable",
    answers("Turn the authenticator on with a first code", {
      200: "{recoveryCodes, otherSessions, msg}: ten recovery codes, shown once, and how many other sessions are signed in; this browser gets a fresh session that has proved the second factor.",
      400: "No setup started, or a wrong code.",
      409: "The authenticator is already on.",
      429: "Too many wrong codes.",
    }),
    requireUser,
    refuseWhileImpersonating,
    valid("json", totpEnableSchema),
    async (c) => {
      const user = signedInUser(c);
      const db = c.var.db;
      const setup = await totpState(db, user.id);
      if (!setup) throw apiError(400, securityMessages.totpNotSetUp);
      if (setup.enabledAt) throw apiError(409, securityMessages.totpAlreadyOn);
      const right = await withinLimits(c.env, db, codeCounts(user.id, clientIp(c)), () =>
        spendTotpCode(db, user.id, c.req.valid("json").code, false),
      );
      if (!right) throw validationError([{ field: "code", message: securityMessages.codeInvalid }]);
      const { codes, statements } = await issueRecoveryCodes(db, user.id);
      await runAtomically(db, [...statements]);
      // The browser that turned the authenticator on has just proved it. The others, perhaps signed in
      // by whoever the owner is locking out, are counted so the screen can offer to end them.
      const sessions = await listSessions(db, c.env.SESSIONS, user.id, c.var.session?.token);
      await freshSession(c, user.id, { secondFactorAt: Date.now() });
      await sendSecurityNotice(db, c.env, user, { kind: "totp_enabled" });
      c.header("Cache-Control", "no-store");
      return c.json({
        recoveryCodes: codes,
        otherSessions: sessions.filter((session) => !session.current).length,
        msg: securityMessages.totpEnabled,
      });
    },
  )

  .post(
    "/recovery-codes",
    answers("Replace the recovery codes, after a re-check", {
      200: "{recoveryCodes, msg}: ten new recovery codes, shown once; the old ones no longer work.",
      ...recheckAnswers,
    }),
    requireUser,
    refuseWhileImpersonating,
    valid("json", recheckSchema),
    async (c) => {
      const user = await recheckedWithTotpOn(c, c.req.valid("json"));
      const db = c.var.db;
      const { codes, statements } = await issueRecoveryCodes(db, user.id);
      await runAtomically(db, [...statements]);
      await sendSecurityNotice(db, c.env, user, { kind: "recovery_codes_replaced" });
      c.header("Cache-Control", "no-store");
      return c.json({ recoveryCodes: codes, msg: securityMessages.recoveryCodesReplaced });
    },
  )

  .post(
    "/disable",
    answers("Turn the authenticator off, after a re-check", {
      200: "{msg}; the recovery codes go with it.",
      400: "No re-check, a wrong password or code, or no authenticator on.",
      429: recheckAnswers[429],
    }),
    requireUser,
    refuseWhileImpersonating,
    valid("json", recheckSchema),
    async (c) => {
      const user = await recheckedWithTotpOn(c, c.req.valid("json"));
      const db = c.var.db;
      await runAtomically(db, [deleteTotp(db, user.id), deleteRecoveryCodes(db, user.id)]);
      await sendSecurityNotice(db, c.env, user, { kind: "totp_disabled" });
      return c.json({ msg: securityMessages.disabled });
    },
  )

  // A session made without a second factor — before the account had one, or before sessions noted it —
  // proves one here with a code, as the admin area asks while admins require one. A passkey proves it by
  // signing in with it, and a recovery code by a fresh sign-in (auth/sign-in.ts).
  .post(
    "/step-up",
    answers("Prove the second factor in this session with a code from the authenticator", {
      200: "{msg}; this browser gets a fresh session that has proved the second factor.",
      400: "No code, a wrong one, or no authenticator on.",
      429: "Too many attempts from this address, or too many wrong codes for the account.",
    }),
    limitEveryAttempt("secondStepAttempts"),
    requireUser,
    refuseWhileImpersonating,
    valid("json", stepUpSchema),
    async (c) => {
      const user = signedInUser(c);
      if (!(await hasTotp(c.var.db, user.id))) throw apiError(400, securityMessages.notOn);
      await checkSecondStep(c.var.db, c.env, { userId: user.id, address: clientIp(c) }, c.req.valid("json"));
      await freshSession(c, user.id, { secondFactorAt: Date.now() });
      return c.json({ msg: securityMessages.steppedUp });
    },
  );
