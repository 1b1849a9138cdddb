// The session cookie (docs/guides/accounts-and-sessions.md): HttpOnly, SameSite=Lax, Path=/. Outside local development it is
// `__Host-ln_session`: browsers accept that name only with Secure, Path=/ and no Domain, so neither plain
// http nor a sibling subdomain can plant or shadow a session.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../http/app-env";
import { sessionTtlSeconds } from "./sessions";

export const sessionCookieName = "ln_session";

/** Local development serves plain http, so its cookie goes without the prefix and Secure. */
export function cookiePrefix(c: Context<AppEnv>): "host" | undefined {
  return c.env.ENVIRONMENT === "development" ? undefined : "host";
}

export function readSessionCookie(c: Context<AppEnv>): string | undefined {
  return getCookie(c, sessionCookieName, cookiePrefix(c));
}

export function writeSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, sessionCookieName, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    maxAge: sessionTtlSeconds,
    prefix: cookiePrefix(c),
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookieName, { path: "/", httpOnly: true, sameSite: "Lax", prefix: cookiePrefix(c) });
}
