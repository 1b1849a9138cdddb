// Dates in the reader's language. English is written out by web/format/written-forms.ts without Intl
// (decision 023: the first Intl formatter costs the locale data's load); another language is Intl's
// own, in its locale, as a reader of it expects ("24. November 2026", "24 de noviembre de 2026").
import { spokenLocale, type TextLocale } from "#contract/i18n/locales";
import { formatDateTime, formatLongDay } from "../format/written-forms";

/** A day written out, "November 24, 2026", in the reader's time zone; an unreadable value as it came. */
export function longDayIn(locale: TextLocale, iso: string): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return formatLongDay(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(spoken, { year: "numeric", month: "long", day: "numeric" }).format(date);
}

/** A moment, "Nov 24, 2026, 7:21 PM", in the reader's time zone; an unreadable value as it came. */
export function dateTimeIn(locale: TextLocale, iso: string): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return formatDateTime(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(spoken, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
