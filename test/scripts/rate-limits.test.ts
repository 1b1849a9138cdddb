// The rate-limit table (worker/http/rate-limits.ts) is the one place a limit is set: wrangler.toml's
// bindings carry the same numbers, docs/product.md carries the table as `npm run limits` writes it, the
// README points at it without restating it, and nothing in the worker counts requests any other way.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { readWranglerConfig } from "../../scripts/lib/provision/plan";
import { documentedTable, rateLimitTable } from "../../scripts/lib/rate-limit-table";
import { type RateLimitRule, rateLimits } from "../../worker/http/rate-limits";

const root = resolve(import.meta.dirname, "../..");
const rules: [string, RateLimitRule][] = Object.entries(rateLimits);

type Binding = { name: string; simple?: { limit: number; period: number } };
const bindings = (readWranglerConfig(resolve(root, "wrangler.toml")).ratelimits as Binding[]).map((binding) => ({
  name: binding.name,
  limit: binding.simple?.limit,
  windowSeconds: binding.simple?.period,
}));

describe("the rate-limit table", () => {
  it("gives every Rate Limiting binding of wrangler.toml a rule, with the binding's own limit and window", () => {
    expect(bindings.length).toBeGreaterThanOrEqual(8);
    const bindingRules = rules.flatMap(([, rule]) => (rule.mechanism === "binding" ? [rule] : []));
    for (const binding of bindings) {
      const using = bindingRules.filter((rule) => rule.binding === binding.name);
      expect(using.length, `${binding.name} has no rule in worker/http/rate-limits.ts`).toBeGreaterThan(0);
      for (const rule of using) {
        expect({ limit: rule.limit, windowSeconds: rule.windowSeconds }, binding.name).toEqual({
          limit: binding.limit,
          windowSeconds: binding.windowSeconds,
        });
      }
    }
    for (const rule of bindingRules) {
      expect(bindings.map((binding) => binding.name)).toContain(rule.binding);
    }
  });

  it("gives a binding only the windows Workers Rate Limiting has (10 or 60 seconds)", () => {
    for (const [name, rule] of rules) {
      if (rule.mechanism === "binding") expect([10, 60], name).toContain(rule.windowSeconds);
    }
  });

  it("is the table docs/product.md carries (npm run limits -- --write writes it)", () => {
    const table = rateLimitTable();
    for (const [name] of rules) expect(table).toContain(`\`${name}\``);
    expect(documentedTable()).toBe(table);
  });

  it("is where the README sends a newcomer, with no limit restated by hand", () => {
    const readme = readFileSync(resolve(root, "README.md"), "utf8");
    // The bullet that starts "- Rate limits", up to the next bullet or blank line.
    const lines = readme.split("\n");
    const first = lines.findIndex((line) => line.startsWith("- Rate limits"));
    expect(first, "the README's Rate limits paragraph").toBeGreaterThan(0);
    const after = lines.slice(first + 1).findIndex((line) => line.startsWith("- ") || line.trim() === "");
    const paragraph = lines.slice(first, first + 1 + after).join("\n");
    expect(paragraph).toContain("worker/http/rate-limits.ts");
    expect(paragraph).toContain("npm run limits");
    // The status it answers is no limit; any other number would be one copied from the table.
    expect((paragraph.match(/\d+/g) ?? []).filter((number) => number !== "429")).toEqual([]);
  });

  it("is the only place in the worker that counts requests", () => {
    const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "worker"], {
      cwd: root,
      encoding: "utf8",
    })
      .split("\n")
      .filter(
        (file) => /\.tsx?$/.test(file) && file !== "worker/http/rate-limits.ts" && file !== "worker/db/schema.ts",
      );
    expect(tracked.length).toBeGreaterThan(100);
    const counting = tracked.filter((file) => {
      const text = readFileSync(resolve(root, file), "utf8");
      return /_LIMITER\b|\.limit\(\{|attemptCounts|attempt_counts/.test(text);
    });
    expect(counting).toEqual([]);
  });
});
