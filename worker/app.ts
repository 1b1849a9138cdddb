// Builds the Hono app: cross-cutting middleware first, then one router per API area, then the
// non-API paths (avatars, public profiles) and finally the SPA's static assets.
import { Hono } from "hono";
import { impersonationAudit } from "./admin/impersonation-audit";
import { openDb } from "./db/client";
import type { AppEnv } from "./http/app-env";
import { apiNotFound, handleError } from "./http/error-handler";
import { csrfGuard, jsonBodyGuard } from "./http/request-guards";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { accountRoutes } from "./routes/account";
import { accountDataRoutes } from "./routes/account-data";
import { adminRoutes } from "./routes/admin";
import { analyticsRoutes } from "./routes/analytics";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { clickRoutes } from "./routes/click";
import { configRoutes } from "./routes/config";
import { devMailRoutes } from "./routes/dev-mail";
import { healthRoutes } from "./routes/health";
import { passkeyRoutes } from "./routes/passkeys";
import { profileRoutes } from "./routes/profile";
import { profileQrRoutes } from "./routes/profile-qr";
import { publicRoutes } from "./routes/public";
import { publicPageRoutes } from "./routes/public-page";
import { reportPageRoutes } from "./routes/report-page";
import { reportRoutes } from "./routes/reports";
import { securityTxtRoutes } from "./routes/security-txt";
import { sessionRoutes } from "./routes/sessions";
import { stripeWebhookRoutes } from "./routes/stripe-webhook";
import { twoFactorRoutes } from "./routes/two-factor";
import { uploadedFileRoutes } from "./routes/uploaded-files";
import { uploadRoutes } from "./routes/uploads";
import { loadSession } from "./sessions/middleware";
import { serveSpa } from "./spa/shell";

const api = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("db", openDb(c.env.DB));
    await next();
  })
  // Anonymous and frequent: ahead of the request log and the session (routes/click.ts).
  .route("/", clickRoutes)
  .use(requestLog)
  .use(csrfGuard)
  .use(jsonBodyGuard)
  .use(loadSession)
  .use(impersonationAudit)
  .route("/", healthRoutes)
  .route("/", configRoutes)
  .route("/", authRoutes)
  .route("/", accountRoutes)
  .route("/", twoFactorRoutes)
  .route("/", passkeyRoutes)
  .route("/", sessionRoutes)
  .route("/", accountDataRoutes)
  .route("/", profileRoutes)
  .route("/", profileQrRoutes)
  .route("/", uploadRoutes)
  .route("/", publicRoutes)
  .route("/", billingRoutes)
  .route("/", analyticsRoutes)
  .route("/", stripeWebhookRoutes)
  .route("/admin", adminRoutes)
  .route("/", devMailRoutes)
  .route("/", reportRoutes)
  .all("*", apiNotFound);

export const app = new Hono<AppEnv>()
  .use(securityHeaders)
  .route("/api", api)
  .route("/uploads", uploadedFileRoutes)
  // The report form and the security contact: worker paths ahead of the public profiles.
  .route("/", reportPageRoutes)
  .route("/", securityTxtRoutes)
  // Public profiles: a handler that finds the segment is not a username passes it on to the SPA.
  .route("/", publicPageRoutes)
  // Everything else is the SPA: the asset server answers files and falls back to index.html.
  .all("*", serveSpa);

app.onError(handleError);

export type AppType = typeof app;
