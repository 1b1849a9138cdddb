// What anyone may do with a public profile (docs/product.md, "Analytics" and "Trust and safety"; the API reference): read it, count a click on one of its
// links, and report it. Flat paths of the product's calls, mounted at /api.
//
// The click (POST /api/click) is sent by the public page's beacon (navigator.sendBeacon, same origin, a
// JSON Blob); its answer is never read, so it is a bare 204. It is a router of its own, mounted ahead of
// the API's session, request-log and audit middleware: a click is anonymous, and at a public page's
// volume a log line per click would be a D1 write per click. The count itself goes through the analytics
// queue, whose consumer adds it to the link's lifetime clicks and the day's rollups exactly once.
import { Hono } from "hono";
import { clickSchema, profileMessages } from "#contract/profile-schemas";
import { reportSchema, safetyMessages } from "#contract/safety";
import { captureClick } from "../analytics/capture";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { clientIp, limitEveryAttempt, withinLimits } from "../http/rate-limits";
import { csrfGuard, jsonBodyGuard } from "../http/request-guards";
import { valid } from "../http/validate";
import { readPublicProfile, recentPublicProfile } from "../page-snapshot/store";
import { toPublicProfile } from "../public-page/visibility";
import { submitReport } from "../safety/reports";
import { visitOf } from "./visit";

// Every report counts against the address's limit before validation, so a flood meets a ceiling whatever it sends.
const everyReport = limitEveryAttempt("reports");

export const publicRoutes = new Hono<AppEnv>()
  .get(
    "/user/:username",
    answers("A public profile", { 200: "PublicProfile (contract/types.ts).", 404: "No such public profile." }),
    async (c) => {
      const snapshot = await readPublicProfile(c.var.db, c.env, c.req.param("username"));
      if (!snapshot) throw apiError(404, profileMessages.userNotFound);
      c.header("Cache-Control", "no-cache");
      return c.json(toPublicProfile(snapshot));
    },
  )

  .post(
    "/reports",
    answers("Report a public page", {
      201: "{msg}.",
      404: "No such public profile.",
      429: "Too many reports from this address.",
    }),
    everyReport,
    valid("json", reportSchema),
    async (c) => {
      await submitReport(c.var.db, c.req.valid("json"), {
        clientIp: clientIp(c),
        acceptLanguage: c.req.header("Accept-Language"),
      });
      return c.json({ msg: safetyMessages.reportReceived }, 201);
    },
  );

export const clickRoutes = new Hono<AppEnv>().post(
  "/click",
  answers("Count a click on a public page's link (the page's beacon sends it)", {
    204: "Counted.",
    404: "No such public profile or link.",
    429: "Too many clicks from this address on this page.",
  }),
  csrfGuard,
  jsonBodyGuard,
  valid("json", clickSchema),
  async (c) => {
    const input = c.req.valid("json");
    await withinLimits(c.env, c.var.db, [{ rule: "clicks", key: [clientIp(c), input.username.toLowerCase()] }]);
    const snapshot = await recentPublicProfile(c.var.db, c.env, input.username);
    const visit = visitOf(c, { readSession: false });
    if (!snapshot || !captureClick(c.env, visit, snapshot, input)) throw apiError(404, profileMessages.linkNotFound);
    return c.body(null, 204);
  },
);
