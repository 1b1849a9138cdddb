// The language the API's refusals are shown in (docs/decisions/057-languages.md): where a failure is put
// into words (web/api/client.ts) there is no component to ask, so the words the app is shown in are kept
// here (I18nProvider keeps them current). The table that knows the refusals (refusals.ts) is fetched with
// another language's catalog (catalogs.ts); for English, the refusals read as the API sends them.
import { sourceLocale } from "#contract/i18n/locales";
import type { Translate } from "#contract/i18n/translate";

type RefusalTable = typeof import("./refusals");

let readersWords: Translate | undefined;
let table: RefusalTable | undefined;
let fetching: Promise<void> | undefined;

/** Fetches the refusals' table once; a failed fetch may be asked for again. */
export function loadRefusals(): Promise<void> {
  fetching ??= import("./refusals").then(
    (loaded) => {
      table = loaded;
    },
    (error: unknown) => {
      fetching = undefined;
      throw error;
    },
  );
  return fetching;
}

/** The words the app is shown in now; none once no words are shown (the refusals then read as they came). */
export function showRefusalsIn(t: Translate | undefined): void {
  readersWords = t;
  // Already on its way with the catalog; asked for here too should the words come from elsewhere.
  if (t && t.locale !== sourceLocale) loadRefusals().catch(() => {});
}

/**
 * A refusal, or what a success says (decision 068), in the language the app speaks now; as it came for
 * English, or before the table has arrived.
 */
export function refusalInReadersWords(english: string): string {
  return readersWords && table ? table.refusalIn(readersWords, english) : english;
}

/**
 * A refusal in the words a component is drawn in, its `t`: what refusalInReadersWords says, but right in the
 * render that first draws a new language (the words shown are only noted after it). The table comes with any
 * catalog but English's, so it is here whenever `t` speaks another language.
 */
export function refusalInWords(t: Translate, english: string): string {
  return table ? table.refusalIn(t, english) : english;
}
