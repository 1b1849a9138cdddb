// The admin Logs and Errors tabs and the metrics (architecture §9): read-only views of the logs table.
import { Hono } from "hono";
import { errorLogQuerySchema, requestLogQuerySchema } from "#contract/admin-schemas";
import type { LogLines } from "#contract/admin-types";
import { errorLines, requestLines } from "../../admin/log-views";
import { adminMetrics } from "../../admin/metrics";
import type { AppEnv } from "../../app-env";
import { valid } from "../../http/validate";

export const adminObservabilityRoutes = new Hono<AppEnv>()
  .get("/logs", valid("query", requestLogQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ items: await requestLines(c.var.db, c.req.valid("query")) } satisfies LogLines);
  })

  .get("/errors", valid("query", errorLogQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ items: await errorLines(c.var.db, c.req.valid("query")) } satisfies LogLines);
  })

  .get("/metrics", async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await adminMetrics(c.var.db));
  });
