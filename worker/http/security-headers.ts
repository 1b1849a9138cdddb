// Browser-side defences on every response (docs/architecture.md, "The shape"; docs/guides/accounts-and-sessions.md): every
// request reaches the worker first (wrangler.toml), so it adds them to the asset server's answers too.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "./app-env";

/** JSON, uploads and static files: nothing may run, load or frame. */
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

/**
 * The headers a response gets: `html` for an HTML document, `development` for local development (no
 * HSTS).
 */
export function securityHeadersFor({ html, development }: { html: boolean; development: boolean }) {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
    "Content-Security-Policy": html ? documentPolicy() : apiPolicy,
    ...(development ? {} : { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" }),
  };
}

/** Built once per isolate: the four sets a response can need, as entries to walk. */
const entriesFor = (html: boolean, development: boolean) => Object.entries(securityHeadersFor({ html, development }));
const headerSets = {
  html: { development: entriesFor(true, true), deployed: entriesFor(true, false) },
  other: { development: entriesFor(false, true), deployed: entriesFor(false, false) },
};

function addDefaults(headers: Headers, development: boolean): void {
  const kind = (headers.get("content-type") ?? "").startsWith("text/html") ? headerSets.html : headerSets.other;
  for (const [name, value] of development ? kind.development : kind.deployed) {
    if (!headers.has(name)) headers.set(name, value);
  }
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
