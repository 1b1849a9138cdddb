// The admin Reports tab (docs/product.md, "Trust and safety"): the moderation queue and resolving a report, mounted at
// /api/admin/reports, and the URLs the safety check, an admin or a blocked domain held, with their
// release and removal, mounted at /api/admin/held-links.
import { Hono } from "hono";
import { heldLinkListQuerySchema, reportListQuerySchema, reportResolveSchema, safetyMessages } from "#contract/safety";
import { answers } from "../../http/api-reference";
import type { AppEnv } from "../../http/app-env";
import { valid } from "../../http/validate";
import { listHeldUrls, releaseHeldUrl, removeHeldUrl } from "../../safety/held-links";
import { listReports, resolveReport } from "../../safety/reports";
import { signedInUser } from "../guards";

export const adminReportRoutes = new Hono<AppEnv>()
  .get(
    "/",
    answers("The reports, by status and paged", { 200: "ReportList (contract/safety.ts)." }),
    valid("query", reportListQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listReports(c.var.db, c.req.valid("query")));
    },
  )

  .post(
    "/:id/resolve",
    answers("Resolve a report: dismiss it, hide the link, or suspend the owner", {
      200: "{msg}.",
      404: "No such report, or no such link to hide.",
      409: "The report is already resolved.",
    }),
    valid("json", reportResolveSchema),
    async (c) => {
      await resolveReport(c.var.db, c.env, signedInUser(c).id, c.req.param("id"), c.req.valid("json"));
      return c.json({ msg: safetyMessages.reportResolved });
    },
  );

export const adminHeldLinkRoutes = new Hono<AppEnv>()
  .get(
    "/",
    answers("The held URLs each profile still carries, one per owner and URL, paged", {
      200: "HeldLinkList (contract/safety.ts).",
    }),
    valid("query", heldLinkListQuerySchema),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await listHeldUrls(c.var.db, c.req.valid("query")));
    },
  )

  .post(
    "/:id/release",
    answers("Release a held URL: it shows again wherever the profile carries it", {
      200: "{msg}.",
      404: "No such held link.",
    }),
    async (c) => {
      await releaseHeldUrl(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
      return c.json({ msg: safetyMessages.linkReleased });
    },
  )

  .post(
    "/:id/remove",
    answers("Remove a held URL: its links and social icons leave the profile, and the hold stays for the URL", {
      200: "{msg}.",
      404: "No such held link.",
    }),
    async (c) => {
      await removeHeldUrl(c.var.db, c.env, signedInUser(c).id, c.req.param("id"));
      return c.json({ msg: safetyMessages.linkRemoved });
    },
  );
