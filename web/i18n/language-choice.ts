// Which language the app speaks on this browser (docs/decisions/057-languages.md): the account's
// choice once signed in, the menu's choice for a guest (kept in ln_language), and with "auto" — the
// default — the first of the browser's languages LinkNest speaks (navigator.languages), English when
// none is. The stored choice also paints the first screen before the session check answers.
import {
  isLocale,
  type Locale,
  negotiateLocale,
  type PageLanguage,
  pageLanguages,
  pseudoLocale,
  type TextLocale,
} from "#contract/i18n/locales";

export const languageStorageKey = "ln_language";

/** The choice this browser keeps; "auto" when none or one that is not ours. */
export function readStoredLanguage(storage?: Storage): PageLanguage {
  try {
    const value = (storage ?? localStorage).getItem(languageStorageKey);
    return (pageLanguages as readonly string[]).includes(value ?? "") ? (value as PageLanguage) : "auto";
  } catch {
    return "auto";
  }
}

export function writeStoredLanguage(language: PageLanguage, storage?: Storage): void {
  try {
    const store = storage ?? localStorage;
    if (language === "auto") store.removeItem(languageStorageKey);
    else store.setItem(languageStorageKey, language);
  } catch {
    // Storage can be unavailable (private mode, quota): the choice holds for this tab only.
  }
}

/** The browser's languages as one Accept-Language list, in its order of preference. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === "undefined") return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

/** The locale a setting means in this browser. */
export function localeOf(language: PageLanguage, languages: readonly string[] = browserLanguages()): Locale {
  if (isLocale(language)) return language;
  // Equal weights: the first listed wins, as the browser ordered them.
  return negotiateLocale(languages.filter((tag) => !tag.includes(",") && !tag.includes(";")).join(","));
}

/** Hosts no deployment answers on: a build served on one of them is a developer's or the tests'. */
const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"]);
/** Where the layout tests ask for the pseudo locale: a key of its own, which no language setting writes. */
export const pseudoLocaleStorageKey = "ln_pseudo_locale";

/**
 * The pseudo locale when this browser asks for it (ln_pseudo_locale = "en-XA") on a loopback host — how
 * the layout tests choose it (docs/decisions/063-pseudo-locale.md) — else null: on a deployed host the
 * key is not read, and no menu offers it.
 */
export function requestedPseudoLocale(storage?: Storage, hostname?: string): typeof pseudoLocale | null {
  try {
    const host = hostname ?? window.location.hostname;
    if (!loopbackHosts.has(host)) return null;
    return (storage ?? localStorage).getItem(pseudoLocaleStorageKey) === pseudoLocale ? pseudoLocale : null;
  } catch {
    return null;
  }
}

/** The locale the app draws its words in for a setting: the pseudo locale when asked for, else the setting's. */
export function textLocaleOf(language: PageLanguage): TextLocale {
  return requestedPseudoLocale() ?? localeOf(language);
}
