// The benchmark's table: one row per figure with its budget and verdict, printed as the run ends
// (results-file.ts writes the run's full figures), and the line that names the machine.
import { cpus, totalmem } from "node:os";

export type Row = { measure: string; value: string; budget: string; pass: boolean | null };

const verdict = (pass: boolean | null) => (pass === null ? "—" : pass ? "pass" : "**FAIL**");

export function markdownTable(rows: Row[]): string {
  return [
    "| measure | value | budget | result |",
    "| --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row.measure} | ${row.value} | ${row.budget} | ${verdict(row.pass)} |`),
  ].join("\n");
}

/** The rows measured on both commits (--before), each with the earlier figure beside this run's. */
export function sideBySideTable(ref: string, before: Row[], after: Row[]): string {
  const pairs = before.flatMap((row) => {
    const now = after.find((candidate) => candidate.measure === row.measure);
    return now ? [`| ${row.measure} | ${row.value} | ${now.value} | ${now.budget} | ${verdict(now.pass)} |`] : [];
  });
  return [
    `| measure | before (${ref}) | after | budget | result after |`,
    "| --- | --- | --- | --- | --- |",
    ...pairs,
  ].join("\n");
}

export function machineLine(): string {
  const cores = cpus();
  const memoryGb = (totalmem() / 1024 ** 3).toFixed(1);
  return `${cores.length} cores (${cores[0]?.model.trim() ?? "unknown CPU"}), ${memoryGb} GB memory, Node ${process.version}, ${process.platform}`;
}
