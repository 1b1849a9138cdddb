// What the public page and the click call put on ANALYTICS_QUEUE (docs/guides/analytics.md): one small event
// per view or click, pooled with the isolate's other events for a moment and sent after the response is
// on its way. A queue that refuses a message never fails the page or the click: its events are lost, and
// lost events are counted in the admin's Errors view.
import type { Db } from "../db/client";
import { recordError } from "../logs/record";

/** What a view and a click share: whose profile, when, and the visit's dimensions. */
type EventBase = { userId: string; at: number; source: string; country: string; device: string };

/** `visitor` is the day's keyed visitor hash (visitors.ts), never an address or agent. */
export type ViewEvent = EventBase & { kind: "view"; visitor: string };
export type ClickEvent = EventBase & { kind: "click"; linkId: string };
export type AnalyticsEvent = ViewEvent | ClickEvent;

/**
 * The analytics queues' producer bindings and their queues, in order (wrangler.toml). One queue takes
 * 5,000 messages a second; producers spread theirs over the first ANALYTICS_QUEUE_SHARDS of these.
 */
export const analyticsQueueBindings = [
  "ANALYTICS_QUEUE",
  "ANALYTICS_QUEUE_2",
  "ANALYTICS_QUEUE_3",
  "ANALYTICS_QUEUE_4",
] as const;
export const analyticsQueueNames = [
  "linknest-analytics",
  "linknest-analytics-2",
  "linknest-analytics-3",
  "linknest-analytics-4",
] as const;
export const analyticsQueueName = analyticsQueueNames[0];
export const analyticsDeadLetterQueueName = "linknest-analytics-dlq";

/** A queue for the next message: one of the shards at random, so each carries an even share. */
export function analyticsQueue(env: Env, random = Math.random()): Queue {
  const wanted = Number.parseInt(env.ANALYTICS_QUEUE_SHARDS, 10);
  const shards = Number.isInteger(wanted) ? Math.min(Math.max(wanted, 1), analyticsQueueBindings.length) : 1;
  return env[analyticsQueueBindings[Math.floor(random * shards)] ?? "ANALYTICS_QUEUE"];
}

/** Lost events waiting to be reported, and when this isolate last reported some. */
let lost = 0;
let lastReportAt = 0;
/** One error line a minute per isolate at most, so an outage cannot flood the logs table. */
const reportEveryMs = 60_000;

/**
 * An event as a request leaves it in the pool: ready, or finished when the pool leaves (a view's
 * visitor hash, visitors.ts), with the D1 handle of the request that sends the pool.
 */
export type PooledEvent = AnalyticsEvent | ((db: () => Db) => Promise<AnalyticsEvent>);

/**
 * Events of this isolate's requests waiting to leave together as one message. Only the request that
 * finds the pool empty holds the send, through its own waitUntil, a moment later; the others add plain
 * data and are done, which spares each page view and click a waitUntil of its own (the largest share
 * of what counting used to cost them). Views are hashed when the pool leaves, so the address and agent
 * a view is hashed from stay in this isolate's memory for at most the window and go nowhere else.
 */
let pool: PooledEvent[] = [];
let flushScheduled = false;
/** How long the first event of a message waits for company. */
const poolWindowMs = 50;
/**
 * Events per message. The consumer calls one store per profile a batch touches, and an invocation may
 * make 1,000 subrequests: 100 messages of 8 events reach at most 800 profiles (consumer.ts).
 */
export const maxEventsPerMessage = 8;

function takePool(): PooledEvent[] {
  const events = pool;
  pool = [];
  return events;
}

async function sendEvents(env: Env, db: () => Db, pooled: PooledEvent[]): Promise<void> {
  if (pooled.length === 0) return;
  try {
    const events = await Promise.all(pooled.map((event) => (typeof event === "function" ? event(db) : event)));
    await analyticsQueue(env).send({ events }, { contentType: "json" });
  } catch (error) {
    lost += pooled.length;
    const now = Date.now();
    if (now - lastReportAt < reportEveryMs) return;
    lastReportAt = now;
    const count = lost;
    lost = 0;
    await recordError(db(), new Error(`Analytics queue unavailable: ${count} event(s) lost`, { cause: error }), {
      path: `queue:${analyticsQueueName}`,
    });
  }
}

/**
 * Adds the event to the pool. Returns the send this request must hold open (waitUntil) when it is the
 * one to send the pool, and nothing when another request already holds it.
 */
export function enqueueEvent(env: Env, db: () => Db, event: PooledEvent): Promise<void> | undefined {
  pool.push(event);
  if (pool.length >= maxEventsPerMessage) return sendEvents(env, db, takePool());
  if (flushScheduled) return undefined;
  flushScheduled = true;
  return new Promise((resolve) => setTimeout(resolve, poolWindowMs)).then(() => {
    flushScheduled = false;
    return sendEvents(env, db, takePool());
  });
}

/** For tests: starts the next outage's report afresh. */
export function resetLostEvents(): void {
  lost = 0;
  lastReportAt = 0;
}
