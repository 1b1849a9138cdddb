// Where the Worker may send a request whose address an owner typed (docs/decisions/042, the audience's
// webhooks; docs/guides/page-import.md, a page to import): an https URL on the public internet. A Worker
// cannot resolve a name before it fetches, so what is refused here is what the URL itself says — a literal
// loopback, private, link-local, shared (CGNAT) or unique-local address, or a name only a local network
// knows — and every request checks again, at each redirect it follows. Each use decides what a local run
// may reach besides (its own setting, which production ignores), and words the refusal its own way.

/** Why an address may not be used, in the terms each use puts into its own words. */
export type OutboundProblem = "invalid" | "notHttps" | "credentials" | "private";

/** Whether a local run may reach this machine under `setting`: never in production, whatever it says. */
export function localTargetsAllowed(env: Env, setting: string | undefined): boolean {
  return env.ENVIRONMENT !== "production" && setting === "true";
}

/** Names a public resolver never answers, or answers with this machine or its network. */
const localNames = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|home\.arpa|localdomain)$/;

/** IPv4 ranges that are not the public internet: [first address, prefix length]. */
const privateV4: readonly [string, number][] = [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8],
  ["100.64.0.0", 10], // shared address space (CGNAT)
  ["127.0.0.0", 8],
  ["169.254.0.0", 16], // link-local, where cloud metadata services live
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, and the broadcast address
];

function v4Number(address: string): number | null {
  const parts = address.split(".");
  if (parts.length !== 4 || !parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255)) return null;
  return parts.reduce((value, part) => value * 256 + Number(part), 0);
}

function isPrivateV4(address: string): boolean {
  const value = v4Number(address);
  if (value === null) return false;
  return privateV4.some(([network, bits]) => {
    const size = 2 ** (32 - bits);
    const start = v4Number(network) as number;
    return value >= start && value < start + size;
  });
}

/** The address of a bracketed IPv6 host (the URL parser has already written it in its short form). */
function isPrivateV6(address: string): boolean {
  const lower = address.toLowerCase();
  if (lower === "::" || lower === "::1") return true;
  // An IPv4-mapped or -translated address reaches the IPv4 it carries (the parser writes it in hex).
  if (/^::ffff:/.test(lower) || /^64:ff9b:/.test(lower)) return true;
  const first = Number.parseInt(lower.split(":")[0] || "0", 16);
  if ((first & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((first & 0xff00) === 0xff00) return true; // multicast
  return false;
}

/** Whether the URL's host is an address or a name off the public internet. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[")) return isPrivateV6(host.slice(1, -1));
  if (v4Number(host) !== null) return isPrivateV4(host);
  // A single label ("intranet") is resolved by a local search domain, if at all.
  return !host.includes(".") || localNames.test(host);
}

/**
 * What is wrong with `value` as an address to send a request to, or null when it may be used. What
 * `localException` admits (a local run's own receiver or page) skips the https and public-address rules;
 * a user name or password is refused everywhere, as it only ever disguises the host.
 */
export function outboundUrlProblem(value: string, localException?: (url: URL) => boolean): OutboundProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "invalid";
  }
  const local = localException?.(url) ?? false;
  if (url.protocol !== "https:" && !local) return "notHttps";
  if (url.username || url.password) return "credentials";
  if (!local && isPrivateHost(url.hostname)) return "private";
  return null;
}
