// Turning a public page view or a link click into an analytics event (docs/product.md, "Analytics"). Only cheap header
// checks run before the response; the owner check (a KV read, and only when a session cookie came
// along) runs after it, through waitUntil, and the visitor hash and the queue send when the isolate's
// pool of events leaves (events.ts). Nothing here writes to D1 on the way to the response.

import type { Context } from "hono";
import { clickableLinks } from "#contract/link-visibility";
import type { Db } from "../db/client";
import { openDb } from "../db/client";
import type { AppEnv } from "../http/app-env";
import { runInBackground } from "../http/background";
import { clientIp } from "../http/rate-limits";
import type { PublicProfileSnapshot } from "../public-page/snapshot";
import { readSession, readSessionCookie } from "../sessions/sessions";
import { utcDay } from "./days";
import { countryCode, deviceKind, referrerSource } from "./dimensions";
import { enqueueEvent, type PooledEvent } from "./events";
import { mayBeView } from "./exclusions";
import { visitorHash } from "./visitors";

type Ctx = Context<AppEnv>;

/** The isolate's D1 handle (db/client.ts), asked for only by the events that need it. */
const dbOf = (c: Ctx) => (): Db => openDb(c.env.DB);

/** The request's country and device; the source is the caller's, as it differs for views and clicks. */
function visitDimensions(c: Ctx) {
  const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf;
  return { country: countryCode(cf?.country), device: deviceKind(c.req.header("user-agent") ?? "") };
}

/** Whether the request carries a session of the page's owner (an impersonating admin's included). */
async function isOwnersVisit(c: Ctx, ownerId: string): Promise<boolean> {
  const token = readSessionCookie(c);
  if (!token) return false;
  const record = await readSession(c.env.SESSIONS, token).catch(() => null);
  return record?.userId === ownerId;
}

/** Holds the pool's send open when this request is the one to send it (events.ts). */
function queue(c: Ctx, event: PooledEvent): void {
  const send = enqueueEvent(c.env, dbOf(c), event);
  if (send) runInBackground(c, send);
}

/** The page's own hosts, which refer no visit: the one asked, and the owner's custom domain. */
function ownHosts(c: Ctx, snapshot: PublicProfileSnapshot): string[] {
  const asked = new URL(c.req.url).hostname;
  return snapshot.customDomain ? [asked, snapshot.customDomain] : [asked];
}

/**
 * Called for a public page answered 200: queues a view unless the request is not a visitor's. Without
 * `sessionRead` (a custom domain, where no session is read) the visit is not checked for the owner's.
 */
export function captureView(c: Ctx, snapshot: PublicProfileSnapshot, { sessionRead = true } = {}): void {
  if (!mayBeView(c.req.raw)) return;
  const at = Date.now();
  const url = new URL(c.req.url);
  const source = referrerSource(c.req.header("referer"), url.searchParams.get("utm_source"), ownHosts(c, snapshot));
  const { userId } = snapshot;
  const visit = { day: utcDay(at), userId, ip: clientIp(c), userAgent: c.req.header("user-agent") ?? "" };
  const view = { kind: "view", userId, at, source, ...visitDimensions(c) } as const;
  const event: PooledEvent = async (db) => ({ ...view, visitor: await visitorHash(db(), visit) });
  // Only a request with a session cookie can be the owner's; the rest are queued without any I/O.
  if (!sessionRead || !readSessionCookie(c)) {
    queue(c, event);
    return;
  }
  runInBackground(
    c,
    (async () => {
      if (await isOwnersVisit(c, userId)) return;
      await enqueueEvent(c.env, dbOf(c), event);
    })(),
  );
}

/**
 * Queues a click on the link at `linkIndex` of the page, attributed to the visit the page reports (its
 * own Referer and utm_source, sent by the page's beacon). False when the page has no such link.
 */
export function captureClick(
  c: Ctx,
  snapshot: PublicProfileSnapshot,
  click: { linkIndex: number; referrer?: string | undefined; utmSource?: string | undefined },
): boolean {
  // Counted among the links the visitor sees now (sections not counted), as the page numbered them.
  const linkId = clickableLinks(snapshot.links, Date.now())[click.linkIndex]?.id;
  if (!linkId) return false;
  const source = referrerSource(click.referrer, click.utmSource, ownHosts(c, snapshot));
  const event = {
    kind: "click",
    userId: snapshot.userId,
    linkId,
    at: Date.now(),
    source,
    ...visitDimensions(c),
  } as const;
  queue(c, event);
  return true;
}
