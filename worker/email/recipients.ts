// Whom a mail about an account goes to, and the locale it is written in (docs/decisions/057-languages.md):
// the account's language, or with "auto" — which in the app means the browser's, and mail has no browser
// to ask — the locale the account signed up in.
import type { AccountLanguage, Locale } from "#contract/i18n/locales";

/** What a mail to an account needs to know of it. */
export type MailRecipient = {
  id: string;
  email: string;
  username: string;
  language: AccountLanguage;
  signupLocale: Locale;
};

/** The locale an account's mail speaks: its chosen one, or with "auto" the one it signed up in. */
export function mailLocaleOf(account: Pick<MailRecipient, "language" | "signupLocale">): Locale {
  return account.language === "auto" ? account.signupLocale : account.language;
}
