// What two-factor sign-in, passkeys and signed-in devices say, and the answers' shapes, apart from the
// input rules (security.ts), so the dashboard can show them without evaluating the validation library.
import { messages } from "./messages";

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
  passkeyNameTooLong: "A passkey name can be at most 60 characters.",
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
