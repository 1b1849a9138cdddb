// One log line per API request, written after the response is on its way.
import { createMiddleware } from "hono/factory";
import { loggablePath, recordRequest } from "../logs/record";
import type { AppEnv } from "./app-env";
import { runInBackground } from "./background";

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  await next();
  runInBackground(
    c,
    recordRequest(c.var.db, {
      method: c.req.method,
      path: loggablePath(c.req.url),
      status: c.res.status,
      durationMs: Date.now() - started,
      userId: c.var.userId,
    }),
  );
});
