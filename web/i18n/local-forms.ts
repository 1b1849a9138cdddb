// Dates in the reader's language. English is written out by web/format/written-forms.ts without Intl
// (decision 023: the first Intl formatter costs the locale data's load); another language is Intl's
// own, in its locale, as a reader of it expects ("24. November 2026", "24 de noviembre de 2026").
import { spokenLocale, type TextLocale } from "#contract/i18n/locales";
import {
  formatCalendarDay,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatMonth,
  formatNumber,
} from "../format/written-forms";

/** A day written out, "November 24, 2026", in the reader's time zone; an unreadable value as it came. */
export function longDayIn(locale: TextLocale, iso: string): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return formatLongDay(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(spoken, { year: "numeric", month: "long", day: "numeric" }).format(date);
}

/** A day, "Nov 24, 2026", in the reader's time zone; an unreadable value as it came. */
export function dayIn(locale: TextLocale, iso: string): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return formatDay(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(spoken, { dateStyle: "medium" }).format(date);
}

/** A moment, "Nov 24, 2026, 7:21 PM", in the reader's time zone; an unreadable value as it came. */
export function dateTimeIn(locale: TextLocale, iso: string): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return formatDateTime(iso);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(spoken, { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A count with the reader's separators, "1,234" or "1.234". */
export function countIn(locale: TextLocale, value: number): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return formatNumber(value);
  return new Intl.NumberFormat(spoken, { maximumFractionDigits: 3 }).format(value);
}

/** A share as a percentage with at most one decimal, 0.1234 → "12.3%" or "12,3 %". */
export function percentIn(locale: TextLocale, share: number): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return `${(share * 100).toFixed(1).replace(/\.0$/, "")}%`;
  return new Intl.NumberFormat(spoken, { style: "percent", maximumFractionDigits: 1 }).format(share);
}

/**
 * A calendar day written "YYYY-MM-DD" as a short date, "Jan 3" or "3. Jan.", the year only when asked; the
 * day is the one written, whatever the reader's time zone.
 */
export function calendarDayIn(locale: TextLocale, day: string, { withYear = false } = {}): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return formatCalendarDay(day, { withYear });
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  const year = withYear ? ({ year: "numeric" } as const) : {};
  return new Intl.DateTimeFormat(spoken, { month: "short", day: "numeric", timeZone: "UTC", ...year }).format(date);
}

/** A month written "YYYY-MM", "December 2026" or "Dezember 2026", whatever the reader's time zone. */
export function monthIn(locale: TextLocale, month: string): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return formatMonth(month);
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return month;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(spoken, { month: "long", year: "numeric", timeZone: "UTC" }).format(date);
}
