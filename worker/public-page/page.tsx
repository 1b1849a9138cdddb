// The public page (architecture §8), for /{username} on the app's host and for `/` on an owner's active
// custom domain (routes/custom-host.tsx, docs/decisions/037): looked up (lookup.ts), gated for sensitive
// content, rendered (kept per isolate under a key that holds the host) and answered, with the view
// counted after the answer. On a custom domain no session is read, the page is at `/`, links into the
// app lead to APP_URL, and only a snapshot that names the domain is shown. With an active domain the
// canonical address is the domain's, wherever the page is read.
import type { Context } from "hono";
import { isReservedUsername } from "../accounts/reserved-usernames";
import { captureView } from "../analytics/capture";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { runInBackground } from "../http/background";
import { loggablePath, recordError } from "../logs/record";
import { type PublicProfileSnapshot, toPublicProfile } from "../profiles/public-profile";
import { readSessionCookie } from "../sessions/cookie";
import { profileCacheControl } from "./cache-policy";
import { lookUpPublicPage } from "./lookup";
import { ProfilePage } from "./ProfilePage";
import { renderCachedPage } from "./page-cache";
import { createNonce, htmlResponse, renderPage } from "./render";
import { LoadFailedPage, NotFoundPage } from "./StatusPage";
import { sensitiveGate } from "./sensitive-gate";

export type PageRequest = {
  username: string;
  /** The custom domain the request came in on, if it did. */
  customHost?: string;
};

/** The page's canonical address: the owner's active custom domain when there is one. */
export function canonicalUrl(snapshot: PublicProfileSnapshot, appOrigin: string): string {
  return snapshot.customDomain
    ? `https://${snapshot.customDomain}/`
    : `${appOrigin}/${encodeURIComponent(snapshot.username)}`;
}

/** The public 404 page; on a custom domain its way home leads to the app. */
export async function publicNotFound(c: Context<AppEnv>, { customHost }: { customHost?: string } = {}) {
  const appName = c.env.APP_NAME;
  const home = customHost ? c.env.APP_URL : "/";
  const nonce = createNonce();
  const html = await renderCachedPage(
    `404\n${new URL(c.req.url).host}\n${home}\n${appName}`,
    (n) => <NotFoundPage nonce={n} appName={appName} home={home} />,
    nonce,
  );
  return htmlResponse(html, { nonce, status: 404, cacheControl: "no-cache" });
}

/** The page, or undefined when the admin's settings reserve the name after all (then it is the SPA's). */
export async function servePublicPage(c: Context<AppEnv>, { username, customHost }: PageRequest) {
  // The isolate's handle (db/client.ts); lookUpPublicPage asks for it only when D1 is needed.
  const db = () => openDb(c.env.DB);
  const appName = c.env.APP_NAME;
  const appOrigin = c.env.APP_URL.replace(/\/+$/, "");
  const nonce = createNonce();
  try {
    // A signed-in visitor may be the owner, who must see a save at once; a custom domain has no session.
    const fresh = !customHost && readSessionCookie(c) !== undefined;
    const { settings, snapshot } = await lookUpPublicPage(db, c.env, username, { fresh });
    if (!customHost && isReservedUsername(username, settings)) return undefined;
    if (!snapshot || (customHost && snapshot.customDomain !== customHost)) return publicNotFound(c, { customHost });

    const now = Date.now();
    const profile = toPublicProfile(snapshot, now);
    const pagePath = customHost ? "/" : `/${encodeURIComponent(profile.username)}`;
    const gate = await sensitiveGate(c, profile, nonce, pagePath);
    if (gate.response) return gate.response;
    const canonical = canonicalUrl(snapshot, appOrigin);
    const appLinks = customHost ? appOrigin : "";
    const html = await renderCachedPage(
      `200\n${new URL(c.req.url).host}\n${gate.consent}\n${canonical}\n${appLinks}\n${appOrigin}\n${appName}\n${JSON.stringify(profile)}`,
      (n) => (
        <ProfilePage
          profile={profile}
          appUrl={appOrigin}
          canonicalUrl={canonical}
          appLinks={appLinks}
          appName={appName}
          nonce={n}
          sensitiveConsent={gate.consent}
        />
      ),
      nonce,
    );
    // Counted after the response is on its way (worker/analytics/capture.ts).
    captureView(c, snapshot, { sessionRead: !customHost });
    return htmlResponse(html, {
      nonce,
      status: 200,
      cacheControl: gate.cacheControl ?? profileCacheControl(snapshot.links, now),
    });
  } catch (error) {
    // Recorded like an API error, so it shows in the admin's Errors view.
    runInBackground(c, recordError(db(), error, { method: c.req.method, path: loggablePath(c.req.url) }));
    return renderPage(<LoadFailedPage nonce={nonce} appName={appName} path={new URL(c.req.url).pathname} />, {
      nonce,
      status: 500,
      cacheControl: "no-store",
    });
  }
}
