// What the public page and the click call put on ANALYTICS_QUEUE (architecture §16): one small event
// per view or click, sent after the response is on its way. A queue that refuses an event never fails
// the page or the click: the event is lost, and lost events are counted in the admin's Errors view.
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

export async function enqueueEvent(env: Env, db: () => Db, event: AnalyticsEvent): Promise<void> {
  try {
    await env.ANALYTICS_QUEUE.send(event, { contentType: "json" });
  } catch (error) {
    lost += 1;
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

/** For tests: starts the next outage's report afresh. */
export function resetLostEvents(): void {
  lost = 0;
  lastReportAt = 0;
}
