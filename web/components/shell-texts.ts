// The words of the frame around every screen (web/components/Layout.tsx): the header, the footer and
// its language menu, the skip link, the toasts, the impersonation banner; and a card's failed read
// (LoadFailure.tsx). English as docs/product.md has it, word for word.
import { defineMessages } from "#contract/i18n/define";

export const shellTexts = defineMessages({
  skipToContent: {
    id: "app.shell.skip",
    defaultMessage: "Skip to content",
    description: "The first link a keyboard reaches",
  },
  accountNavigation: {
    id: "app.shell.accountNavigation",
    defaultMessage: "Account",
    description: "Accessible name of the header's links to log in, sign up or the dashboard",
  },
  admin: { id: "app.shell.admin", defaultMessage: "Admin", description: "Header link to the admin area" },
  dashboard: { id: "app.shell.dashboard", defaultMessage: "Dashboard", description: "Header link" },
  logIn: { id: "app.shell.logIn", defaultMessage: "Log in", description: "Header link" },
  signUp: { id: "app.shell.signUp", defaultMessage: "Sign up", description: "Header button" },
  legalNavigation: {
    id: "app.shell.legalNavigation",
    defaultMessage: "Legal",
    description: "Accessible name of the footer's links to the legal pages",
  },
  terms: { id: "app.shell.terms", defaultMessage: "Terms", description: "Footer link to the terms of service" },
  privacy: { id: "app.shell.privacy", defaultMessage: "Privacy", description: "Footer link to the privacy policy" },
  dataCompliance: { id: "app.shell.dataCompliance", defaultMessage: "Data Compliance", description: "Footer link" },
  copyright: {
    id: "app.shell.copyright",
    defaultMessage: "© {year} {productName}. All rights reserved.",
    description: "The footer's last line; year is a four-digit year, productName the product's name",
  },
  language: {
    id: "app.shell.language",
    defaultMessage: "Language",
    description: "Label of the footer's language menu",
  },
  languageAuto: {
    id: "app.shell.languageAuto",
    defaultMessage: "Browser's language",
    description: "The language menu's first choice: follow the browser's languages",
  },
  languageNotSaved: {
    id: "app.shell.languageNotSaved",
    defaultMessage: "Your language could not be saved. Please try again.",
    description: "Shown when choosing a language failed",
  },
});

export const toastTexts = defineMessages({
  region: {
    id: "app.toast.region",
    defaultMessage: "Notifications",
    description: "Accessible name of the live region the toasts appear in",
  },
  dismiss: {
    id: "app.toast.dismiss",
    defaultMessage: "Dismiss notification",
    description: "Accessible name of a toast's close button (×)",
  },
});

export const impersonationTexts = defineMessages({
  banner: {
    id: "app.impersonation.banner",
    defaultMessage: "Impersonation",
    description: "Accessible name of the banner shown while an admin views the app as another user",
  },
  viewingAs: {
    id: "app.impersonation.viewingAs",
    defaultMessage: "You are viewing {productName} as {username}.",
    description: "Said to the admin; productName is the product's name, username the user's name, in bold",
  },
  anotherUser: {
    id: "app.impersonation.anotherUser",
    defaultMessage: "another user",
    description: "In place of the username while it is not known",
  },
  stop: { id: "app.impersonation.stop", defaultMessage: "Stop Impersonating" },
  stopping: { id: "app.impersonation.stopping", defaultMessage: "Stopping…" },
  stopFailed: {
    id: "app.impersonation.stopFailed",
    defaultMessage: "Failed to stop",
    description: "A toast when stopping failed with no reason given",
  },
});

export const loadFailureTexts = defineMessages({
  tryAgain: { id: "app.loadFailure.tryAgain", defaultMessage: "Try again", description: "Reads a card's data again" },
  tryingAgain: { id: "app.loadFailure.tryingAgain", defaultMessage: "Trying again…" },
});
