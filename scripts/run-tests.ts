// `npm test`: builds the app once into dist/, the build every suite reads (the worker suite's SPA
// shell, the deploy suite's copy of what `npm run deploy` ships, the e2e server's preview), then runs
// each suite as a runner of its own — worker, web, node and deploy in Vitest, e2e in Playwright — and
// closes with a line per suite (its tests and how long it ran) and one line `N passed, N failed`
// summing them all (scripts/lib/test-summary.ts).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { buildApp } from "./lib/built-app";
import { ensureChromium } from "./lib/chromium";
import { localToolEnv, projectRoot } from "./lib/local-state";
import { type Counts, playwrightCounts, type SuiteResult, summaryLines, tally, vitestCounts } from "./lib/test-summary";

const resultsDir = resolve(projectRoot, ".test-results");

type Suite = {
  name: string;
  command: string[];
  /** The runner's JSON report, in .test-results/. */
  report: string;
  counts: (report: unknown) => Counts | null;
};

const vitestProject = (name: string): Suite => ({
  name,
  command: [
    "npx",
    "vitest",
    "run",
    "--project",
    name,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${resolve(resultsDir, `${name}.json`)}`,
  ],
  report: `${name}.json`,
  counts: vitestCounts,
});

const worker = vitestProject("worker");
const web = vitestProject("web");
const node = vitestProject("node");
const deploy = vitestProject("deploy");
// playwright.config.ts names the report.
const e2e: Suite = {
  name: "e2e",
  command: ["npx", "playwright", "test"],
  report: "e2e.json",
  counts: playwrightCounts,
};

/**
 * The run, stage by stage; within a stage its lanes run side by side, each lane's suites one after
 * another. Measured on two cores (docs/decisions/028-one-build-per-test-run.md).
 */
const stages: Suite[][][] = [[[worker]], [[e2e], [web, node, deploy]]];

function readReport(file: string): unknown {
  const path = resolve(resultsDir, file);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/**
 * Runs one suite. Alone it writes to the terminal as it goes; beside another its output is held and
 * printed whole when it ends, so two runners' lines never interleave.
 */
function runSuite(suite: Suite, alongside: string[]): Promise<SuiteResult> {
  const startedAt = Date.now();
  const shared = alongside.length > 0;
  const [command = "npx", ...args] = suite.command;
  const child = spawn(command, args, {
    cwd: projectRoot,
    stdio: shared ? ["ignore", "pipe", "pipe"] : "inherit",
    env: localToolEnv(),
  });
  const output: Buffer[] = [];
  child.stdout?.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr?.on("data", (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    child.on("close", (code) => {
      if (shared) process.stdout.write(Buffer.concat([Buffer.from(`\n── ${suite.name} ──\n`), ...output]));
      const counts = tally(suite.counts(readReport(suite.report)), code ?? 1);
      done({ name: suite.name, ...counts, ms: Date.now() - startedAt, alongside });
    });
  });
}

async function runStage(lanes: Suite[][]): Promise<SuiteResult[]> {
  const names = lanes.flat().map((suite) => suite.name);
  const laneResults = await Promise.all(
    lanes.map(async (lane) => {
      const alongside = names.filter((name) => !lane.some((suite) => suite.name === name));
      const results: SuiteResult[] = [];
      for (const suite of lane) results.push(await runSuite(suite, alongside));
      return results;
    }),
  );
  return laneResults.flat();
}

const startedAt = Date.now();
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

// The e2e suite's browser is checked (and installed where possible) before anything runs, so a
// missing one costs seconds, not a whole run.
if (!ensureChromium()) {
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const buildStartedAt = Date.now();
try {
  buildApp();
} catch {
  console.log("0 passed, 1 failed");
  process.exit(1);
}
const buildMs = Date.now() - buildStartedAt;

const results: SuiteResult[] = [];
for (const stage of stages) results.push(...(await runStage(stage)));

const lines = summaryLines(buildMs, results, Date.now() - startedAt);
console.log(`\n${lines.join("\n")}`);
process.exit(results.some((result) => result.failed > 0) ? 1 : 0);
