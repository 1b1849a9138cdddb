// The catalogs' compile step (docs/decisions/057-languages.md): `import catalog from
// "virtual:message-catalog/de"` gives the German catalog with every message already parsed into
// intl-messageformat's syntax tree, so the runtime formats without a parser (vite.config.ts points the
// parser's import at its no-parser build). The source catalog, en.json, is formatjs's extracted form
// ({id: {defaultMessage, description}}); a translation is plain ICU JSON ({id: message}). The pseudo
// locale's, "virtual:message-catalog/en-XA", is made from the source (./pseudo-locale.ts).
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

/**
 * Mail (worker/email/, ids "mail.") and what only API clients read (the public API's, ids "api.") are
 * written by the Worker only.
 */
function withoutWorkerWords(catalog: Record<string, MessageFormatElement[]>) {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => !/^(?:mail|api)\./.test(id)));
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
      const locale = id.slice(catalogModulePrefix.length + 1);
      if (locale === pseudoLocale) {
        this.addWatchFile(`${catalogsDir}${sourceLocale}.json`);
        return `export default ${JSON.stringify(withoutWorkerWords(compilePseudoCatalog()))};`;
      }
      if (!isLocale(locale)) throw new Error(`No catalog for ${locale}`);
      this.addWatchFile(`${catalogsDir}${locale}.json`);
      const catalog = compileCatalog(locale);
      // The browser's catalogs leave out the words only the Worker writes (the mail's are about 2 KB of
      // each locale's chunk, gzipped).
      const words = this.environment?.name === "client" ? withoutWorkerWords(catalog) : catalog;
      return `export default ${JSON.stringify(words)};`;
    },
  };
}

/**
 * intl-messageformat imports the parser for messages given as text; ours come parsed, so the builds
 * take its no-parser entry instead (about 7 KB less, gzipped).
 */
export const withoutMessageParser = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: "@formatjs/icu-messageformat-parser/no-parser.js",
};
