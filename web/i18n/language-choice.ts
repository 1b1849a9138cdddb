// Which language the app speaks on this browser (docs/decisions/057-languages.md): the account's
// choice once signed in, the menu's choice for a guest (kept in ln_language), and with "auto" — the
// default — the first of the browser's languages LinkNest speaks (navigator.languages), English when
// none is. The stored choice also paints the first screen before the session check answers.
import { isLocale, type Locale, negotiateLocale, type PageLanguage, pageLanguages } from "#contract/i18n/locales";

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
