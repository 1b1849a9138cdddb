// The invitation screen's words, in the reader's language (docs/decisions/057-languages.md). Each of the
// API's refusals of an invitation is said here with what to do about it; any other comes as the API
// words it.
import { defineMessages } from "#contract/i18n/define";

export const invitationTexts = defineMessages({
  intro: {
    id: "app.invitation.intro",
    defaultMessage: "You've been invited to help run a page.",
  },
  signedInAs: {
    id: "app.invitation.signedInAs",
    defaultMessage: "You're signed in as {username}. Accept to see the page in your dashboard.",
  },
  accept: { id: "app.invitation.accept", defaultMessage: "Accept invitation" },
  accepting: { id: "app.invitation.accepting", defaultMessage: "Accepting…" },
  accepted: {
    id: "app.invitation.accepted",
    defaultMessage: "You joined the page {page} as {role, select, editor {an editor} other {a viewer}}.",
    description: "{page} is the page's username",
  },
  acceptFailed: { id: "app.invitation.acceptFailed", defaultMessage: "Failed to accept the invitation." },
  signedOut: {
    id: "app.invitation.signedOut",
    defaultMessage:
      "Log in with the email address the invitation was sent to, or sign up with it if you're new here. You'll come back to this invitation once you're signed in.",
  },
  logIn: { id: "app.invitation.logIn", defaultMessage: "Log in" },
  signUp: { id: "app.invitation.signUp", defaultMessage: "Sign up" },
  noToken: {
    id: "app.invitation.noToken",
    defaultMessage: "This address holds no invitation. Open the link from the invitation email again.",
  },
  invalid: {
    id: "app.invitation.invalid",
    defaultMessage:
      "This invitation link is invalid or has already been used. If you haven't joined the page yet, ask its owner to invite you again.",
  },
  expired: {
    id: "app.invitation.expired",
    defaultMessage: "This invitation has expired. Ask the page's owner to invite you again.",
  },
  otherEmail: {
    id: "app.invitation.otherEmail",
    defaultMessage:
      "This invitation was sent to another email address. Sign out, then sign in with that address to accept it.",
  },
  unverified: {
    id: "app.invitation.unverified",
    defaultMessage:
      "Verify your email address before accepting an invitation: open the link in the email we sent you when you signed up, then come back here.",
  },
  signOut: { id: "app.invitation.signOut", defaultMessage: "Sign out" },
  toDashboard: { id: "app.invitation.toDashboard", defaultMessage: "Go to dashboard" },
});
