// The words of the mail about an account — its address, its password, its sign-up — in every locale
// (docs/decisions/057-languages.md): the account's language, or with "auto" the one it signed up in
// (worker/accounts/language.ts). appName is the product's name; username the account's handle.
import { defineMessages } from "#contract/i18n/define";

export const mailFrameTexts = defineMessages({
  greeting: { id: "mail.greeting", defaultMessage: "Hi {username},", description: "A mail's first line" },
  pasteLink: {
    id: "mail.pasteLink",
    defaultMessage: "Or paste this link into your browser: {link}",
    description: "Under a mail's button, for mail readers that hide it",
  },
});

export const accountMailTexts = defineMessages({
  verifySubject: { id: "mail.verify.subject", defaultMessage: "Verify your email for {appName}" },
  verifyWelcome: { id: "mail.verify.welcome", defaultMessage: "Hi {username}, welcome to {appName}!" },
  verifyBody: {
    id: "mail.verify.body",
    defaultMessage: "Confirm your email address to activate your account. The link works for 24 hours.",
  },
  verifyButton: { id: "mail.verify.button", defaultMessage: "Verify email" },
  verifyIgnore: { id: "mail.verify.ignore", defaultMessage: "If you did not sign up, you can ignore this message." },

  changeSubject: { id: "mail.change.subject", defaultMessage: "Confirm your new email for {appName}" },
  changeBody: {
    id: "mail.change.body",
    defaultMessage: "Confirm that this is the new email address of your account. The link works for 24 hours.",
  },
  changeButton: { id: "mail.change.button", defaultMessage: "Confirm new email" },
  changeIgnore: {
    id: "mail.change.ignore",
    defaultMessage: "If you did not ask for this change, ignore this message; nothing changes.",
  },

  changeNoticeSubject: { id: "mail.changeNotice.subject", defaultMessage: "Your {appName} email is about to change" },
  changeNoticeBody: {
    id: "mail.changeNotice.body",
    defaultMessage:
      "Someone signed in to your account asked to change its email address to {newEmail}. The change happens only when the new address is confirmed.",
  },
  changeNoticeNotYou: {
    id: "mail.changeNotice.notYou",
    defaultMessage: "If this was not you, reset your password now and contact us.",
  },

  resetSubject: { id: "mail.reset.subject", defaultMessage: "Reset your {appName} password" },
  resetBody: {
    id: "mail.reset.body",
    defaultMessage: "Use the link below to choose a new password. It works once, for one hour.",
  },
  resetButton: { id: "mail.reset.button", defaultMessage: "Reset password" },
  resetIgnore: {
    id: "mail.reset.ignore",
    defaultMessage: "If you did not ask for this, ignore this message; your password stays the same.",
  },

  existsSubject: { id: "mail.exists.subject", defaultMessage: "You already have a {appName} account" },
  existsBody: {
    id: "mail.exists.body",
    defaultMessage:
      "Someone just tried to create a {appName} account with this email address. It already belongs to your account, so no new account was made.",
  },
  existsForgot: {
    id: "mail.exists.forgot",
    defaultMessage:
      "If it was you and you have forgotten your password, choose a new one here. The link works once, for one hour.",
  },
  existsNotYou: {
    id: "mail.exists.notYou",
    defaultMessage: "If it was not you, ignore this message; nothing has changed.",
  },

  passwordChangedSubject: { id: "mail.passwordChanged.subject", defaultMessage: "Your {appName} password was changed" },
  passwordChangedBody: {
    id: "mail.passwordChanged.body",
    defaultMessage: "Your password was just changed, every session was signed out and every API token was revoked.",
  },
  passwordChangedNotYou: {
    id: "mail.passwordChanged.notYou",
    defaultMessage: "If this was not you, reset your password at once and contact us.",
  },

  domainEndingSubject: {
    id: "mail.domainEnding.subject",
    defaultMessage: "Your custom domain {hostname} stops on {endsOn}",
    description: "hostname: the owner's domain; endsOn: the day it stops, written out for the language",
  },
  domainEndingBody: {
    id: "mail.domainEnding.body",
    defaultMessage:
      'Your Pro subscription has ended. Your page keeps working at {hostname} until {endsOn}; then the domain is removed and answers "not found".',
  },
  domainEndingRenew: { id: "mail.domainEnding.renew", defaultMessage: "Renew Pro before then to keep it." },
  domainEndingButton: { id: "mail.domainEnding.button", defaultMessage: "Renew Pro" },

  invitationSubject: {
    id: "mail.invitation.subject",
    defaultMessage: "{inviter} invited you to the page {username} on {appName}",
  },
  invitationBody: {
    id: "mail.invitation.body",
    defaultMessage:
      "{inviter} invited you to help run the page {username} as {role, select, editor {an editor: you can change what the page shows and see its analytics and audience} other {a viewer: you can see its settings and analytics}}.",
  },
  invitationAccount: {
    id: "mail.invitation.account",
    defaultMessage:
      "Accept with an account that uses this email address; if you have none yet, sign up with it first. The link works for {days, plural, one {# day} other {# days}}.",
  },
  invitationButton: { id: "mail.invitation.button", defaultMessage: "Accept invitation" },
  invitationIgnore: {
    id: "mail.invitation.ignore",
    defaultMessage: "If you don't know {inviter}, you can ignore this message.",
  },
});
