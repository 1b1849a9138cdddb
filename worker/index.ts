// The Worker's entry: HTTP requests, the e-mail and analytics queues and the hourly cleanup cron.
import { analyticsQueues, handleAnalyticsQueue } from "./analytics/consumer";
import { app } from "./app";
import { openDb } from "./db/client";
import { handleQueue } from "./email/consumer";
import { cleanUp } from "./maintenance/cleanup";

export default {
  fetch: app.fetch,
  queue: (batch, env) =>
    analyticsQueues.has(batch.queue) ? handleAnalyticsQueue(batch, env) : handleQueue(batch, env),
  async scheduled(controller, env, ctx) {
    // Ages are judged from the time the run was due, which is also how a test runs it a day ahead.
    ctx.waitUntil(cleanUp(openDb(env.DB), env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
