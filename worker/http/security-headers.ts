// Browser-side defences on every response the worker sends (architecture §5, §10).
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";

/** JSON and uploads: nothing may run, load or frame. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Vite's dev server (`npm run dev`) injects inline scripts into the shell (module preamble, HMR) and
 * talks over a websocket; a build never does. Only the dev server runs the worker in Vite's
 * "development" mode — builds, `vite preview` and the tests do not — so nothing else is relaxed.
 */
const viteDevServer = import.meta.env.MODE === "development";

/** The SPA shell: only its own scripts run. */
function documentPolicy(): string {
  return [
    "default-src 'self'",
    viteDevServer ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    viteDevServer ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

function addDefaults(headers: Headers, development: boolean): void {
  const set = (name: string, value: string) => {
    if (!headers.has(name)) headers.set(name, value);
  };
  const isHtml = (headers.get("content-type") ?? "").startsWith("text/html");
  set("X-Content-Type-Options", "nosniff");
  set("Referrer-Policy", "strict-origin-when-cross-origin");
  set("X-Frame-Options", "DENY");
  set("Cross-Origin-Opener-Policy", "same-origin");
  set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  set("Content-Security-Policy", isHtml ? documentPolicy() : apiPolicy);
  if (!development) set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}

export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  const development = c.env.ENVIRONMENT === "development";
  try {
    // Responses the worker built itself take the headers in place: no copy on the public page's path.
    addDefaults(c.res.headers, development);
  } catch {
    // The asset server's responses have immutable headers: copy the response once. Hono's setter
    // would copy a replacement again to merge the old headers in; clearing it first spares that.
    const copy = new Response(c.res.body, c.res);
    addDefaults(copy.headers, development);
    c.res = undefined;
    c.res = copy;
  }
});
