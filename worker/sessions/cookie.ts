// The session cookie: HttpOnly, SameSite=Lax, Path=/, Secure outside local development.
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../http/app-env";
import { sessionTtlSeconds } from "./sessions";

export const sessionCookieName = "ln_session";

function secure(c: Context<AppEnv>): boolean {
  return c.env.ENVIRONMENT !== "development";
}

export function readSessionCookie(c: Context): string | undefined {
  return getCookie(c, sessionCookieName);
}

export function writeSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, sessionCookieName, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: secure(c),
    maxAge: sessionTtlSeconds,
  });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, sessionCookieName, { path: "/", secure: secure(c), httpOnly: true, sameSite: "Lax" });
}
