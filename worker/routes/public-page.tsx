// GET /{username}: the public profile page (DESIGN §8), rendered here with React and streamed. It sits
// outside /api, so no session or request logging runs for it. A first segment that cannot be a
// username, or is reserved (SPEC §2 list, the worker's own paths, the admin's extras), is the SPA's.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { openDb } from "../db/client";
import { runInBackground } from "../http/background";
import { loggablePath, recordError } from "../logs/logs";
import { isUsernameShaped, type PublicProfileSnapshot, toPublicProfile } from "../profiles/public-profile";
import { readPublicProfile } from "../profiles/snapshot";
import { defaultSettings, readSettings, type Settings } from "../settings/settings";
import { ProfilePage } from "../ssr/ProfilePage";
import { createNonce, renderPage } from "../ssr/render";
import { LoadFailedPage, NotFoundPage } from "../ssr/StatusPage";
import { isReservedUsername } from "../users/reserved";

/** A short shared cache for CDNs; browsers revalidate, so an owner sees a save at once. */
const profileCaching = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

export const publicPageRoutes = new Hono<AppEnv>().get("/:username", async (c, next) => {
  const username = c.req.param("username");
  // The fixed reserved names need no settings read; the admin's extras are checked below.
  if (!isUsernameShaped(username) || isReservedUsername(username, defaultSettings)) return next();
  const db = openDb(c.env.DB);
  const appName = c.env.APP_NAME;
  const nonce = createNonce();
  const loadFailed = (error: unknown) => {
    // Recorded like an API error, so it shows in the admin's Errors view.
    runInBackground(c, recordError(db, error, { method: c.req.method, path: loggablePath(c.req.url) }));
    return renderPage(<LoadFailedPage nonce={nonce} appName={appName} path={c.req.path} />, {
      nonce,
      status: 500,
      cacheControl: "no-store",
    });
  };

  let settings: Settings;
  let snapshot: PublicProfileSnapshot | null;
  try {
    // Settings and the profile in parallel; a page whose snapshot is in KV still renders when D1
    // cannot answer for the settings.
    [settings, snapshot] = await Promise.all([
      readSettings(db).catch((error) => {
        console.error("settings unavailable for the public page", error);
        return defaultSettings;
      }),
      readPublicProfile(db, c.env, username),
    ]);
  } catch (error) {
    return loadFailed(error);
  }
  if (isReservedUsername(username, settings)) return next();

  try {
    if (!snapshot) {
      return await renderPage(<NotFoundPage nonce={nonce} appName={appName} />, {
        nonce,
        status: 404,
        cacheControl: "no-cache",
      });
    }
    return await renderPage(
      <ProfilePage profile={toPublicProfile(snapshot)} appUrl={c.env.APP_URL} appName={appName} nonce={nonce} />,
      { nonce, status: 200, cacheControl: profileCaching },
    );
  } catch (error) {
    return loadFailed(error);
  }
});
