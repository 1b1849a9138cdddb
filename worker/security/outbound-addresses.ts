// Where the Worker may send a request whose address an owner typed (docs/decisions/042, the audience's
// webhooks; docs/guides/page-import.md, a page to import): an https URL on the public internet. A Worker
// cannot resolve a name before it fetches, so what is refused here is what the URL itself says — a literal
// loopback, private, link-local, shared (CGNAT), unique-local or deprecated IPv6 address (IPv4-compatible,
// site-local, 6to4 of a private IPv4), or a name only a local network knows — and every request checks
// again, at each redirect it follows. The host is normalised once, before every rule (every trailing dot,
// case, IDN), and a use that keeps the URL keeps that form, so a request goes exactly where the rules
// looked. Each use decides what a local run may reach besides (its own setting, which production
// ignores), and words the refusal its own way.

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

/**
 * An address to send a request to, judged: its normalised form where it may be used, or why not. What
 * `localException` admits (a local run's own receiver or page) skips the https and public-address rules;
 * a user name or password is refused everywhere, as it only ever disguises the host.
 */
export function judgeOutboundUrl(
  value: string,
  localException?: (url: URL) => boolean,
): { url: string } | { problem: OutboundProblem } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { problem: "invalid" };
  }
  const host = normalisedHost(url.hostname);
  if (host === null) return { problem: "invalid" };
  url.hostname = host;
  const local = localException?.(url) ?? false;
  if (url.protocol !== "https:" && !local) return { problem: "notHttps" };
  if (url.username || url.password) return { problem: "credentials" };
  if (!local && isPrivateHost(host)) return { problem: "private" };
  return { url: url.href };
}

/** What is wrong with `value` as an address to send a request to (judgeOutboundUrl), or null when it may be used. */
export function outboundUrlProblem(value: string, localException?: (url: URL) => boolean): OutboundProblem | null {
  const judged = judgeOutboundUrl(value, localException);
  return "problem" in judged ? judged.problem : null;
}
