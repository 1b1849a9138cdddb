// GET /{username}: the public profile page (architecture §8), rendered here with React. It sits outside
// /api, so no session or request logging runs for it. A first segment that cannot be a username, or
// is reserved (product §2 list, the worker's own paths, the admin's extras), is the SPA's.
// The hot path (a KV snapshot, a page rendered before) costs one KV read and no D1 read: see
// docs/decisions/009-performance.md.
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { type Db, openDb } from "../db/client";
import { runInBackground } from "../http/background";
import { loggablePath, recordError } from "../logs/logs";
import { isUsernameShaped, type PublicProfileSnapshot, toPublicProfile } from "../profiles/public-profile";
import { loadSnapshot, readStoredSnapshot } from "../profiles/snapshot";
import { defaultSettings, freshSettings, recentSettingsCopy, type Settings } from "../settings/settings";
import { ProfilePage } from "../ssr/ProfilePage";
import { renderCachedPage } from "../ssr/page-cache";
import { createNonce, htmlResponse, renderPage } from "../ssr/render";
import { LoadFailedPage, NotFoundPage } from "../ssr/StatusPage";
import { isReservedUsername } from "../users/reserved";

/** A short shared cache for CDNs; browsers revalidate, so an owner sees a save at once. */
const profileCaching = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";

/** A page whose snapshot is in KV still renders when D1 cannot answer for the settings. */
function settingsOrDefault(db: Db): Promise<Settings> {
  return freshSettings(db).catch((error) => {
    console.error("settings unavailable for the public page", error);
    return defaultSettings;
  });
}

/**
 * The profile at /{username} and the settings that say whether the name is reserved. A KV hit may
 * use settings a few seconds old (recentSettingsCopy); a miss, which reads D1 anyway, reads them
 * fresh, so a page rebuilt from D1 always follows the latest reserved names.
 */
async function lookUp(
  db: () => Db,
  env: Env,
  username: string,
): Promise<{ settings: Settings; snapshot: PublicProfileSnapshot | null }> {
  const copy = recentSettingsCopy();
  // Without a recent copy the settings are read alongside KV, as a miss needs them anyway.
  const settingsRead = copy ? Promise.resolve(copy) : settingsOrDefault(db());
  const stored = await readStoredSnapshot(env, username);
  if (stored) return { settings: await settingsRead, snapshot: stored };
  const [settings, snapshot] = await Promise.all([
    copy ? settingsOrDefault(db()) : settingsRead,
    loadSnapshot(db(), env, username),
  ]);
  return { settings, snapshot };
}

export const publicPageRoutes = new Hono<AppEnv>().get("/:username", async (c, next) => {
  const username = c.req.param("username");
  // The fixed reserved names need no settings read; the admin's extras are checked below.
  if (!isUsernameShaped(username) || isReservedUsername(username, defaultSettings)) return next();
  let database: Db | undefined;
  const db = () => {
    database ??= openDb(c.env.DB);
    return database;
  };
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

  let found: Awaited<ReturnType<typeof lookUp>>;
  try {
    found = await lookUp(db, c.env, username);
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
    const profile = toPublicProfile(snapshot);
    const html = await renderCachedPage(
      `200\n${appUrl}\n${appName}\n${JSON.stringify(profile)}`,
      (n) => <ProfilePage profile={profile} appUrl={appUrl} appName={appName} nonce={n} />,
      nonce,
    );
    return htmlResponse(html, { nonce, status: 200, cacheControl: profileCaching });
  } catch (error) {
    return loadFailed(error);
  }
});
