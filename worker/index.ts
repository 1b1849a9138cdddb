// The Worker's entry: HTTP requests and the hourly cleanup cron.
import { app } from "./app";
import { openDb } from "./db/client";
import { cleanUp } from "./maintenance/cleanup";

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(cleanUp(openDb(env.DB)));
  },
} satisfies ExportedHandler<Env>;
