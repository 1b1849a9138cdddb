// The admin Logs and Errors tabs and the metrics (docs/architecture.md, "Errors, validation and observability"):
// read-only views of the logs table, with the platform's traffic and its custom domains by status.
// Flat paths of the product's calls, mounted at /api/admin.
import { Hono } from "hono";
import { errorLogQuerySchema, requestLogQuerySchema } from "#contract/admin-schemas";
import type { AdminMetrics, LogLines } from "#contract/admin-types";
import { platformTraffic } from "../../analytics/admin";
import { countDomainsByStatus } from "../../custom-domains/admin";
import { answers } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";
import { errorLines, requestLines } from "../../logs/log-views";
import { adminMetrics } from "../../logs/metrics";

export const adminObservabilityRoutes = new Hono<AppEnv>()
  .get(
    "/logs",
    answers("Request log lines, newest first", { 200: "LogLines (contract/admin-types.ts)." }),
    valid("query", requestLogQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ items: await requestLines(c.var.db, c.req.valid("query")) } satisfies LogLines);
    },
  )

  .get(
    "/errors",
    answers("Error log lines, newest first", { 200: "LogLines (contract/admin-types.ts)." }),
    valid("query", errorLogQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ items: await errorLines(c.var.db, c.req.valid("query")) } satisfies LogLines);
    },
  )

  .get(
    "/metrics",
    answers("Request and traffic metrics, and the custom domains by status", {
      200: "AdminMetrics (contract/admin-types.ts).",
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const [requests, traffic, customDomains] = await Promise.all([
        adminMetrics(c.var.db),
        platformTraffic(c.env),
        countDomainsByStatus(c.var.db),
      ]);
      return c.json({ ...requests, traffic, customDomains } satisfies AdminMetrics);
    },
  );
