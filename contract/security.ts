// Two-factor sign-in, passkeys, signed-in devices and the account's data (docs/product.md, "Accounts: the rules"):
// the inputs' rules, the texts both sides show and the answers' shapes.
import { z } from "zod";
import { changeEmailSchema } from "./account-schemas";
import { messages } from "./messages";

/** A passkey's name, as its owner tells their devices apart. */
export const passkeyNameMax = 60;

export const securityMessages = {
  totpSetUp: "Scan the code with your authenticator app, then enter the 6-digit code it shows.",
  totpNotSetUp: "Start the two-factor setup first.",
  totpAlreadyOn: "Two-factor authentication is already on.",
  totpEnabled: "Two-factor authentication is on. Keep your recovery codes somewhere safe.",
  codeRequired: "Enter the 6-digit code from your authenticator app.",
  codeInvalid: "That code is not right, or it was already used. Wait for a new one and try again.",
  recoveryCodeInvalid: "That recovery code is not right, or it was already used.",
  recoveryCodeFormat: "Enter one of your recovery codes.",
  codeOrRecoveryCode: "Send either a code or a recovery code.",
  disabled: "Two-factor authentication is off.",
  notOn: "Two-factor authentication is not on.",
  wrongPassword: "That password is not right.",
  passwordRequired: "Enter your password to confirm.",
  recheckRequired: "Enter your password, or a code from your authenticator app, to confirm.",
  passwordOrCode: "Send either your password or a code, not both.",
  recoveryCodesReplaced: "New recovery codes are ready. The old ones no longer work.",
  adminStepUp: "Confirm it's you with your second factor to use the admin area.",
  steppedUp: "Second factor confirmed.",
  pendingExpired: "Your sign-in expired or was already completed. Please log in again.",
  passkeyChallengeExpired: "The passkey request expired. Please try again.",
  passkeyNotRecognized: "This passkey is not registered with LinkNest.",
  passkeyFailed: "The passkey could not be verified. Please try again.",
  passkeyAdded: "Passkey added.",
  passkeyRenamed: "Passkey renamed.",
  passkeyRemoved: "Passkey removed.",
  passkeyNotFound: "Passkey not found.",
  passkeyNameRequired: "Give the passkey a name.",
  passkeyNameTooLong: `A passkey name can be at most ${passkeyNameMax} characters.`,
  passkeyResponseInvalid: "The passkey response is missing or malformed.",
  tooManyPasskeys: "An account can have at most 20 passkeys.",
  sessionEnded: "Session ended.",
  sessionNotFound: "Session not found.",
  othersEnded: "Every other session was signed out.",
  adminNeeds2fa: messages.adminNeeds2fa,
  ownSecondFactorFirst: "Set up two-factor authentication for your own account before requiring it for admins.",
} as const;

/** POST /api/2fa/totp/setup's answer. */
export type TotpSetup = { secret: string; otpauthUrl: string; qrSvg: string };

/** What GET /api/2fa answers: which second factors the account has. */
export type SecondFactorStatus = { totp: boolean; passkeys: number; recoveryCodesLeft: number };

export type SecondFactorMethod = "totp" | "passkey";

/** One entry of GET /api/sessions. */
export type SessionSummary = { id: string; createdAt: string; lastSeenAt: string; device: string; current: boolean };

/** One entry of GET /api/passkeys. */
export type PasskeySummary = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

/** A TOTP code: 6 digits, spaces allowed as apps show them ("123 456"). */
export const totpCode = z
  .string({ error: securityMessages.codeRequired })
  .overwrite((value) => value.replace(/\s+/g, ""))
  .regex(/^\d{6}$/, securityMessages.codeRequired);

/** A recovery code as shown: 10 letters and digits, with or without its dash, any case. */
export const recoveryCode = z
  .string({ error: securityMessages.recoveryCodeFormat })
  .overwrite((value) => value.replace(/[\s-]+/g, "").toLowerCase())
  .regex(/^[a-z0-9]{10}$/, securityMessages.recoveryCodeInvalid);

export const totpEnableSchema = z.object({ code: totpCode });

/** POST /api/2fa/step-up: a code from the authenticator. */
export const stepUpSchema = z.object({ code: totpCode });

/** POST /api/login/2fa: a code or a recovery code, not both. */
export const secondStepSchema = z
  .object({ code: totpCode.optional(), recoveryCode: recoveryCode.optional() })
  .refine((input) => (input.code === undefined) !== (input.recoveryCode === undefined), {
    message: securityMessages.codeOrRecoveryCode,
  });

/**
 * A re-check before a change a session alone must not make (turning two-factor off, removing a passkey,
 * deleting the account, new recovery codes): the password, or a code from the authenticator app.
 */
export const recheckFields = {
  password: z
    .string({ error: securityMessages.passwordRequired })
    .min(1, securityMessages.passwordRequired)
    .max(200, securityMessages.wrongPassword)
    .optional(),
  code: totpCode.optional(),
};

/** Not both a password and a code. */
export const oneRecheckAtMost = (input: { password?: string; code?: string }) =>
  input.password === undefined || input.code === undefined;

export const recheckSchema = z
  .object(recheckFields)
  .refine((input) => input.password !== undefined || input.code !== undefined, {
    message: securityMessages.recheckRequired,
    path: ["password"],
  })
  .refine(oneRecheckAtMost, { message: securityMessages.passwordOrCode, path: ["password"] });

/**
 * Changing the e-mail address and adding a passkey: the same re-check, which a session signed in within
 * the last ten minutes may leave out (worker/two-factor/second-step.ts, recheckUnlessSignedInRecently).
 */
export const recentRecheckSchema = z
  .object(recheckFields)
  .refine(oneRecheckAtMost, { message: securityMessages.passwordOrCode, path: ["password"] });

/** POST /api/change-email: the new address, and the re-check (recentRecheckSchema's) besides. */
export const changeEmailRequestSchema = changeEmailSchema
  .extend(recheckFields)
  .refine(oneRecheckAtMost, { message: securityMessages.passwordOrCode, path: ["password"] });

export const passkeyNameSchema = z.object({
  name: z
    .string({ error: securityMessages.passkeyNameRequired })
    .trim()
    .min(1, securityMessages.passkeyNameRequired)
    .max(passkeyNameMax, securityMessages.passkeyNameTooLong),
});

/** The browser's answer to a WebAuthn ceremony, checked for shape here and for meaning by the server library. */
const malformed = { error: securityMessages.passkeyResponseInvalid };
const credentialId = z.string(malformed).min(1, malformed).max(1024, malformed);
export const webauthnResponseSchema = z.object({
  response: z.looseObject(
    {
      id: credentialId,
      rawId: credentialId,
      type: z.literal("public-key", malformed),
      response: z.looseObject({ clientDataJSON: z.string(malformed).max(8192, malformed) }, malformed),
    },
    malformed,
  ),
  name: passkeyNameSchema.shape.name.optional(),
});

export type SecondStepInput = z.infer<typeof secondStepSchema>;
export type RecheckInput = z.infer<typeof recheckSchema>;
