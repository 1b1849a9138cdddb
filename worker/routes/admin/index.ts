// Every /api/admin router, each at its prefix; the ones mounted at "/" answer the product's flat admin
// paths. All of them sit behind the admin check (routes/guards.ts), except /impersonate/stop: the
// impersonated session calls it, so it is mounted first and answers before the check runs (Hono runs
// matching handlers in the order they were added).
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { requireAdmin } from "../guards";
import { adminAuditRoutes } from "./audit";
import { impersonationRoutes, impersonationStopRoutes } from "./impersonation";
import { adminInviteCodeRoutes } from "./invite-codes";
import { adminObservabilityRoutes } from "./observability";
import { adminOverviewRoutes } from "./overview";
import { adminHeldLinkRoutes, adminReportRoutes } from "./reports";
import { adminSettingsRoutes } from "./settings";
import { adminUserRoutes } from "./users";

export const adminRoutes = new Hono<AppEnv>()
  .route("/impersonate", impersonationStopRoutes)
  .use(requireAdmin)
  .route("/", adminOverviewRoutes)
  .route("/", adminObservabilityRoutes)
  .route("/users", adminUserRoutes)
  .route("/impersonate", impersonationRoutes)
  .route("/audit", adminAuditRoutes)
  .route("/settings", adminSettingsRoutes)
  .route("/invite-codes", adminInviteCodeRoutes)
  .route("/reports", adminReportRoutes)
  .route("/held-links", adminHeldLinkRoutes);
