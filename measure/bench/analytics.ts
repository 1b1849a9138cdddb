// The analytics part of the bench (docs/performance.md, "Budgets"; docs/guides/analytics.md): page views and link clicks spread over 10,000
// profiles, each from a visitor of its own, as a link-in-bio service gets them (not one busy page). It
// reports how many events the app took in per second, how long the consumer took to fold them and the
// lag of a single click to its figure, how many rows the load wrote to the shared D1 per 1,000 events
// (counted by triggers the bench puts in its own copy of D1, so a build of any version can be measured),
// how many rows the stores wrote per event and how many their retention will write for it later, and the
// queue operations per event (summed from the consumer's line for each batch, which builds before the
// stores do not print, and builds before decision 045 print without what is written later).
import { spawnSync } from "node:child_process";
import type autocannon from "autocannon";
import type { AdminMetrics } from "../../contract/admin-types";
import type { LocalEnv } from "../../scripts/lib/local-state";
import { localToolEnv, projectRoot, stateDir, wranglerConfig } from "../../scripts/lib/local-state";
import { run } from "./load";
import type { Row } from "./report";
import { formatMs, median } from "./stats";

/** A browser's User-Agent for the load: requests without one are not views. */
export const browserAgent =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

export const analyticsProfiles = { count: 10_000, linksEach: 3, usernamePrefix: "reader_" };
/** One event in six a click: a click-through rate of 0.2 (docs/scale.md). */
const clickShare = 1 / 6;

/** 10,000 verified profiles with three links each, made by SQLite itself in two INSERT … SELECT. */
export async function seedAnalyticsProfiles(env: LocalEnv): Promise<void> {
  const { count, linksEach, usernamePrefix } = analyticsProfiles;
  await env.DB.prepare(
    `with recursive n(i) as (select 1 union all select i + 1 from n where i < ?1)
     insert into users (id, email, username, password_hash, email_verified, referral_code)
     select 'reader-' || i, 'reader' || i || '@bench.test', ?2 || i, 'x', 1, 'reader' || i from n`,
  )
    .bind(count, usernamePrefix)
    .run();
  await env.DB.prepare(
    "insert into pages (id, owner_id, username) select id, id, username from users where id like 'reader-%'",
  ).run();
  await env.DB.prepare(
    `with recursive p(position) as (select 0 union all select position + 1 from p where position < ?1 - 1)
     insert into links (id, page_id, position, title, url)
     select u.id || '-link-' || p.position, u.id, p.position, 'Link ' || (p.position + 1),
       'https://example.com/' || u.username || '/' || p.position
     from users u, p where u.id like 'reader-%'`,
  )
    .bind(linksEach)
    .run();
}

/** Runs SQL on the local D1 of the bench's state with wrangler, while no server holds it. */
function localD1(command: string): { results: Record<string, unknown>[] }[] {
  const result = spawnSync(
    "npx",
    [
      "wrangler",
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      stateDir(),
      "--config",
      wranglerConfig,
      "--json",
      "--command",
      command,
    ],
    { cwd: projectRoot, encoding: "utf8", env: localToolEnv(), maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stdout}${result.stderr}`);
  return JSON.parse(result.stdout) as { results: Record<string, unknown>[] }[];
}

/**
 * Puts a trigger on each table of the bench's D1 that counts every row inserted, updated or deleted
 * into bench_rows_written, so what the load writes can be read afterwards whatever the build.
 */
export function countD1Writes(): void {
  const [tables] = localD1(
    `select name from sqlite_master where type = 'table' and sql not like 'CREATE VIRTUAL%'
     and name not like 'sqlite_%' and name not like '_cf_%' and name not like 'd1_%'
     and name not in (select name || suffix from sqlite_master, (select '_data' as suffix union all select '_idx'
       union all select '_content' union all select '_docsize' union all select '_config') where sql like 'CREATE VIRTUAL%')`,
  );
  const names = (tables?.results ?? []).map((row) => String(row.name));
  const statements = ["create table bench_rows_written (name text primary key, n integer not null)"];
  for (const name of names) {
    statements.push(`insert into bench_rows_written values ('${name}', 0)`);
    for (const event of ["insert", "update", "delete"]) {
      statements.push(
        `create trigger bench_${event}_${name} after ${event} on "${name}" begin
           update bench_rows_written set n = n + 1 where name = '${name}'; end`,
      );
    }
  }
  localD1(statements.join(";\n"));
}

/** Rows written to each table since countD1Writes, and the counts set back to zero. */
export function d1RowsWritten(): Record<string, number> {
  const [counts] = localD1("select name, n from bench_rows_written where n > 0");
  localD1("update bench_rows_written set n = 0");
  return Object.fromEntries((counts?.results ?? []).map((row) => [String(row.name), Number(row.n)]));
}

const emptyTotals = () => ({
  batches: 0,
  messages: 0,
  folded: 0,
  profiles: 0,
  profileRowsWritten: 0,
  platformRowsWritten: 0,
  profileRowsLater: 0,
  platformRowsLater: 0,
  /** Whether every line said what the stores' retention will write later (builds from decision 045 on). */
  laterReported: true,
  /** Wall time the consumer spent folding. */
  ms: 0,
});

const summed = [
  "messages",
  "folded",
  "profiles",
  "profileRowsWritten",
  "platformRowsWritten",
  "profileRowsLater",
  "platformRowsLater",
  "ms",
] as const;

/** What the consumer's lines said of the batches it folded (consumer.ts); null from a build that prints none. */
export class FoldedBatches {
  private totals = emptyTotals();

  readonly onLine = (line: string): void => {
    const start = line.indexOf('{"analyticsBatch"');
    if (start < 0) return;
    const batch = (JSON.parse(line.slice(start)) as { analyticsBatch: Partial<Record<string, number>> }).analyticsBatch;
    this.totals.batches += 1;
    for (const key of summed) this.totals[key] += batch[key] ?? 0;
    if (batch.profileRowsLater === undefined) this.totals.laterReported = false;
  };

  take() {
    const totals = this.totals.batches > 0 ? { ...this.totals } : null;
    this.totals = emptyTotals();
    return totals;
  }
}

async function platformTraffic(baseUrl: string, cookie: string): Promise<{ views: number; clicks: number }> {
  const response = await fetch(`${baseUrl}/api/admin/metrics`, { headers: { cookie } });
  const metrics = (await response.json()) as AdminMetrics;
  const day = metrics.traffic.find((t) => t.window === "24h");
  return { views: day?.views ?? 0, clicks: day?.clicks ?? 0 };
}

/** Waits until the consumer has folded at least this many views and clicks; the seconds it took. */
export async function waitForFold(
  baseUrl: string,
  cookie: string,
  expected: { views: number; clicks: number },
  timeoutMs = 120_000,
): Promise<number> {
  const started = performance.now();
  for (;;) {
    const seen = await platformTraffic(baseUrl, cookie);
    if (seen.views >= expected.views && seen.clicks >= expected.clicks) return (performance.now() - started) / 1000;
    if (performance.now() - started > timeoutMs) {
      throw new Error(
        `analytics not folded after ${timeoutMs} ms: ${JSON.stringify(seen)} of ${JSON.stringify(expected)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One click at a time on a quiet queue: milliseconds from its 204 to the admin metrics counting it. */
export async function measureLag(
  baseUrl: string,
  cookie: string,
  username: string,
  samples: number,
): Promise<number[]> {
  const lags: number[] = [];
  for (let i = 0; i < samples; i++) {
    const before = await platformTraffic(baseUrl, cookie);
    const sent = await fetch(`${baseUrl}/api/click`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: baseUrl,
        "user-agent": browserAgent,
        "cf-connecting-ip": `10.200.0.${i + 1}`,
      },
      body: JSON.stringify({ username, linkIndex: 0 }),
    });
    const started = performance.now();
    if (sent.status !== 204) throw new Error(`lag probe click answered ${sent.status}`);
    await waitForFold(baseUrl, cookie, { views: before.views, clicks: before.clicks + 1 }, 60_000);
    lags.push(performance.now() - started);
  }
  return lags;
}

export type SpreadLoad = {
  seconds: number;
  views: number;
  clicks: number;
  refused: number;
  eventsPerSecond: number;
  /** The profiles the load went to. */
  usernames: string[];
};

/** Every profile's username, for a load that meets them at random. */
export const allAnalyticsProfiles = (): string[] =>
  Array.from({ length: analyticsProfiles.count }, (_, i) => `${analyticsProfiles.usernamePrefix}${i + 1}`);

/**
 * Page views and clicks on profiles picked at random from `usernames`, each request from an address of
 * its own (a new visitor, and no rate limit in the way), for `seconds`.
 */
export async function spreadLoad(
  baseUrl: string,
  connections: number,
  seconds: number,
  usernames: string[],
): Promise<SpreadLoad> {
  const { linksEach } = analyticsProfiles;
  let sent = 0;
  const used = new Set<string>();
  const target = {
    name: "analytics",
    path: "/",
    setupRequest: (request: autocannon.Request): autocannon.Request => {
      sent += 1;
      const username = usernames[Math.floor(Math.random() * usernames.length)] as string;
      used.add(username);
      const headers = {
        ...request.headers,
        "user-agent": browserAgent,
        "cf-connecting-ip": `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
      };
      if (Math.random() < clickShare) {
        return {
          ...request,
          method: "POST",
          path: "/api/click",
          headers: { ...headers, "content-type": "application/json", origin: baseUrl },
          body: JSON.stringify({ username, linkIndex: Math.floor(Math.random() * linksEach) }),
        };
      }
      return { ...request, method: "GET", path: `/${username}`, headers, body: undefined };
    },
  };
  const started = performance.now();
  const result = await run(baseUrl, target, { connections, seconds });
  const elapsed = (performance.now() - started) / 1000;
  // A page is answered 200, a click 204.
  const views = result.statuses[200] ?? 0;
  const clicks = result.statuses[204] ?? 0;
  return {
    seconds: elapsed,
    views,
    clicks,
    refused: result.other,
    eventsPerSecond: (views + clicks) / elapsed,
    usernames: [...used],
  };
}

export type AnalyticsMeasurements = {
  /** The first pass over the profiles, then the second over the same ones. */
  passes: SpreadLoad[];
  drainSeconds: number;
  lagsMs: number[];
  /** Rows written per table of the shared D1 during the load and its fold. */
  d1Rows: Record<string, number>;
  batches: ReturnType<FoldedBatches["take"]>;
};

/** Analytics over 10,000 profiles (docs/scale.md): every store, the rows their retention writes later included. */
const budgets = { rowsPerEvent: 3, queueOperationsPerEvent: 1 };

/** Rows written per event and queue operations per event, from the consumer's lines (docs/scale.md). */
function storeRows(b: ReturnType<FoldedBatches["take"]>): Row[] {
  if (!b || b.folded === 0) {
    return [
      {
        measure: "storage rows written per event, every store, now and by its retention later",
        value: "none: this build has no per-profile stores",
        budget: `≤ ${budgets.rowsPerEvent}`,
        pass: null,
      },
    ];
  }
  const per = (n: number) => (n / b.folded).toFixed(2);
  const now = b.profileRowsWritten + b.platformRowsWritten;
  const later = b.profileRowsLater + b.platformRowsLater;
  const folding = `${b.batches} batches, ${(b.ms / b.batches).toFixed(0)} ms each, ${(b.ms / 1000).toFixed(0)} s of folding in all, in the same workerd as the requests`;
  const rows = b.laterReported
    ? {
        value: `${per(now + later)}: ${per(now)} now (${per(b.profileRowsWritten)} in the profiles' stores, ${per(b.platformRowsWritten)} in the platform's), ${per(later)} by their retention later (${per(b.profileRowsLater)}, ${per(b.platformRowsLater)}) (${folding})`,
        pass: (now + later) / b.folded <= budgets.rowsPerEvent,
      }
    : {
        value: `${per(now)} now (${per(b.profileRowsWritten)} in the profiles' stores, ${per(b.platformRowsWritten)} in the platform's); this build does not say what its retention writes later (${folding})`,
        pass: null,
      };
  return [
    {
      measure: "storage rows written per event, every store, now and by its retention later",
      budget: `≤ ${budgets.rowsPerEvent}`,
      ...rows,
    },
    {
      measure: "queue operations per event",
      // A message is written, read and deleted: three operations (each per 64 KB; these are far smaller).
      value: `${((3 * b.messages) / b.folded).toFixed(2)}: ${(b.folded / b.messages).toFixed(1)} events per message, 3 operations a message (write, read, delete); this build's producers pool an isolate's events for a moment, and the bench's one isolate sees all of them`,
      budget: `≤ ${budgets.queueOperationsPerEvent}`,
      pass: (3 * b.messages) / b.folded <= budgets.queueOperationsPerEvent,
    },
  ];
}

/** The request log lines of the bench's own polls of the admin metrics, not the load's. */
const benchOwnTables = new Set(["logs"]);

export function analyticsRows(m: AnalyticsMeasurements): Row[] {
  const events = m.passes.reduce((n, pass) => n + pass.views + pass.clicks, 0);
  const perThousand = (n: number) => ((n * 1000) / events).toFixed(1);
  const loadRows = Object.entries(m.d1Rows).filter(([table]) => !benchOwnTables.has(table));
  const sharedRows = loadRows.reduce((n, [, rows]) => n + rows, 0);
  const byTable = loadRows.map(([table, rows]) => `${table} ${perThousand(rows)}`).join(", ");
  const b = m.batches;
  const count = (n: number) => n.toLocaleString("en-US");
  const pass = (load: SpreadLoad) =>
    `${count(Math.round(load.eventsPerSecond))} events/s (${count(load.views)} page views and ${count(load.clicks)} clicks in ${load.seconds.toFixed(0)} s, ${load.refused} not 2xx)`;
  const [first, second] = m.passes;
  return [
    {
      measure: `analytics events accepted, spread over ${count(analyticsProfiles.count)} profiles`,
      value: `first pass, to profiles met for the first time, ${first ? pass(first) : "—"}; second pass, to the ${first ? count(first.usernames.length) : "—"} profiles the first met, ${second ? pass(second) : "—"}${b ? `; ${(b.folded / b.messages).toFixed(1)} events per queue message, ${(b.messages / b.batches).toFixed(0)} messages and ${(b.profiles / b.batches).toFixed(0)} profiles per batch` : ""}`,
      budget: "reported",
      pass: null,
    },
    {
      measure: "shared-D1 rows written per 1,000 events",
      value: `${perThousand(sharedRows)}${byTable ? ` (${byTable})` : ""}; counted by triggers on every table, index entries not included; the request log of the bench's own admin polls left out`,
      budget: "< 10",
      pass: (sharedRows * 1000) / events < 10,
    },
    ...storeRows(b),
    {
      measure: "lag from event to figure",
      value: `median ${formatMs(median(m.lagsMs))} ms, max ${formatMs(Math.max(...m.lagsMs))} ms over ${m.lagsMs.length} single clicks on a quiet queue; the load's backlog folded within ${m.drainSeconds.toFixed(1)} s of its last answer (it first waits out the queue's 2 s batch window)`,
      budget: "≤ 60 s",
      pass: Math.max(...m.lagsMs) <= 60_000,
    },
  ];
}
