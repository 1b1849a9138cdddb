// How the Analytics card writes its figures: counts with separators, CTR as a percentage, countries by
// name, dates short.

const counts = new Intl.NumberFormat("en-US");

export function formatCount(n: number): string {
  return counts.format(n);
}

/** 0.1234 → "12.3%". */
export function formatCtr(ctr: number): string {
  return `${(ctr * 100).toFixed(1).replace(/\.0$/, "")}%`;
}

let regionNames: Intl.DisplayNames | undefined;

/** "DE" → "Germany"; XX (unknown) and codes the browser cannot name stay readable. */
export function countryName(code: string): string {
  if (code === "XX") return "Unknown";
  try {
    regionNames ??= new Intl.DisplayNames(["en"], { type: "region" });
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** "2026-11-24" → "Nov 24". */
export function shortDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
}

const deviceNames: Record<string, string> = { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" };

export function deviceName(device: string): string {
  return deviceNames[device] ?? device;
}

export function sourceName(source: string): string {
  return source === "direct" ? "Direct" : source;
}
