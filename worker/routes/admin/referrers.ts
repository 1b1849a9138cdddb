// The admin Overview's top referrers (product §7 "Admin": limit=10).
import { Hono } from "hono";
import { topReferrersQuerySchema } from "#contract/admin-schemas";
import { topReferrers } from "../../admin/referrers";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";

export const adminReferrerRoutes = new Hono<AppEnv>().get(
  "/top-referrers",
  valid("query", topReferrersQuerySchema),
  async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ items: await topReferrers(c.var.db, c.req.valid("query").limit) });
  },
);
