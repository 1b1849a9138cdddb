// `npm test`: builds the app once into dist/, the build every suite reads (the worker suite's SPA
// shell, the deploy suite's copy of what `npm run deploy` ships, the e2e server's preview), then runs
// each suite as a runner of its own — worker, web, node and deploy in Vitest, e2e in Playwright — and
// closes with a line per suite (its tests and how long it ran) and one line `N passed, N failed`
// summing them all (scripts/lib/test-summary.ts).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import type { Readable } from "node:stream";
import { buildApp } from "./lib/built-app";
import { ensureChromium } from "./lib/chromium";
import { localToolEnv, projectRoot } from "./lib/local-state";
import {
  type Counts,
  playwrightCounts,
  playwrightFailures,
  type SuiteRun,
  summaryLines,
  tally,
  vitestCounts,
  vitestFailures,
} from "./lib/test-summary";

const resultsDir = resolve(projectRoot, ".test-results");

type Suite = {
  name: string;
  command: string[];
  /** The runner's JSON report, in .test-results/. */
  report: string;
  counts: (report: unknown) => Counts | null;
  failures: (report: unknown) => string[];
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
  failures: vitestFailures,
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
  failures: playwrightFailures,
};

/**
 * The run, stage by stage; within a stage its lanes run side by side, each lane's suites one after
 * another. The e2e suite mostly waits on the browser and the queues' timers, so the worker, node and
 * deploy suites run beside it; the web suite's tests time out beside it on a busy machine, so it runs
 * alone (measured on two cores: docs/decisions/032-one-build-per-test-run.md).
 */
const stages: Suite[][][] = [[[worker, node, deploy], [e2e]], [[web]]];
// The summary's order, however the suites were scheduled.
const summaryOrder = [worker, web, node, deploy, e2e].map((suite) => suite.name);

function readReport(file: string): unknown {
  const path = resolve(resultsDir, file);
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return null;
  }
}

/*
 * The terminal the suites share. A stage's first lane writes to it as it goes, whole lines at a time;
 * the other lanes' output is held and printed whole when each of their suites ends, between two of
 * those lines, so two runners' lines never interleave.
 */
function streamLines(source: Readable): void {
  let partial = "";
  source.setEncoding("utf8");
  source.on("data", (text: string) => {
    const lines = partial + text;
    const end = lines.lastIndexOf("\n") + 1;
    process.stdout.write(lines.slice(0, end));
    partial = lines.slice(end);
  });
  source.on("end", () => process.stdout.write(partial));
}

function printHeld(title: string, output: Buffer[]): void {
  process.stdout.write(Buffer.concat([Buffer.from(`\n── ${title} ──\n`), ...output, Buffer.from("\n")]));
}

// Piped output loses the terminal's colours unless the runners are told to keep them.
const runnerEnv = localToolEnv(process.stdout.isTTY ? { FORCE_COLOR: "1" } : {});

function runSuite(suite: Suite, { streamed }: { streamed: boolean }): Promise<SuiteRun> {
  const startedAt = Date.now();
  const [command = "npx", ...args] = suite.command;
  const child = spawn(command, args, { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"], env: runnerEnv });
  const held: Buffer[] = [];
  for (const source of [child.stdout, child.stderr]) {
    if (streamed) streamLines(source);
    else source.on("data", (chunk: Buffer) => held.push(chunk));
  }
  return new Promise((done) => {
    child.on("close", (code) => {
      if (!streamed) printHeld(suite.name, held);
      const report = readReport(suite.report);
      const counts = tally(suite.counts(report), code ?? 1);
      done({ name: suite.name, ...counts, failures: suite.failures(report), startedAt, endedAt: Date.now() });
    });
  });
}

/** A stage's lanes side by side, each lane's suites one after another; the first lane streams. */
async function runStage(lanes: Suite[][]): Promise<SuiteRun[]> {
  const runs = await Promise.all(
    lanes.map(async (lane, index) => {
      const results: SuiteRun[] = [];
      for (const suite of lane) results.push(await runSuite(suite, { streamed: index === 0 }));
      return results;
    }),
  );
  return runs.flat();
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

const runs: SuiteRun[] = [];
for (const stage of stages) runs.push(...(await runStage(stage)));
runs.sort((a, b) => summaryOrder.indexOf(a.name) - summaryOrder.indexOf(b.name));

console.log(`\n${summaryLines(buildMs, runs, Date.now() - startedAt).join("\n")}`);
process.exit(runs.some((run) => run.failed > 0) ? 1 : 0);
