// The docs stay short and true (decision 037, docs/decisions/037-docs-as-maps-runs-as-data.md): each page
// within its line limit, every file path a doc names in backticks or links to present in the repository,
// every cited heading present in the document it names, and citations by file and heading, never by
// section number.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { bindingKinds, readWranglerConfig } from "../../scripts/lib/provision/plan";

const root = normalize(join(dirname(new URL(import.meta.url).pathname), "../.."));
const trackedFiles = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && existsSync(join(root, file)) && statSync(join(root, file)).isFile());
const docs = trackedFiles.filter((file) => file === "README.md" || (file.startsWith("docs/") && file.endsWith(".md")));
const read = (file: string) => readFileSync(join(root, file), "utf8");
// A generated reference (the rate-limit table `npm run limits -- --write` keeps in product.md, between
// its markers) is looked up, not read through, so it is not counted.
const generatedBlock = /<!-- (.+?): generated [^\n]*-->[\s\S]*?<!-- \1: end -->/g;
const lineCount = (file: string) => read(file).replace(generatedBlock, "").trimEnd().split("\n").length;

const guides = ["accounts-and-sessions", "billing", "analytics", "safety", "public-page", "testing", "deploying"].map(
  (name) => `docs/guides/${name}.md`,
);

/** What a page may hold: a newcomer reads the map, the product and a guide in one sitting. */
function lineLimit(file: string): number {
  if (file === "docs/architecture.md" || file === "docs/product.md") return 250;
  if (file === "docs/performance.md" || file.startsWith("docs/guides/")) return 150;
  return 250;
}

/** A prose line's width: pages are read in editors and diffs, side by side. */
const proseWidth = 120;

// A word names a file of the repository when its first segment is a tracked top-level folder or it is a
// tracked file at the top: `worker/app.ts`, `wrangler.toml`. Placeholders (`<area>`, `{date}`, `*`, `…`)
// match any name; a folder may be written with or without its closing slash.
const topLevel = new Set(trackedFiles.map((file) => file.split("/")[0] ?? ""));
const isRepositoryPath = (word: string) => topLevel.has(word.split("/")[0] ?? "") && !word.includes("://");

function matcherFor(path: string): RegExp {
  const pattern = path
    .replace(/[.+^$()|[\]\\]/g, "\\$&")
    .replace(/<[^>]+>|\{[^}]+\}|\*|…/g, "[^/]*")
    .replace(/\/$/, "");
  return new RegExp(`^${pattern}(/.+)?$`);
}

const exists = (path: string) => {
  const matcher = matcherFor(path);
  return trackedFiles.some((file) => matcher.test(file));
};

/** What a build or an install makes (`dist/`, `measure/node_modules`) is named, not tracked: git ignores it. */
function ignoredByGit(path: string): boolean {
  try {
    // A folder's pattern (`node_modules/`) matches only a path written as a folder.
    execFileSync("git", ["check-ignore", "--no-index", path, `${path.replace(/\/$/, "")}/`], {
      cwd: root,
      stdio: "ignore",
    });
    return true;
  } catch {
    return false;
  }
}

/** Every path the history holds, read once: one `git log` per cited path costs seconds on a busy machine. */
let historyPaths: string[] | undefined;

/** A decision record's context may name what was there before it: a path the history holds. */
const existedOnce = (path: string) => {
  historyPaths ??= [
    ...new Set(
      execFileSync("git", ["log", "--format=", "--name-only"], { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 })
        .split("\n")
        .filter(Boolean),
    ),
  ];
  const matcher = matcherFor(path);
  return historyPaths.some((file) => matcher.test(file));
};

/** Every word of every backticked span in `text` that names a repository path. */
function backtickedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .flatMap((match) => (match[1] ?? "").split(/[\s,;()]+/))
    .map((word) => word.replace(/^["']|["':.]$/g, ""))
    .filter(isRepositoryPath);
}

/** The targets of the relative markdown links in a doc, as repository paths. */
function linkedPaths(file: string): string[] {
  return [...read(file).matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
    .map((match) => match[1] ?? "")
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => relative(root, join(root, dirname(file), target)));
}

const headingsOf = (file: string) =>
  new Set(
    read(file)
      .split("\n")
      .filter((line) => /^#{1,4} /.test(line))
      .map((line) => line.replace(/^#+ /, "").trim()),
  );

/** The quoted headings of a citation: `"A"`, `"A" and "B"`, `"A", "B" and "C"`. */
const headingList = (quoted: string) => [...quoted.matchAll(/"([^"\n]+)"/g)].map((m) => m[1] ?? "");
const quotedHeadings = String.raw`((?:"[^"\n]+")(?:(?:,\s+|\s+and\s+)"[^"\n]+")*)`;

/**
 * A document of the repository and a heading in it, cited as `docs/<file>.md, "<heading>"` anywhere, or
 * as a link followed by the heading in a doc; another project's docs ("Lighthouse's docs/…") are not ours.
 */
function citedHeadings(file: string): { doc: string; heading: string }[] {
  const text = read(file);
  const byPath = [
    ...text.matchAll(new RegExp(String.raw`(?<!'s )(docs/[\w/-]+\.md),\s+${quotedHeadings}`, "g")),
  ].flatMap((m) => headingList(m[2] ?? "").map((heading) => ({ doc: m[1] ?? "", heading })));
  const byLink = file.endsWith(".md")
    ? [...text.matchAll(new RegExp(String.raw`\]\(([\w./-]+\.md)\),\s+${quotedHeadings}`, "g"))].flatMap((m) =>
        headingList(m[2] ?? "").map((heading) => ({
          doc: relative(root, join(root, dirname(file), m[1] ?? "")),
          heading,
        })),
      )
    : [];
  return [...byPath, ...byLink];
}

describe("the docs", () => {
  it("read the tree they check", () => {
    // A reader that found nothing would pass every rule below.
    expect(docs.length).toBeGreaterThan(40);
    expect(backtickedPaths(read("docs/architecture.md")).length).toBeGreaterThan(50);
  });

  it("have the seven guides", () => {
    expect(guides.filter((guide) => !docs.includes(guide))).toEqual([]);
  });

  it("keep each page within its line limit", () => {
    const over = docs
      .map((file) => ({ file, lines: lineCount(file), limit: lineLimit(file) }))
      .filter(({ lines, limit }) => lines > limit)
      .map(({ file, lines, limit }) => `${file}: ${lines} lines, limit ${limit}`);
    expect(over).toEqual([]);
  });

  it("keep prose lines within 120 characters, so a page's line limit measures what it says", () => {
    // Headings, tables and code keep their own shape; a paragraph or list item wraps.
    const long = docs.flatMap((file) => {
      let inCode = false;
      return read(file)
        .split("\n")
        .flatMap((text, index) => {
          if (text.startsWith("```")) inCode = !inCode;
          const prose = !inCode && !/^\s*(#|\||```|<!--)/.test(text);
          return prose && [...text].length > proseWidth ? [`${file}:${index + 1} (${[...text].length})`] : [];
        });
    });
    expect(long).toEqual([]);
  });

  it("name in backticks only files and folders that exist (or, in a decision record, once existed)", () => {
    const missing = docs.flatMap((file) =>
      backtickedPaths(read(file))
        .filter(
          (path) => !exists(path) && !ignoredByGit(path) && !(file.startsWith("docs/decisions/") && existedOnce(path)),
        )
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("link only to files that exist", () => {
    const missing = docs.flatMap((file) =>
      linkedPaths(file)
        .filter((path) => !existsSync(join(root, path)))
        .map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it("cite headings that exist in the document cited, wherever the citation is", () => {
    const broken = trackedFiles
      .filter((file) => /\.(md|ts|tsx|js|css)$/.test(file))
      .flatMap((file) =>
        citedHeadings(file)
          .filter(({ doc, heading }) => !existsSync(join(root, doc)) || !headingsOf(doc).has(heading))
          .map(({ doc, heading }) => `${file}: ${doc}, "${heading}"`),
      );
    expect(broken).toEqual([]);
  });

  it("map in docs/architecture.md every worker folder, fake, binding, queue and cron there is", () => {
    const map = read("docs/architecture.md");
    const config = readWranglerConfig(join(root, "wrangler.toml"));
    const folders = (parent: string) =>
      [...new Set(trackedFiles.filter((file) => file.split("/").length > 2 && file.startsWith(`${parent}/`)))]
        .map((file) => `${file.split("/").slice(0, 2).join("/")}/`)
        .filter((folder, i, all) => all.indexOf(folder) === i);
    const bindings = Object.entries(bindingKinds(config))
      .filter(([, kind]) => kind !== "plain_text" && kind !== "json")
      .map(([name]) => name);
    const queues = [
      ...(config.queues.producers ?? []).map((producer) => producer.queue),
      ...(config.queues.consumers ?? []).flatMap((consumer) =>
        [consumer.queue, consumer.dead_letter_queue ?? []].flat(),
      ),
    ];
    // wrangler reads the crons too; provisioning's type of its reading leaves them out.
    const crons = (config as typeof config & { triggers?: { crons?: string[] } }).triggers?.crons ?? [];
    const named = [...folders("worker"), ...folders("fakes"), ...bindings, ...queues, ...crons];
    expect(bindings.length).toBeGreaterThan(15);
    expect([...new Set(named)].filter((name) => !map.includes(`\`${name}\``))).toEqual([]);
  });

  it("index every decision record once, and each record keeps its status, context, decision and consequences", () => {
    const records = docs.filter((file) => /^docs\/decisions\/\d{3}-.+\.md$/.test(file));
    expect(records.length).toBeGreaterThan(30);
    const index = read("docs/decisions/README.md");
    const rows = [...index.matchAll(/^\| \[\d{3}\]\((\d{3}-[^)]+\.md)\) \|[^|]*\|[^|]*\|([^|]*)\|/gm)].map((m) => ({
      file: `docs/decisions/${m[1]}`,
      status: (m[2] ?? "").trim(),
    }));
    const counted = (file: string) => rows.filter((row) => row.file === file).length;
    expect(records.filter((file) => counted(file) !== 1).map((file) => `${file}: ${counted(file)} rows`)).toEqual([]);
    const incomplete = records.flatMap((file) => {
      const text = read(file);
      const parts = ["\nStatus: ", "\n## Context\n", "\n## Decision\n", "\n## Consequences\n"];
      return parts.filter((part) => !text.includes(part)).map((part) => `${file} lacks ${part.trim()}`);
    });
    expect(incomplete).toEqual([]);
    // A record that no longer holds says so under its title, and its row says the same.
    const replaced = records.flatMap((file) => {
      const by = read(file).match(/\nStatus: Replaced by (\d{3})/)?.[1];
      const row = rows.find((r) => r.file === file);
      return by && !row?.status.includes(`Replaced by ${by}`)
        ? [`${file}: the index does not say "Replaced by ${by}"`]
        : [];
    });
    expect(replaced).toEqual([]);
  });

  it("cite by file and heading, never by section number", () => {
    const sign = String.fromCharCode(0xa7);
    const numbered = new RegExp(`(product|architecture|[Pp]roduct\\.md|[Aa]rchitecture\\.md) ?${sign}|${sign} ?\\d`);
    const offending = trackedFiles
      .filter((file) => !file.endsWith("package-lock.json") && !file.startsWith("measure/results/"))
      .flatMap((file) =>
        read(file)
          .split("\n")
          .map((text, index) => ({ file, line: index + 1, text }))
          .filter(({ file, text }) => numbered.test(text) || (docs.includes(file) && text.includes(sign))),
      );
    expect(offending.map(({ file, line }) => `${file}:${line}`)).toEqual([]);
  });
});
