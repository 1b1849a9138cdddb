// The languages LinkNest speaks (docs/decisions/057-languages.md): English is the source, the others are
// translations of its catalog. A public page speaks the language its owner chose, or with "auto" the one
// its visitor's browser asks for (Accept-Language), English when it asks for none of them. Only a code
// of this list is ever echoed back: whatever a request sends is matched against it, never copied. The
// schemas that take a setting are in language-schemas.ts, so the app's entry needs no validation library.
export const locales = ["en", "de", "es", "fr", "pt-BR"] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = "en";

/** Each locale by its own name, as a menu of languages lists it: a reader finds theirs in any language. */
export const localeNames: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  fr: "Français",
  "pt-BR": "Português (Brasil)",
};

/**
 * The pseudo locale (CLDR reserves en-XA for it): English accented and about 40 % longer, built from
 * en.json (vite-plugins/pseudo-locale.ts) so the layout tests find text that is cut or overflows in
 * longer languages. It is no setting and in no menu; the app takes it on a loopback host only
 * (web/i18n/language-choice.ts, docs/decisions/063-pseudo-locale.md).
 */
export const pseudoLocale = "en-XA";
/** A locale the app can draw its words in: one we speak, or the pseudo locale. */
export type TextLocale = Locale | typeof pseudoLocale;

/** The locale a text locale is spoken as, where a setting is saved or sent: the pseudo locale is English. */
export function spokenLocale(locale: TextLocale): Locale {
  return locale === pseudoLocale ? sourceLocale : locale;
}

/** A page's setting: one fixed locale, or "auto", the visitor's. */
export const pageLanguages = ["auto", ...locales] as const;
export type PageLanguage = (typeof pageLanguages)[number];
/** The account's setting (PUT /api/account/language): the same choices as a page's. */
export type AccountLanguage = PageLanguage;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * Longer than any browser sends (Chrome's and Firefox's stay under 200 characters): a header past this is
 * hostile or broken, and reads as asking for nothing.
 */
export const acceptLanguageMax = 1000;
/** At most this many ranges are weighed; the rest of a longer list is ignored. */
const rangesMax = 32;
/** A language range (RFC 4647): letters, then subtags of letters and digits. */
const rangePattern = /^[a-z]{1,8}(?:-[a-z\d]{1,8})*$/i;
const weightPattern = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i;

/** The locale a range names: its own when we speak it exactly, else the one of its language. */
function localeOfRange(range: string): Locale | undefined {
  const lower = range.toLowerCase();
  const exact = locales.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split("-")[0];
  // One locale per language: Portuguese from Portugal reads the Brazilian text rather than English.
  return locales.find((locale) => locale.split("-")[0] === language);
}

/**
 * The locale for an Accept-Language header (RFC 9110, "Accept-Language"): the best-weighted range we speak, the
 * first listed among equals; English for no header, a huge one, or one naming nothing we speak. A range
 * that does not parse (its tag or its weight) is skipped, as are `*` and weights of 0.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header || header.length > acceptLanguageMax) return sourceLocale;
  let best: { locale: Locale; weight: number } | undefined;
  for (const entry of header.split(",").slice(0, rangesMax)) {
    const [range = "", ...parameters] = entry.split(";").map((part) => part.trim());
    if (!rangePattern.test(range)) continue;
    // Accept-Language takes one parameter, the weight; anything else makes the range malformed.
    if (parameters.length > 1) continue;
    const weightMatch = parameters.length === 1 ? weightPattern.exec(parameters[0] ?? "") : null;
    if (parameters.length === 1 && !weightMatch) continue;
    const weight = weightMatch ? Number(weightMatch[1]) : 1;
    const locale = localeOfRange(range);
    if (locale && weight > 0 && (!best || weight > best.weight)) best = { locale, weight };
  }
  return best?.locale ?? sourceLocale;
}

/** The locale a page speaks to this visitor. */
export function pageLocale(language: PageLanguage, acceptLanguage: string | null | undefined): Locale {
  return language === "auto" ? negotiateLocale(acceptLanguage) : language;
}
