// A public page's request as the page and the analytics take it (worker/public-page/page.tsx,
// worker/analytics/capture.ts): read from the request once, here, and handed on as values — the address,
// method and headers, the client's address and country, the session cookie's token where a session may
// be read, and the visitor's 18+ consent.

import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { Visit } from "../analytics/capture";
import type { AppEnv } from "../http/app-env";
import { clientIp } from "../http/rate-limits";
import type { PageAddress, PageRequest } from "../public-page/page";
import { sensitiveConsentCookie } from "../public-page/respond";
import { readSessionCookie } from "./session";

/** The visit's facts; `readSession: false` (a custom domain, a click) leaves the session cookie unread. */
export function visitOf(c: Context<AppEnv>, { readSession }: { readSession: boolean }): Visit {
  const cf = (c.req.raw as Request & { cf?: { country?: unknown } }).cf;
  const sessionToken = readSession ? readSessionCookie(c) : undefined;
  return {
    url: c.req.url,
    method: c.req.method,
    headers: c.req.raw.headers,
    ip: clientIp(c),
    country: cf?.country,
    ...(sessionToken ? { sessionToken } : {}),
  };
}

/** The request for `username`'s page at `address`; on a custom domain no session is read. */
export function pageRequestOf(c: Context<AppEnv>, username: string, address: PageAddress): PageRequest {
  return {
    ...address,
    username,
    visit: visitOf(c, { readSession: !address.customHost }),
    consented: getCookie(c, sensitiveConsentCookie) === "1",
  };
}
