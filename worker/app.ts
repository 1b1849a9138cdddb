// Builds the Hono app: cross-cutting middleware first, then one router per API area — each mounted at
// its URL prefix, or at /api for the product's flat paths (`npm run routes` lists every path with its
// file) — then the non-API paths (avatars, the page's forms, public profiles) and finally the SPA's
// static assets.
import { Hono } from "hono";
import { answers } from "./http/api-reference";
import { type AppEnv, attachDb } from "./http/app-env";
import { apiNotFound, handleError } from "./http/error-handler";
import { csrfGuard, jsonBodyGuard } from "./http/request-guards";
import { requestLog } from "./http/request-log";
import { securityHeaders } from "./http/security-headers";
import { mcpRoutes } from "./mcp/server";
import { publicApiRoutes } from "./public-api/routes";
import { accountRoutes } from "./routes/account";
import { adminRoutes } from "./routes/admin";
import { analyticsRoutes } from "./routes/analytics";
import { apiTokenRoutes } from "./routes/api-tokens";
import { audienceRoutes, subscribeRoutes } from "./routes/audience";
import { emailAddressRoutes } from "./routes/auth/email-address";
import { signInRoutes } from "./routes/auth/sign-in";
import { signUpRoutes } from "./routes/auth/sign-up";
import { billingRoutes } from "./routes/billing";
import { connectWebhookRoutes } from "./routes/connect-webhook";
import { customDomainRoutes } from "./routes/custom-domain";
import { customHosts } from "./routes/custom-host";
import { earnRoutes } from "./routes/earn";
import { importRoutes } from "./routes/import";
import { linkThumbnailRoutes } from "./routes/link-thumbnails";
import { activityRoutes, invitationRoutes, memberRoutes } from "./routes/members";
import { pageScope } from "./routes/page-scope";
import { pageListRoutes } from "./routes/pages";
import { passkeyRoutes } from "./routes/passkeys";
import { avatarRoutes, profileRoutes } from "./routes/profile";
import { clickRoutes, publicRoutes } from "./routes/public";
import { publicPageRoutes } from "./routes/public-page";
import { reportPageRoutes } from "./routes/report-page";
import { securityTxtRoutes } from "./routes/security-txt";
import { serviceRoutes } from "./routes/service";
import { impersonationAudit, loadSession, readSessionCookie } from "./routes/session";
import { sessionRoutes } from "./routes/sessions";
import { subscribePageRoutes } from "./routes/subscribe-page";
import { tipPageRoutes } from "./routes/tip-page";
import { twoFactorRoutes } from "./routes/two-factor";
import { uploadedFileRoutes } from "./routes/uploaded-files";
import { firstReadsLink } from "./spa/first-reads";
import { serveSpa } from "./spa/shell";

const api = new Hono<AppEnv>()
  .use(attachDb)
  // Anonymous and frequent: ahead of the request log and the session (routes/public.ts).
  .route("/", clickRoutes)
  .use(requestLog)
  .use(csrfGuard)
  .use(jsonBodyGuard)
  .use(loadSession)
  .use(impersonationAudit)
  .route("/", serviceRoutes)
  .route("/", signUpRoutes)
  // Ahead of /passkeys: the passkey sign-in's /passkeys/login/* answers before that router's guard.
  .route("/", signInRoutes)
  .route("/", emailAddressRoutes)
  .route("/account", accountRoutes)
  .route("/pages", pageListRoutes)
  // Every page-scoped router again under a page's id, behind the one table of who may do what there.
  .use("/pages/:pageId/*", pageScope)
  .route("/pages/:pageId/profile", profileRoutes)
  .route("/pages/:pageId/upload", avatarRoutes)
  .route("/pages/:pageId/links", linkThumbnailRoutes)
  .route("/pages/:pageId/analytics", analyticsRoutes)
  .route("/pages/:pageId/audience", audienceRoutes)
  .route("/pages/:pageId/custom-domain", customDomainRoutes)
  .route("/pages/:pageId/members", memberRoutes)
  .route("/pages/:pageId/activity", activityRoutes)
  .route("/invitations", invitationRoutes)
  .route("/pages/:pageId/import", importRoutes)
  .route("/2fa", twoFactorRoutes)
  .route("/passkeys", passkeyRoutes)
  .route("/sessions", sessionRoutes)
  .route("/tokens", apiTokenRoutes)
  .route("/profile", profileRoutes)
  .route("/upload", avatarRoutes)
  .route("/links", linkThumbnailRoutes)
  .route("/import", importRoutes)
  .route("/", publicRoutes)
  .route("/", billingRoutes)
  .route("/custom-domain", customDomainRoutes)
  .route("/analytics", analyticsRoutes)
  .route("/", subscribeRoutes)
  .route("/audience", audienceRoutes)
  .route("/earn", earnRoutes)
  .route("/", connectWebhookRoutes)
  .route("/admin", adminRoutes)
  // The API reference describes the app it belongs to. Its builder and hono-openapi load with the
  // first request for it, never with another (http/api-reference.ts).
  .get(
    "/openapi.json",
    answers("This reference: an OpenAPI 3.1 document of every /api route", { 200: "The document." }),
    async (c): Promise<Response> => {
      const { apiReference } = await import("./http/api-reference-document");
      c.header("Cache-Control", "no-cache");
      return c.json(await apiReference(app.routes, c.env));
    },
  )
  .all("*", apiNotFound);

export const app = new Hono<AppEnv>()
  .use(securityHeaders)
  // An owner's custom domain answers their page and nothing of the app (routes/custom-host.tsx).
  .use(customHosts)
  // The app's built files, straight from the asset server (an unknown one is the SPA's 404 below).
  .get("/assets/*", (c) => serveSpa(c.env, c.req.raw))
  // Bearer tokens only, ahead of the session's /api (public-api/routes.ts), and the MCP server on the same tokens.
  .route("/api/v1", publicApiRoutes)
  .route("/api", api)
  .route("/mcp", mcpRoutes)
  .route("/uploads", uploadedFileRoutes)
  // The report form and the security contact: worker paths ahead of the public profiles.
  .route("/report", reportPageRoutes)
  .route("/subscribe", subscribePageRoutes)
  .route("/tip", tipPageRoutes)
  .route("/.well-known", securityTxtRoutes)
  // Public profiles: a handler that finds the segment is not a username passes it on to the SPA.
  .route("/", publicPageRoutes)
  // Everything else is the SPA: the asset server answers files and falls back to index.html; a dashboard
  // section's document asks for its owner's first reads.
  .all("*", async (c) =>
    serveSpa(c.env, c.req.raw, await firstReadsLink(c.env.SESSIONS, new URL(c.req.url), readSessionCookie(c))),
  );

app.onError(handleError);

export type AppType = typeof app;
