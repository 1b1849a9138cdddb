// The Worker's entry: HTTP requests, the e-mail queues and the hourly cleanup cron.
import { app } from "./app";
import { openDb } from "./db/client";
import { handleQueue } from "./email/consumer";
import { cleanUp } from "./maintenance/cleanup";

export default {
  fetch: app.fetch,
  queue: handleQueue,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(cleanUp(openDb(env.DB)));
  },
} satisfies ExportedHandler<Env>;
