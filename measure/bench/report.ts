// The benchmark's table: one row per figure with its budget and verdict, printed as the run ends
// (results-file.ts writes the run's full figures), and the line that names the machine.
import { cpus, totalmem } from "node:os";

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
