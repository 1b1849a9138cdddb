// What anyone may read about a public profile (product §7). The click call lives in click.ts.
import { Hono } from "hono";
import { profileMessages } from "#contract/profile-schemas";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { toPublicProfile } from "../profiles/public-profile";
import { readPublicProfile } from "../profiles/snapshot";

export const publicRoutes = new Hono<AppEnv>().get("/user/:username", async (c) => {
  const snapshot = await readPublicProfile(c.var.db, c.env, c.req.param("username"));
  if (!snapshot) throw apiError(404, profileMessages.userNotFound);
  c.header("Cache-Control", "no-cache");
  return c.json(toPublicProfile(snapshot));
});
