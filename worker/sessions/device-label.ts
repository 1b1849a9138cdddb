// A readable name for the browser behind a session ("Chrome on macOS") from its User-Agent, for the
// signed-in devices list and the new-sign-in notice. Coarse on purpose: a label, never an identifier.

const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, "Edge"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Windows/, "Windows"],
  [/Linux/, "Linux"],
];

const firstMatch = (agent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(agent))?.[1];

export function deviceLabel(userAgent: string | undefined): string {
  const agent = userAgent ?? "";
  const browser = firstMatch(agent, browsers);
  const system = firstMatch(agent, systems);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "Unknown device");
}
