// TOTP two-factor sign-in (product §7 "Security"): set up, turn on with a first code (answering the
// recovery codes), turn off with the password, and the sign-in's second step.
import { Hono } from "hono";
import { disableSchema, secondStepSchema, securityMessages, totpEnableSchema } from "#contract/security";
import { findUserById } from "../accounts/users";
import { refuseWhileImpersonating } from "../admin/refuse-while-impersonating";
import { runAtomically } from "../db/client";
import { sendSecurityNotice } from "../email/security-notices";
import type { AppEnv } from "../http/app-env";
import { apiError, validationError } from "../http/errors";
import { clientIp, limitEveryAttempt } from "../http/rate-limit";
import { valid } from "../http/validate";
import { verifyPassword } from "../security/passwords";
import { requireUser, signedInUser } from "../sessions/middleware";
import { completeSignIn } from "../sessions/sign-in";
import { limitSecondStep } from "../two-factor/attempt-limits";
import { secondFactorStatus } from "../two-factor/methods";
import { consumePendingSignIn, pendingUserId } from "../two-factor/pending-sign-in";
import {
  deleteRecoveryCodes,
  issueRecoveryCodes,
  recoveryCodesLeft,
  spendRecoveryCode,
} from "../two-factor/recovery-codes";
import { signInableUser } from "../two-factor/sign-in-user";
import { deleteTotp, hasTotp, spendTotpCode, startTotpSetup, totpState } from "../two-factor/totp";

const everySecondStep = limitEveryAttempt((env) => env.TWO_FACTOR_LIMITER);

export const twoFactorRoutes = new Hono<AppEnv>()
  .get("/2fa", requireUser, refuseWhileImpersonating, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await secondFactorStatus(c.var.db, signedInUser(c).id));
  })

  .post("/2fa/totp/setup", requireUser, refuseWhileImpersonating, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await startTotpSetup(c.var.db, signedInUser(c), c.env.APP_NAME));
  })

  .post("/2fa/totp/enable", requireUser, refuseWhileImpersonating, valid("json", totpEnableSchema), async (c) => {
    const user = signedInUser(c);
    const db = c.var.db;
    const setup = await totpState(db, user.id);
    if (!setup) throw apiError(400, securityMessages.totpNotSetUp);
    if (setup.enabledAt) throw apiError(409, securityMessages.totpAlreadyOn);
    const right = await limitSecondStep(db, user.id, clientIp(c), () =>
      spendTotpCode(db, user.id, c.req.valid("json").code, false),
    );
    if (!right) throw validationError([{ field: "code", message: securityMessages.codeInvalid }]);
    const { codes, statements } = await issueRecoveryCodes(db, user.id);
    await runAtomically(db, [...statements]);
    await sendSecurityNotice(db, c.env, user, { kind: "totp_enabled" });
    c.header("Cache-Control", "no-store");
    return c.json({ recoveryCodes: codes, msg: securityMessages.totpEnabled });
  })

  .post("/2fa/disable", requireUser, refuseWhileImpersonating, valid("json", disableSchema), async (c) => {
    const user = signedInUser(c);
    const db = c.var.db;
    const row = await findUserById(db, user.id);
    if (!row || !(await verifyPassword(c.req.valid("json").password, row.passwordHash))) {
      throw validationError([{ field: "password", message: securityMessages.wrongPassword }]);
    }
    if (!(await hasTotp(db, user.id))) throw apiError(400, securityMessages.notOn);
    await runAtomically(db, [deleteTotp(db, user.id), deleteRecoveryCodes(db, user.id)]);
    await sendSecurityNotice(db, c.env, user, { kind: "totp_disabled" });
    return c.json({ msg: securityMessages.disabled });
  })

  .post("/login/2fa", everySecondStep, valid("json", secondStepSchema), async (c) => {
    const db = c.var.db;
    const userId = await pendingUserId(c);
    const { code, recoveryCode } = c.req.valid("json");
    const right = await limitSecondStep(db, userId, clientIp(c), () =>
      code !== undefined ? spendTotpCode(db, userId, code, true) : spendRecoveryCode(db, userId, recoveryCode ?? ""),
    );
    if (!right) {
      if (code !== undefined) throw validationError([{ field: "code", message: securityMessages.codeInvalid }]);
      throw validationError([{ field: "recoveryCode", message: securityMessages.recoveryCodeInvalid }]);
    }
    const user = await signInableUser(db, userId);
    if (!(await consumePendingSignIn(c))) throw apiError(401, securityMessages.pendingExpired);
    const answer = await completeSignIn(c, user);
    if (recoveryCode !== undefined) {
      await sendSecurityNotice(db, c.env, user, {
        kind: "recovery_code_used",
        left: await recoveryCodesLeft(db, userId),
      });
    }
    return c.json(answer);
  });
