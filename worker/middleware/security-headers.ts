// Browser-side defences on every response the worker sends (DESIGN §5, §10).
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";

/** JSON and uploads: nothing may run, load or frame. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The SPA shell. Vite's dev server injects inline scripts (module preamble, HMR), so development
 * relaxes script-src; built assets need nothing inline.
 */
function documentPolicy(development: boolean): string {
  return [
    "default-src 'self'",
    development ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const development = c.env.ENVIRONMENT === "development";
  // Responses from the asset server carry immutable headers; Hono's setter makes a mutable copy.
  c.res = new Response(c.res.body, c.res);
  const headers = c.res.headers;
  const set = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  const isHtml = (headers.get("content-type") ?? "").startsWith("text/html");
  set("X-Content-Type-Options", "nosniff");
  set("Referrer-Policy", "strict-origin-when-cross-origin");
  set("X-Frame-Options", "DENY");
  set("Cross-Origin-Opener-Policy", "same-origin");
  set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  set("Content-Security-Policy", isHtml ? documentPolicy(development) : apiPolicy);
  if (!development) set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
});
