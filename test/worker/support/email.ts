// Drives the e-mail queue's consumers directly with a batch of messages, as the Queues runtime would,
// and reports what each message was told: acked, or retried with which delay.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { vi } from "vitest";
import { handleEmailQueue } from "../../../worker/email/consumer";
import type { QueuedEmail } from "../../../worker/email/outbox";

export function job(overrides: Partial<QueuedEmail> = {}): QueuedEmail {
  return {
    id: crypto.randomUUID(),
    template: "verify_email",
    to: `queue_${crypto.randomUUID().slice(0, 8)}@example.com`,
    data: { username: "queue_user", link: "http://localhost:8787/verify-email?token=abc" },
    ...overrides,
  } as QueuedEmail;
}

export async function consume(queue: string, bodies: QueuedEmail[], attempts = 1, overrides: Partial<Env> = {}) {
  const batch = createMessageBatch<QueuedEmail>(
    queue,
    bodies.map((body) => ({ id: body.id, timestamp: new Date(), attempts, body })),
  );
  // The harness reports which messages were retried but not with what delay: record the calls.
  const retries = batch.messages.map((message) => vi.spyOn(message, "retry"));
  const ctx = createExecutionContext();
  await handleEmailQueue(batch, { ...env, ...overrides });
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retries.flatMap((spy) => spy.mock.calls.map(([options]) => options?.delaySeconds)) };
}
