// The app's dates and numbers, written without Intl, read as Intl's English (en-US) writes them.
import { describe, expect, it } from "vitest";
import {
  formatCalendarDay,
  formatDateTime,
  formatDay,
  formatLongDay,
  formatMonthDayTime,
  formatNumber,
} from "../../web/format/written-forms";

/** Intl puts a narrow or plain no-break space before AM/PM depending on its data; both read as one. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const moments = [
  new Date(2026, 0, 1, 0, 0),
  new Date(2026, 10, 24, 19, 21),
  new Date(2025, 1, 28, 12, 5),
  new Date(2024, 6, 4, 9, 59),
  new Date(1999, 11, 31, 23, 59),
];

describe("dates and numbers as the app writes them", () => {
  it("writes a date and time as en-US medium date and short time, in the reader's time zone", () => {
    const english = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
    for (const moment of moments) {
      expect(spaces(formatDateTime(moment.toISOString()))).toBe(spaces(english.format(moment)));
    }
    expect(formatDateTime(new Date(2026, 10, 24, 19, 21).toISOString())).toBe("Nov 24, 2026, 7:21\u00a0PM");
  });

  it("writes days short and long as en-US does", () => {
    const medium = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
    const long = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric" });
    for (const moment of moments) {
      expect(formatDay(moment.toISOString())).toBe(medium.format(moment));
      expect(formatLongDay(moment.toISOString())).toBe(long.format(moment));
    }
  });

  it("writes a scheduled start as month, day and the 24-hour clock", () => {
    const english = new Intl.DateTimeFormat("en-US", {
      month: "short",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    for (const moment of moments) expect(formatMonthDayTime(moment)).toBe(english.format(moment));
    expect(formatMonthDayTime(new Date(2026, 11, 1, 9, 0))).toBe("Dec 1, 09:00");
  });

  it("writes a calendar day as month and day whatever the reader's time zone", () => {
    expect(formatCalendarDay("2026-11-24")).toBe("Nov 24");
    expect(formatCalendarDay("2026-01-01")).toBe("Jan 1");
    expect(formatCalendarDay("2026-12-31")).toBe("Dec 31");
    expect(formatCalendarDay("not a day")).toBe("not a day");
  });

  it("shows an unreadable date as it came", () => {
    expect(formatDateTime("soon")).toBe("soon");
    expect(formatDay("")).toBe("");
    expect(formatLongDay("2026-13-45")).toBe("2026-13-45");
  });

  it("groups thousands and keeps up to three decimals, as toLocaleString does in English", () => {
    const english = new Intl.NumberFormat("en-US");
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 1000000000, -1234, 12.5, 1234.5678, 0.25, -0.5, 99.9999]) {
      expect(formatNumber(value)).toBe(english.format(value));
    }
  });
});
