// The benchmark's output: one markdown table (figure, budget, pass/fail), printed and written to
// docs/performance.md under a labelled section, with the machine and the date.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, totalmem } from "node:os";
import { resolve } from "node:path";
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

const docPath = resolve(projectRoot, "docs/performance.md");

const docIntro = `# Performance

Figures from \`npm run bench\` (measure/bench/), against the production build served by \`vite preview\`
(the worker in workerd, as deployed) over a fresh local state. Each section is one run; \`npm run bench\`
rewrites the section named by \`--label\` (default \`latest\`) and leaves the others alone. The budgets are
architecture §13's; docs/decisions/009-performance.md says what was done to meet them.
`;

/** Replaces (or appends) the section `label` of docs/performance.md. */
export function writeReport(label: string, body: string): void {
  const start = `<!-- bench:${label}:start -->`;
  const end = `<!-- bench:${label}:end -->`;
  const section = `${start}\n${body.trim()}\n${end}`;
  const doc = existsSync(docPath) ? readFileSync(docPath, "utf8") : docIntro;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  const next =
    from >= 0 && to > from
      ? `${doc.slice(0, from)}${section}${doc.slice(to + end.length)}`
      : `${doc.trimEnd()}\n\n${section}\n`;
  writeFileSync(docPath, next);
}
