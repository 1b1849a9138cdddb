// What the public page and the click call put on ANALYTICS_QUEUE (architecture §16): one small event
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

export const analyticsQueueName = "linknest-analytics";
export const analyticsDeadLetterQueueName = "linknest-analytics-dlq";

/** Lost events waiting to be reported, and when this isolate last reported some. */
let lost = 0;
let lastReportAt = 0;
/** One error line a minute per isolate at most, so an outage cannot flood the logs table. */
const reportEveryMs = 60_000;

/**
 * Events of this isolate's requests waiting to leave together as one message. The request that finds
 * the pool empty sends it a moment later from its own waitUntil; the events others add meanwhile are
 * plain data, so no request does I/O on another's behalf.
 */
let pool: AnalyticsEvent[] = [];
let flushScheduled = false;
/** How long the first event of a message waits for company. */
const poolWindowMs = 50;
/** Events per message: about 25 KB, well under a message's 128 KB. */
const maxEventsPerMessage = 100;

function takePool(): AnalyticsEvent[] {
  const events = pool;
  pool = [];
  return events;
}

async function sendEvents(env: Env, db: () => Db, events: AnalyticsEvent[]): Promise<void> {
  if (events.length === 0) return;
  try {
    await env.ANALYTICS_QUEUE.send({ events }, { contentType: "json" });
  } catch (error) {
    lost += events.length;
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

/** Adds the event to the pool; the promise settles when this request's part of sending is done. */
export function enqueueEvent(env: Env, db: () => Db, event: AnalyticsEvent): Promise<void> {
  pool.push(event);
  if (pool.length >= maxEventsPerMessage) return sendEvents(env, db, takePool());
  if (flushScheduled) return Promise.resolve();
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
