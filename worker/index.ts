// The Worker's entry: HTTP requests, the e-mail, analytics and link safety queues, the hourly cleanup
// cron and the daily safety re-check of every URL profiles carry; and the analytics stores' Durable Object
// classes.
import { analyticsQueues, handleAnalyticsQueue } from "./analytics/consumer";
import { app } from "./app";
import { openDb } from "./db/client";
import { handleQueue } from "./email/consumer";
import { cleanUp } from "./maintenance/cleanup";
import { handleLinkSafetyQueue, linkRecheckCron, linkSafetyQueues, recheckCarriedUrls } from "./safety/url-checks";

export { PlatformAnalytics } from "./analytics/platform-store";
export { ProfileAnalytics } from "./analytics/profile-store";

export default {
  fetch: app.fetch,
  queue: (batch, env) => {
    if (analyticsQueues.has(batch.queue)) return handleAnalyticsQueue(batch, env);
    if (linkSafetyQueues.has(batch.queue)) return handleLinkSafetyQueue(batch, env);
    return handleQueue(batch, env);
  },
  async scheduled(controller, env, ctx) {
    if (controller.cron === linkRecheckCron) {
      ctx.waitUntil(recheckCarriedUrls(openDb(env.DB), env));
      return;
    }
    // Ages are judged from the time the run was due, which is also how a test runs it a day ahead.
    ctx.waitUntil(cleanUp(openDb(env.DB), env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
