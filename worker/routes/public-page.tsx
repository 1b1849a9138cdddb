// GET /{username}: the public profile page, answered by worker/public-page/page.tsx; /{username}/
// redirects to it. A first segment that cannot be a username, or is reserved (docs/product.md, "Screens" list, the
// worker's own paths, the admin's extras), is the SPA's.
import { Hono } from "hono";
import type { AppEnv } from "../http/app-env";
import { mayBePublicPage, servePublicPage } from "../public-page/page";
import { pageRequestOf } from "./visit";

/** Where the app's pages live: the page's canonical origin. */
const appOrigin = (env: Env) => env.APP_URL.replace(/\/+$/, "");

export const publicPageRoutes = new Hono<AppEnv>()
  .get("/:username", async (c, next) => {
    const username = c.req.param("username");
    if (!mayBePublicPage(username)) return next();
    return (await servePublicPage(c.env, pageRequestOf(c, username, { origin: appOrigin(c.env) }))) ?? next();
  })

  // One address per page (docs/product.md, "Screens"): /{username}/ moves to /{username} for good, its query string kept.
  .get("/:username/", (c, next) => {
    const username = c.req.param("username");
    if (!mayBePublicPage(username)) return next();
    return c.redirect(`/${username}${new URL(c.req.url).search}`, 301);
  });
