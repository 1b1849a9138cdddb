// The admin Reports tab and held links (product §12): the moderation queue, resolving a report, and
// the links the safety check or an admin held, with their release.
import { Hono } from "hono";
import { heldLinkListQuerySchema, reportListQuerySchema, reportResolveSchema, safetyMessages } from "#contract/safety";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";
import { listHeldLinks, releaseHeldLink } from "../../safety/held-links";
import { listReports, resolveReport } from "../../safety/reports";
import { signedInUser } from "../../sessions/middleware";

export const adminReportRoutes = new Hono<AppEnv>()
  .get("/reports", valid("query", reportListQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listReports(c.var.db, c.req.valid("query")));
  })

  .post("/reports/:id/resolve", valid("json", reportResolveSchema), async (c) => {
    await resolveReport(c.var.db, c.env, signedInUser(c).id, c.req.param("id"), c.req.valid("json"));
    return c.json({ msg: safetyMessages.reportResolved });
  })

  .get("/held-links", valid("query", heldLinkListQuerySchema), async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(await listHeldLinks(c.var.db, c.req.valid("query")));
  })

  .post("/held-links/:id/release", async (c) => {
    await releaseHeldLink(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
    return c.json({ msg: safetyMessages.linkReleased });
  });
