// Dates and numbers as the app writes them: in English, the app's language, and dates in the reader's
// own time zone. Written out here rather than through Intl: the first Intl formatter a document builds
// loads the browser's locale data — 40 to 110 ms on a desktop, about four times that on a mid-range
// phone — in the middle of the first render of whichever screen shows a date or a count
// (docs/decisions/023-dates-and-numbers-without-intl.md).

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** Keeps "7:21 PM" on one line in a narrow table cell. */
const noBreakSpace = "\u00a0";

function readable(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function shortMonth(month: number): string {
  return (months[month] ?? "").slice(0, 3);
}

function twoDigits(value: number): string {
  return String(value).padStart(2, "0");
}

/** "12,345"; a fraction keeps up to three digits ("1,234.5"), as `toLocaleString` writes it. */
export function formatNumber(value: number): string {
  const [whole = "0", fraction] = Math.abs(value)
    .toFixed(3)
    .replace(/\.?0+$/, "")
    .split(".");
  const digits = whole.replace(/\B(?=(\d{3})+$)/g, ",") + (fraction ? `.${fraction}` : "");
  return value < 0 && digits !== "0" ? `-${digits}` : digits;
}

/** "1 report", "0 reports", "1,234 reports": the number with the noun that agrees with it. */
export function countWithNoun(count: number, noun: { one: string; other: string }): string {
  return `${formatNumber(count)} ${count === 1 ? noun.one : noun.other}`;
}

/** "Nov 24, 2026", in the reader's time zone; an unreadable value is shown as it came. */
export function formatDay(iso: string): string {
  const date = readable(iso);
  return date ? `${shortMonth(date.getMonth())} ${date.getDate()}, ${date.getFullYear()}` : iso;
}

/** "November 24, 2026", in the reader's time zone; an unreadable value is shown as it came. */
export function formatLongDay(iso: string): string {
  const date = readable(iso);
  return date ? `${months[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : iso;
}

/** "Nov 24, 2026, 7:21 PM", in the reader's time zone; an unreadable value is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = readable(iso);
  if (!date) return iso;
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${twoDigits(date.getMinutes())}${noBreakSpace}${hours < 12 ? "AM" : "PM"}`;
  return `${formatDay(iso)}, ${clock}`;
}

/** "Dec 1, 09:00": a moment this year, on the 24-hour clock, in the reader's time zone. */
export function formatMonthDayTime(date: Date): string {
  return `${shortMonth(date.getMonth())} ${date.getDate()}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

/**
 * "Nov 24" for a calendar day written "2026-11-24", whatever the reader's time zone; "Nov 24, 2026"
 * with `withYear` (for days that would be ambiguous without it, as in a range across a new year).
 */
export function formatCalendarDay(day: string, { withYear = false } = {}): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const monthDay = `${shortMonth(Number(match[2]) - 1)} ${Number(match[3])}`;
  return withYear ? `${monthDay}, ${match[1]}` : monthDay;
}

/** "December 2026" for a month written "2026-12", whatever the reader's time zone. */
export function formatMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  return match ? `${months[Number(match[2]) - 1] ?? match[2]} ${match[1]}` : month;
}
