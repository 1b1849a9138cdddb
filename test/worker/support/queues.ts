// The queues as the worker tests' requests see them. What the worker sends to EMAIL_QUEUE,
// ANALYTICS_QUEUE (the one analytics queue local runs spread over, ANALYTICS_QUEUE_SHARDS),
// LINK_SAFETY_QUEUE, CUSTOM_DOMAIN_QUEUE or SHARE_CARD_QUEUE stays in a tap until the test hands it to the worker's own queue
// handler as a message batch, as the Queues runtime would: a queue hop happens when the test says so, never
// when a batch timer fires, and "nothing was sent" is read once everything sent was delivered.
// SELF, and the consumers the runtime calls, keep the real queues: each queue's one end-to-end test.
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { analyticsQueueName } from "../../../worker/analytics/events";
import { customDomainQueueName } from "../../../worker/custom-domains/checks";
import { emailQueueName } from "../../../worker/email/consumer";
import worker from "../../../worker/index";
import { shareCardQueueName } from "../../../worker/page-snapshot/share-card";
import { linkSafetyQueueName } from "../../../worker/safety/url-checks";
import { settleBackgroundWork } from "./background";

export type QueueTap = {
  /** Stands in for the queue binding. */
  readonly binding: Queue;
  /** What was sent and not yet taken, oldest first; the tap is empty afterwards. */
  take(): unknown[];
  /** The same, each with the delay it was sent with (0 when none). */
  takeWithDelays(): { body: unknown; delaySeconds: number }[];
};

/** A message body as the consumer gets it: a JSON message arrives parsed from its text. */
function asDelivered(body: unknown, contentType: QueueContentType | undefined): unknown {
  return contentType === "json" ? JSON.parse(JSON.stringify(body)) : structuredClone(body);
}

function queueTap(): QueueTap {
  let sent: { body: unknown; delaySeconds: number }[] = [];
  const binding: Queue = {
    async send(body, options) {
      sent.push({ body: asDelivered(body, options?.contentType), delaySeconds: options?.delaySeconds ?? 0 });
      return { metadata: { metrics: { backlogCount: sent.length, backlogBytes: 0 } } };
    },
    async sendBatch(messages, options) {
      for (const message of messages) {
        sent.push({
          body: asDelivered(message.body, message.contentType),
          delaySeconds: message.delaySeconds ?? options?.delaySeconds ?? 0,
        });
      }
      return { metadata: { metrics: { backlogCount: sent.length, backlogBytes: 0 } } };
    },
    async metrics() {
      return { backlogCount: sent.length, backlogBytes: 0 };
    },
  };
  const takeWithDelays = () => {
    const taken = sent;
    sent = [];
    return taken;
  };
  return { binding, takeWithDelays, take: () => takeWithDelays().map(({ body }) => body) };
}

const taps = {
  email: queueTap(),
  analytics: queueTap(),
  linkSafety: queueTap(),
  customDomains: queueTap(),
  shareCards: queueTap(),
  audienceWebhooks: queueTap(),
};

/** Forgets whatever the taps hold: an earlier test file's messages, for data that is gone. */
export function discardQueued(): void {
  for (const tap of Object.values(taps)) tap.take();
}

/** The bindings the tests' requests run with: the real ones, but for the queues' taps. */
export const tappedEnv: Env = {
  ...env,
  EMAIL_QUEUE: taps.email.binding,
  ANALYTICS_QUEUE: taps.analytics.binding,
  LINK_SAFETY_QUEUE: taps.linkSafety.binding,
  CUSTOM_DOMAIN_QUEUE: taps.customDomains.binding,
  SHARE_CARD_QUEUE: taps.shareCards.binding,
  AUDIENCE_WEBHOOK_QUEUE: taps.audienceWebhooks.binding,
};

let messageCounter = 0;

/**
 * Hands messages to the worker's queue handler as one batch of `queue`, as the Queues runtime would,
 * and reports what each was told (acked, retried). `bindings` replace the tests' own for this batch.
 */
export async function consumeBatch(
  queue: string,
  messages: { id?: string; body: unknown }[],
  { attempts = 1, bindings = {} }: { attempts?: number; bindings?: Partial<Env> } = {},
) {
  const batch = createMessageBatch<unknown>(
    queue,
    messages.map(({ id, body }) => ({ id: id ?? `test-${++messageCounter}`, timestamp: new Date(), attempts, body })),
  );
  await worker.queue(batch, { ...tappedEnv, ...bindings });
  return { batch, ...(await getQueueResult(batch, createExecutionContext())) };
}

/**
 * Delivers everything the tap holds, once the requests' background work has sent what it will, to the
 * queue's consumer in batches of wrangler.toml's max_batch_size for it, and then what the consumer itself
 * sent to the same queue (a blocked domain's sweep sends checks), until the tap stays empty. Throws when
 * the consumer asks for a message again, which the real queue would redeliver only after its retry delay.
 */
async function deliver(tap: QueueTap, queue: string, maxBatchSize: number): Promise<void> {
  await settleBackgroundWork();
  for (let pending = tap.take(); pending.length > 0; pending = tap.take()) {
    for (let start = 0; start < pending.length; start += maxBatchSize) {
      const messages = pending.slice(start, start + maxBatchSize).map((body) => ({ body }));
      const result = await consumeBatch(queue, messages);
      if (result.retryBatch.retry || result.retryMessages.length > 0) {
        throw new Error(`the ${queue} consumer asked for a retry of ${JSON.stringify(result.retryMessages)}`);
      }
    }
  }
}

/** The e-mail queue's consumer sends what the worker queued (to the dev mailbox). */
export const deliverMail = () => deliver(taps.email, emailQueueName, 10);
/** The analytics queue's consumer folds what the worker queued into the profiles' and platform's stores. */
export const deliverAnalytics = () => deliver(taps.analytics, analyticsQueueName, 100);
/** The link safety queue's consumer judges what the worker queued. */
export const deliverSafetyChecks = () => deliver(taps.linkSafety, linkSafetyQueueName, 20);
/** The custom domains queue's consumer runs the checks and removals the worker queued, as if their delays passed. */
export const deliverCustomDomainWork = () => deliver(taps.customDomains, customDomainQueueName, 10);
/** The share cards' consumer draws the cards the worker queued. */
export const deliverShareCards = () => deliver(taps.shareCards, shareCardQueueName, 5);
/** What the worker queued for the share cards' consumer, taken from the tap. */
export const queuedShareCards = async () => {
  await settleBackgroundWork();
  return taps.shareCards.take();
};
/** What the worker queued for the audience's webhooks, taken from the tap (a test hands them to the consumer). */
export const queuedWebhookDeliveries = async () => {
  await settleBackgroundWork();
  return taps.audienceWebhooks.take();
};
/** What the worker queued for the custom domains' consumer, with each message's delay, taken from the tap. */
export const queuedCustomDomainWork = async () => {
  await settleBackgroundWork();
  return taps.customDomains.takeWithDelays();
};
