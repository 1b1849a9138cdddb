// The owner's analytics, mounted at /api/analytics (docs/product.md, "Analytics"): the report for a range, and the CSV
// export for Pro accounts.
import { Hono } from "hono";
import {
  type AnalyticsRange,
  analyticsMessages,
  analyticsRanges,
  defaultAnalyticsRange,
  isAnalyticsRange,
} from "#contract/analytics";
import { analyticsCsv } from "../analytics/csv";
import { analyticsReport, requireRangeAllowed } from "../analytics/report";
import { requirePro } from "../billing/tier";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { requireUser } from "./guards";
import { currentPage } from "./page-scope";

/** ?range=, 30d when absent; anything else than the four ranges is a 400. */
function requestedRange(value: string | undefined): AnalyticsRange {
  if (value === undefined) return defaultAnalyticsRange;
  if (!isAnalyticsRange(value)) throw apiError(400, analyticsMessages.badRange);
  return value;
}

export const analyticsRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get(
    "/",
    answers(
      `The owner's analytics for a range (?range=${analyticsRanges.join("|")}, ${defaultAnalyticsRange} when absent)`,
      {
        200: "AnalyticsReport (contract/analytics.ts).",
        400: "An unknown range.",
        403: "A range longer than the free tier's, on a free account.",
      },
    ),
    async (c) => {
      const page = currentPage(c);
      const range = requestedRange(c.req.query("range"));
      await requireRangeAllowed(c.var.db, page.ownerId, range);
      c.header("Cache-Control", "no-store");
      return c.json(await analyticsReport(c.env, c.var.db, page.id, range));
    },
  )

  .get(
    "/export.csv",
    answers("The owner's analytics for a range as CSV (Pro)", {
      200: { description: "A CSV file, as an attachment.", type: "text/csv" },
      400: "An unknown range.",
      403: "A free account.",
    }),
    async (c) => {
      const page = currentPage(c);
      const range = requestedRange(c.req.query("range"));
      await requirePro(c.var.db, page.ownerId, analyticsMessages.proExport);
      const csv = await analyticsCsv(c.env, c.var.db, page.id, range);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="linknest-analytics-${range}.csv"`,
        "Cache-Control": "no-store",
      });
    },
  );
