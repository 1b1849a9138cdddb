// What each notice of a sensitive change says (docs/product.md, "Accounts: the rules"): the subject and the lines the
// security_notice template puts between its greeting and signature. Sent by security-notices.ts.

export type SecurityNotice =
  | { kind: "totp_enabled" }
  | { kind: "totp_disabled" }
  | { kind: "recovery_code_used"; left: number }
  | { kind: "recovery_codes_replaced" }
  | { kind: "passkey_added"; name: string }
  | { kind: "passkey_removed"; name: string }
  | { kind: "session_ended"; device: string }
  | { kind: "other_sessions_ended"; count: number }
  | { kind: "new_sign_in"; device: string }
  | { kind: "email_changed"; newEmail: string; undoLink: string };

const notYou = "If this was not you, reset your password at once and contact us.";

/** The notice's subject and its lines (the mail's greeting and signature are the template's). */
export function describeNotice(appName: string, notice: SecurityNotice): { subject: string; lines: string[] } {
  switch (notice.kind) {
    case "totp_enabled":
      return {
        subject: `Two-factor authentication is on for your ${appName} account`,
        lines: ["Two-factor authentication with an authenticator app was turned on for your account.", notYou],
      };
    case "totp_disabled":
      return {
        subject: `Two-factor authentication is off for your ${appName} account`,
        lines: [
          "Two-factor authentication with an authenticator app was turned off, and its recovery codes deleted.",
          notYou,
        ],
      };
    case "recovery_code_used":
      return {
        subject: `A recovery code was used to sign in to ${appName}`,
        lines: [
          `A recovery code was just used to sign in to your account. ${notice.left} unused codes are left.`,
          notYou,
        ],
      };
    case "recovery_codes_replaced":
      return {
        subject: `New recovery codes for your ${appName} account`,
        lines: ["New recovery codes were made for your account. The old ones no longer work.", notYou],
      };
    case "passkey_added":
      return {
        subject: `A passkey was added to your ${appName} account`,
        lines: [
          `The passkey "${notice.name}" was added to your account. It can now sign in without a password.`,
          notYou,
        ],
      };
    case "passkey_removed":
      return {
        subject: `A passkey was removed from your ${appName} account`,
        lines: [`The passkey "${notice.name}" was removed from your account.`, notYou],
      };
    case "session_ended":
      return {
        subject: `A ${appName} session was signed out`,
        lines: [`The session on ${notice.device} was signed out from your account's Security settings.`, notYou],
      };
    case "other_sessions_ended":
      return {
        subject: `Your other ${appName} sessions were signed out`,
        lines: [`Every other session of your account was signed out (${notice.count} listed).`, notYou],
      };
    case "new_sign_in":
      return {
        subject: `New sign-in to your ${appName} account`,
        lines: [`Your account was signed in to from a device not seen before: ${notice.device}.`, notYou],
      };
    case "email_changed":
      return {
        subject: `Your ${appName} email was changed`,
        lines: [
          `The email address of your account was changed to ${notice.newEmail}. Mail will go there from now on.`,
          // A password reset would now go to the new address: the way back is this link.
          `If this was not you, undo the change within 7 days: ${notice.undoLink}`,
          "Undoing it brings back this address and signs out every session of your account.",
        ],
      };
  }
}
