// The admin user list over 100,000 users (docs/performance.md, "Budgets": < 50 ms, indexes checked with EXPLAIN QUERY
// PLAN): each query shape is timed straight against D1 with the very SQL the endpoint runs (built by
// worker/admin/user-search.ts and user-text-search.ts: the trigram index's count of matches when there
// is text, then the page and the total), and through GET /api/admin/users as a logged-in admin.

import { userListQuerySchema } from "../../contract/admin-schemas";
import { userListStatements } from "../../worker/admin/user-search";
import {
  findOtherPageOwners,
  indexMatchCountStatement,
  otherPageOwnersStatement,
  textSearchMode,
  trigramSearchable,
} from "../../worker/admin/user-text-search";
import { openDb } from "../../worker/db/client";
import { percentile } from "./stats";

/** Each shape as the admin screen sends it in the query string (the seeded crowd: seed-bench.ts). */
export const queryShapes: { name: string; query: Record<string, string> }[] = [
  { name: "newest first (default)", query: {} },
  { name: "search, one match", query: { q: "person77777@" } },
  { name: "search, 111 matches", query: { q: "person777" } },
  { name: "search, 14,286 matches", query: { q: "mail3." } },
  { name: "search, two characters, by e-mail", query: { q: "99", sortBy: "email", sortDir: "asc" } },
  { name: "search, no match", query: { q: "nobody-here" } },
  { name: "Pro only", query: { isPro: "true" } },
  { name: "unverified and free", query: { emailVerified: "false", isPro: "false" } },
  { name: "suspended, by username", query: { isSuspended: "true", sortBy: "username", sortDir: "asc" } },
  { name: "by username, page 1000 of 50", query: { sortBy: "username", sortDir: "asc", page: "1000", pageSize: "50" } },
  { name: "by e-mail, descending", query: { sortBy: "email", sortDir: "desc" } },
];

type Statement = { sql: string; params: unknown[] };
type ShapeStatements = { probe?: Statement; owners?: Statement; page: Statement; count: Statement };

function prepare(db: D1Database, statement: Statement): D1PreparedStatement {
  return db.prepare(statement.sql).bind(...statement.params);
}

/**
 * The endpoint's statements for a shape, as SQL text and parameters: the index probe (when the text
 * is long enough to look up), run first because its answer picks how the page and total match.
 */
async function shapeSql(db: D1Database, query: Record<string, string>, now: number): Promise<ShapeStatements> {
  const parsed = userListQuerySchema.parse(query);
  const orm = openDb(db);
  const probe = trigramSearchable(parsed.q) ? indexMatchCountStatement(orm, parsed.q).toSQL() : undefined;
  const matches = probe ? ((await prepare(db, probe).raw<[number]>())[0]?.[0] ?? 0) : 0;
  // The owners of other pages the text names, looked up beside the trigram index's count.
  const owners = parsed.q ? otherPageOwnersStatement(orm, parsed.q).toSQL() : undefined;
  const otherPageOwners = parsed.q ? await findOtherPageOwners(orm, parsed.q) : [];
  const statements = userListStatements(orm, parsed, { mode: textSearchMode(parsed.q, matches), otherPageOwners }, now);
  return { probe, owners, page: statements.page.toSQL(), count: statements.count.toSQL() };
}

export function userListPath(query: Record<string, string>): string {
  return `/api/admin/users?${new URLSearchParams(query)}`;
}

export type ShapeTiming = { name: string; p50: number; p95: number; samples: number };
/** `indexes`: the indexes the plan reads; `indexed`: no step reads the table itself or sorts apart. */
export type ShapePlan = { name: string; plan: string[]; indexes: string[]; indexed: boolean };

/**
 * Runs every shape `iterations` times, rotating which goes first. A run's time is what `runShape`
 * reports, or else its wall time.
 */
async function timeShapes(
  iterations: number,
  runShape: (index: number) => Promise<number | undefined>,
): Promise<ShapeTiming[]> {
  const samples = queryShapes.map(() => [] as number[]);
  for (let warm = 0; warm < 2; warm++) for (let i = 0; i < queryShapes.length; i++) await runShape(i);
  for (let round = 0; round < iterations; round++) {
    for (let k = 0; k < queryShapes.length; k++) {
      const i = (round + k) % queryShapes.length;
      const started = performance.now();
      const reported = await runShape(i);
      samples[i]?.push(reported ?? performance.now() - started);
    }
  }
  return queryShapes.map((shape, i) => ({
    name: shape.name,
    p50: percentile(samples[i] ?? [], 50),
    p95: percentile(samples[i] ?? [], 95),
    samples: samples[i]?.length ?? 0,
  }));
}

/**
 * D1's own time for a shape (the local proxy's round trips left out): the probe, then the page and the
 * total in one batch. The endpoint skips the total when the page already tells it, so this is its most.
 */
export async function timeD1Shapes(db: D1Database, iterations: number): Promise<ShapeTiming[]> {
  const now = Date.now();
  const statements = await Promise.all(queryShapes.map(({ query }) => shapeSql(db, query, now)));
  return timeShapes(iterations, async (i) => {
    const { probe, owners, page, count } = statements[i] as ShapeStatements;
    let probed = 0;
    for (const statement of [probe, owners]) {
      if (statement) probed += (await prepare(db, statement).all()).meta.duration;
    }
    const results = await db.batch([prepare(db, page), prepare(db, count)]);
    return results.reduce((sum, result) => sum + result.meta.duration, probed);
  });
}

/**
 * SQLite's plan for each shape's statements. A shape is indexed when no step reads the users table
 * itself ("SCAN users" without an index), and nothing is sorted apart except the few rows the
 * trigram index named (at most indexedMatchLimit).
 */
export async function explainShapes(db: D1Database): Promise<ShapePlan[]> {
  const now = Date.now();
  const plans: ShapePlan[] = [];
  for (const { name, query } of queryShapes) {
    const { probe, owners, page, count } = await shapeSql(db, query, now);
    const plan: string[] = [];
    for (const [label, statement] of [
      ["probe", probe],
      ["owners", owners],
      ["page", page],
      ["count", count],
    ] as const) {
      if (!statement) continue;
      const { results } = await db
        .prepare(`explain query plan ${statement.sql}`)
        .bind(...statement.params)
        .all<{ detail: string }>();
      for (const row of results) plan.push(`${label}: ${row.detail}`);
    }
    const indexes = [
      ...new Set(
        plan.flatMap(
          (step) =>
            step
              .match(/USING (?:COVERING )?INDEX (\w+)|(\w+) VIRTUAL TABLE/)
              ?.slice(1)
              .find(Boolean) ?? [],
        ),
      ),
    ];
    const sortsOnlyIndexMatches = plan.some((step) => /^page: SEARCH users USING INTEGER PRIMARY KEY/.test(step));
    const indexed = plan.every(
      (step) => !/\bSCAN users\b(?! USING)/.test(step) && (sortsOnlyIndexMatches || !/TEMP B-TREE/.test(step)),
    );
    plans.push({ name, plan, indexes, indexed });
  }
  return plans;
}

/** Logs in through the API; the session cookie, to send back. */
export async function adminSession(baseUrl: string, identifier: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "cf-connecting-ip": "10.200.0.1" },
    body: JSON.stringify({ identifier, password }),
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("ln_session="));
  if (response.status !== 200 || !cookie) throw new Error(`admin login answered ${response.status}`);
  return cookie.split(";")[0] as string;
}

/** Null when the endpoint does not exist yet (the API's 404). */
export async function timeHttpShapes(
  baseUrl: string,
  cookie: string,
  iterations: number,
): Promise<ShapeTiming[] | null> {
  const probe = await fetch(`${baseUrl}${userListPath({})}`, { headers: { cookie } });
  await probe.arrayBuffer();
  if (probe.status === 404) return null;
  if (probe.status !== 200) throw new Error(`GET /api/admin/users answered ${probe.status}`);
  return timeShapes(iterations, async (i) => {
    const response = await fetch(`${baseUrl}${userListPath(queryShapes[i]?.query ?? {})}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${queryShapes[i]?.name}: answered ${response.status}`);
    return undefined; // the wall time
  });
}
