// The account's TOTP second factor, mounted at /api/2fa (docs/product.md, "Accounts: the rules"): its state, setting it
// up, turning it on with a first code (answering the recovery codes), and off with the password. The
// sign-in's second step is auth/sign-in.ts's.
import { Hono } from "hono";
import { disableSchema, securityMessages, totpEnableSchema } from "#contract/security";
import { findUserById } from "../accounts/users";
import { refuseWhileImpersonating } from "../admin/access";
import { runAtomically } from "../db/client";
import { sendSecurityNotice } from "../email/security-notices";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError, validationError } from "../http/errors";
import { clientIp } from "../http/rate-limit";
import { valid } from "../http/validate";
import { verifyPassword } from "../security/passwords";
import { requireUser, signedInUser } from "../sessions/middleware";
import { limitSecondStep } from "../two-factor/attempt-limits";
import { secondFactorStatus } from "../two-factor/methods";
import { deleteRecoveryCodes, issueRecoveryCodes } from "../two-factor/recovery-codes";
import { deleteTotp, hasTotp, spendTotpCode, startTotpSetup, totpState } from "../two-factor/totp";

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
      200: "{recoveryCodes, msg}: ten recovery codes, shown once.",
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
      const right = await limitSecondStep(db, user.id, clientIp(c), () =>
        spendTotpCode(db, user.id, c.req.valid("json").code, false),
      );
      if (!right) throw validationError([{ field: "code", message: securityMessages.codeInvalid }]);
      const { codes, statements } = await issueRecoveryCodes(db, user.id);
      await runAtomically(db, [...statements]);
      await sendSecurityNotice(db, c.env, user, { kind: "totp_enabled" });
      c.header("Cache-Control", "no-store");
      return c.json({ recoveryCodes: codes, msg: securityMessages.totpEnabled });
    },
  )

  .post(
    "/disable",
    answers("Turn the authenticator off with the password", {
      200: "{msg}; the recovery codes go with it.",
      400: "A wrong password, or no authenticator on.",
    }),
    requireUser,
    refuseWhileImpersonating,
    valid("json", disableSchema),
    async (c) => {
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
    },
  );
