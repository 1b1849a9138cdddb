// Mounted at /report: the no-JS report form (docs/product.md, "Trust and safety"), GET /report?u={username}, and its handler,
// POST /report; both answer pages made by worker/public-page/report.tsx.
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { clientIp, withinLimits } from "../http/rate-limits";
import { isFromOwnOrigin } from "../http/request-guards";
import { reportFormPage, sendReport } from "../public-page/report";

/** A report is a few KB of form fields at most (details hold 1,000 characters). */
const formMaxBytes = 16 * 1024;

export const reportPageRoutes = new Hono<AppEnv>()
  .get("/", (c) => reportFormPage(openDb(c.env.DB), c.env, c.req.query("u") ?? "", c.req.header("Accept-Language")))

  .post(
    "/",
    bodyLimit({ maxSize: formMaxBytes, onError: (c) => c.text("The report is too large.", 413) }),
    async (c) => {
      if (!isFromOwnOrigin(c)) return c.text("Reports can only be sent from this site.", 403);
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const ip = clientIp(c);
      const admit = async () => {
        await withinLimits(c.env, openDb(c.env.DB), [{ rule: "reports", key: [ip] }]);
      };
      return sendReport(openDb(c.env.DB), c.env, form, { ip, admit, acceptLanguage: c.req.header("Accept-Language") });
    },
  );
