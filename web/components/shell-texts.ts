// The words of the frame around every screen (web/components/Layout.tsx): the header, the footer and
// its language menu, the skip link. English as docs/product.md has it, word for word.
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
