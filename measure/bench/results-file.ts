// A bench run's full figures as a JSON file under measure/results/, named by its date and label
// (docs/decisions/037-docs-as-maps-runs-as-data.md): the rows with their budgets and verdicts, the
// Lighthouse screens, the admin query plans, the settings, the machine and the commit measured.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { projectRoot } from "../../scripts/lib/local-state";
import type { ShapePlan } from "./admin-queries";
import type { ScreenResult } from "./lighthouse";
import { machineLine, type Row } from "./report";

export type BenchRun = {
  label: string;
  /** The tables as the run printed them. */
  table: string;
  /** Set when the run measured a part alone (`--only analytics`). */
  scope?: string;
  /** What the server was loaded with and how each figure was taken, in words. */
  load: string;
  rows: Row[];
  screens: ScreenResult[];
  plans: ShapePlan[];
  settings: Record<string, number>;
  elapsedSeconds: number;
  /** With --before: the earlier commit's rows, measured first in the same run by the same harness (before.ts). */
  before?: { ref: string; commit: string; rows: Row[] } | undefined;
};

/** The commit measured, and whether the tree had changes beyond it; null outside a git checkout. */
function measuredCommit(): { commit: string; uncommittedChanges: boolean } | null {
  try {
    const git = (...args: string[]) => execFileSync("git", args, { cwd: projectRoot, encoding: "utf8" }).trim();
    return { commit: git("rev-parse", "HEAD"), uncommittedChanges: git("status", "--porcelain").length > 0 };
  } catch {
    return null;
  }
}

/** Writes the run to measure/results/{date}-bench-{label}.json (a second run of a day gets -2, -3 …). */
export function writeRunResults(run: BenchRun): string {
  const date = new Date();
  const dir = resolve(projectRoot, "measure/results");
  mkdirSync(dir, { recursive: true });
  const stem = `${date.toISOString().slice(0, 10)}-bench-${run.label.replace(/[^\w.-]+/g, "-")}`;
  let file = resolve(dir, `${stem}.json`);
  for (let n = 2; existsSync(file); n += 1) file = resolve(dir, `${stem}-${n}.json`);
  const indexes = run.screens.map((screen) => screen.benchmarkIndex).filter(Number.isFinite);
  const results = {
    kind: "bench",
    label: run.label,
    date: date.toISOString(),
    ...measuredCommit(),
    machine: machineLine(),
    elapsedSeconds: Math.round(run.elapsedSeconds),
    ...(run.scope ? { scope: run.scope } : {}),
    settings: run.settings,
    load: run.load,
    rows: run.rows,
    ...(run.before ? { before: run.before } : {}),
    table: run.table,
    lighthouse:
      run.screens.length === 0
        ? null
        : {
            benchmarkIndex: { min: Math.round(Math.min(...indexes)), max: Math.round(Math.max(...indexes)) },
            // The session cookies the screens were opened with are the run's own, and of no use after it.
            screens: run.screens.map(({ cookie: _cookie, ...screen }) => screen),
          },
    plans: Object.fromEntries(run.plans.map((shape) => [shape.name, shape.plan])),
  };
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  return relative(projectRoot, file);
}
