// The e-mail queue's consumers: render and send each message, retrying failures with exponential
// backoff; what still fails after max_retries lands in the dead-letter queue, recorded as an error.
import { openDb } from "../db/client";
import { recordError } from "../logs/record";
import type { QueuedEmail } from "./outbox";
import { emailProvider } from "./providers";
import { renderEmail } from "./templates";

export const emailQueueName = "linknest-email";
export const deadLetterQueueName = "linknest-email-dlq";
export const emailQueues: ReadonlySet<string> = new Set([emailQueueName, deadLetterQueueName]);

/** 30 s, 60 s, 120 s … capped at an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

export async function deliverEmails(batch: MessageBatch<QueuedEmail>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    try {
      const job = message.body;
      const rendered = renderEmail(env.APP_NAME, job);
      await emailProvider(env)(env, { ...rendered, id: job.id, to: job.to });
      message.ack();
    } catch (error) {
      console.error(`e-mail ${message.id} failed (attempt ${message.attempts})`, error);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

export async function recordDeadLetters(batch: MessageBatch<QueuedEmail>, env: Env): Promise<void> {
  const db = openDb(env.DB);
  for (const message of batch.messages) {
    const { template, to } = message.body;
    await recordError(db, new Error(`E-mail "${template}" to ${to} could not be delivered; gave up after retries`), {
      path: `queue:${deadLetterQueueName}`,
    });
    message.ack();
  }
}

export async function handleEmailQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === deadLetterQueueName) return recordDeadLetters(batch as MessageBatch<QueuedEmail>, env);
  return deliverEmails(batch as MessageBatch<QueuedEmail>, env);
}
