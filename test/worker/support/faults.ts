// Faults at the binding boundary (docs/reliability.md, "Faults injected"): the worker's own fetch handler, called with an env in
// which one binding refuses the chosen operations the way D1, KV, R2 or a queue does in an outage.
// Everything else — the other bindings, the middleware, the error handler — is the real thing, so a
// test sees exactly what a user would, and what is left stored afterwards.
import { env } from "cloudflare:test";
import { expect, vi } from "vitest";
import { withLifetimeClicks } from "../../../worker/analytics/stores";
import { settleBackgroundWork } from "./background";
import { answer, buildRequest, type RequestOptions } from "./requests";

/** One injected fault: its tag is in every error it throws, so a test finds its own log line. */
export type Fault = { readonly tag: string; hits: number };

export function newFault(): Fault {
  return { tag: `injected-fault-${crypto.randomUUID().slice(0, 8)}`, hits: 0 };
}

function refuse(fault: Fault, operation: string): Error {
  fault.hits += 1;
  return new Error(`${operation} failed: ${fault.tag}`);
}

/** A KV namespace, R2 bucket or queue whose listed methods reject; its other methods work. */
export function failing<T extends object>(binding: T, name: string, methods: readonly string[], fault: Fault): T {
  return new Proxy(binding, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (methods.includes(String(property))) {
        return () => Promise.reject(refuse(fault, `${name}.${String(property)}`));
      }
      return value.bind(target);
    },
  });
}

/** Which D1 calls fail: statements whose SQL matches (alone or inside a batch), and/or every batch. */
export type D1FaultRule = { statements?: RegExp; batch?: boolean };
export const d1Down: D1FaultRule = { statements: /[\s\S]/, batch: true };

/**
 * A D1 database whose matching statements reject. Statements are wrapped so their SQL is known when
 * they run or are batched; a batch gets the real statements back, so what does run is real D1.
 */
export function failingD1(d1: D1Database, rule: D1FaultRule, fault: Fault): D1Database {
  const realStatements = new WeakMap<object, D1PreparedStatement>();
  const sqlOf = new WeakMap<object, string>();
  const matches = (sql: string) => rule.statements?.test(sql) ?? false;

  const wrap = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const run =
      <T>(call: () => Promise<T>) =>
      (): Promise<T> =>
        matches(sql) ? Promise.reject(refuse(fault, `D1 "${sql.slice(0, 60)}"`)) : call();
    const wrapped = {
      bind: (...values: unknown[]) => wrap(statement.bind(...values), sql),
      first: (column?: string) => run(() => (column === undefined ? statement.first() : statement.first(column)))(),
      run: () => run(() => statement.run())(),
      all: () => run(() => statement.all())(),
      // drizzle calls raw() without options; the overloads only differ in the row type.
      raw: (options?: { columnNames?: false }) => run(() => statement.raw(options))(),
    };
    realStatements.set(wrapped, statement);
    sqlOf.set(wrapped, sql);
    return wrapped as unknown as D1PreparedStatement;
  };

  return new Proxy(d1, {
    get(target, property) {
      if (property === "prepare") return (sql: string) => wrap(target.prepare(sql), sql);
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          if (rule.batch || statements.some((s) => matches(sqlOf.get(s) ?? ""))) {
            return Promise.reject(refuse(fault, "D1 batch"));
          }
          return target.batch(statements.map((s) => realStatements.get(s) ?? s));
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * Sends a request to the worker with some bindings replaced; its background work (log lines, snapshots)
 * is done when it returns, so the test can look at everything it stored.
 */
export async function fetchWith(
  bindings: Partial<Env>,
  path: string,
  options: RequestOptions & { cookie?: string } = {},
): Promise<Response> {
  const response = await answer(buildRequest(path, options), bindings);
  await settleBackgroundWork();
  return response;
}

/** A 5xx JSON `{msg}` without a stack, SQL or the injected error's text. */
export async function expectCleanFailure(response: Response, status: number, msg?: string): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body = (await response.json()) as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(["msg"]);
  if (msg !== undefined) expect(body.msg).toBe(msg);
  expect(JSON.stringify(body)).not.toMatch(/injected-fault|at |\.ts|stack|SQLITE|D1|failed:/i);
  return String(body.msg);
}

/** The error log line a fault left for the admin's Errors view (kind='error', its own tag). */
export async function errorLogLine(fault: Fault): Promise<{ path: string | null; message: string } | null> {
  return env.DB.prepare("select path, message from logs where kind = 'error' and message like ? order by id desc")
    .bind(`%${fault.tag}%`)
    .first<{ path: string | null; message: string }>();
}

/** Watches console.error: where D1 itself is down, the log line cannot be written and this is the trail. */
export function watchConsoleErrors() {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  return {
    mentions(fault: Fault): boolean {
      return spy.mock.calls.some((args) => args.some((arg) => String(arg?.stack ?? arg).includes(fault.tag)));
    },
    restore: () => spy.mockRestore(),
  };
}

// What a request may have left behind, read straight from the bindings.

export async function userRow(where: { id?: string; email?: string }) {
  const [column, value] = where.id !== undefined ? ["id", where.id] : ["email", where.email];
  return env.DB.prepare(`select * from users where ${column} = ?`).bind(value).first<Record<string, unknown>>();
}

/** The account's primary page as stored (its id is the account's: docs/decisions/059). */
export async function primaryPageRow(userId: string) {
  return env.DB.prepare("select * from pages where id = ?").bind(userId).first<Record<string, unknown>>();
}

export async function tokensOf(userId: string) {
  const { results } = await env.DB.prepare(
    "select token_hash, purpose, payload, used_at from tokens where user_id = ? order by token_hash",
  )
    .bind(userId)
    .all();
  return results;
}

/** The user's links as stored, each with its lifetime clicks (D1's count from before the stores, and the store's). */
export async function linksOf(userId: string) {
  const { results } = await env.DB.prepare(
    "select id, position, title, url, clicks from links where page_id = ? order by position",
  )
    .bind(userId)
    .all<{ id: string; position: number; title: string; url: string; clicks: number }>();
  return withLifetimeClicks(env, userId, results);
}

/** Keys of the avatar objects stored for a user (R2 custom metadata names the owner). */
export async function avatarKeysOf(userId: string): Promise<string[]> {
  const listed = await env.AVATARS.list({ prefix: "avatars/", include: ["customMetadata"] });
  return listed.objects
    .filter((object) => object.customMetadata?.userId === userId)
    .map((object) => object.key)
    .sort();
}

/** The user's row, links, tokens and avatar objects: what "nothing changed" is checked against. */
export async function storedState(userId: string) {
  const [user, page, links, tokens, avatars] = await Promise.all([
    userRow({ id: userId }),
    primaryPageRow(userId),
    linksOf(userId),
    tokensOf(userId),
    avatarKeysOf(userId),
  ]);
  return { user, page, links, tokens, avatars };
}

export async function userIdOf(email: string): Promise<string> {
  const row = await userRow({ email });
  if (!row) throw new Error(`no user ${email}`);
  return String(row.id);
}
