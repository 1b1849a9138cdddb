// Everything a custom domain answers (docs/decisions/040), ahead of the app for any host that is not the
// app's own while custom domains are on (custom-domains/serving.ts): at `/` the owner's public page, and
// what that page itself uses — the report, sign-up and tip forms, the click call, the files it names
// (avatar, link images, share card, the icon); at every other path, or for a host whose domain is not
// active, the public 404 page. No session is read or set, and no other API, screen or file answers there:
// every request reaches the worker first (wrangler.toml), the app's built files included.
import { type Context, Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { customHostOf } from "../custom-domains/serving";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { handleError } from "../http/error-handler";
import { ownerOfHost } from "../page-snapshot/hosts";
import { recentPublicProfile } from "../page-snapshot/store";
import { filesNamedBy, publicNotFound, servePublicPage } from "../public-page/page";
import { clickRoutes } from "./public";
import { reportPageRoutes } from "./report-page";
import { subscribePageRoutes } from "./subscribe-page";
import { tipPageRoutes } from "./tip-page";
import { uploadedFileRoutes } from "./uploaded-files";
import { pageRequestOf } from "./visit";

/** The custom domain the request came in on (only requests on one reach this router), and the app's origin. */
const pageOf = (c: { req: { url: string }; env: Env }) => ({
  customHost: customHostOf(c.req.url, c.env) as string,
  origin: c.env.APP_URL.replace(/\/+$/, ""),
});

const notFound = (c: Context<AppEnv>) => publicNotFound(c.env, c.req.raw, pageOf(c));

// Not exported: it answers another host than the app's, so `npm run routes`, the app's own table, has no
// place for it; these few paths are the whole of it.
const customHostRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    c.set("db", openDb(c.env.DB));
    await next();
  })

  .get("/", async (c) => {
    const page = pageOf(c);
    const username = await ownerOfHost(c.env, () => c.var.db, page.customHost);
    if (!username) return notFound(c);
    return (await servePublicPage(c.env, pageRequestOf(c, username, page))) ?? notFound(c);
  })

  // The page names the app's icon; nothing else of the build answers here.
  .get("/favicon.svg", async (c) => {
    const page = pageOf(c);
    if (!(await ownerOfHost(c.env, () => c.var.db, page.customHost))) return notFound(c);
    return c.env.ASSETS.fetch(new Request(new URL("/favicon.svg", c.req.url)));
  })

  .route("/report", reportPageRoutes)
  .route("/subscribe", subscribePageRoutes)
  .route("/tip", tipPageRoutes)
  .route("/api", clickRoutes)

  // The files the page names, and no other.
  .use("/uploads/*", async (c, next) => {
    const page = pageOf(c);
    const username = await ownerOfHost(c.env, () => c.var.db, page.customHost);
    const snapshot = username ? await recentPublicProfile(c.var.db, c.env, username) : null;
    const named = snapshot?.customDomain === page.customHost && filesNamedBy(snapshot).has(c.req.path);
    if (!named) return notFound(c);
    await next();
  })
  .route("/uploads", uploadedFileRoutes)

  .all("*", notFound);

customHostRoutes.onError(handleError);

/** Hands a request on a custom domain to customHostRoutes; any other goes on to the app. */
export const customHosts = createMiddleware<AppEnv>(async (c, next) => {
  if (!customHostOf(c.req.url, c.env)) return next();
  return customHostRoutes.fetch(c.req.raw, c.env);
});
