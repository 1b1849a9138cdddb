// The layout rules of docs/architecture.md, "Where things live" and "Conventions", checked over the files
// git tracks: the web app and the worker meet only in contract/ (imported as #contract/*), the worker's
// folders depend one way (worker-layers.ts), nothing imports in a circle, folders kept by concern hold no
// one-helper files, and every reference in the tree points into it.
import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";
import { workerLayers } from "./worker-layers";

const root = normalize(join(dirname(new URL(import.meta.url).pathname), "../.."));
const trackedFiles = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((file) => file && existsSync(join(root, file)) && statSync(join(root, file)).isFile());
const sourceFiles = trackedFiles.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file));

type Import = { from: string; specifier: string; target: string | null };

/** Every static, dynamic and re-export specifier of a file, with the repository path it points at. */
function importsOf(file: string): Import[] {
  const text = readFileSync(join(root, file), "utf8");
  const specifiers = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)["']([^"']+)["']/g)].map((m) => m[1] ?? "");
  return specifiers.map((specifier) => {
    let target: string | null = null;
    if (specifier.startsWith(".")) target = normalize(join(dirname(file), specifier));
    else if (specifier.startsWith("#contract/")) target = `contract/${specifier.slice("#contract/".length)}`;
    return { from: file, specifier, target };
  });
}

const imports = sourceFiles.flatMap(importsOf);

/** Whether every import of `specifier` in `file` is `import type`, which leaves nothing of it in the build. */
function typeOnly(file: string, specifier: string): boolean {
  const text = readFileSync(join(root, file), "utf8");
  const from = new RegExp(`^import (type )?[^;]*from "${specifier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}";$`, "gm");
  const found = [...text.matchAll(from)];
  return found.length > 0 && found.every((match) => match[1] === "type ");
}
const under = (folder: string) => (path: string | null) => path?.startsWith(`${folder}/`) ?? false;
const describeImport = (i: Import) => `${i.from} → ${i.specifier}`;

/** A worker file's folder as worker-layers.ts names it: `routes` for worker/routes/…, `app.ts` for worker/app.ts. */
function workerFolderOf(path: string): string {
  const [, first = "", ...rest] = path.split("/");
  return rest.length > 0 ? first : `${first.replace(/\.tsx?$/, "")}.ts`;
}
const layerOf = (path: string | null) =>
  workerLayers.indexOf(workerFolderOf(path ?? "") as (typeof workerLayers)[number]);
/** The imports from one worker folder into another. */
const workerImports = imports.filter(
  (i) =>
    under("worker")(i.from) && under("worker")(i.target) && workerFolderOf(i.from) !== workerFolderOf(i.target ?? ""),
);

type BiomeReport = {
  summary: { changed: number; unchanged: number };
  diagnostics: { category: string; location: { path: string } }[];
};

/**
 * What Biome's noImportCycles — the rule `npm run lint` runs, as biome.json in `cwd` sets it — makes of
 * `paths`: how many files it read and which of them import in a circle. `vcs: false` is for a directory
 * outside a git checkout, which has no ignore file to read.
 */
function importCycles(cwd: string, paths: string[], { vcs = true } = {}): { checked: number; cycles: string[] } {
  const args = ["lint", "--only=suspicious/noImportCycles", "--reporter=json", ...(vcs ? [] : ["--vcs-enabled=false"])];
  const result = spawnSync(join(root, "node_modules/.bin/biome"), [...args, ...paths], { cwd, encoding: "utf8" });
  const report = JSON.parse(result.stdout) as BiomeReport;
  const inCycles = report.diagnostics.filter((d) => d.category === "lint/suspicious/noImportCycles");
  return {
    checked: report.summary.changed + report.summary.unchanged,
    cycles: [...new Set(inCycles.map((d) => d.location.path))],
  };
}

describe("the code's layout", () => {
  it("reads imports from the tree it checks", () => {
    // A parser that found nothing would pass every rule below.
    expect(imports.filter((i) => under("worker")(i.from)).length).toBeGreaterThan(300);
    expect(imports.filter((i) => i.specifier.startsWith("#contract/")).length).toBeGreaterThan(50);
  });

  it("keeps the web app and the worker apart: they share only contract/, and the client reads the routes' types", () => {
    const crossing = imports.filter(
      (i) => (under("web")(i.from) && under("worker")(i.target)) || (under("worker")(i.from) && under("web")(i.target)),
    );
    // The SPA's API client names the worker's routes by their type, which the build erases (decision 062).
    const routeTypes = crossing.filter(
      (i) => i.from === "web/api/client.ts" && i.target === "worker/app" && typeOnly(i.from, i.specifier),
    );
    expect(routeTypes).toHaveLength(1);
    expect(crossing.filter((i) => !routeTypes.includes(i)).map(describeImport)).toEqual([]);
  });

  it("reaches contract/ through #contract/* from outside it, and contract/ depends on nothing of either side", () => {
    // measure/ is a package of its own (its package.json holds the bench tools), which the root's
    // #contract/* map does not reach: it names contract/ by path.
    const climbing = imports.filter(
      (i) =>
        !under("contract")(i.from) &&
        !under("measure")(i.from) &&
        i.specifier.startsWith(".") &&
        under("contract")(i.target),
    );
    expect(climbing.map(describeImport)).toEqual([]);
    const leaking = imports.filter(
      (i) => under("contract")(i.from) && (under("worker")(i.target) || under("web")(i.target)),
    );
    expect(leaking.map(describeImport)).toEqual([]);
  });

  it("imports down the worker's folder order only: the app, the routers, the concerns, the ground", () => {
    const against = workerImports.filter((i) => layerOf(i.target) < layerOf(i.from));
    expect(against.map(describeImport)).toEqual([]);
  });

  it("holds the order to every folder of the worker, and fails an import that runs back up", () => {
    const folders = new Set(sourceFiles.filter(under("worker")).map(workerFolderOf));
    expect([...folders].filter((folder) => !(workerLayers as readonly string[]).includes(folder))).toEqual([]);
    expect(new Set(workerLayers).size).toBe(workerLayers.length);
    expect(workerImports.length).toBeGreaterThan(300);
    const upward = { from: "worker/db/client.ts", specifier: "../routes/profile", target: "worker/routes/profile" };
    expect(layerOf(upward.target)).toBeLessThan(layerOf(upward.from));
  });

  it("keeps every cache an isolate holds as an isolateCache, which the worker tests empty between files", () => {
    // A Map or an LRU made at a module's top level outlives the request: it must come from
    // worker/db/isolate-caches.ts, bounded and emptied by clearIsolateCaches (test/worker/support/setup.ts).
    const unmanaged = sourceFiles
      .filter((file) => under("worker")(file) && file !== "worker/db/isolate-caches.ts")
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .filter((line) => /^(export )?(const|let) \w+[^=]*= new (Map|LRUCache)\b/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(unmanaged).toEqual([]);
  });

  it("keeps Hono's request context in the HTTP layer: concerns take values, and work after the answer goes to waitUntil", () => {
    // The routers (/api/v1's and /mcp's among them), the app and the HTTP plumbing read the request and
    // write the answer; a concern is handed what it needs (db, env, the request's facts as values) and
    // hands background work to the runtime's waitUntil (worker/http/background.ts), never to the
    // request's execution context.
    const httpLayer = (file: string) =>
      under("worker/routes")(file) ||
      under("worker/mcp")(file) ||
      under("worker/public-api")(file) ||
      under("worker/http")(file) ||
      file === "worker/app.ts" ||
      file === "worker/index.ts";
    const handling = sourceFiles
      .filter((file) => under("worker")(file) && !httpLayer(file))
      .filter((file) => {
        const text = readFileSync(join(root, file), "utf8");
        return /from "hono(\/factory|\/cookie)?"|\bexecutionCtx\b|\bContext<AppEnv>/.test(text);
      });
    expect(handling).toEqual([]);
  });

  it("lists the worker's folders in the architecture's map in that order", () => {
    const map = readFileSync(join(root, "docs/architecture.md"), "utf8");
    const listed = [...map.matchAll(/^\| `worker\/([a-z\d-]+\/|[a-z]+\.ts)` \|/gm)].map((m) =>
      (m[1] as string).replace(/\/$/, ""),
    );
    expect(listed).toEqual([...workerLayers]);
  });

  it("keeps account security one module per concern: no helper cut to a few lines in its five folders", () => {
    // Accounts, sessions, two-factor, passkeys and security read top to bottom, a file per concern
    // (decision 034). The password cost alone stays apart: the worker tests redirect that one module to
    // a test cost (decision 029).
    const folders = ["accounts", "sessions", "two-factor", "passkeys", "security"].map((name) => `worker/${name}`);
    const files = sourceFiles.filter((file) => folders.some((folder) => under(folder)(file)));
    expect(files.length).toBeGreaterThanOrEqual(folders.length);
    const cutShort = files.filter(
      (file) =>
        file !== "worker/security/password-cost.ts" &&
        readFileSync(join(root, file), "utf8").trimEnd().split("\n").length <= 20,
    );
    expect(cutShort).toEqual([]);
  });

  it("keeps each concern whole in the folders folded by concern: no module cut to 20 lines or fewer", () => {
    // A small helper or guard lives in the module of its concern. Folders join this list as they are folded.
    // The password cost alone stays apart: the worker tests redirect that one module to a test cost
    // (decision 029).
    const accountSecurity = ["accounts", "sessions", "two-factor", "passkeys", "security"].map(
      (name) => `worker/${name}`,
    );
    const folded = ["worker/public-page", "worker/profiles", "contract/page", ...accountSecurity];
    const modules = sourceFiles.filter(
      (file) => folded.some((folder) => under(folder)(file)) && file !== "worker/security/password-cost.ts",
    );
    expect(modules.length).toBeGreaterThan(20);
    const lineCount = (file: string) => readFileSync(join(root, file), "utf8").trimEnd().split("\n").length;
    expect(modules.filter((file) => lineCount(file) <= 20)).toEqual([]);
  });

  it("lets the public page's route files only translate HTTP: the page's steps live in worker/public-page/", () => {
    for (const file of ["worker/routes/public-page.tsx", "worker/routes/report-page.tsx"]) {
      const text = readFileSync(join(root, file), "utf8");
      expect(text.split("\n").length, file).toBeLessThanOrEqual(40);
      expect(text, file).not.toMatch(/from "(react|react-dom\/server|drizzle-orm)"/);
    }
  });

  // Biome first maps every module of the project it reads: 2 s on a quiet two-core machine, 37 s seen
  // beside three other test runs, so the limit is generous.
  it("has no import cycle, type-only imports included: the lint's rule finds none in worker/, web/ or contract/", () => {
    const { checked, cycles } = importCycles(root, ["worker", "web", "contract"]);
    expect(checked).toBeGreaterThan(200);
    expect(cycles).toEqual([]);
  }, 120_000);

  it("counts two modules that import only each other's types as a cycle, as the lint is configured", () => {
    const dir = mkdtempSync(join(tmpdir(), "linknest-cycle-"));
    try {
      copyFileSync(join(root, "biome.json"), join(dir, "biome.json"));
      writeFileSync(join(dir, "a.ts"), 'import type { B } from "./b";\nexport type A = { b?: B };\n');
      writeFileSync(join(dir, "b.ts"), 'import type { A } from "./a";\nexport type B = { a?: A };\n');
      const { checked, cycles } = importCycles(dir, ["a.ts", "b.ts"], { vcs: false });
      expect(checked).toBe(2);
      expect(cycles.sort()).toEqual(["a.ts", "b.ts"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("files by concern", () => {
  // Folders whose files each hold one concern, read top to bottom: a guard, a small helper or a
  // one-endpoint router lives in the module of its concern rather than in a file of its own.
  const foldersByConcern = ["worker/safety"];
  const fewestLines = 21;

  it(`keeps no file of fewer than ${fewestLines} lines in ${foldersByConcern.join(", ")}`, () => {
    const inFolders = sourceFiles.filter((file) => foldersByConcern.some((folder) => under(folder)(file)));
    expect(inFolders.length).toBeGreaterThan(3);
    const small = inFolders
      .map((file) => ({ file, lines: readFileSync(join(root, file), "utf8").trimEnd().split("\n").length }))
      .filter(({ lines }) => lines < fewestLines);
    expect(small.map(({ file, lines }) => `${file}: ${lines} lines`)).toEqual([]);
  });
});

describe("references", () => {
  it("point into the repository: no tracked file cites outside documents or issue numbers", () => {
    // Built from parts so that this file does not match itself.
    const outside = new RegExp(["SPEC", "DESIGN"].map((name) => `${name} §`).join("|"));
    const issueNumber = new RegExp(`[Ii]ssue${" "}[0-9]`);
    const offending = trackedFiles
      .filter((file) => !file.endsWith("package-lock.json") && !file.startsWith("migrations/meta/"))
      .flatMap((file) =>
        readFileSync(join(root, file), "utf8")
          .split("\n")
          .map((line, index) => ({ file, line: index + 1, text: line }))
          .filter(({ text }) => outside.test(text) || issueNumber.test(text)),
      );
    expect(offending.map(({ file, line }) => `${file}:${line}`)).toEqual([]);
  });
});
