// Every locale's words on the server (docs/decisions/057-languages.md): the five compiled catalogs are
// in the Worker's bundle, and each locale's translate function is made once per isolate.

import de from "virtual:message-catalog/de";
import en from "virtual:message-catalog/en";
import es from "virtual:message-catalog/es";
import fr from "virtual:message-catalog/fr";
import ptBR from "virtual:message-catalog/pt-BR";
import { type Locale, locales, type PageLanguage, pageLocale } from "#contract/i18n/locales";
import { makeTranslate, type Translate } from "#contract/i18n/translate";

const catalogs = { en, de, es, fr, "pt-BR": ptBR } satisfies Record<Locale, unknown>;

const translations = Object.fromEntries(
  locales.map((locale) => [locale, makeTranslate(locale, catalogs[locale], en)]),
) as Record<Locale, Translate>;

export function translateFor(locale: Locale): Translate {
  return translations[locale];
}

/** The words a visitor reads on a page, and whether they depend on the visitor's Accept-Language. */
export type VisitorWords = { t: Translate; variesByLanguage: boolean };

/**
 * A page's words for this visitor: its owner's fixed language, or with "auto" — and where there is no
 * page to ask, as on the 404 page — the one the visitor's browser asks for.
 */
export function visitorWords(language: PageLanguage | undefined, acceptLanguage: string | undefined): VisitorWords {
  const setting = language ?? "auto";
  return { t: translateFor(pageLocale(setting, acceptLanguage)), variesByLanguage: setting === "auto" };
}
