// Shared set-up for the analytics tests: visitors with a browser's headers, the rollups a profile's store
// holds, the consumer driven directly with a batch, and the stores' own tables and alarms; the analytics
// queue's end-to-end test waits for the real queue's consumer instead.
import { env, runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { expect } from "vitest";
import { counterKey } from "../../../worker/analytics/day-record";
import type { AnalyticsEvent } from "../../../worker/analytics/events";
import { nextRetentionRun, type DailyRow as StoredRow } from "../../../worker/analytics/profile-store";
import { profileRows, profileStore } from "../../../worker/analytics/stores";
import { type Fault, failing } from "./faults";
import { consumeBatch } from "./queues";
import { request } from "./requests";

export const agents = {
  desktop:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
  iphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
  ipad: "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
  androidPhone:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  androidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
} as const;

export type Visit = {
  ip?: string;
  userAgent?: string;
  referer?: string;
  headers?: Record<string, string>;
  cookie?: string;
  method?: string;
};

/** A browser's GET of the public page; `send` is requestOverRealQueues for the end-to-end test. */
export function visit(path: string, options: Visit = {}, send = request): Promise<Response> {
  const headers: Record<string, string> = { "User-Agent": options.userAgent ?? agents.desktop, ...options.headers };
  if (options.referer) headers.Referer = options.referer;
  return send(path, { method: options.method ?? "GET", ip: options.ip, headers, cookie: options.cookie });
}

/** The page's beacon, as a browser sends it. */
export function beacon(body: Record<string, unknown>, options: Visit = {}): Promise<Response> {
  return request("/api/click", {
    method: "POST",
    json: body,
    ip: options.ip,
    headers: { "User-Agent": options.userAgent ?? agents.desktop, ...options.headers },
  });
}

export type DailyRow = { day: string; metric: string; dimension: string; count: number };

/** The profile's rollup rows as its store holds them, by day, metric and dimension. */
export async function dailyRows(userId: string): Promise<DailyRow[]> {
  const rows = await profileRows(env, userId);
  const key = (row: DailyRow) => [row.day, row.metric, row.dimension].join("\u0000");
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** One rollup count over every day kept, 0 when the row is absent. */
export async function rollup(userId: string, metric: string, dimension = "total"): Promise<number> {
  const rows = await profileRows(env, userId);
  return rows
    .filter((row) => row.metric === metric && row.dimension === dimension)
    .reduce((n, row) => n + row.count, 0);
}

/** For the analytics queue's end-to-end test: waits, within a bound, for the real queue's consumer to fold `expected`. */
export async function waitForRollup(userId: string, metric: string, expected: number, dimension = "total") {
  await expect.poll(() => rollup(userId, metric, dimension), { timeout: 10_000, interval: 50 }).toBe(expected);
}

let messageCounter = 0;
export function message(body: AnalyticsEvent | unknown, id = `msg-${Date.now().toString(36)}-${++messageCounter}`) {
  return { id, body };
}

/** Hands a batch to the analytics consumer as the Queues runtime would; reports acks and retries. */
export function consume(
  queue: string,
  messages: { id: string; body: unknown }[],
  attempts = 1,
  overrides: Partial<Env> = {},
) {
  return consumeBatch(queue, messages, { attempts, bindings: overrides });
}

/** A view event as the public page sends it. */
export function viewEvent(userId: string, overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  return {
    kind: "view",
    userId,
    at: Date.now(),
    source: "direct",
    country: "DE",
    device: "desktop",
    visitor: crypto.randomUUID().replace(/-/g, ""),
    ...overrides,
  } as AnalyticsEvent;
}

export function clickEvent(userId: string, linkId: string, overrides: Partial<AnalyticsEvent> = {}): AnalyticsEvent {
  return {
    kind: "click",
    userId,
    linkId,
    at: Date.now(),
    source: "direct",
    country: "DE",
    device: "desktop",
    ...overrides,
  } as AnalyticsEvent;
}

/**
 * Runs SQL in the profile's own store (its tables days, spilled_counts, spilled_entries and link_clicks,
 * and the views daily, visitors and folded that read them as before). A store never written to has no
 * tables yet, and answers no rows.
 */
export function storeQuery<T extends Record<string, SqlStorageValue>>(
  userId: string,
  query: string,
  ...bindings: SqlStorageValue[]
): Promise<T[]> {
  return runInDurableObject(profileStore(env, userId), (_store, state) => {
    const { sql } = state.storage;
    if (sql.exec("select 1 from sqlite_master where name = 'daily'").toArray().length === 0) return [];
    return sql.exec<T>(query, ...bindings).toArray();
  });
}

/** Runs the store's pending retention alarm now; false when none was booked. */
export function runRetention(userId: string): Promise<boolean> {
  return runDurableObjectAlarm(profileStore(env, userId));
}

/**
 * A stores' namespace (the profiles' by default) whose objects refuse the listed calls the way an
 * unreachable object does: all of them, or only the one named `only` (a user id, or "platform-N"). With
 * `answerLost` the call is made, and commits, and only its answer fails to come back, as when the object
 * restarts between its write and its reply.
 */
export function failingStores<N extends "PROFILE_ANALYTICS" | "PLATFORM_ANALYTICS" = "PROFILE_ANALYTICS">(
  methods: readonly string[],
  fault: Fault,
  {
    namespace = "PROFILE_ANALYTICS" as N,
    only,
    answerLost = false,
  }: { namespace?: N; only?: string; answerLost?: boolean } = {},
): Env[N] {
  // The two namespaces differ only in their objects' methods, which the proxy leaves to the stubs.
  const real = env[namespace] as unknown as DurableObjectNamespace;
  return new Proxy(real, {
    get(target, property) {
      if (property === "get") {
        return (id: DurableObjectId) => {
          const stub = target.get(id);
          if (only !== undefined && !id.equals(target.idFromName(only))) return stub;
          return answerLost ? losingAnswers(stub, namespace, methods, fault) : failing(stub, namespace, methods, fault);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  }) as unknown as Env[N];
}

/** A store's stub whose listed calls run to the end, and then answer with an error. */
function losingAnswers<T extends object>(stub: T, name: string, methods: readonly string[], fault: Fault): T {
  return new Proxy(stub, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (!methods.includes(String(property))) return value.bind(target);
      return async (...args: unknown[]) => {
        await (target as Record<string, (...a: unknown[]) => Promise<unknown>>)[String(property)]?.(...args);
        fault.hits += 1;
        throw new Error(`${name}.${String(property)}: answer lost: ${fault.tag}`);
      };
    },
  });
}

/**
 * Puts rollup rows in the profile's store as if counted on their days (a row per day, its counters as a
 * fold writes them), with its retention run booked.
 */
export async function storeRollups(userId: string, rows: StoredRow[]): Promise<void> {
  const days = new Map<string, Record<string, number>>();
  for (const { day, metric, dimension, count } of rows) {
    const counts = days.get(day) ?? {};
    counts[counterKey(metric, dimension)] = (counts[counterKey(metric, dimension)] ?? 0) + count;
    days.set(day, counts);
  }
  // A fold of nothing makes the store's tables.
  await profileStore(env, userId).fold(userId, "seed", []);
  await runInDurableObject(profileStore(env, userId), async (_store, state) => {
    for (const [day, counts] of days) {
      state.storage.sql.exec(
        "insert into days (day, owner, counts, ledger, visitors) values (?, ?, ?, '{}', '[]')",
        day,
        userId,
        JSON.stringify(counts),
      );
    }
    await state.storage.setAlarm(nextRetentionRun(Date.now()));
  });
}
