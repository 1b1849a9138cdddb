// What anyone may read about a public profile (product §7), and whether a username is still free.
// The click call lives in click.ts.
import { Hono } from "hono";
import { profileMessages } from "#contract/profile-schemas";
import { checkUsernameRules, usernameAvailability } from "../accounts/username-availability";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { clientIp, enforceRateLimit } from "../http/rate-limit";
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
  });
