// The public page's last step: the HTTP answer around a rendered document, or a redirect. Each
// document carries its own Content-Security-Policy: the inline stylesheet and script run only under the
// response's nonce, and nothing else may load but same-origin images (the avatar); securityHeaders
// leaves a CSP and an opener policy that are already set alone. And how long each answer may be cached
// (docs/guides/public-page.md, docs/product.md, "Making the page yours"): a short shared cache for a page, cut short so that no cache can serve
// it past the next time a scheduled link starts or ends; never a shared cache for what differs by cookie.
import { serialize } from "hono/utils/cookie";
import { embedFrameOrigins } from "#contract/embeds";
import { nextBoundary, type ScheduledLink } from "#contract/link-visibility";
import { randomToken } from "../security/encoding";

export function createNonce(): string {
  return randomToken(16);
}

/**
 * Where the page's forms may go: this origin for a page with a form (the report form, a sign-up or tip
 * block), and Stripe's Checkout too for a tip block, since the browser holds the redirect /tip answers
 * to the same rule; every other page posts nowhere.
 */
export type FormTargets = { postsForm?: boolean | undefined; checkoutOrigin?: string | undefined };

export function pagePolicy(nonce: string, { postsForm = false, checkoutOrigin }: FormTargets = {}): string {
  const formAction = postsForm ? ["'self'", ...(checkoutOrigin ? [checkoutOrigin] : [])].join(" ") : "'none'";
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "connect-src 'self'",
    // Only the players a pressed facade puts on the page (contract/embeds.ts).
    `frame-src ${embedFrameOrigins.join(" ")}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    `form-action ${formAction}`,
  ].join("; ");
}

export type PageOptions = FormTargets & {
  nonce: string;
  status: number;
  cacheControl: string;
  /** The owner hid the page from search engines (contract/search-and-sharing.ts), as the meta tag does. */
  noindex?: boolean;
};

/** A complete page is a few KB: sent whole, with its length, rather than as a chunked stream. */
export function htmlResponse(
  html: string,
  { nonce, status, cacheControl, postsForm, checkoutOrigin, noindex }: PageOptions,
): Response {
  return new Response(html, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": pagePolicy(nonce, { postsForm, checkoutOrigin }),
      "Cache-Control": cacheControl,
      // Visitors arrive from other sites' windows (an app's browser, a search result). Isolating the
      // page from its opener would start a new browsing context group, and on a phone a new renderer
      // process, before the first paint; the page is the same for every visitor, holds nothing private
      // and cannot be framed, so it stays in the visitor's context (docs/decisions/020).
      "Cross-Origin-Opener-Policy": "unsafe-none",
      ...(noindex ? { "X-Robots-Tag": "noindex" } : {}),
    },
  });
}

const sharedSeconds = 30;
const staleSeconds = 60;

/** Pages that hold sensitive content differ by cookie, so shared caches must not keep them. */
export const privatePage = "private, no-store";

/** A short shared cache for CDNs; browsers revalidate, so an owner sees a save at once. */
export function profileCacheControl(links: readonly ScheduledLink[], now: number): string {
  const boundary = nextBoundary(links, now);
  const untilBoundary = boundary === null ? Number.POSITIVE_INFINITY : Math.floor((boundary - now) / 1000);
  if (untilBoundary >= sharedSeconds + staleSeconds) {
    return `public, max-age=0, s-maxage=${sharedSeconds}, stale-while-revalidate=${staleSeconds}`;
  }
  // Fresh plus stale time must end by the boundary; under a second away, nothing is kept at all.
  if (untilBoundary <= 0) return "no-cache";
  const shared = Math.min(sharedSeconds, untilBoundary);
  const stale = untilBoundary - shared;
  return `public, max-age=0, s-maxage=${shared}${stale > 0 ? `, stale-while-revalidate=${stale}` : ""}`;
}

/**
 * A former name's way to the page's current address (docs/product.md, "Making the page yours"). Permanent, so links and search
 * results move on; browsers revalidate it and shared caches keep it as briefly as a page, since the
 * owner may take the name back — a redirect kept longer could then send visitors round in a circle.
 */
export function movedResponse(location: string): Response {
  return new Response(null, {
    status: 301,
    headers: { Location: location, "Cache-Control": `public, max-age=0, s-maxage=${sharedSeconds}` },
  });
}

export const sensitiveConsentCookie = "ln_sensitive_ok";

/**
 * On to the page or link after the sensitive notice; Continue sets the visit's consent, a session
 * cookie (no Max-Age or Expires: the browser forgets it when the visit ends).
 */
export function gateRedirect(
  location: string,
  { rememberConsent, secure }: { rememberConsent: boolean; secure: boolean },
) {
  const headers = new Headers({ Location: location, "Cache-Control": "no-store" });
  if (rememberConsent) {
    headers.set(
      "Set-Cookie",
      serialize(sensitiveConsentCookie, "1", { path: "/", httpOnly: true, sameSite: "Lax", secure }),
    );
  }
  return new Response(null, { status: 303, headers });
}
