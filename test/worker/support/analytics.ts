// Shared set-up for the analytics tests: visitors with a browser's headers, the rollups the consumer
// folded, and the consumer driven directly with a batch; the analytics queue's end-to-end test waits for
// the real queue's consumer instead.
import { env } from "cloudflare:test";
import { expect } from "vitest";
import type { AnalyticsEvent } from "../../../worker/analytics/events";
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

export async function dailyRows(userId: string): Promise<DailyRow[]> {
  const { results } = await env.DB.prepare(
    "select day, metric, dimension, count from analytics_daily where user_id = ? order by day, metric, dimension",
  )
    .bind(userId)
    .all<DailyRow>();
  return results;
}

/** One rollup count, 0 when the row is absent. */
export async function rollup(userId: string, metric: string, dimension = "total"): Promise<number> {
  const row = await env.DB.prepare(
    "select coalesce(sum(count), 0) as n from analytics_daily where user_id = ? and metric = ? and dimension = ?",
  )
    .bind(userId, metric, dimension)
    .first<{ n: number }>();
  return row?.n ?? 0;
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
