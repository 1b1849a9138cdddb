// What the server noted about a page it read (its preview's warnings) in the reader's words: the API words
// them in English (contract/page-import.ts), and like a refusal (web/i18n/refusals.ts) each is known by
// that English; a note not known shows as it came, and an English reader reads them as they came.

import { sourceLocale } from "#contract/i18n/locales";
import type { Translate } from "#contract/i18n/translate";
import { limits } from "#contract/limits";
import { pageImportMessages } from "#contract/page-import";
import { refusalInReadersWords } from "../../../i18n/refusal-words";
import { importNoteTexts as texts } from "./page-import-texts";

/** `itemLeftOut`'s English: the title in curly quotes, the address in brackets when there is one, the reason. */
const itemLeftOut = /^Left out “(.*?)”(?: \((.*?)\))?: (.+)$/s;

/** A preview's note in `t`'s language; why something is refused there reads as the refusal it is. */
export function importNoteIn(t: Translate, note: string): string {
  if (t.locale === sourceLocale) return note;
  if (note === pageImportMessages.readGenerically) return t(texts.readGenerically);
  if (note === pageImportMessages.avatarLeftOut) return t(texts.avatarLeftOut);
  if (note === pageImportMessages.bioShortened) return t(texts.bioShortened, { max: limits.bioMax });
  const bioPrefix = `${pageImportMessages.bioLeftOut} `;
  if (note.startsWith(bioPrefix)) {
    return t(texts.bioLeftOut, { reason: refusalInReadersWords(note.slice(bioPrefix.length)) });
  }
  const item = itemLeftOut.exec(note);
  if (!item) return note;
  const [, title = "", url, reason = ""] = item;
  const why = refusalInReadersWords(reason);
  return url === undefined
    ? t(texts.itemLeftOutNoUrl, { title, reason: why })
    : t(texts.itemLeftOut, { title, url, reason: why });
}
