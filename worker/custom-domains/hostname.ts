// What a custom domain may be (docs/decisions/040), checked before anything is stored or created at the
// provider: a host name — no scheme, path or port, no IP address, at most 253 characters in its DNS form —
// that is a subdomain (a bare domain cannot take a CNAME record at most DNS providers, and proxying one
// is an Enterprise option), not the hosting platform's (workers.dev), not the app's own domain or any
// subdomain of it, and not under a blocked domain. An internationalised name is kept in both forms: xn-- for DNS and the provider, Unicode to show.
// The public suffix list (tldts) is loaded with the first hostname checked, never with a public page.
import { domainToUnicode } from "node:url";
import { customDomainMessages, hostnameMaxLength } from "#contract/custom-domains";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import { isBlockedUrl } from "../safety/blocked-domains";
import { readSettings } from "../settings/settings";

export type CustomHostname = { ascii: string; unicode: string };

const refuse = (message: string) => apiError(400, message);

const dnsLabel = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/**
 * Cloudflare's own hosting domains: their hosts are Workers', Pages' and R2's, and never reach a zone's
 * custom hostnames, so a page could never be served on one (serving.ts treats workers.dev as the app's).
 */
const platformDomains = ["workers.dev", "pages.dev", "r2.dev"];
const ipv4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Whether `text` (with or without brackets) is an IPv6 address. */
function isIpv6(text: string): boolean {
  return URL.canParse(`http://[${text.replace(/^\[|\]$/g, "")}]/`);
}

/** The registrable domain of a host (yourname.com for links.yourname.com); the host itself when it has none. */
async function registrableDomain(host: string): Promise<string | null> {
  const { getDomain } = await import("tldts");
  return getDomain(host);
}

/** The hostname's two forms, or a 400 naming the rule it breaks. Needs no storage. */
export async function parseHostname(input: string, appHosts: readonly string[]): Promise<CustomHostname> {
  const text = input.trim().toLowerCase().replace(/\.$/, "");
  if (!text) throw refuse(customDomainMessages.empty);
  if (text.includes(":")) throw refuse(isIpv6(text) ? customDomainMessages.ipAddress : customDomainMessages.withExtras);
  if (/[/?#@\\\s]/.test(text)) throw refuse(customDomainMessages.withExtras);
  let ascii: string;
  try {
    // The URL parser applies IDNA (UTS #46): Unicode labels become their xn-- form.
    ascii = new URL(`http://${text}/`).hostname;
  } catch {
    throw refuse(customDomainMessages.notHostname);
  }
  if (ipv4.test(ascii)) throw refuse(customDomainMessages.ipAddress);
  if (ascii.length > hostnameMaxLength) throw refuse(customDomainMessages.tooLong);
  const labels = ascii.split(".");
  const topLevel = labels[labels.length - 1] ?? "";
  if (labels.length < 2 || !labels.every((label) => dnsLabel.test(label)) || /^\d+$/.test(topLevel)) {
    throw refuse(customDomainMessages.notHostname);
  }
  if (platformDomains.some((domain) => ascii === domain || ascii.endsWith(`.${domain}`))) {
    throw refuse(customDomainMessages.platformDomain);
  }
  const registrable = await registrableDomain(ascii);
  if (registrable === null || registrable === ascii) throw refuse(customDomainMessages.bareDomain);
  for (const host of appHosts) {
    const own = (await registrableDomain(host)) ?? host;
    if (ascii === own || ascii.endsWith(`.${own}`)) throw refuse(customDomainMessages.appDomain);
  }
  return { ascii, unicode: domainToUnicode(ascii) || ascii };
}

/** The hosts whose domains are the app's own: APP_URL's and the CNAME target's. */
export function appHostsOf(env: Env, target: string): string[] {
  return [new URL(env.APP_URL).hostname, target];
}

/** Refuses a hostname under a domain the admin blocked (docs/product.md, "Trust and safety"), as links under it are. */
export async function refuseBlockedHostname(db: Db, hostname: CustomHostname): Promise<void> {
  const { blockedDomains } = await readSettings(db);
  if (isBlockedUrl(`https://${hostname.ascii}/`, blockedDomains)) throw refuse(customDomainMessages.blocked);
}
