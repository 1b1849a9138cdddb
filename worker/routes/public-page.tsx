// GET /{username}: the public profile page (architecture §8), answered by public-page/page.tsx;
// /{username}/ redirects to it. It sits outside /api, so no session or request logging runs for it. A
// first segment that cannot be a username, or is reserved (product §2 list, the worker's own paths, the
// admin's extras), is the SPA's.
import { Hono } from "hono";
import { isReservedUsername } from "../accounts/reserved-usernames";
import type { AppEnv } from "../http/app-env";
import { isUsernameShaped } from "../profiles/public-profile";
import { servePublicPage } from "../public-page/page";
import { defaultSettings } from "../settings/settings";

/** A first segment that may be a public page (the admin's extra reserved names need a settings read). */
function mayBePublicPage(username: string): boolean {
  return isUsernameShaped(username) && !isReservedUsername(username, defaultSettings);
}

export const publicPageRoutes = new Hono<AppEnv>().get("/:username", async (c, next) => {
  const username = c.req.param("username");
  // The fixed reserved names need no settings read; the admin's extras are checked with the page.
  if (!mayBePublicPage(username)) return next();
  return (await servePublicPage(c, { username })) ?? next();
});

// One address per page (product §2): /{username}/ moves to /{username} for good, its query string kept.
publicPageRoutes.get("/:username/", (c, next) => {
  const username = c.req.param("username");
  if (!mayBePublicPage(username)) return next();
  return c.redirect(`/${username}${new URL(c.req.url).search}`, 301);
});
