// The language settings as requests send them (docs/decisions/057-languages.md): a page's, in the profile
// save and the public API, and the account's, PUT /api/account/language. Anything but "auto" or one of
// the locales is refused with a message naming the choices.
import { z } from "zod";
import { pageLanguages } from "./locales";

export const languageMessages = {
  languageInvalid: `language must be one of ${pageLanguages.join(", ")}.`,
} as const;

export const pageLanguageSchema = z.enum(pageLanguages, { error: languageMessages.languageInvalid });

/**
 * The account's language, PUT /api/account/language: the app's words and the account's mail. The same
 * choices as a page's; "auto" is the browser's languages in the app, and the sign-up's locale in mail.
 */
export const accountLanguageSchema = z.object({ language: pageLanguageSchema });
