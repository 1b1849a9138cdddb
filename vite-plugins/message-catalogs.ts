// The catalogs' compile step (docs/decisions/057-languages.md): `import catalog from
// "virtual:message-catalog/de"` gives the German catalog with every message already parsed into
// intl-messageformat's syntax tree, so the runtime formats without a parser (vite.config.ts points the
// parser's import at its no-parser build). The Worker's is the whole catalog; the browser's is one area of
// it, the app's words, with "…/de/admin" and "…/de/refusals" the others (`wordsAreaOf`). The source catalog,
// en.json, is formatjs's extracted form ({id: {defaultMessage, description}}); a translation is plain ICU
// JSON ({id: message}). The pseudo locale's, "virtual:message-catalog/en-XA", is made from the source
// (./pseudo-locale.ts).
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";
import { isLocale, pseudoLocale, sourceLocale } from "#contract/i18n/locales";
import { pseudoMessage } from "./pseudo-locale.ts";

export const catalogModulePrefix = "virtual:message-catalog/";
export const catalogsDir = fileURLToPath(new URL("../contract/i18n/catalogs/", import.meta.url));

type SourceEntry = { defaultMessage: string; description?: string };

/** A catalog's messages as text, by id: the source's from its extracted form. */
export function catalogTexts(locale: string): Record<string, string> {
  const file = JSON.parse(readFileSync(`${catalogsDir}${locale}.json`, "utf8")) as Record<string, unknown>;
  if (locale !== sourceLocale) return file as Record<string, string>;
  return Object.fromEntries(Object.entries(file).map(([id, entry]) => [id, (entry as SourceEntry).defaultMessage]));
}

export function compileCatalog(locale: string): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(catalogTexts(locale)).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`${locale}.json: the message ${id} is not valid ICU MessageFormat`, { cause: error });
      }
    }),
  );
}

/** The parts of a locale's words the browser fetches apart: `virtual:message-catalog/<locale>/<area>`. */
export const wordsAreas = ["app", "admin", "refusals"] as const;
export type WordsArea = (typeof wordsAreas)[number];

/**
 * Which part of a locale's words a message is fetched with (docs/decisions/057-languages.md), by its id:
 * - "worker": mail (ids "mail.") and what only API clients read (ids "api."), which the Worker alone writes;
 *   the browser never fetches them.
 * - "admin": the admin area's words (ids "app.admin."), which come with the admin's code (web/route-pages.ts).
 * - "refusals": the words of the refusals' table (web/i18n/refusals.ts) — refusals ("app.refusal."), what a
 *   success says ("app.success."), an import's notes ("app.note.") and the parts a message is composed of
 *   ("app.part."). Only that table looks them up, for a reader of another language than English: they come
 *   with it (web/i18n/catalogs.ts), and an English reader never fetches them.
 * - "app": everything else the browser shows, on every screen.
 * A new message goes in the area its id's prefix names; a message the table looks up takes one of its prefixes
 * (test/structure/message-catalogs.test.ts holds each area's messages to the files that say them).
 */
export function wordsAreaOf(id: string): "worker" | WordsArea {
  if (/^(?:mail|api)\./.test(id)) return "worker";
  if (id.startsWith("app.admin.")) return "admin";
  if (/^app\.(?:refusal|success|note|part)\./.test(id)) return "refusals";
  return "app";
}

const isWordsArea = (area: string): area is WordsArea => (wordsAreas as readonly string[]).includes(area);

/** The messages of a catalog in one area. */
export function wordsOf(catalog: Record<string, MessageFormatElement[]>, area: WordsArea) {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => wordsAreaOf(id) === area));
}

/** The pseudo locale's catalog: the source's messages, each made longer and accented. */
export function compilePseudoCatalog(): Record<string, MessageFormatElement[]> {
  return Object.fromEntries(
    Object.entries(compileCatalog(sourceLocale)).map(([id, elements]) => [id, pseudoMessage(elements)]),
  );
}

export function messageCatalogs(): Plugin {
  return {
    name: "linknest:message-catalogs",
    resolveId(id) {
      return id.startsWith(catalogModulePrefix) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${catalogModulePrefix}`)) return undefined;
      // "de" is the locale's app words, "de/admin" and "de/refusals" its other areas.
      const [locale = "", area = "app"] = id.slice(catalogModulePrefix.length + 1).split("/");
      if (!isWordsArea(area)) throw new Error(`No area ${area} of a catalog`);
      if (locale !== pseudoLocale && !isLocale(locale)) throw new Error(`No catalog for ${locale}`);
      this.addWatchFile(`${catalogsDir}${locale === pseudoLocale ? sourceLocale : locale}.json`);
      const catalog = locale === pseudoLocale ? compilePseudoCatalog() : compileCatalog(locale);
      // The Worker's catalogs are whole (worker/i18n/translations.ts). The browser fetches each area apart, so a
      // screen downloads only the words it may show: no mail, no admin's words outside the admin area, no
      // refusals' words for an English reader.
      const words = this.environment?.name === "client" ? wordsOf(catalog, area) : catalog;
      return `export default ${JSON.stringify(words)};`;
    },
  };
}

/**
 * The file of a chunk of the client's build: a catalog's area is named after its locale and area
 * ("de-admin-….js", "de-refusals-….js") rather than the area alone, every other chunk after its name as Vite's
 * default does.
 */
export function chunkFileName(chunk: { name: string; facadeModuleId: string | null }): string {
  const catalog = chunk.facadeModuleId?.startsWith(`\0${catalogModulePrefix}`)
    ? chunk.facadeModuleId.slice(catalogModulePrefix.length + 1).replace("/", "-")
    : undefined;
  return `assets/${catalog ?? "[name]"}-[hash].js`;
}

/**
 * intl-messageformat imports the parser for messages given as text; ours come parsed, so the builds
 * take its no-parser entry instead (about 7 KB less, gzipped).
 */
export const withoutMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
};
