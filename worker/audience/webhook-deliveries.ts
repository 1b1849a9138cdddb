// Deliveries to an owner's webhook (docs/guides/audience.md): each confirmed subscriber, or a test the owner
// asks for, is one message on AUDIENCE_WEBHOOK_QUEUE, sent off the request path. The consumer signs the
// JSON body — HMAC-SHA256 with the webhook's secret over `timestamp.body`, in LinkNest-Signature, the
// time in LinkNest-Timestamp — posts it without following redirects, records how it went for the
// Audience card, and retries a failure with a growing delay; what still fails lands in the dead-letter
// queue, recorded in the admin's Errors. The URL is judged again at each delivery, and a webhook removed
// or an owner no longer Pro meanwhile ends the delivery quietly.
import { eq } from "drizzle-orm";
import { type WebhookPayload, webhookHeaders } from "#contract/audience";
import { isPro } from "../billing/tier";
import { type Db, openDb } from "../db/client";
import { audienceWebhooks, pages, users } from "../db/schema";
import { retryDelaySeconds } from "../email/consumer";
import { recordError } from "../logs/record";
import { judgeWebhookUrl } from "./webhook-address";

export const audienceWebhookQueueName = "linknest-audience-webhooks";
export const audienceWebhookDeadLetterQueueName = "linknest-audience-webhooks-dlq";
export const audienceWebhookQueues: ReadonlySet<string> = new Set([
  audienceWebhookQueueName,
  audienceWebhookDeadLetterQueueName,
]);

/** One delivery: whose webhook, and what to tell it. */
export type DeliveryMessage = {
  event: WebhookPayload["event"];
  userId: string;
  subscriber: WebhookPayload["subscriber"];
};

/** A receiver gets this long to answer before the attempt counts as failed. */
const deliveryTimeoutMs = 10_000;

/**
 * Queues a delivery when the owner has a webhook and is Pro. A confirmation never fails for it: a queue
 * that refuses the message is recorded as an error.
 */
export async function queueWebhookDelivery(db: Db, env: Env, message: DeliveryMessage): Promise<void> {
  const target = await webhookTarget(db, message.userId);
  if (!target) return;
  await env.AUDIENCE_WEBHOOK_QUEUE.send(message, { contentType: "json" }).catch((error: unknown) =>
    recordError(db, error, { path: `queue:${audienceWebhookQueueName}` }),
  );
}

/** The owner's webhook and page name, while the owner is Pro; null otherwise. */
async function webhookTarget(db: Db, userId: string) {
  const row = await db
    .select({
      url: audienceWebhooks.url,
      secret: audienceWebhooks.secret,
      username: pages.username,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndDate: users.subscriptionEndDate,
    })
    .from(audienceWebhooks)
    .innerJoin(pages, eq(pages.id, audienceWebhooks.pageId))
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(eq(audienceWebhooks.pageId, userId))
    .get();
  return row && isPro(row) ? row : null;
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** The signature a receiver recomputes: hex HMAC-SHA256 of `${timestamp}.${body}` under the secret. */
export async function signDelivery(secret: string, timestamp: string, body: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  return hex(await crypto.subtle.sign("HMAC", key, encoder.encode(`${timestamp}.${body}`)));
}

type Outcome = { status: number | null; error: string | null };

/** Posts the signed body once; a redirect is not followed (it could lead anywhere) and counts as a failure. */
async function post(url: string, secret: string, body: string): Promise<Outcome> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  try {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(deliveryTimeoutMs),
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "LinkNest-Webhooks/1",
        [webhookHeaders.timestamp]: timestamp,
        [webhookHeaders.signature]: `sha256=${await signDelivery(secret, timestamp, body)}`,
      },
      body,
    });
    await response.body?.cancel();
    return { status: response.status, error: null };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return {
      status: null,
      error: timedOut ? "the receiver did not answer in time" : "the receiver could not be reached",
    };
  }
}

const succeeded = (outcome: Outcome) => outcome.status !== null && outcome.status >= 200 && outcome.status < 300;

/** One delivery: true when it is done (delivered, or nothing left to deliver to), false to try again. */
async function deliver(db: Db, env: Env, message: DeliveryMessage): Promise<boolean> {
  const target = await webhookTarget(db, message.userId);
  if (!target) return true;
  const judged = judgeWebhookUrl(target.url, env);
  const refused = "problem" in judged ? judged.problem : null;
  const body = JSON.stringify({
    event: message.event,
    page: target.username,
    subscriber: message.subscriber,
    sentAt: new Date().toISOString(),
  } satisfies WebhookPayload);
  const outcome: Outcome =
    "problem" in judged ? { status: null, error: judged.problem } : await post(judged.url, target.secret, body);
  await db
    .update(audienceWebhooks)
    .set({ lastAttemptAt: Date.now(), lastStatus: outcome.status, lastError: outcome.error })
    .where(eq(audienceWebhooks.pageId, message.userId));
  // A URL this run may not reach will not become reachable by waiting.
  return refused !== null || succeeded(outcome);
}

function isDeliveryMessage(body: unknown): body is DeliveryMessage {
  const value = body as Partial<DeliveryMessage> | null;
  return (
    (value?.event === "subscriber.confirmed" || value?.event === "webhook.test") &&
    typeof value.userId === "string" &&
    typeof value.subscriber?.email === "string" &&
    typeof value.subscriber.confirmedAt === "string"
  );
}

async function handleDeliveries(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = openDb(env.DB);
  for (const message of batch.messages) {
    if (!isDeliveryMessage(message.body)) {
      console.error("audience webhooks: malformed message dropped");
      message.ack();
      continue;
    }
    let done = false;
    try {
      done = await deliver(db, env, message.body);
    } catch (error) {
      console.error(`audience webhook delivery failed (attempt ${message.attempts})`, error);
    }
    if (done) message.ack();
    else message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

async function recordLostDeliveries(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await recordError(
    openDb(env.DB),
    new Error(`Audience webhooks: ${batch.messages.length} delivery(ies) gave up after retries`),
    { path: `queue:${audienceWebhookDeadLetterQueueName}` },
  );
  batch.ackAll();
}

export function handleAudienceWebhookQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === audienceWebhookDeadLetterQueueName) return recordLostDeliveries(batch, env);
  return handleDeliveries(batch, env);
}
