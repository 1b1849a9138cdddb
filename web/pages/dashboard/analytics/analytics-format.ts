// How the Analytics card writes its figures: counts with separators, CTR as a percentage, countries by
// name, dates short.

export { formatNumber as formatCount } from "../../../format/written-forms";

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

export { formatCalendarDay as shortDate } from "../../../format/written-forms";

const deviceNames: Record<string, string> = { mobile: "Mobile", tablet: "Tablet", desktop: "Desktop" };

export function deviceName(device: string): string {
  return deviceNames[device] ?? device;
}

export function sourceName(source: string): string {
  return source === "direct" ? "Direct" : source;
}
