// `npm test`'s closing lines: each runner's tests read from its JSON report, a failure wherever a
// report cannot be trusted, a line per suite with its duration, and the sum of every runner last.
import { describe, expect, it } from "vitest";
import {
  formatDuration,
  playwrightCounts,
  playwrightFailures,
  summaryLines,
  tally,
  vitestCounts,
  vitestFailures,
} from "../../scripts/lib/test-summary";

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

describe("a runner's failed tests", () => {
  it("are named from Vitest's report by file and full name, a file that failed to load by its path", () => {
    const report = {
      testResults: [
        {
          name: "/check/work/main/test/worker/earn.test.ts",
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "connecting with Stripe creates an account" },
            { status: "failed", fullName: "connecting with Stripe answers 502" },
          ],
        },
        { name: "/check/work/main/test/worker/broken.test.ts", status: "failed", assertionResults: [] },
        { name: "/check/work/main/test/worker/fine.test.ts", status: "passed", assertionResults: [] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      "test/worker/earn.test.ts › connecting with Stripe answers 502",
      "test/worker/broken.test.ts",
    ]);
    expect(vitestFailures(null)).toEqual([]);
  });

  it("are named from Playwright's report through nested suites, one that passed on a retry said so", () => {
    const report = {
      suites: [
        {
          file: "earn.spec.ts",
          specs: [{ title: "a visitor tips", tests: [{ status: "unexpected" }] }],
          suites: [
            {
              title: "nested",
              specs: [
                { title: "passes", file: "earn.spec.ts", tests: [{ status: "expected" }] },
                { title: "wobbles", file: "earn.spec.ts", tests: [{ status: "flaky" }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      "earn.spec.ts › a visitor tips",
      "earn.spec.ts › wobbles (passed on a retry)",
    ]);
  });
});

describe("the closing lines", () => {
  // Seconds into the run: web and e2e overlap, the worker suite ran before them.
  const at = (seconds: number) => 1_000_000 + seconds * 1000;
  const runs = [
    {
      name: "worker",
      passed: 600,
      failed: 1,
      failures: ["test/worker/a.test.ts › b"],
      startedAt: at(0),
      endedAt: at(421.4),
    },
    { name: "web", passed: 200, failed: 0, failures: [], startedAt: at(421.4), endedAt: at(481) },
    { name: "e2e", passed: 40, failed: 0, failures: [], startedAt: at(421.4), endedAt: at(606.4) },
  ];

  it("name the failed tests, give the build, each suite's tests and duration, and the whole run, and end with the sum of every runner", () => {
    expect(summaryLines(38_000, runs, 700_000)).toEqual([
      "failed:",
      "  worker: test/worker/a.test.ts › b",
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
