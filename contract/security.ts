// Two-factor sign-in, passkeys, signed-in devices and the account's data (product §7 "Security"):
// the answers' shapes, the inputs' rules and the texts both sides show. zod's light build, like the
// account schemas: the login screen's second step carries these rules.
import * as z from "zod/mini";
import "./account-schemas";
import { securityMessages } from "./security-texts";

export {
  type PasskeySummary,
  type SecondFactorMethod,
  type SecondFactorStatus,
  type SessionSummary,
  securityMessages,
  type TotpSetup,
} from "./security-texts";

const totpCode = z.string({ error: securityMessages.codeRequired }).check(
  z.overwrite((value) => value.replace(/\s+/g, "")),
  z.regex(/^\d{6}$/, securityMessages.codeRequired),
);

/** A recovery code as shown: 10 letters and digits, with or without its dash, any case. */
const recoveryCode = z.string({ error: securityMessages.recoveryCodeFormat }).check(
  z.overwrite((value) => value.replace(/[\s-]+/g, "").toLowerCase()),
  z.regex(/^[a-z0-9]{10}$/, securityMessages.recoveryCodeInvalid),
);

export const totpEnableSchema = z.object({ code: totpCode });

/** POST /api/2fa/step-up: a code from the authenticator. */
export const stepUpSchema = z.object({ code: totpCode });

/** POST /api/login/2fa: a code or a recovery code, not both. */
export const secondStepSchema = z.object({ code: z.optional(totpCode), recoveryCode: z.optional(recoveryCode) }).check(
  z.refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), {
    message: securityMessages.codeOrRecoveryCode,
  }),
);

/**
 * A re-check before a change a session alone must not make (turning two-factor off, removing a passkey,
 * deleting the account, new recovery codes): the password, or a code from the authenticator app.
 */
export const recheckSchema = z
  .object({
    password: z.optional(
      z
        .string({ error: securityMessages.passwordRequired })
        .check(z.minLength(1, securityMessages.passwordRequired), z.maxLength(200, securityMessages.wrongPassword)),
    ),
    code: z.optional(totpCode),
  })
  .check(
    z.refine((input) => input.password !== undefined || input.code !== undefined, {
      message: securityMessages.recheckRequired,
      path: ["password"],
    }),
    z.refine((input) => input.password === undefined || input.code === undefined, {
      message: securityMessages.passwordOrCode,
      path: ["password"],
    }),
  );

export const passkeyNameSchema = z.object({
  name: z
    .string({ error: securityMessages.passkeyNameRequired })
    .check(
      z.trim(),
      z.minLength(1, securityMessages.passkeyNameRequired),
      z.maxLength(60, securityMessages.passkeyNameTooLong),
    ),
});

/** The browser's answer to a WebAuthn ceremony, checked for shape here and for meaning by the server library. */
const malformed = { error: securityMessages.passkeyResponseInvalid };
const credentialId = z.string(malformed).check(z.minLength(1, malformed), z.maxLength(1024, malformed));
export const webauthnResponseSchema = z.object({
  response: z.looseObject(
    {
      id: credentialId,
      rawId: credentialId,
      type: z.literal("public-key", malformed),
      response: z.looseObject({ clientDataJSON: z.string(malformed).check(z.maxLength(8192, malformed)) }, malformed),
    },
    malformed,
  ),
  name: z.optional(passkeyNameSchema.shape.name),
});

export type SecondStepInput = z.infer<typeof secondStepSchema>;
export type RecheckInput = z.infer<typeof recheckSchema>;
