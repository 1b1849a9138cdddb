// The app's words in the reader's language (docs/decisions/057-languages.md): each locale's compiled
// catalog comes in chunks of their own, fetched only for the language shown, so a visitor downloads no other
// language's words — and of that language only the areas the screen may show (vite-plugins/message-catalogs.ts,
// `wordsAreaOf`): the app's words on every screen; the admin's with the admin area's code (web/route-pages.ts);
// the refusals' table's with the table, for another language than English. The same catalogs as the Worker's
// (contract/i18n/catalogs/).
import type { TextLocale } from "#contract/i18n/locales";
import { type CompiledCatalog, makeTranslate, type Translate } from "#contract/i18n/translate";
import { loadRefusals } from "./refusal-words";

type CatalogModule = { default: CompiledCatalog };
type Loaders<L extends string> = Record<L, () => Promise<CatalogModule>>;

// The pseudo locale's are fetched only where language-choice.ts lets it be asked for: the layout tests.
const appWords = {
  en: () => import("virtual:message-catalog/en"),
  de: () => import("virtual:message-catalog/de"),
  es: () => import("virtual:message-catalog/es"),
  fr: () => import("virtual:message-catalog/fr"),
  "pt-BR": () => import("virtual:message-catalog/pt-BR"),
  "en-XA": () => import("virtual:message-catalog/en-XA"),
} satisfies Loaders<TextLocale>;

const adminWords = {
  en: () => import("virtual:message-catalog/en/admin"),
  de: () => import("virtual:message-catalog/de/admin"),
  es: () => import("virtual:message-catalog/es/admin"),
  fr: () => import("virtual:message-catalog/fr/admin"),
  "pt-BR": () => import("virtual:message-catalog/pt-BR/admin"),
  "en-XA": () => import("virtual:message-catalog/en-XA/admin"),
} satisfies Loaders<TextLocale>;

/** None for English, the source: its refusals read as the API sends them (refusal-words.ts). */
const refusalWords = {
  de: () => import("virtual:message-catalog/de/refusals"),
  es: () => import("virtual:message-catalog/es/refusals"),
  fr: () => import("virtual:message-catalog/fr/refusals"),
  "pt-BR": () => import("virtual:message-catalog/pt-BR/refusals"),
  "en-XA": () => import("virtual:message-catalog/en-XA/refusals"),
} satisfies Loaders<Exclude<TextLocale, "en">>;

/** The areas of words a page fetches with its code (web/components/lazy-page.tsx, `words`). */
export type PageWordsArea = "admin";
const pageWords: Record<PageWordsArea, Loaders<TextLocale>> = { admin: adminWords };

/**
 * Each locale's words are one catalog, which every area's words join as they arrive: the locale's translate
 * looks a message up when it is first said, so a page's words fetched later are found by the same `t`.
 */
const catalogs = new Map<TextLocale, CompiledCatalog>();
const joining = new Map<string, Promise<void>>();

function catalogOf(locale: TextLocale): CompiledCatalog {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = {};
    catalogs.set(locale, catalog);
  }
  return catalog;
}

function join(locale: TextLocale, area: string, load: () => Promise<CatalogModule>): Promise<void> {
  const key = `${locale}/${area}`;
  let joined = joining.get(key);
  if (!joined) {
    joined = load().then(({ default: words }) => {
      Object.assign(catalogOf(locale), words);
    });
    // A failed fetch (a deploy replaced the chunk, the network dropped) may be asked for again.
    joined.catch(() => joining.delete(key));
    joining.set(key, joined);
  }
  return joined;
}

const loaded = new Map<TextLocale, Promise<Translate>>();
/** The areas a page already fetched has asked for: another language's words come with them too. */
const pagesAreas = new Set<PageWordsArea>();

/**
 * The words of `locale`, fetched on the first ask: the app's; another language's with the refusals' table and its
 * words; and the areas of the pages fetched so far. Every locale's catalog holds every message
 * (test/structure/message-catalogs.test.ts), so it is its own fallback.
 */
export function loadWords(locale: TextLocale): Promise<Translate> {
  let words = loaded.get(locale);
  if (!words) {
    const refusals = locale === "en" ? [] : [loadRefusals(), join(locale, "refusals", refusalWords[locale])];
    const areas = [...pagesAreas].map((area) => join(locale, area, pageWords[area][locale]));
    words = Promise.all([join(locale, "app", appWords[locale]), ...refusals, ...areas]).then(() =>
      makeTranslate(locale, catalogOf(locale), catalogOf(locale)),
    );
    words.catch(() => loaded.delete(locale));
    loaded.set(locale, words);
  }
  return words;
}

/**
 * A page's own words (the admin area's), fetched with its code: in every language whose words are fetched or on
 * their way — the one shown among them —, and in any asked for later.
 */
export function loadPageWords(area: PageWordsArea): Promise<void> {
  pagesAreas.add(area);
  return Promise.all([...loaded.keys()].map((locale) => join(locale, area, pageWords[area][locale]))).then(
    () => undefined,
  );
}
