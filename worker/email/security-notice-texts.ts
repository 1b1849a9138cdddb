// What each notice of a sensitive change says (docs/product.md, "Accounts: the rules"): the subject and the
// lines the security_notice template puts between its greeting and signature, in the account's locale
// (docs/decisions/057-languages.md). Sent by security-notices.ts.
import { defineMessages } from "#contract/i18n/define";
import type { Translate } from "#contract/i18n/translate";
import { accountMailTexts } from "./account-mail-texts";

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

const words = defineMessages({
  totpEnabledSubject: {
    id: "mail.security.totpEnabledSubject",
    defaultMessage: "Two-factor authentication is on for your {appName} account",
  },
  totpEnabled: {
    id: "mail.security.totpEnabled",
    defaultMessage: "Two-factor authentication with an authenticator app was turned on for your account.",
  },
  totpDisabledSubject: {
    id: "mail.security.totpDisabledSubject",
    defaultMessage: "Two-factor authentication is off for your {appName} account",
  },
  totpDisabled: {
    id: "mail.security.totpDisabled",
    defaultMessage:
      "Two-factor authentication with an authenticator app was turned off, and its recovery codes deleted.",
  },
  recoveryCodeUsedSubject: {
    id: "mail.security.recoveryCodeUsedSubject",
    defaultMessage: "A recovery code was used to sign in to {appName}",
  },
  recoveryCodeUsed: {
    id: "mail.security.recoveryCodeUsed",
    defaultMessage:
      "A recovery code was just used to sign in to your account. {left, plural, one {# unused code is left.} other {# unused codes are left.}}",
    description: "left: how many of the account's recovery codes can still be used",
  },
  recoveryCodesReplacedSubject: {
    id: "mail.security.recoveryCodesReplacedSubject",
    defaultMessage: "New recovery codes for your {appName} account",
  },
  recoveryCodesReplaced: {
    id: "mail.security.recoveryCodesReplaced",
    defaultMessage: "New recovery codes were made for your account. The old ones no longer work.",
  },
  passkeyAddedSubject: {
    id: "mail.security.passkeyAddedSubject",
    defaultMessage: "A passkey was added to your {appName} account",
  },
  passkeyAdded: {
    id: "mail.security.passkeyAdded",
    defaultMessage: 'The passkey "{name}" was added to your account. It can now sign in without a password.',
    description: "name: the name the owner gave the passkey",
  },
  passkeyRemovedSubject: {
    id: "mail.security.passkeyRemovedSubject",
    defaultMessage: "A passkey was removed from your {appName} account",
  },
  passkeyRemoved: {
    id: "mail.security.passkeyRemoved",
    defaultMessage: 'The passkey "{name}" was removed from your account.',
  },
  sessionEndedSubject: {
    id: "mail.security.sessionEndedSubject",
    defaultMessage: "A {appName} session was signed out",
  },
  sessionEnded: {
    id: "mail.security.sessionEnded",
    defaultMessage: "The session on {device} was signed out from your account's Security settings.",
    description: "device: the browser and system, like “Firefox on Linux”",
  },
  otherSessionsEndedSubject: {
    id: "mail.security.otherSessionsEndedSubject",
    defaultMessage: "Your other {appName} sessions were signed out",
  },
  otherSessionsEnded: {
    id: "mail.security.otherSessionsEnded",
    defaultMessage: "Every other session of your account was signed out ({count} listed).",
    description: "count: how many sessions the Security settings listed",
  },
  newSignInSubject: {
    id: "mail.security.newSignInSubject",
    defaultMessage: "New sign-in to your {appName} account",
  },
  newSignIn: {
    id: "mail.security.newSignIn",
    defaultMessage: "Your account was signed in to from a device not seen before: {device}.",
  },
  emailChangedSubject: {
    id: "mail.security.emailChangedSubject",
    defaultMessage: "Your {appName} email was changed",
  },
  emailChanged: {
    id: "mail.security.emailChanged",
    defaultMessage: "The email address of your account was changed to {newEmail}. Mail will go there from now on.",
  },
  emailChangedUndo: {
    id: "mail.security.emailChangedUndo",
    defaultMessage: "If this was not you, undo the change within 7 days: {undoLink}",
  },
  emailChangedUndoing: {
    id: "mail.security.emailChangedUndoing",
    defaultMessage: "Undoing it brings back this address and signs out every session of your account.",
  },
});

/** The notice's subject and its lines in `t`'s language (the mail's greeting and signature are the template's). */
export function describeNotice(
  t: Translate,
  appName: string,
  notice: SecurityNotice,
): { subject: string; lines: string[] } {
  const notYou = t(accountMailTexts.passwordChangedNotYou);
  switch (notice.kind) {
    case "totp_enabled":
      return { subject: t(words.totpEnabledSubject, { appName }), lines: [t(words.totpEnabled), notYou] };
    case "totp_disabled":
      return { subject: t(words.totpDisabledSubject, { appName }), lines: [t(words.totpDisabled), notYou] };
    case "recovery_code_used":
      return {
        subject: t(words.recoveryCodeUsedSubject, { appName }),
        lines: [t(words.recoveryCodeUsed, { left: notice.left }), notYou],
      };
    case "recovery_codes_replaced":
      return {
        subject: t(words.recoveryCodesReplacedSubject, { appName }),
        lines: [t(words.recoveryCodesReplaced), notYou],
      };
    case "passkey_added":
      return {
        subject: t(words.passkeyAddedSubject, { appName }),
        lines: [t(words.passkeyAdded, { name: notice.name }), notYou],
      };
    case "passkey_removed":
      return {
        subject: t(words.passkeyRemovedSubject, { appName }),
        lines: [t(words.passkeyRemoved, { name: notice.name }), notYou],
      };
    case "session_ended":
      return {
        subject: t(words.sessionEndedSubject, { appName }),
        lines: [t(words.sessionEnded, { device: notice.device }), notYou],
      };
    case "other_sessions_ended":
      return {
        subject: t(words.otherSessionsEndedSubject, { appName }),
        lines: [t(words.otherSessionsEnded, { count: notice.count }), notYou],
      };
    case "new_sign_in":
      return {
        subject: t(words.newSignInSubject, { appName }),
        lines: [t(words.newSignIn, { device: notice.device }), notYou],
      };
    case "email_changed":
      return {
        subject: t(words.emailChangedSubject, { appName }),
        lines: [
          t(words.emailChanged, { newEmail: notice.newEmail }),
          // A password reset would now go to the new address: the way back is this link.
          t(words.emailChangedUndo, { undoLink: notice.undoLink }),
          t(words.emailChangedUndoing),
        ],
      };
  }
}
