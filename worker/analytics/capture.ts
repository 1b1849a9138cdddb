// Turning a public page view or a link click into an analytics event (docs/product.md, "Analytics"). Only cheap header
// checks run before the response; the owner check (a KV read, and only when a session cookie came
// along) runs after it, in the background (worker/http/background.ts), and the visitor hash and the
// queue send when the isolate's pool of events leaves (events.ts). Nothing here writes to D1 on the way to
// the response. It takes the visit's facts as values (Visit), never the request's HTTP context.

import { clickableLinks } from "#contract/link-visibility";
import type { Db } from "../db/client";
import { openDb } from "../db/client";
import { inBackground } from "../http/background";
import type { PublicProfileSnapshot } from "../page-snapshot/snapshot";
import { readSession } from "../sessions/sessions";
import { utcDay } from "./days";
import { countryCode, deviceKind, referrerSource } from "./dimensions";
import { enqueueEvent, type PooledEvent } from "./events";
import { mayBeView } from "./exclusions";
import { visitorHash } from "./visitors";

/**
 * A visit's facts as the HTTP layer read them from the request (worker/routes/visit.ts): a page view's
 * or a click's address, method and headers, the client's address and country, and the session cookie's
 * token when the visit carries one and its session may be read (never on a custom domain).
 */
export type Visit = {
  url: string;
  method: string;
  headers: Headers;
  ip: string;
  country: unknown;
  sessionToken?: string;
};

/** The isolate's D1 handle (db/client.ts), asked for only by the events that need it. */
const dbOf = (env: Env) => (): Db => openDb(env.DB);

/** The visit's country and device; the source is the caller's, as it differs for views and clicks. */
function visitDimensions(visit: Visit) {
  return { country: countryCode(visit.country), device: deviceKind(visit.headers.get("user-agent") ?? "") };
}

/** Whether the visit carries a session of the page's owner (an impersonating admin's included). */
async function isOwnersVisit(env: Env, token: string, ownerId: string): Promise<boolean> {
  const record = await readSession(env.SESSIONS, token).catch(() => null);
  return record?.userId === ownerId;
}

/** Holds the pool's send open when this request is the one to send it (events.ts). */
function queue(env: Env, event: PooledEvent): void {
  const send = enqueueEvent(env, dbOf(env), event);
  if (send) inBackground(send);
}

/** The page's own hosts, which refer no visit: the one asked, and the owner's custom domain. */
function ownHosts(visit: Visit, snapshot: PublicProfileSnapshot): string[] {
  const asked = new URL(visit.url).hostname;
  return snapshot.customDomain ? [asked, snapshot.customDomain] : [asked];
}

/**
 * Called for a public page answered 200: queues a view unless the visit is not a visitor's. A visit
 * without a session token (none sent, or a custom domain, where no session is read) is not checked for
 * the owner's.
 */
export function captureView(env: Env, visit: Visit, snapshot: PublicProfileSnapshot): void {
  if (!mayBeView(visit)) return;
  const at = Date.now();
  const url = new URL(visit.url);
  const source = referrerSource(
    visit.headers.get("referer") ?? undefined,
    url.searchParams.get("utm_source"),
    ownHosts(visit, snapshot),
  );
  const { userId } = snapshot;
  const day = utcDay(at);
  const visitor = { day, userId, ip: visit.ip, userAgent: visit.headers.get("user-agent") ?? "" };
  const view = { kind: "view", userId, at, source, ...visitDimensions(visit) } as const;
  const event: PooledEvent = async (db) => ({ ...view, visitor: await visitorHash(db(), visitor) });
  // Only a visit with a session token can be the owner's; the rest are queued without any I/O.
  const token = visit.sessionToken;
  if (!token) {
    queue(env, event);
    return;
  }
  inBackground(
    (async () => {
      if (await isOwnersVisit(env, token, userId)) return;
      await enqueueEvent(env, dbOf(env), event);
    })(),
  );
}

/**
 * Queues a click on the link at `linkIndex` of the page, attributed to the visit the page reports (its
 * own Referer and utm_source, sent by the page's beacon). False when the page has no such link.
 */
export function captureClick(
  env: Env,
  visit: Visit,
  snapshot: PublicProfileSnapshot,
  click: { linkIndex: number; referrer?: string | undefined; utmSource?: string | undefined },
): boolean {
  // Counted among the links the visitor sees now (sections not counted), as the page numbered them.
  const linkId = clickableLinks(snapshot.links, Date.now())[click.linkIndex]?.id;
  if (!linkId) return false;
  const source = referrerSource(click.referrer, click.utmSource, ownHosts(visit, snapshot));
  const event = {
    kind: "click",
    userId: snapshot.userId,
    linkId,
    at: Date.now(),
    source,
    ...visitDimensions(visit),
  } as const;
  queue(env, event);
  return true;
}
