// The public page, GET /{username} (docs/guides/public-page.md), top to bottom: look the name up (lookup.ts),
// decide what this visitor may see (visibility.ts), render it (documents.tsx, render.ts) and answer
// (respond.ts). It sits outside /api: no session or request log runs for it, and nothing on its way
// writes to storage but the KV refill of a snapshot; a view is counted after the answer, through the
// analytics queue. The same page answers `/` on its owner's active custom domain (routes/custom-host.tsx,
// docs/decisions/040): there no session is read, only a snapshot that names the domain is shown, and
// links into the app lead to the app's origin. With an active domain the page's canonical address is
// the domain's, wherever it is read. Every rendered page's cache key holds the host it was asked on, and
// the language it speaks: the owner's choice, or with "auto" the visitor's Accept-Language — then the
// answer says so (`Vary: Accept-Language`), so a shared cache keeps one copy per language.
import { type TipReturn, tipReturnQuery, tipReturns } from "#contract/earn";
import { isReservedUsername } from "../accounts/users";
import { captureView, type Visit } from "../analytics/capture";
import { checkoutOrigin } from "../billing/stripe-client";
import { openDb } from "../db/client";
import { inBackground } from "../http/background";
import { type VisitorWords, visitorWords } from "../i18n/translations";
import { loggablePath, recordError } from "../logs/record";
import { isUsernameShaped, type PublicProfileSnapshot } from "../page-snapshot/snapshot";
import { defaultSettings } from "../settings/settings";
import { shareCardPath } from "../share-cards/cards";
import { LoadFailedPage, NotFoundPage, ProfilePage, SensitiveNotice } from "./documents";
import { lookUpPublicPage } from "./lookup";
import { renderCachedPage, renderHtml } from "./render";
import { createNonce, gateRedirect, htmlResponse, movedResponse, privatePage, profileCacheControl } from "./respond";
import { sensitiveGate, toPublicProfile } from "./visibility";

/**
 * The /uploads/ files the page names now: its avatar, the images of the links it shows and its share
 * card. What a custom domain serves besides the page (routes/custom-host.tsx), and nothing else.
 */
export function filesNamedBy(snapshot: PublicProfileSnapshot, now = Date.now()): Set<string> {
  const { avatar, links } = toPublicProfile(snapshot, now);
  const files = links.flatMap((link) => (link.kind === "link" && link.thumbnail ? [link.thumbnail] : []));
  if (avatar) files.push(avatar);
  if (snapshot.shareCard) files.push(shareCardPath(snapshot.shareCard));
  return new Set(files);
}

/** A first segment that may be a public page (the admin's extra reserved names need a settings read). */
export function mayBePublicPage(username: string): boolean {
  return isUsernameShaped(username) && !isReservedUsername(username, defaultSettings);
}

/** Where a page is asked for: the app's origin, and the owner's custom domain when it came in on one. */
export type PageAddress = {
  /** The app's origin, e.g. https://linknest.example. */
  origin: string;
  /** The owner's custom domain the request came in on, if it did. */
  customHost?: string;
};

/** A request for a page, as the HTTP layer read it (worker/routes/visit.ts). */
export type PageRequest = PageAddress & {
  username: string;
  /** The visit: its address, method and headers, and its session cookie's token where one is read. */
  visit: Visit;
  /** The visitor agreed to 18+ pages before (the consent cookie, respond.ts). */
  consented: boolean;
};

/** The page's canonical address: its owner's active custom domain when there is one. */
function canonicalUrl(snapshot: PublicProfileSnapshot, origin: string): string {
  return snapshot.customDomain
    ? `https://${snapshot.customDomain}/`
    : `${origin}/${encodeURIComponent(snapshot.username)}`;
}

/** How a tip went, when Stripe's Checkout sent the visitor back to a page with a tip block (?tip=…). */
function tipNoticeOf(url: URL): TipReturn | undefined {
  const value = url.searchParams.get(tipReturnQuery);
  return value === tipReturns.thanks ? "thanks" : value === tipReturns.cancelled ? "cancelled" : undefined;
}

/** A page's words for this visitor (worker/i18n/translations.ts); no page: the visitor's own. */
const wordsFor = (headers: Headers, snapshot?: PublicProfileSnapshot | null): VisitorWords =>
  visitorWords(snapshot?.language, headers.get("Accept-Language") ?? undefined);

/** The public 404 page for `request`, in the visitor's language; from a custom domain its way home leads to the app's origin. */
export async function publicNotFound(
  env: Env,
  request: { url: string; headers: Headers },
  { origin, customHost }: PageAddress,
) {
  const appName = env.APP_NAME;
  const home = customHost ? origin : "/";
  const nonce = createNonce();
  const { t, variesByLanguage } = wordsFor(request.headers);
  const html = await renderCachedPage(
    `404\n${t.locale}\n${new URL(request.url).host}\n${home}\n${appName}`,
    (n) => <NotFoundPage nonce={n} appName={appName} t={t} home={home} />,
    nonce,
  );
  return htmlResponse(html, { nonce, status: 404, cacheControl: "no-cache", variesByLanguage });
}

/** The answer for /{username}; undefined when the settings reserve the name after all (the SPA's). */
export async function servePublicPage(env: Env, page: PageRequest) {
  const { username, origin, customHost, visit } = page;
  const appName = env.APP_NAME;
  const url = new URL(visit.url);
  const nonce = createNonce();
  try {
    // The isolate's D1 handle (db/client.ts), opened only when D1 is needed.
    const db = () => openDb(env.DB);
    // A signed-in visitor may be the owner, who must see a save at once; a custom domain reads no session.
    const fresh = !customHost && visit.sessionToken !== undefined;
    const found = await lookUpPublicPage(db, env, username, { fresh });
    if (!customHost && isReservedUsername(username, found.settings)) return undefined;
    if (found.movedTo && !customHost) return movedResponse(`/${encodeURIComponent(found.movedTo)}${url.search}`);
    const snapshot = found.snapshot;
    if (!snapshot || (customHost && snapshot.customDomain !== customHost)) {
      return publicNotFound(env, visit, { origin, ...(customHost ? { customHost } : {}) });
    }

    const now = Date.now();
    const profile = toPublicProfile(snapshot, now);
    const { t, variesByLanguage } = wordsFor(visit.headers, snapshot);
    const gate = sensitiveGate(profile, {
      url,
      consented: page.consented,
      referer: visit.headers.get("referer") ?? undefined,
      page: customHost ? "/" : `/${encodeURIComponent(profile.username)}`,
      home: customHost ? origin : "/",
    });
    if (gate.show === "redirect") {
      return gateRedirect(gate.to, { rememberConsent: gate.rememberConsent, secure: url.protocol === "https:" });
    }
    if (gate.show === "notice") {
      const notice = (
        <SensitiveNotice
          nonce={nonce}
          appName={appName}
          t={t}
          username={profile.username}
          page={customHost ? "/" : `/${encodeURIComponent(profile.username)}`}
          linkIndex={gate.linkIndex}
          goBack={gate.goBack}
        />
      );
      return htmlResponse(await renderHtml(notice, nonce), {
        nonce,
        status: 200,
        cacheControl: privatePage,
        variesByLanguage,
      });
    }

    const canonical = canonicalUrl(snapshot, origin);
    const appLinks = customHost ? origin : "";
    const shareCard = snapshot.shareCard ? `${origin}${shareCardPath(snapshot.shareCard)}` : null;
    const takesTips = profile.links.some((link) => link.kind === "tip");
    const tipNotice = takesTips ? tipNoticeOf(url) : undefined;
    const html = await renderCachedPage(
      `200\n${t.locale}\n${url.host}\n${gate.consent}\n${origin}\n${canonical}\n${appLinks}\n${appName}\n${shareCard}\n${tipNotice}\n${JSON.stringify(profile)}`,
      (n) => (
        <ProfilePage
          profile={profile}
          origin={origin}
          canonicalUrl={canonical}
          shareCard={shareCard}
          appLinks={appLinks}
          appName={appName}
          nonce={n}
          sensitiveConsent={gate.consent}
          tipNotice={tipNotice}
          t={t}
        />
      ),
      nonce,
    );
    // Counted after the response is on its way (worker/analytics/capture.ts).
    captureView(env, visit, snapshot);
    const cacheControl = gate.private ? privatePage : profileCacheControl(snapshot.links, now);
    // A sign-up or tip block's form posts to this host (docs/guides/audience.md), and a tip's goes on to
    // Stripe's Checkout (docs/guides/earn.md).
    const postsForm = takesTips || profile.links.some((link) => link.kind === "signup");
    return htmlResponse(html, {
      nonce,
      status: 200,
      cacheControl,
      noindex: profile.noindex,
      variesByLanguage,
      postsForm,
      checkoutOrigin: takesTips ? checkoutOrigin(env) : undefined,
    });
  } catch (error) {
    // Recorded like an API error, so it shows in the admin's Errors view.
    inBackground(recordError(openDb(env.DB), error, { method: visit.method, path: loggablePath(visit.url) }));
    const { t, variesByLanguage } = wordsFor(visit.headers);
    const html = await renderHtml(<LoadFailedPage nonce={nonce} appName={appName} t={t} path={url.pathname} />, nonce);
    return htmlResponse(html, { nonce, status: 500, cacheControl: "no-store", variesByLanguage });
  }
}
