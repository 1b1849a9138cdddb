// The admin Overview: the stats whose success also decides whether /admin shows at all (product §2).
import { Hono } from "hono";
import { adminStats } from "../../admin/stats";
import type { AppEnv } from "../../http/app-env";
import { countOpenReports } from "../../safety/reports";

export const adminStatsRoutes = new Hono<AppEnv>().get("/stats", async (c) => {
  c.header("Cache-Control", "no-store");
  const [stats, openReports] = await Promise.all([adminStats(c.var.db), countOpenReports(c.var.db)]);
  return c.json({ ...stats, openReports });
});
