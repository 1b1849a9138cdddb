// Cross-cutting refusals for state-changing API requests: requests from another site (CSRF), bodies
// that are not JSON, and bodies too large to be honest.
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import { profileMessages } from "#contract/profile-schemas";
import type { AppEnv } from "./app-env";
import { apiError } from "./errors";

/** Methods that change nothing: they carry no body, and need no audit entry while an admin impersonates. */
export const safeMethods: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths that take something other than a JSON body, with their own size limit and refusal. */
const nonJsonBodies: Record<string, { maxBytes: number; tooLarge: string }> = {
  // Multipart avatar: the file limit plus room for the multipart framing; the refusal is docs/product.md, "Limits"'s.
  "/api/upload/avatar": { maxBytes: limits.avatarMaxBytes + 64 * 1024, tooLarge: profileMessages.avatarTooLarge },
  // Stripe signs the raw bytes; each webhook verifies them itself.
  "/api/stripe/webhook": { maxBytes: 512 * 1024, tooLarge: messages.bodyTooLarge },
  "/api/stripe/connect-webhook": { maxBytes: 512 * 1024, tooLarge: messages.bodyTooLarge },
};

/** JSON bodies allowed past the usual limit: an import's file carries its images (docs/decisions/054). */
const largeJsonBodies: Record<string, { maxBytes: number; tooLarge: string }> = {
  "/api/account/import": { maxBytes: limits.importBodyMaxBytes, tooLarge: messages.bodyTooLarge },
};
/** Stripe's two endpoints: cross-site by nature, authenticated by their signatures instead. */
const stripeWebhooks: ReadonlySet<string> = new Set(["/api/stripe/webhook", "/api/stripe/connect-webhook"]);

/** A link's thumbnail (worker/routes/link-thumbnails.ts): multipart, its path naming the link. */
const thumbnailPath = /^\/api\/links\/[^/]+\/thumbnail$/;
const thumbnailBody = { maxBytes: limits.thumbnailMaxBytes + 64 * 1024, tooLarge: profileMessages.thumbnailTooLarge };

/** Sec-Fetch-Site values of a request without an Origin that no other site made (the app's, the user's). */
const notFromAnotherSite: ReadonlySet<string> = new Set(["same-origin", "none"]);

/**
 * Whether a state-changing request comes from the app itself (its own origin or APP_URL's), whatever
 * its body: JSON, multipart, text or none. Browsers send an Origin with every such request, and mark
 * where it comes from in Sec-Fetch-Site. A request with neither is not a browser's: such a client holds
 * no visitor's cookies to abuse, so it passes.
 */
export function isFromOwnOrigin(c: Context<AppEnv>): boolean {
  const origin = c.req.header("origin");
  if (origin !== undefined) return origin === new URL(c.req.url).origin || origin === new URL(c.env.APP_URL).origin;
  const site = c.req.header("sec-fetch-site");
  return site === undefined || notFromAnotherSite.has(site);
}

/** CSRF: every state-changing /api request from another site is refused; Stripe's webhooks are exempt. */
export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (safeMethods.has(c.req.method) || stripeWebhooks.has(c.req.path)) return next();
  if (!isFromOwnOrigin(c)) throw apiError(403, messages.crossOrigin);
  return next();
});

function hasBody(req: Request): boolean {
  const length = req.headers.get("content-length");
  if (length !== null) return length !== "0";
  return req.body !== null;
}

/**
 * A page-scoped route answers at its own path and under a page's id with the same tail and body
 * (docs/guides/pages.md): /api/pages/{id}/upload/avatar takes what /api/upload/avatar takes.
 */
const routePathOf = (path: string) => path.replace(/^\/api\/pages\/[^/]+(?=\/)/, "/api");

export const jsonBodyGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (safeMethods.has(c.req.method) || !hasBody(c.req.raw)) return next();
  const path = routePathOf(c.req.path);
  const ownLimit = nonJsonBodies[path] ?? (thumbnailPath.test(path) ? thumbnailBody : undefined);
  if (ownLimit === undefined) {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\b/i.test(type)) throw apiError(415, messages.jsonRequired);
  }
  const limit = ownLimit ?? largeJsonBodies[path];
  return bodyLimit({
    maxSize: limit?.maxBytes ?? limits.jsonBodyMaxBytes,
    onError: () => {
      throw apiError(413, limit?.tooLarge ?? messages.bodyTooLarge);
    },
  })(c, next);
});
