// What `npm test` reads from each runner's JSON report and prints at the end: a line per suite with
// its tests and how long it ran, then the one line `N passed, N failed` that sums every runner. A
// runner that fails without reporting a failed test, or runs no test, counts as one failure.

export type Counts = { passed: number; failed: number };

export type SuiteResult = Counts & {
  name: string;
  /** Wall-clock time from the runner's start to its exit. */
  ms: number;
  /** The suites that ran at the same time, sharing the machine. */
  alongside: string[];
};

/** Vitest's JSON report (`--reporter=json`). */
export function vitestCounts(report: unknown): Counts | null {
  const r = report as { numPassedTests?: unknown; numFailedTests?: unknown } | null;
  if (typeof r?.numPassedTests !== "number" || typeof r.numFailedTests !== "number") return null;
  return { passed: r.numPassedTests, failed: r.numFailedTests };
}

/** Playwright's JSON report; a test that passed only on a retry is counted as failed. */
export function playwrightCounts(report: unknown): Counts | null {
  const stats = (report as { stats?: { expected?: unknown; unexpected?: unknown; flaky?: unknown } } | null)?.stats;
  if (typeof stats?.expected !== "number" || typeof stats.unexpected !== "number") return null;
  return { passed: stats.expected, failed: stats.unexpected + (typeof stats.flaky === "number" ? stats.flaky : 0) };
}

/** A runner's counts as `npm test` sums them: its report's, or one failure where the report cannot be trusted. */
export function tally(counts: Counts | null, exitCode: number): Counts {
  if (!counts) return { passed: 0, failed: 1 };
  const failed = counts.failed > 0 ? counts.failed : exitCode !== 0 || counts.passed === 0 ? 1 : 0;
  return { passed: counts.passed, failed };
}

export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** The closing lines: the build, one per suite, the whole run, and last the sum of every runner. */
export function summaryLines(buildMs: number, results: SuiteResult[], totalMs: number): string[] {
  const width = Math.max(...["build", "in all", ...results.map((result) => result.name)].map((name) => name.length));
  const label = (name: string) => `${name}:`.padEnd(width + 2);
  const lines = [`${label("build")}${formatDuration(buildMs)}`];
  for (const result of results) {
    const alongside = result.alongside.length > 0 ? ` (alongside ${result.alongside.join(", ")})` : "";
    lines.push(
      `${label(result.name)}${result.passed} passed, ${result.failed} failed in ${formatDuration(result.ms)}${alongside}`,
    );
  }
  lines.push(`${label("in all")}${formatDuration(totalMs)}`);
  const passed = results.reduce((sum, result) => sum + result.passed, 0);
  const failed = results.reduce((sum, result) => sum + result.failed, 0);
  lines.push(`${passed} passed, ${failed} failed`);
  return lines;
}
