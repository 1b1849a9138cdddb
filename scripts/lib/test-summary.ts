// What `npm test` reads from each runner's JSON report and prints at the end: a line per suite with
// its tests and how long it ran, then the one line `N passed, N failed` that sums every runner. A
// runner that fails without reporting a failed test, or runs no test, counts as one failure.

export type Counts = { passed: number; failed: number };

/** One runner's tests, the names of those that failed, and when it started and ended (ms since the epoch). */
export type SuiteRun = Counts & { name: string; failures: string[]; startedAt: number; endedAt: number };

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

/** The failed tests in Vitest's JSON report, each as "file › its full name". */
export function vitestFailures(report: unknown): string[] {
  type Result = { name?: string; assertionResults?: { status?: string; fullName?: string }[] };
  const results = (report as { testResults?: Result[] } | null)?.testResults ?? [];
  return results.flatMap((file) => {
    const where = (file.name ?? "").replace(/^.*?\/(test\/)/, "$1");
    const failed = (file.assertionResults ?? []).filter((test) => test.status === "failed");
    // A file that failed to load reports no test: name the file itself.
    if (failed.length === 0 && (file as { status?: string }).status === "failed") return [where];
    return failed.map((test) => `${where} › ${test.fullName ?? ""}`);
  });
}

/** The tests in Playwright's JSON report that failed, or passed only on a retry. */
export function playwrightFailures(report: unknown): string[] {
  type Spec = { title?: string; file?: string; tests?: { status?: string }[] };
  type PlaywrightSuite = { title?: string; file?: string; specs?: Spec[]; suites?: PlaywrightSuite[] };
  const failures: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const outcome = (spec.tests ?? []).find((test) => test.status === "unexpected" || test.status === "flaky");
      if (outcome)
        failures.push(
          `${spec.file ?? suite.file ?? ""} › ${spec.title ?? ""}${outcome.status === "flaky" ? " (passed on a retry)" : ""}`,
        );
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (report as { suites?: PlaywrightSuite[] } | null)?.suites ?? []) walk(suite);
  return failures;
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

/**
 * The closing lines: the tests that failed (a CI log is often read from its end), the build, one line
 * per suite, the whole run, and last the sum of every runner.
 */
export function summaryLines(buildMs: number, runs: SuiteRun[], totalMs: number): string[] {
  const width = Math.max(...["build", "in all", ...runs.map((run) => run.name)].map((name) => name.length));
  const label = (name: string) => `${name}:`.padEnd(width + 2);
  const failures = runs.flatMap((run) => run.failures.map((failure) => `  ${run.name}: ${failure}`));
  const lines = [
    ...(failures.length > 0 ? ["failed:", ...failures] : []),
    `${label("build")}${formatDuration(buildMs)}`,
  ];
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
