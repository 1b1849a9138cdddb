// Turning a message descriptor into words of one locale: the locale's compiled catalog, English where a
// translation is missing (the catalog test keeps that from shipping), formatted by intl-messageformat
// with the runtime's Intl (plurals, numbers). A format is built once per message and locale; a message
// that is only words (most are) is those words, without building one: a format resolves its locale
// and formatters as it is made, which a screen's first render paid for each of its messages.
import { type MessageFormatElement, TYPE } from "@formatjs/icu-messageformat-parser";
import { IntlMessageFormat } from "intl-messageformat";
import type { MessageDescriptor } from "./define";
import type { TextLocale } from "./locales";

export type CompiledCatalog = Record<string, MessageFormatElement[]>;
export type MessageValues = Record<string, string | number>;

/** The words of one locale: `t(message, values)`. */
export type Translate = ((message: MessageDescriptor, values?: MessageValues) => string) & { locale: TextLocale };

export function makeTranslate(locale: TextLocale, catalog: CompiledCatalog, source: CompiledCatalog): Translate {
  const formats = new Map<string, IntlMessageFormat | string>();
  const t = (message: MessageDescriptor, values?: MessageValues): string => {
    let format = formats.get(message.id);
    if (format === undefined) {
      const parsed = catalog[message.id] ?? source[message.id];
      if (!parsed) throw new Error(`The message ${message.id} is in no catalog: run npm run i18n:extract.`);
      format = wordsOnly(parsed) ?? new IntlMessageFormat(parsed, locale);
      formats.set(message.id, format);
    }
    return typeof format === "string" ? format : String(format.format(values));
  };
  return Object.assign(t, { locale });
}

/** The words of a message with no placeholder, plural or tag in it; null for any other. */
function wordsOnly(parsed: MessageFormatElement[]): string | null {
  let words = "";
  for (const element of parsed) {
    if (element.type !== TYPE.literal) return null;
    words += element.value;
  }
  return words;
}
