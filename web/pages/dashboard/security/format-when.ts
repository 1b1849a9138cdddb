// Dates on the Security card: short, in the reader's own locale and time zone. One formatter serves
// every date: building one (what `toLocaleString` does on each call) costs far more than formatting.
let formatter: Intl.DateTimeFormat | undefined;

export function formatWhen(iso: string): string {
  formatter ??= new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
  return formatter.format(new Date(iso));
}
