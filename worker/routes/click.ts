// POST /api/click (product §7, §10): sent by the public page's beacon (navigator.sendBeacon, same
// origin, a JSON Blob); its answer is never read, so it is a bare 204. Mounted ahead of the API's
// session, request-log and audit middleware: a click is anonymous, and at a public page's volume a log
// line per click would be a D1 write per click. The count itself goes through the analytics queue,
// whose consumer adds it to the link's lifetime clicks and the day's rollups exactly once.
import { Hono } from "hono";
import { clickSchema, profileMessages } from "#contract/profile-schemas";
import { captureClick } from "../analytics/capture";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { clientIp, enforceRateLimit } from "../http/rate-limit";
import { csrfGuard, jsonBodyGuard } from "../http/request-guards";
import { valid } from "../http/validate";
import { recentPublicProfile } from "../profiles/snapshot";

export const clickRoutes = new Hono<AppEnv>().post(
  "/click",
  csrfGuard,
  jsonBodyGuard,
  valid("json", clickSchema),
  async (c) => {
    const input = c.req.valid("json");
    await enforceRateLimit(c.env.CLICK_LIMITER, [`click:${clientIp(c)}:${input.username.toLowerCase()}`]);
    const snapshot = await recentPublicProfile(c.var.db, c.env, input.username);
    if (!snapshot || !captureClick(c, snapshot, input)) throw apiError(404, profileMessages.linkNotFound);
    return c.body(null, 204);
  },
);
