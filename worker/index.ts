// The Worker's entry: HTTP requests; the queues — e-mail, analytics, link safety, custom domain checks,
// the audience's webhook deliveries and share cards, each with its dead-letter queue — where a queue no
// consumer names is an error, never another queue's work; the hourly cleanup cron (with the custom
// domains' sweep) and the daily safety re-check of every URL profiles carry; and the analytics stores'
// Durable Object classes.
import { analyticsQueues, handleAnalyticsQueue } from "./analytics/consumer";
import { app } from "./app";
import { audienceWebhookQueues, handleAudienceWebhookQueue } from "./audience/webhook-deliveries";
import { customDomainQueues, handleCustomDomainQueue } from "./custom-domains/checks";
import { sweepCustomDomains } from "./custom-domains/lifecycle";
import { openDb } from "./db/client";
import { emailQueues, handleEmailQueue } from "./email/consumer";
import { cleanUp } from "./maintenance/cleanup";
import { handleLinkSafetyQueue, linkRecheckCron, linkSafetyQueues, recheckCarriedUrls } from "./safety/url-checks";
import { handleShareCardQueue, shareCardQueues } from "./share-cards/cards";

export { PlatformAnalytics } from "./analytics/platform-store";
export { ProfileAnalytics } from "./analytics/profile-store";

/** Each consumer with the queues it takes (a queue and its dead-letter queue). */
const consumers: [ReadonlySet<string>, (batch: MessageBatch<unknown>, env: Env) => Promise<void>][] = [
  [emailQueues, handleEmailQueue],
  [analyticsQueues, handleAnalyticsQueue],
  [linkSafetyQueues, handleLinkSafetyQueue],
  [customDomainQueues, handleCustomDomainQueue],
  [audienceWebhookQueues, handleAudienceWebhookQueue],
  [shareCardQueues, handleShareCardQueue],
];

/** The consumer of a queue; a queue none takes throws, so its batch is retried and dead-lettered. */
function consumerOf(queue: string) {
  const consumer = consumers.find(([queues]) => queues.has(queue))?.[1];
  if (!consumer) throw new Error(`No consumer takes messages of the queue "${queue}".`);
  return consumer;
}

export default {
  fetch: app.fetch,
  queue: (batch, env) => consumerOf(batch.queue)(batch, env),
  async scheduled(controller, env, ctx) {
    if (controller.cron === linkRecheckCron) {
      ctx.waitUntil(recheckCarriedUrls(openDb(env.DB), env));
      return;
    }
    // Ages are judged from the time the run was due, which is also how a test runs it a day ahead.
    const db = openDb(env.DB);
    ctx.waitUntil(cleanUp(db, env, controller.scheduledTime));
    ctx.waitUntil(sweepCustomDomains(db, env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
