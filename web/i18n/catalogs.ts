// The app's words in the reader's language (docs/decisions/057-languages.md): each locale's compiled
// catalog is a chunk of its own, fetched only for the language shown, so a visitor downloads no other
// language's words. The same catalogs as the Worker's (contract/i18n/catalogs/).
import { sourceLocale, type TextLocale } from "#contract/i18n/locales";
import { type CompiledCatalog, makeTranslate, type Translate } from "#contract/i18n/translate";
import { loadRefusals } from "./refusal-words";

type CatalogModule = { default: CompiledCatalog };

const catalogLoaders = {
  en: () => import("virtual:message-catalog/en"),
  de: () => import("virtual:message-catalog/de"),
  es: () => import("virtual:message-catalog/es"),
  fr: () => import("virtual:message-catalog/fr"),
  "pt-BR": () => import("virtual:message-catalog/pt-BR"),
  // Fetched only where language-choice.ts lets the pseudo locale be asked for: the layout tests.
  "en-XA": () => import("virtual:message-catalog/en-XA"),
} satisfies Record<TextLocale, () => Promise<CatalogModule>>;

const loaded = new Map<TextLocale, Promise<Translate>>();

/**
 * The words of `locale`, its catalog fetched on the first ask. Every locale's catalog holds every
 * message (test/structure/message-catalogs.test.ts), so it is its own fallback.
 */
export function loadWords(locale: TextLocale): Promise<Translate> {
  let words = loaded.get(locale);
  if (!words) {
    // Another language needs the table that knows the API's refusals by their English: fetched alongside.
    const refusals = locale === sourceLocale ? undefined : loadRefusals();
    words = Promise.all([catalogLoaders[locale](), refusals]).then(([{ default: catalog }]) =>
      makeTranslate(locale, catalog, catalog),
    );
    // A failed fetch (a deploy replaced the chunk, the network dropped) may be asked for again.
    words.catch(() => loaded.delete(locale));
    loaded.set(locale, words);
  }
  return words;
}
