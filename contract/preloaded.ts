// The config the worker embeds in the SPA shell as a JSON data block (the app config of the API reference,
// which may also be preloaded as a global config).
import type { AppConfig } from "./types";

export const preloadedConfigElementId = "ln-config";

/**
 * Marks the module preload of one language's words (web/i18n/catalogs.ts) in a built document: the build
 * names every language's chunk so — the app's words, and in the admin area's document the admin's too — and
 * the worker keeps the reader's alone (worker/spa/shell.ts), so the words arrive with the app's entry rather
 * than one request after it.
 */
export const wordsPreloadAttribute = "data-words";

export type Operator = { name: string; email: string; address: string };
export type PreloadedConfig = AppConfig & {
  operator: Operator;
  /** The public profile the home page shows off (SHOWCASE_USERNAME); null when none is set. */
  showcaseUsername: string | null;
};
