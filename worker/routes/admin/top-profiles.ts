// The admin Overview's most viewed profiles of the last 7 days (product §10).
import { Hono } from "hono";
import { topProfilesQuerySchema } from "#contract/admin-schemas";
import { topProfiles } from "../../analytics/admin";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";

export const adminTopProfileRoutes = new Hono<AppEnv>().get(
  "/top-profiles",
  valid("query", topProfilesQuerySchema),
  async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ items: await topProfiles(c.env, c.var.db, c.req.valid("query").limit) });
  },
);
