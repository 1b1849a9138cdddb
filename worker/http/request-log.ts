// The request log: one line per API request (worker/logs/record.ts), written after its response is on its
// way, so the admin's Logs and Metrics see every call without the caller waiting for the write.
import { createMiddleware } from "hono/factory";
import { loggablePath, recordRequest } from "../logs/record";
import type { AppEnv } from "./app-env";
import { inBackground } from "./background";

export const requestLog = createMiddleware<AppEnv>(async (c, next) => {
  const started = Date.now();
  await next();
  inBackground(
    recordRequest(c.var.db, {
      method: c.req.method,
      path: loggablePath(c.req.url),
      status: c.res.status,
      durationMs: Date.now() - started,
      userId: c.var.userId,
    }),
  );
});
