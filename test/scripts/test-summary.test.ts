// `npm test`'s closing lines: each runner's tests read from its JSON report, a failure wherever a
// report cannot be trusted, a line per suite with its duration, and the sum of every runner last.
import { describe, expect, it } from "vitest";
import { formatDuration, playwrightCounts, summaryLines, tally, vitestCounts } from "../../scripts/lib/test-summary";

describe("a runner's counts", () => {
  it("come from Vitest's and Playwright's JSON reports, a Playwright test that passed only on a retry as failed", () => {
    expect(vitestCounts({ numPassedTests: 12, numFailedTests: 1, numTotalTests: 13 })).toEqual({
      passed: 12,
      failed: 1,
    });
    expect(playwrightCounts({ stats: { expected: 40, unexpected: 1, flaky: 2, skipped: 0 } })).toEqual({
      passed: 40,
      failed: 3,
    });
  });

  it("are missing when the report is, or is not the runner's", () => {
    expect(vitestCounts(null)).toBeNull();
    expect(vitestCounts({ stats: { expected: 1 } })).toBeNull();
    expect(playwrightCounts({ numPassedTests: 3, numFailedTests: 0 })).toBeNull();
  });

  it("count one failure for a runner with no report, one that failed without a failed test, and one that ran nothing", () => {
    expect(tally(null, 0)).toEqual({ passed: 0, failed: 1 });
    expect(tally({ passed: 30, failed: 0 }, 1)).toEqual({ passed: 30, failed: 1 });
    expect(tally({ passed: 0, failed: 0 }, 0)).toEqual({ passed: 0, failed: 1 });
    expect(tally({ passed: 30, failed: 2 }, 1)).toEqual({ passed: 30, failed: 2 });
    expect(tally({ passed: 30, failed: 0 }, 0)).toEqual({ passed: 30, failed: 0 });
  });
});

describe("the closing lines", () => {
  // Seconds into the run: web and e2e overlap, the worker suite ran before them.
  const at = (seconds: number) => 1_000_000 + seconds * 1000;
  const runs = [
    { name: "worker", passed: 600, failed: 1, startedAt: at(0), endedAt: at(421.4) },
    { name: "web", passed: 200, failed: 0, startedAt: at(421.4), endedAt: at(481) },
    { name: "e2e", passed: 40, failed: 0, startedAt: at(421.4), endedAt: at(606.4) },
  ];

  it("give the build, each suite's tests and duration, and the whole run, and end with the sum of every runner", () => {
    expect(summaryLines(38_000, runs, 700_000)).toEqual([
      "build:  38 s",
      "worker: 600 passed, 1 failed in 7 min 01 s",
      "web:    200 passed, 0 failed in 1 min 00 s (alongside e2e)",
      "e2e:    40 passed, 0 failed in 3 min 05 s (alongside web)",
      "in all: 11 min 40 s",
      "840 passed, 1 failed",
    ]);
  });

  it("write durations in seconds under a minute, minutes and seconds from one", () => {
    expect(formatDuration(400)).toBe("0 s");
    expect(formatDuration(59_400)).toBe("59 s");
    expect(formatDuration(60_000)).toBe("1 min 00 s");
  });
});
