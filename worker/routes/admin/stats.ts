// The admin Overview: the stats whose success also decides whether /admin shows at all (product §2).
import { Hono } from "hono";
import { adminStats } from "../../admin/stats";
import type { AppEnv } from "../../http/app-env";

export const adminStatsRoutes = new Hono<AppEnv>().get("/stats", async (c) => {
  c.header("Cache-Control", "no-store");
  return c.json(await adminStats(c.var.db));
});
