// A view's dimensions (docs/product.md, "Analytics"): where the visitor came from, their country and their kind of device.
// Each is a short, bounded string, so hostile headers can neither grow a row nor break the CSV.

/** Hosts (and their subdomains) that count as one named source. */
const sourceHosts: [source: string, hosts: string[]][] = [
  ["instagram", ["instagram.com"]],
  ["tiktok", ["tiktok.com"]],
  ["youtube", ["youtube.com", "youtu.be"]],
  ["x", ["x.com", "twitter.com", "t.co"]],
  ["facebook", ["facebook.com", "fb.com", "fb.me", "messenger.com"]],
  ["linkedin", ["linkedin.com", "lnkd.in"]],
];

/** utm_source values that name the same sources. */
const sourceAliases: Record<string, string> = {
  ig: "instagram",
  tt: "tiktok",
  yt: "youtube",
  twitter: "x",
  fb: "facebook",
  li: "linkedin",
};

const maxSourceLength = 64;

function namedSource(host: string): string | undefined {
  for (const [source, hosts] of sourceHosts) {
    if (hosts.some((known) => host === known || host.endsWith(`.${known}`))) return source;
  }
  return undefined;
}

/** A utm_source as a source name: lower case, [a-z0-9._-] only, bounded; empty when nothing is left. */
function utmSourceName(value: string): string {
  const cleaned = value
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxSourceLength);
  return sourceAliases[cleaned] ?? namedSource(cleaned) ?? cleaned;
}

/**
 * instagram, tiktok, youtube, x, facebook, linkedin, direct (no Referer, or the site's own pages: any of
 * `ownHosts`), or the referring host without "www."; a utm_source, when present, wins.
 */
export function referrerSource(
  referer: string | null | undefined,
  utmSource: string | null | undefined,
  ownHosts: readonly string[],
): string {
  const fromUtm = utmSource ? utmSourceName(utmSource) : "";
  if (fromUtm) return fromUtm;
  if (!referer) return "direct";
  let host: string;
  try {
    host = new URL(referer).hostname.toLowerCase();
  } catch {
    return "direct";
  }
  if (!host || ownHosts.includes(host)) return "direct";
  return namedSource(host) ?? host.replace(/^www\./, "").slice(0, maxSourceLength);
}

/** Cloudflare's two-letter country of the request; XX when unknown. */
export function countryCode(country: unknown): string {
  return typeof country === "string" && /^[A-Z0-9]{2}$/.test(country) ? country : "XX";
}

export type Device = "mobile" | "tablet" | "desktop";

const tablet = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|SM-T\d|Android(?!.*Mobi)/i;
const mobile = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini|IEMobile/i;

export function deviceKind(userAgent: string): Device {
  if (tablet.test(userAgent)) return "tablet";
  if (mobile.test(userAgent)) return "mobile";
  return "desktop";
}
