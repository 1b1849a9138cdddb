// The Worker's entry: HTTP requests, the e-mail, analytics, link safety, custom domain and share card queues, the
// hourly cleanup cron (with the custom domains' sweep) and the daily safety re-check of every URL
// profiles carry; and the analytics stores' Durable Object classes.
import { analyticsQueues, handleAnalyticsQueue } from "./analytics/consumer";
import { app } from "./app";
import { audienceWebhookQueues, handleAudienceWebhookQueue } from "./audience/webhook-deliveries";
import { customDomainQueues, handleCustomDomainQueue } from "./custom-domains/checks";
import { sweepCustomDomains } from "./custom-domains/lifecycle";
import { openDb } from "./db/client";
import { handleQueue } from "./email/consumer";
import { cleanUp } from "./maintenance/cleanup";
import { handleLinkSafetyQueue, linkRecheckCron, linkSafetyQueues, recheckCarriedUrls } from "./safety/url-checks";
import { handleShareCardQueue, shareCardQueues } from "./share-cards/cards";

export { PlatformAnalytics } from "./analytics/platform-store";
export { ProfileAnalytics } from "./analytics/profile-store";

export default {
  fetch: app.fetch,
  queue: (batch, env) => {
    if (analyticsQueues.has(batch.queue)) return handleAnalyticsQueue(batch, env);
    if (linkSafetyQueues.has(batch.queue)) return handleLinkSafetyQueue(batch, env);
    if (customDomainQueues.has(batch.queue)) return handleCustomDomainQueue(batch, env);
    if (audienceWebhookQueues.has(batch.queue)) return handleAudienceWebhookQueue(batch, env);
    if (shareCardQueues.has(batch.queue)) return handleShareCardQueue(batch, env);
    return handleQueue(batch, env);
  },
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
