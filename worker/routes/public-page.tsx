// GET /{username}: the public profile page (architecture §8), rendered here with React; /{username}/
// redirects to it. It sits outside /api, so no session or request logging runs for it. A first segment
// that cannot be a username, or is reserved (product §2 list, the worker's own paths, the admin's
// extras), is the SPA's.
// What the page shows is looked up in public-page/lookup.ts; this file turns it into a response.
import { Hono } from "hono";
import { isReservedUsername } from "../accounts/users";
import { captureView } from "../analytics/capture";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { runInBackground } from "../http/background";
import { loggablePath, recordError } from "../logs/record";
import { isUsernameShaped, toPublicProfile } from "../profiles/public-profile";
import { profileCacheControl } from "../public-page/cache-policy";
import { lookUpPublicPage, type PublicPageLookup } from "../public-page/lookup";
import { ProfilePage } from "../public-page/ProfilePage";
import { renderCachedPage } from "../public-page/page-cache";
import { createNonce, htmlResponse, renderPage } from "../public-page/render";
import { LoadFailedPage, NotFoundPage } from "../public-page/StatusPage";
import { sensitiveGate } from "../public-page/sensitive-gate";
import { readSessionCookie } from "../sessions/sessions";
import { defaultSettings } from "../settings/settings";

/** A first segment that may be a public page (the admin's extra reserved names need a settings read). */
function mayBePublicPage(username: string): boolean {
  return isUsernameShaped(username) && !isReservedUsername(username, defaultSettings);
}

export const publicPageRoutes = new Hono<AppEnv>().get("/:username", async (c, next) => {
  const username = c.req.param("username");
  // The fixed reserved names need no settings read; the admin's extras are checked below.
  if (!mayBePublicPage(username)) return next();
  // The isolate's handle (db/client.ts); lookUpPublicPage asks for it only when D1 is needed.
  const db = () => openDb(c.env.DB);
  const appName = c.env.APP_NAME;
  const appUrl = c.env.APP_URL;
  const nonce = createNonce();
  const loadFailed = (error: unknown) => {
    // Recorded like an API error, so it shows in the admin's Errors view.
    runInBackground(c, recordError(db(), error, { method: c.req.method, path: loggablePath(c.req.url) }));
    return renderPage(<LoadFailedPage nonce={nonce} appName={appName} path={c.req.path} />, {
      nonce,
      status: 500,
      cacheControl: "no-store",
    });
  };

  let found: PublicPageLookup;
  try {
    found = await lookUpPublicPage(db, c.env, username, { fresh: readSessionCookie(c) !== undefined });
  } catch (error) {
    return loadFailed(error);
  }
  const { settings, snapshot } = found;
  if (isReservedUsername(username, settings)) return next();

  try {
    if (!snapshot) {
      const html = await renderCachedPage(
        `404\n${appName}`,
        (n) => <NotFoundPage nonce={n} appName={appName} />,
        nonce,
      );
      return htmlResponse(html, { nonce, status: 404, cacheControl: "no-cache" });
    }
    const now = Date.now();
    const profile = toPublicProfile(snapshot, now);
    const gate = await sensitiveGate(c, profile, nonce);
    if (gate.response) return gate.response;
    const html = await renderCachedPage(
      `200\n${gate.consent}\n${appUrl}\n${appName}\n${JSON.stringify(profile)}`,
      (n) => (
        <ProfilePage profile={profile} appUrl={appUrl} appName={appName} nonce={n} sensitiveConsent={gate.consent} />
      ),
      nonce,
    );
    // Counted after the response is on its way (worker/analytics/capture.ts).
    captureView(c, snapshot);
    return htmlResponse(html, {
      nonce,
      status: 200,
      cacheControl: gate.cacheControl ?? profileCacheControl(snapshot.links, now),
    });
  } catch (error) {
    return loadFailed(error);
  }
});

// One address per page (product §2): /{username}/ moves to /{username} for good, its query string kept.
publicPageRoutes.get("/:username/", (c, next) => {
  const username = c.req.param("username");
  if (!mayBePublicPage(username)) return next();
  return c.redirect(`/${username}${new URL(c.req.url).search}`, 301);
});
