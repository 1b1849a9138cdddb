// The public page, GET /{username} (docs/guides/public-page.md), top to bottom: look the name up (lookup.ts),
// decide what this visitor may see (visibility.ts), render it (documents.tsx, render.ts) and answer
// (respond.ts). It sits outside /api: no session or request log runs for it, and nothing on its way
// writes to storage but the KV refill of a snapshot; a view is counted after the answer, through the
// analytics queue. `origin` is the page's canonical origin — the app's today; an entry by another host
// name can pass its own, and it is part of every rendered page's cache key.
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isReservedUsername } from "../accounts/users";
import { captureView } from "../analytics/capture";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { runInBackground } from "../http/background";
import { loggablePath, recordError } from "../logs/record";
import { readSessionCookie } from "../sessions/sessions";
import { defaultSettings } from "../settings/settings";
import { LoadFailedPage, NotFoundPage, ProfilePage, SensitiveNotice } from "./documents";
import { lookUpPublicPage } from "./lookup";
import { renderCachedPage, renderHtml } from "./render";
import {
  createNonce,
  gateRedirect,
  htmlResponse,
  movedResponse,
  privatePage,
  profileCacheControl,
  sensitiveConsentCookie,
} from "./respond";
import { isUsernameShaped } from "./snapshot";
import { sensitiveGate, toPublicProfile } from "./visibility";

/** A first segment that may be a public page (the admin's extra reserved names need a settings read). */
export function mayBePublicPage(username: string): boolean {
  return isUsernameShaped(username) && !isReservedUsername(username, defaultSettings);
}

export type PageRequest = { username: string; origin: string };

/** The answer for /{username}; undefined when the settings reserve the name after all (the SPA's). */
export async function servePublicPage(c: Context<AppEnv>, { username, origin }: PageRequest) {
  const appName = c.env.APP_NAME;
  const url = new URL(c.req.url);
  const nonce = createNonce();
  try {
    // The isolate's D1 handle (db/client.ts), opened only when D1 is needed.
    const db = () => openDb(c.env.DB);
    const found = await lookUpPublicPage(db, c.env, username, { fresh: readSessionCookie(c) !== undefined });
    if (isReservedUsername(username, found.settings)) return undefined;
    if (found.movedTo) return movedResponse(`/${encodeURIComponent(found.movedTo)}${url.search}`);
    if (!found.snapshot) {
      const html = await renderCachedPage(
        `404\n${appName}`,
        (n) => <NotFoundPage nonce={n} appName={appName} />,
        nonce,
      );
      return htmlResponse(html, { nonce, status: 404, cacheControl: "no-cache" });
    }

    const now = Date.now();
    const profile = toPublicProfile(found.snapshot, now);
    const consented = getCookie(c, sensitiveConsentCookie) === "1";
    const gate = sensitiveGate(profile, { url, consented, referer: c.req.header("Referer") });
    if (gate.show === "redirect") {
      return gateRedirect(gate.to, { rememberConsent: gate.rememberConsent, secure: url.protocol === "https:" });
    }
    if (gate.show === "notice") {
      const notice = (
        <SensitiveNotice
          nonce={nonce}
          appName={appName}
          username={profile.username}
          linkIndex={gate.linkIndex}
          goBack={gate.goBack}
        />
      );
      return htmlResponse(await renderHtml(notice, nonce), { nonce, status: 200, cacheControl: privatePage });
    }

    const html = await renderCachedPage(
      `200\n${gate.consent}\n${origin}\n${appName}\n${JSON.stringify(profile)}`,
      (n) => (
        <ProfilePage profile={profile} origin={origin} appName={appName} nonce={n} sensitiveConsent={gate.consent} />
      ),
      nonce,
    );
    // Counted after the response is on its way (worker/analytics/capture.ts).
    captureView(c, found.snapshot);
    const cacheControl = gate.private ? privatePage : profileCacheControl(found.snapshot.links, now);
    return htmlResponse(html, { nonce, status: 200, cacheControl });
  } catch (error) {
    // Recorded like an API error, so it shows in the admin's Errors view.
    runInBackground(c, recordError(openDb(c.env.DB), error, { method: c.req.method, path: loggablePath(c.req.url) }));
    const html = await renderHtml(<LoadFailedPage nonce={nonce} appName={appName} path={url.pathname} />, nonce);
    return htmlResponse(html, { nonce, status: 500, cacheControl: "no-store" });
  }
}
