// The admin Overview (docs/product.md, "Screens" and "Analytics"; the API reference (Admin)): the stats — whose success also decides whether
// /admin shows at all — the top referrers (limit=10) and the most viewed profiles of the last 7 days.
// Flat paths of the product's calls, mounted at /api/admin.
import { Hono } from "hono";
import { topProfilesQuerySchema, topReferrersQuerySchema } from "#contract/admin-schemas";
import { topReferrers } from "../../admin/referrers";
import { adminStats } from "../../admin/stats";
import { topProfiles } from "../../analytics/admin";
import { answers } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";
import { countOpenReports } from "../../safety/reports";

export const adminOverviewRoutes = new Hono<AppEnv>()
  .get("/stats", answers("The Overview's stats", { 200: "AdminStats (contract/admin-types.ts)." }), async (c) => {
    c.header("Cache-Control", "no-store");
    const [stats, openReports] = await Promise.all([adminStats(c.var.db), countOpenReports(c.var.db)]);
    return c.json({ ...stats, openReports });
  })

  .get(
    "/top-referrers",
    answers("The top referrers", { 200: "{items: TopReferrer[]} (contract/admin-types.ts)." }),
    valid("query", topReferrersQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ items: await topReferrers(c.var.db, c.req.valid("query").limit) });
    },
  )

  .get(
    "/top-profiles",
    answers("The most viewed profiles of the last 7 days", { 200: "{items: TopProfile[]} (contract/admin-types.ts)." }),
    valid("query", topProfilesQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json({ items: await topProfiles(c.env, c.var.db, c.req.valid("query").limit) });
    },
  );
