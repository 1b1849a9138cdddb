// Serving by Host (docs/decisions/040): which requests came in on an owner's custom domain. Any host but
// the app's own is taken for a custom domain while custom domains are on (routes/custom-host.tsx answers
// it: the page at `/`, the public 404 elsewhere); whose page the domain serves is the page's host entry
// (worker/page-snapshot/hosts.ts).
import { customDomainsSetup } from "./provider";

/** The app's own hosts: APP_URL's, and those of local runs and previews (localhost, an IP, workers.dev). */
function isAppHost(hostname: string, env: Env): boolean {
  if (hostname === new URL(env.APP_URL).hostname || hostname === "localhost") return true;
  if (hostname.startsWith("[") || /^\d{1,3}(?:\.\d{1,3}){3}$/.test(hostname)) return true;
  return hostname.endsWith(".workers.dev");
}

/** The custom domain the request came in on, or null: the app's own host, or custom domains are off. */
export function customHostOf(url: string, env: Env): string | null {
  const { hostname } = new URL(url);
  if (isAppHost(hostname, env)) return null;
  return customDomainsSetup(env).state === "cloudflare" ? hostname : null;
}
