// `npm test`: builds the app, runs every test runner (worker, web, node and deploy in Vitest, e2e in
// Playwright) and closes with one line `N passed, N failed` summing them all.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { buildApp } from "./lib/built-app";
import { ensureChromium } from "./lib/chromium";
import { localToolEnv, projectRoot } from "./lib/local-state";

const resultsDir = resolve(projectRoot, ".test-results");
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(command: string, args: string[]): number {
  const result = spawnSync(command, args, {
    cwd: projectRoot,
    stdio: "inherit",
    env: localToolEnv(),
  });
  return result.status ?? 1;
}

function readJson(file: string): Record<string, unknown> | null {
  const path = resolve(resultsDir, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

type Tally = { name: string; passed: number; failed: number };
const tallies: Tally[] = [];

// The e2e suite's browser is checked (and installed where possible) before anything runs, so a
// missing one costs seconds, not a whole run.
if (!ensureChromium()) {
  console.log("0 passed, 1 failed");
  process.exit(1);
}

// The worker tests serve the SPA shell from the build, and the e2e suite runs the build.
try {
  buildApp();
} catch {
  console.log("0 passed, 1 failed");
  process.exit(1);
}

const vitestExit = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${resolve(resultsDir, "vitest.json")}`,
]);
const vitest = readJson("vitest.json") as { numPassedTests: number; numFailedTests: number } | null;
tallies.push({
  name: "vitest (worker, web, node, deploy)",
  passed: vitest?.numPassedTests ?? 0,
  failed: vitest ? vitest.numFailedTests + (vitestExit !== 0 && vitest.numFailedTests === 0 ? 1 : 0) : 1,
});

const playwrightExit = run("npx", ["playwright", "test"]);
const e2e = readJson("e2e.json") as { stats: { expected: number; unexpected: number; flaky: number } } | null;
tallies.push({
  name: "playwright (e2e)",
  passed: e2e?.stats.expected ?? 0,
  failed: e2e
    ? e2e.stats.unexpected + e2e.stats.flaky + (playwrightExit !== 0 && e2e.stats.unexpected === 0 ? 1 : 0)
    : 1,
});

for (const tally of tallies) console.log(`${tally.name}: ${tally.passed} passed, ${tally.failed} failed`);
const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
const failed = tallies.reduce((sum, t) => sum + t.failed, 0);
const ranNothing = tallies.some((t) => t.passed + t.failed === 0);
console.log(`${passed} passed, ${ranNothing && failed === 0 ? 1 : failed} failed`);
process.exit(failed > 0 || ranNothing ? 1 : 0);
