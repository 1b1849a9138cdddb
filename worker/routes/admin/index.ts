// Every /api/admin router. All of them sit behind the admin check (a live admin session that is not
// impersonating), except /impersonate/stop: the impersonated session calls it, so it is mounted first
// and answers before the check runs (Hono runs matching handlers in the order they were added).
import { Hono } from "hono";
import { requireAdmin } from "../../admin/require-admin";
import { requireAdminSecondFactor } from "../../admin/require-admin-2fa";
import type { AppEnv } from "../../http/app-env";
import { adminAuditRoutes } from "./audit";
import { adminBillingRoutes } from "./billing";
import { impersonationRoutes, impersonationStopRoutes } from "./impersonation";
import { adminInviteCodeRoutes } from "./invite-codes";
import { adminObservabilityRoutes } from "./observability";
import { adminReferrerRoutes } from "./referrers";
import { adminReportRoutes } from "./reports";
import { adminSettingsRoutes } from "./settings";
import { adminStatsRoutes } from "./stats";
import { adminTopProfileRoutes } from "./top-profiles";
import { adminUserRoutes } from "./users";

export const adminRoutes = new Hono<AppEnv>()
  .route("/", impersonationStopRoutes)
  .use(requireAdmin)
  .use(requireAdminSecondFactor)
  .route("/", adminStatsRoutes)
  .route("/", adminUserRoutes)
  .route("/", impersonationRoutes)
  .route("/", adminBillingRoutes)
  .route("/", adminAuditRoutes)
  .route("/", adminObservabilityRoutes)
  .route("/", adminReferrerRoutes)
  .route("/", adminTopProfileRoutes)
  .route("/", adminSettingsRoutes)
  .route("/", adminInviteCodeRoutes)
  .route("/", adminReportRoutes);
