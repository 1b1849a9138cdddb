// The analytics queues' consumers. A batch is folded whole into the stores (rollup.ts) and acked, or
// retried whole when a store or D1 refuses it; after max_retries its messages land in the dead-letter
// queue, whose consumer counts them as lost in the admin's Errors view. Each folded batch is one log line
// with what it cost and how long it took, which Workers Logs can sum (docs/scale.md).
import { openDb } from "../db/client";
import { recordError } from "../logs/record";
import { analyticsDeadLetterQueueName, analyticsQueueNames } from "./events";
import { foldEvents } from "./rollup";

export const analyticsQueues: ReadonlySet<string> = new Set([...analyticsQueueNames, analyticsDeadLetterQueueName]);

/** 5 s, 10 s, 20 s … capped at five minutes: a hiccup passes quickly, an outage is waited out. */
export function analyticsRetryDelaySeconds(attempts: number): number {
  return Math.min(5 * 2 ** Math.max(0, attempts - 1), 300);
}

export async function foldAnalyticsBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const started = Date.now();
  try {
    const result = await foldEvents(
      env,
      batch.messages.map(({ id, timestamp, body }) => ({ id, timestamp, body })),
    );
    if (result.invalid > 0) console.error(`analytics: ${result.invalid} malformed event(s) dropped`);
    const ms = Date.now() - started;
    console.log(JSON.stringify({ analyticsBatch: { messages: batch.messages.length, ...result, ms } }));
    batch.ackAll();
  } catch (error) {
    const attempts = Math.max(...batch.messages.map((m) => m.attempts));
    console.error(`analytics batch of ${batch.messages.length} failed (attempt ${attempts})`, error);
    batch.retryAll({ delaySeconds: analyticsRetryDelaySeconds(attempts) });
  }
}

export async function recordLostAnalytics(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await recordError(
    openDb(env.DB),
    new Error(`Analytics: ${batch.messages.length} event(s) lost; gave up after retries`),
    { path: `queue:${analyticsDeadLetterQueueName}` },
  );
  batch.ackAll();
}

export function handleAnalyticsQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === analyticsDeadLetterQueueName) return recordLostAnalytics(batch, env);
  return foldAnalyticsBatch(batch, env);
}
