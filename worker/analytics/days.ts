// Analytics count by UTC day (YYYY-MM-DD) and, for the admin's platform windows, by UTC hour.

const dayMs = 24 * 60 * 60 * 1000;

export function utcDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** YYYY-MM-DDTHH. */
export function utcHour(at: number): string {
  return new Date(at).toISOString().slice(0, 13);
}

/** The day `days` days after (or, negative, before) the day of `at`. */
export function dayOffset(at: number, days: number): string {
  return utcDay(at + days * dayMs);
}

/** Every day from `from` to `to`, both included, oldest first. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); utcDay(at) <= to; at += dayMs) days.push(utcDay(at));
  return days;
}
