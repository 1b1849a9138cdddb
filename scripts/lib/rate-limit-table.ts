// The rate-limit table as `npm run limits` prints it and docs/product.md carries it: one row per rule of
// worker/http/rate-limits.ts, written from the rule itself (its answer past the limit by the worker's own
// message function). `npm run limits -- --write` puts it into docs/product.md between its markers, and
// test/scripts/rate-limits.test.ts fails when what is there is not what this writes.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { type RateLimitRule, rateLimits, tooManyAttemptsFor } from "../../worker/http/rate-limits";
import { projectRoot } from "./local-state";

export const productDoc = resolve(projectRoot, "docs/product.md");
const begin = "<!-- rate limits: generated from worker/http/rate-limits.ts by `npm run limits -- --write` -->";
const end = "<!-- rate limits: end -->";

function windowText(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

function pastTheLimit(rule: RateLimitRule): string {
  if (rule.mechanism === "d1" && rule.counting === "sends") return "answers as usual and sends nothing";
  const wait = rule.windowSeconds > 60 ? " (the minutes still left)" : "";
  const answer = `429 "${tooManyAttemptsFor(rule.windowSeconds * 1000)}"${wait}`;
  if (rule.mechanism === "d1" && rule.counting === "failures on an account") {
    return `${answer}, to an address that already failed on the account; any other address is still checked`;
  }
  return answer;
}

/** The table, in Markdown. */
export function rateLimitTable(): string {
  const rows = Object.entries(rateLimits).map(([name, rule]: [string, RateLimitRule]) => {
    const mechanism = rule.mechanism === "binding" ? `binding \`${rule.binding}\`` : "D1 count";
    const cells = [
      `\`${name}\``,
      mechanism,
      rule.counts,
      // An account's failures are kept per account; the address only decides whom they refuse.
      rule.mechanism === "d1" && rule.counting === "failures on an account" ? "account" : rule.per.join(" and "),
      String(rule.limit),
      windowText(rule.windowSeconds),
      pastTheLimit(rule),
    ];
    return `| ${cells.join(" | ")} |`;
  });
  return [
    "| limit | mechanism | counts | per | at most | window | past it |",
    "|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}

/** The table docs/product.md carries between its markers, or null when the markers are missing. */
export function documentedTable(doc = readFileSync(productDoc, "utf8")): string | null {
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) return null;
  return doc.slice(from + begin.length, to).trim();
}

/** Writes the table into docs/product.md between its markers. */
export function writeDocumentedTable(): void {
  const doc = readFileSync(productDoc, "utf8");
  const from = doc.indexOf(begin);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/product.md has no "${begin}" … "${end}" markers`);
  writeFileSync(productDoc, `${doc.slice(0, from + begin.length)}\n\n${rateLimitTable()}\n\n${doc.slice(to)}`);
}
