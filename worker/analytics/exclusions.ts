// What is not a view (docs/product.md, "Analytics"): HEAD requests, prefetch and prerender requests, and crawlers and
// link-preview fetchers, recognised by their User-Agent with isbot's maintained list, and the few
// fetchers it leaves to browsers' patterns added here. A request without a User-Agent is a script, not
// a visitor. The owner's own visits are excluded separately (capture.ts), as that needs their session.
import { isbot } from "isbot";

/** Link previews isbot takes for an app's own browser (matched case-insensitively): add a fetcher here. */
const previewFetchers = /viber/i;

export function isBotAgent(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent) || previewFetchers.test(userAgent);
}

/** Sec-Purpose (and the older Purpose / X-Purpose / X-Moz) naming prefetch or prerender. */
export function isPrefetch(headers: Headers): boolean {
  const purpose = [headers.get("sec-purpose"), headers.get("purpose"), headers.get("x-purpose"), headers.get("x-moz")]
    .filter(Boolean)
    .join(" ");
  return /prefetch|prerender|preview/i.test(purpose);
}

/** Whether a request for a profile could be a visitor's view, before asking whose session it carries. */
export function mayBeView(request: { method: string; headers: Headers }): boolean {
  return (
    request.method === "GET" &&
    !isPrefetch(request.headers) &&
    !isBotAgent(request.headers.get("user-agent") ?? undefined)
  );
}
