// What anyone may call about a public profile (product §7): read it, report a click on one of its
// links, and ask whether a username is still free.
import { Hono } from "hono";
import { clickSchema, profileMessages } from "#contract/profile-schemas";
import { checkUsernameRules, usernameAvailability } from "../accounts/username-availability";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { clientIp, enforceRateLimit } from "../http/rate-limit";
import { valid } from "../http/validate";
import { recordClick } from "../profiles/clicks";
import { toPublicProfile } from "../profiles/public-profile";
import { readPublicProfile } from "../profiles/snapshot";

export const publicRoutes = new Hono<AppEnv>()
  // The home page's "claim your name" field: 200 `{ available, msg? }` for a name signup could judge,
  // 400 with the same shape for one that breaks a signup rule. Per-address limit, as it is asked per keystroke.
  .get("/username-available", async (c) => {
    await enforceRateLimit(c.env.USERNAME_CHECK_LIMITER, [`ip:${clientIp(c)}`]);
    c.header("Cache-Control", "no-store");
    const check = checkUsernameRules(c.req.query("username"));
    if (!check.valid) return c.json(check.answer, 400);
    return c.json(await usernameAvailability(c.var.db, check.username));
  })

  .get("/user/:username", async (c) => {
    const snapshot = await readPublicProfile(c.var.db, c.env, c.req.param("username"));
    if (!snapshot) throw apiError(404, profileMessages.userNotFound);
    c.header("Cache-Control", "no-cache");
    return c.json(toPublicProfile(snapshot));
  })

  // Sent by the public page's beacon (navigator.sendBeacon, same origin, a JSON Blob); its answer is
  // never read, so it is a bare 204.
  .post("/click", valid("json", clickSchema), async (c) => {
    const input = c.req.valid("json");
    await enforceRateLimit(c.env.CLICK_LIMITER, [`click:${clientIp(c)}:${input.username.toLowerCase()}`]);
    if (!(await recordClick(c.var.db, input))) throw apiError(404, profileMessages.linkNotFound);
    return c.body(null, 204);
  });
