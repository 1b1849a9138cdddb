// Where a webhook may point (docs/decisions/042-audience-sign-ups-and-webhooks.md): an https URL on the
// public internet. A Worker cannot resolve a name before it fetches, so what is refused here is what the
// URL itself says — a literal loopback, private, link-local, shared (CGNAT), unique-local or deprecated
// IPv6 address (IPv4-compatible, site-local, 6to4 of a private IPv4), or a name only a local network
// knows — and each delivery checks again and never follows a redirect. The host is normalised once,
// before every rule (every trailing dot, case, IDN), and the URL is kept in that form, so a delivery goes
// exactly where the rules looked. Local runs may allow this machine's receivers with
// AUDIENCE_WEBHOOKS_ALLOW_LOCAL, which production ignores.
import { audienceMessages } from "#contract/audience";

/** Whether this run may deliver to local and plain-http receivers: never in production, whatever the var says. */
export function localWebhooksAllowed(env: Env): boolean {
  return env.ENVIRONMENT !== "production" && env.AUDIENCE_WEBHOOKS_ALLOW_LOCAL === "true";
}

/** Names a public resolver never answers, or answers with this machine or its network. */
const localNames = /(^|\.)(localhost|local|internal|intranet|lan|home|corp|home\.arpa|localdomain)$/;

/** IPv4 ranges that are not the public internet: [first octets as a number, prefix length]. */
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

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (short form, hex, no dotted tail). */
function v6Groups(address: string): number[] | null {
  const [head = "", tail, ...more] = address.split("::");
  if (more.length > 0) return null;
  const parse = (part: string) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = tail === undefined ? [] : parse(tail);
  const groups = [...front, ...Array(8 - front.length - back.length).fill(0), ...back];
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

/** The IPv4 address carried in two 16-bit groups, dotted. */
const carriedV4 = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join(".");

/** The address of a bracketed IPv6 host. */
function isPrivateV6(address: string): boolean {
  const groups = v6Groups(address.toLowerCase());
  if (!groups) return true;
  const [first = 0, second = 0, third = 0] = groups;
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d (::/96).
  if (zeroUpTo(6)) return true;
  // An IPv4-mapped or -translated (NAT64) address reaches the IPv4 it carries.
  if (zeroUpTo(5) && groups[5] === 0xffff) return true;
  if (first === 0x64 && second === 0xff9b) return true;
  // 6to4 (2002::/16, deprecated) carries an IPv4 in its next 32 bits: a private one is refused.
  if (first === 0x2002 && isPrivateV4(carriedV4(second, third))) return true;
  if ((first & 0xfe00) === 0xfc00) return true; // unique local fc00::/7
  if ((first & 0xffc0) === 0xfe80) return true; // link-local fe80::/10
  if ((first & 0xffc0) === 0xfec0) return true; // site-local fec0::/10, deprecated
  if ((first & 0xff00) === 0xff00) return true; // multicast
  return false;
}

/**
 * The host as every rule reads it: the URL parser's form (lower case, IDN as xn--, IPv4 in dotted
 * decimal) without any trailing dot — "127.0.0.1.." is 127.0.0.1 to a resolver. Null when nothing is left.
 */
function normalisedHost(hostname: string): string | null {
  const host = hostname.replace(/\.+$/, "");
  if (!host) return null;
  try {
    return new URL(`https://${host}/`).hostname;
  } catch {
    return null;
  }
}

/** Whether a host, as normalisedHost writes it, is an address or a name off the public internet. */
export function isPrivateHost(host: string): boolean {
  if (host.startsWith("[")) return isPrivateV6(host.slice(1, -1));
  if (v4Number(host) !== null) return isPrivateV4(host);
  // A single label ("intranet") is resolved by a local search domain, if at all.
  return !host.includes(".") || localNames.test(host);
}

/** A webhook URL judged: its normalised form where it may be used, or the message saying why not. */
export function judgeWebhookUrl(value: string, env: Env): { url: string } | { problem: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: audienceMessages.webhookUrlInvalid };
  }
  const host = normalisedHost(url.hostname);
  if (host === null) return { problem: audienceMessages.webhookUrlInvalid };
  url.hostname = host;
  const local = localWebhooksAllowed(env);
  if (url.protocol !== "https:" && !(local && url.protocol === "http:")) {
    return { problem: audienceMessages.webhookUrlNotHttps };
  }
  if (url.username || url.password) return { problem: audienceMessages.webhookUrlCredentials };
  if (!local && isPrivateHost(host)) return { problem: audienceMessages.webhookUrlPrivate };
  return { url: url.href };
}

/** The message for a webhook URL that may not be used, or null when it may. */
export function webhookUrlProblem(value: string, env: Env): string | null {
  const judged = judgeWebhookUrl(value, env);
  return "problem" in judged ? judged.problem : null;
}
