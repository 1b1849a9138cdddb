// How long a public page may be cached (docs/guides/public-page.md, docs/product.md, "Making the page yours"): a short shared cache, cut short
// so that no cache can serve the page past the next time a scheduled link starts or ends.
import { nextBoundary, type ScheduledLink } from "#contract/link-visibility";

const sharedSeconds = 30;
const staleSeconds = 60;

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
