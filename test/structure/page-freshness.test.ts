// The public page is kept fresh by one step (worker/page-snapshot/page-changed.ts): every write to a table
// or column the page's snapshot is built from must reach a call of pageChanged. The tables and columns are
// read from the snapshot's own statements (snapshotSources), so a part the page starts to show is held
// here at once; the writes are found in the worker's code — drizzle's update / insert / delete of such a
// table, an update only when it sets such a column — and each is followed up its callers: the function
// that holds it, or every caller of that function in turn, must call pageChanged. A write that reaches a
// request, a queue or a cron without it is a page left stale, and fails here with the way it went.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { getTableColumns, getTableName, type SQL, sql, Table } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as schema from "../../worker/db/schema";
import { snapshotSources } from "../../worker/page-snapshot/snapshot";

const root = normalize(join(dirname(new URL(import.meta.url).pathname), "../.."));
const step = "pageChanged";

/**
 * Writes that change no page anyone can see, each with the reason; the walk stops at these functions.
 * An entry names the file and the function (or constant) that holds the write.
 */
const noPageYet: Record<string, string> = {
  "worker/accounts/signup.ts#createAccount": "a new account is unverified: it has no page until its e-mail is proven",
  "worker/accounts/email-address.ts#deleteNeverVerifiedAccounts": "an account never verified never had a page",
};

// ── What the page shows ─────────────────────────────────────────────────────────────────────────────

type PageTable = { name: string; sqlName: string; columns: Set<string> };

/** Every schema table the snapshot reads, by its name in worker/db/schema.ts, with the columns (as keys) it reads. */
function pageTables(): Map<string, PageTable> {
  const db = drizzle({} as D1Database, { schema });
  const statements = snapshotSources(db, sql`1 = 1` as SQL).map((statement) => statement.toSQL().sql);
  const read = new Map<string, Set<string>>();
  const note = (table: string, column: string) => read.set(table, (read.get(table) ?? new Set()).add(column));
  for (const text of statements) {
    const tables = [...text.matchAll(/\b(?:from|join)\s+"(\w+)"/g)].map((m) => m[1] as string);
    for (const m of text.matchAll(/"(\w+)"\."(\w+)"/g)) note(m[1] as string, m[2] as string);
    // A statement over one table names its columns bare.
    if (tables.length === 1) {
      const bare = text.replace(/"\w+"\."\w+"/g, "").matchAll(/"(\w+)"/g);
      for (const m of bare) if (m[1] !== tables[0]) note(tables[0] as string, m[1] as string);
    }
  }
  const found = new Map<string, PageTable>();
  for (const [name, value] of Object.entries(schema)) {
    if (!(value instanceof Table)) continue;
    const sqlName = getTableName(value);
    const columnsRead = read.get(sqlName);
    if (!columnsRead) continue;
    const columns = Object.entries(getTableColumns(value))
      .filter(([, column]) => columnsRead.has(column.name))
      .map(([key]) => key);
    found.set(name, { name, sqlName, columns: new Set(columns) });
  }
  return found;
}

// ── The worker's code ───────────────────────────────────────────────────────────────────────────────

type SourceFile = { path: string; ast: ts.SourceFile; imports: Map<string, { from: string; name: string }> };

const workerPaths = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "worker"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((path) => /\.tsx?$/.test(path) && !path.endsWith(".d.ts"));
const known = new Set(workerPaths);
const workerFiles: SourceFile[] = workerPaths.map((path) => {
  const text = readFileSync(join(root, path), "utf8");
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const ast = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  return { path, ast, imports: importsOf(path, ast) };
});

/** The module a relative specifier names, as a path of the tree (undefined for a package). */
function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = normalize(join(dirname(from), specifier));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((path) => known.has(path)) ?? base;
}

/** Each imported local name with the module and the name it comes from. */
function importsOf(path: string, ast: ts.SourceFile) {
  const imports = new Map<string, { from: string; name: string }>();
  for (const statement of ast.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      imports.set(element.name.text, {
        from: statement.moduleSpecifier.text,
        name: (element.propertyName ?? element.name).text,
      });
    }
  }
  return new Map(
    [...imports].map(([local, { from, name }]) => [local, { from: resolveModule(path, from) ?? from, name }]),
  );
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

const isFunctionLike = (node: ts.Node) =>
  ts.isFunctionDeclaration(node) ||
  ts.isArrowFunction(node) ||
  ts.isFunctionExpression(node) ||
  ts.isMethodDeclaration(node);

/** Whether a function's own body (nested functions included) calls the step. */
const callsStep = new WeakMap<ts.Node, boolean>();
function functionCallsStep(fn: ts.Node): boolean {
  let known = callsStep.get(fn);
  if (known === undefined) {
    known = false;
    visit(fn, (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === step) known = true;
    });
    callsStep.set(fn, known);
  }
  return known;
}

/** A place in the code: what holds it — a top-level name, or an object's property of a function — and the functions around it. */
type Holder = { file: string; name: string; property: boolean };

function holderOf(file: SourceFile, node: ts.Node): { holder: Holder; functions: ts.Node[] } {
  const functions: ts.Node[] = [];
  let property: string | undefined;
  let current: ts.Node = node;
  while (current.parent && current.parent !== file.ast) {
    if (isFunctionLike(current)) functions.push(current);
    if (!property && ts.isPropertyAssignment(current) && isFunctionLike(current.initializer)) {
      property = current.name.getText(file.ast);
    }
    current = current.parent;
  }
  if (isFunctionLike(current)) functions.push(current);
  if (property) return { holder: { file: file.path, name: property, property: true }, functions };
  return { holder: { file: file.path, name: topLevelName(current) ?? "(top level)", property: false }, functions };
}

function topLevelName(statement: ts.Node): string | undefined {
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) return statement.name?.text;
  if (ts.isVariableStatement(statement)) {
    const declared = statement.declarationList.declarations[0]?.name;
    return declared && ts.isIdentifier(declared) ? declared.text : undefined;
  }
  if (ts.isExportAssignment(statement)) return "default";
  return undefined;
}

const inTypePosition = (node: ts.Node): boolean => {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (ts.isTypeNode(current)) return true;
    if (ts.isStatement(current)) return false;
  }
  return false;
};

/** An identifier that names a property (`x.name`, `{ name: … }`) rather than referring to a binding. */
const isPropertyName = (node: ts.Identifier) =>
  (ts.isPropertyAccessExpression(node.parent) && node.parent.name === node) ||
  (ts.isPropertyAssignment(node.parent) && node.parent.name === node);

/** Where a holder is used: each reference, outside type positions and outside its own declaration. */
function referencesTo(holder: Holder): { file: SourceFile; node: ts.Node }[] {
  const found: { file: SourceFile; node: ts.Node }[] = [];
  for (const file of workerFiles) {
    const local = holder.property
      ? holder.name
      : file.path === holder.file
        ? holder.name
        : [...file.imports].find(([, source]) => source.from === holder.file && source.name === holder.name)?.[0];
    if (!local) continue;
    for (const statement of file.ast.statements) {
      if (ts.isImportDeclaration(statement)) continue;
      if (!holder.property && file.path === holder.file && topLevelName(statement) === holder.name) continue;
      visit(statement, (node) => {
        const named = holder.property
          ? ts.isPropertyAccessExpression(node) && node.name.text === local
          : ts.isIdentifier(node) && node.text === local && !isPropertyName(node);
        if (named && !inTypePosition(node)) found.push({ file, node });
      });
    }
  }
  return found;
}

/** A write, and each way from it to a request, a queue or a cron that reaches no call of the step. */
function staleWays(file: SourceFile, node: ts.Node, seen = new Set<string>(), way: string[] = []): string[][] {
  const { holder, functions } = holderOf(file, node);
  if (functions.some(functionCallsStep)) return [];
  const key = `${holder.file}#${holder.name}`;
  if (noPageYet[key] !== undefined || seen.has(key)) return [];
  seen.add(key);
  const here = [...way, holder.property ? `${holder.file} .${holder.name}` : key];
  const references = referencesTo(holder);
  if (references.length === 0) return [here];
  return references.flatMap((reference) => staleWays(reference.file, reference.node, seen, here));
}

type Write = { file: SourceFile; node: ts.Node; table: PageTable; what: string };

/** Every drizzle write to a page table in the worker, an update only when it sets a column the page reads. */
function pageWrites(tables: Map<string, PageTable>): Write[] {
  const writes: Write[] = [];
  for (const file of workerFiles) {
    visit(file.ast, (node) => {
      if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return;
      const verb = node.expression.name.text;
      const target = node.arguments[0];
      if (!["update", "insert", "delete"].includes(verb) || !target || !ts.isIdentifier(target)) return;
      const source = file.imports.get(target.text);
      if (!source || !/worker\/db\/schema(\.ts)?$/.test(source.from)) return;
      const table = tables.get(source.name);
      if (!table) return;
      if (verb === "update") {
        const set = setArgument(node);
        const keys = set && ts.isObjectLiteralExpression(set) ? literalKeys(set, file.ast) : undefined;
        const touched = keys ? keys.filter((key) => table.columns.has(key)) : ["(every column)"];
        if (touched.length === 0) return;
        writes.push({ file, node, table, what: `update ${table.sqlName} (${touched.join(", ")})` });
      } else {
        writes.push({ file, node, table, what: `${verb} ${table.sqlName}` });
      }
    });
  }
  return writes;
}

/** The argument of `.set(…)` chained on an update. */
function setArgument(update: ts.CallExpression): ts.Expression | undefined {
  const access = update.parent;
  if (!ts.isPropertyAccessExpression(access) || access.name.text !== "set") return undefined;
  return ts.isCallExpression(access.parent) ? access.parent.arguments[0] : undefined;
}

/** An object literal's keys; undefined when a spread leaves them unknown. */
function literalKeys(object: ts.ObjectLiteralExpression, ast: ts.SourceFile): string[] | undefined {
  const keys: string[] = [];
  for (const property of object.properties) {
    if (ts.isSpreadAssignment(property)) {
      if (!ts.isObjectLiteralExpression(property.expression)) return undefined;
      const inner = literalKeys(property.expression, ast);
      if (!inner) return undefined;
      keys.push(...inner);
    } else if (property.name) {
      keys.push(property.name.getText(ast));
    }
  }
  return keys;
}

const tables = pageTables();
const writes = pageWrites(tables);

describe("the page kept fresh by one step", () => {
  it("reads the tables and columns the page shows from the snapshot's own statements", () => {
    expect([...tables.values()].map((table) => table.sqlName).sort()).toEqual(
      expect.arrayContaining([
        "connected_accounts",
        "custom_domains",
        "links",
        "profile_styles",
        "pages",
        "url_checks",
        "users",
      ]),
    );
    const pages = tables.get("pages")?.columns ?? new Set();
    for (const column of ["username", "bio", "avatar", "shareCard"]) {
      expect(pages.has(column), column).toBe(true);
    }
    const owners = tables.get("users")?.columns ?? new Set();
    for (const column of ["isSuspended", "emailVerified", "subscriptionStatus"]) {
      expect(owners.has(column), column).toBe(true);
    }
    expect(owners.has("passwordHash")).toBe(false);
  });

  it("finds the writes to those tables in the worker: saves, verdicts, suspensions, domains, cards, tips", () => {
    const holders = new Set(writes.map(({ file, node }) => `${file.path}#${holderOf(file, node).holder.name}`));
    for (const expected of [
      "worker/profiles/save-profile.ts#saveProfile",
      "worker/profiles/links.ts#linkStatements",
      "worker/safety/verdicts.ts#verdictStatement",
      "worker/safety/suspension.ts#suspendUser",
      "worker/custom-domains/checks.ts#storeCheck",
      "worker/share-cards/cards.ts#makeShareCard",
      "worker/earn/connected-accounts.ts#connectWithStripe",
      "worker/earn/connected-accounts.ts#mirrorAccountStatement",
      "worker/earn/connected-accounts.ts#deauthorizeStatement",
    ]) {
      expect(holders, expected).toContain(expected);
    }
  });

  it("reaches pageChanged from every write, whichever request, queue or cron it comes from", () => {
    const stale = writes.flatMap((write) =>
      staleWays(write.file, write.node).map((way) => `${write.what}: ${way.join(" ← ")}`),
    );
    expect(stale).toEqual([]);
  });

  it("fails a write that reaches no call of the step", () => {
    const text =
      'import { users } from "../db/schema";\nexport function rename(db) { return db.update(users).set({ bio: "" }); }\n';
    const path = "worker/example/rename.ts";
    const ast = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const file: SourceFile = { path, ast, imports: new Map([["users", { from: "worker/db/schema", name: "users" }]]) };
    let update: ts.Node | undefined;
    visit(ast, (node) => {
      if (ts.isCallExpression(node) && node.getText(ast).startsWith("db.update(users)") && !update) update = node;
    });
    expect(update).toBeDefined();
    expect(staleWays(file, update as ts.Node)).toEqual([["worker/example/rename.ts#rename"]]);
  });
});
