// What `npm test` reads from each runner's JSON report and prints at the end: a line per suite with
// its tests and how long it ran, then the one line `N passed, N failed` that sums every runner. A
// runner that fails without reporting a failed test, or runs no test, counts as one failure.

export type Counts = { passed: number; failed: number };

/** One runner's tests, and when it started and ended (milliseconds since the epoch). */
export type SuiteRun = Counts & { name: string; startedAt: number; endedAt: number };

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

/** The other suites whose run overlapped this one's: they shared the machine with it. */
function ranAlongside(run: SuiteRun, runs: SuiteRun[]): string[] {
  return runs
    .filter((other) => other !== run && other.startedAt < run.endedAt && run.startedAt < other.endedAt)
    .map((other) => other.name);
}

/** The closing lines: the build, one per suite, the whole run, and last the sum of every runner. */
export function summaryLines(buildMs: number, runs: SuiteRun[], totalMs: number): string[] {
  const width = Math.max(...["build", "in all", ...runs.map((run) => run.name)].map((name) => name.length));
  const label = (name: string) => `${name}:`.padEnd(width + 2);
  const lines = [`${label("build")}${formatDuration(buildMs)}`];
  for (const run of runs) {
    const others = ranAlongside(run, runs);
    const alongside = others.length > 0 ? ` (alongside ${others.join(", ")})` : "";
    const duration = formatDuration(run.endedAt - run.startedAt);
    lines.push(`${label(run.name)}${run.passed} passed, ${run.failed} failed in ${duration}${alongside}`);
  }
  lines.push(`${label("in all")}${formatDuration(totalMs)}`);
  const passed = runs.reduce((sum, run) => sum + run.passed, 0);
  const failed = runs.reduce((sum, run) => sum + run.failed, 0);
  lines.push(`${passed} passed, ${failed} failed`);
  return lines;
}
