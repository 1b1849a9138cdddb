// The benchmark's output: one markdown table (figure, budget, pass/fail), printed and written as a
// run's files under measure/results/, with the machine and the date.
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { relative, resolve } from "node:path";
import { projectRoot } from "../../scripts/lib/local-state";

export type Row = { measure: string; value: string; budget: string; pass: boolean | null };

export function markdownTable(rows: Row[]): string {
  const verdict = (pass: boolean | null) => (pass === null ? "—" : pass ? "pass" : "**FAIL**");
  return [
    "| measure | value | budget | result |",
    "| --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row.measure} | ${row.value} | ${row.budget} | ${verdict(row.pass)} |`),
  ].join("\n");
}

export function machineLine(): string {
  const cores = cpus();
  const memoryGb = (totalmem() / 1024 ** 3).toFixed(1);
  return `${cores.length} cores (${cores[0]?.model.trim() ?? "unknown CPU"}), ${memoryGb} GB memory, Node ${process.version}, ${process.platform}`;
}

const resultsDir = resolve(projectRoot, "measure/results");

/**
 * Writes a run as files of measure/results/, which docs/performance.md points at: `{label}.md`, the
 * section as printed, and `{label}.json`, its rows (figure, budget, verdict). A run under a label
 * already there replaces it.
 */
export function writeReport(label: string, body: string, rows: Row[]): string[] {
  mkdirSync(resultsDir, { recursive: true });
  const markdown = resolve(resultsDir, `${label}.md`);
  const json = resolve(resultsDir, `${label}.json`);
  writeFileSync(markdown, `${body.trim()}\n`);
  writeFileSync(
    json,
    `${JSON.stringify({ label, writtenAt: new Date().toISOString(), machine: machineLine(), rows }, null, 2)}\n`,
  );
  return [relative(projectRoot, markdown), relative(projectRoot, json)];
}
