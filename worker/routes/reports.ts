// POST /api/reports (product §12): anyone may report a public page. Every attempt counts against the
// address's limit before validation, so a flood meets a ceiling whatever it sends.
import { Hono } from "hono";
import { reportSchema, safetyMessages } from "#contract/safety";
import type { AppEnv } from "../http/app-env";
import { clientIp, limitEveryAttempt } from "../http/rate-limit";
import { valid } from "../http/validate";
import { submitReport } from "../safety/reports";

export const reportLimit = limitEveryAttempt((env) => env.REPORT_LIMITER);

export const reportRoutes = new Hono<AppEnv>().post("/reports", reportLimit, valid("json", reportSchema), async (c) => {
  await submitReport(c.var.db, c.req.valid("json"), clientIp(c));
  return c.json({ msg: safetyMessages.reportReceived }, 201);
});
