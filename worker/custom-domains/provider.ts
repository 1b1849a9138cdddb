// The custom domains' provider (docs/decisions/040): Cloudflare for SaaS's custom hostnames API, under
// /zones/{CLOUDFLARE_ZONE_ID}/custom_hostnames at CLOUDFLARE_API_BASE with the secret CLOUDFLARE_API_TOKEN.
// Settings fail closed: CUSTOM_DOMAINS_PROVIDER "cloudflare" with every setting present offers custom
// domains; "none" offers none; anything else, or a missing setting, is a misconfiguration that offers none
// either. Each hostname asks for a DV certificate validated over HTTP, which Cloudflare completes itself
// once the owner's CNAME points at CUSTOM_DOMAIN_TARGET; a PATCH sending the same ssl settings asks it to
// check again. The create answer can lack the records (the certificate still "initializing"), so they are
// read back at once. No answer, a 5xx or a 429 is an outage (ProviderUnavailable), which callers wait out;
// any other refusal is ProviderRefusal, with Cloudflare's words.
import type { DnsRecord } from "#contract/custom-domains";

export type ProviderSetup =
  | { state: "cloudflare"; apiBase: string; zoneId: string; apiToken: string; target: string }
  | { state: "off" }
  | { state: "misconfigured"; problem: string };

export function customDomainsSetup(env: Env): ProviderSetup {
  const provider = env.CUSTOM_DOMAINS_PROVIDER ?? "";
  if (provider === "none") return { state: "off" };
  if (provider !== "cloudflare") {
    return { state: "misconfigured", problem: `CUSTOM_DOMAINS_PROVIDER must be "cloudflare" or "none"` };
  }
  const settings = {
    CLOUDFLARE_API_BASE: env.CLOUDFLARE_API_BASE,
    CLOUDFLARE_ZONE_ID: env.CLOUDFLARE_ZONE_ID,
    CLOUDFLARE_API_TOKEN: env.CLOUDFLARE_API_TOKEN,
    CUSTOM_DOMAIN_TARGET: env.CUSTOM_DOMAIN_TARGET,
  };
  const missing = Object.entries(settings).filter(([, value]) => !value);
  if (missing.length > 0) {
    return { state: "misconfigured", problem: `${missing.map(([name]) => name).join(", ")} must be set` };
  }
  return {
    state: "cloudflare",
    apiBase: settings.CLOUDFLARE_API_BASE.replace(/\/+$/, ""),
    zoneId: settings.CLOUDFLARE_ZONE_ID,
    apiToken: settings.CLOUDFLARE_API_TOKEN,
    target: settings.CUSTOM_DOMAIN_TARGET.toLowerCase(),
  };
}

export type CloudflareSetup = Extract<ProviderSetup, { state: "cloudflare" }>;

/** The provider could not be asked: the caller keeps what it knows and tries again later. */
export class ProviderUnavailable extends Error {}

/** The provider refused the request; `code` is Cloudflare's. */
export class ProviderRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** Cloudflare's code for a hostname the zone already has. */
const duplicateHostname = 1406;

/** A custom hostname as far as the custom domains read it. */
export type ProviderHostname = {
  id: string;
  hostname: string;
  /** The hostname's activation: pending, active, blocked … */
  status: string;
  /** The certificate's: initializing, pending_validation, active, validation_timed_out … */
  sslStatus: string;
  /** Why the hostname is not verified yet, e.g. that it does not CNAME to the zone. */
  verificationErrors: string[];
  /** What the certificate authority refused, e.g. a CAA record. */
  certificateErrors: string[];
  /** The TXT records the provider asks for: ownership, and the certificate's when it validates by TXT. */
  records: DnsRecord[];
};

type ApiHostname = {
  id: string;
  hostname: string;
  status?: string;
  ssl?: {
    status?: string;
    validation_records?: { txt_name?: string; txt_value?: string }[];
    validation_errors?: { message?: string }[];
  };
  ownership_verification?: { type?: string; name?: string; value?: string };
  verification_errors?: string[];
};

type Envelope<T> = { success?: boolean; errors?: { code?: number; message?: string }[]; result?: T };

const requestTimeoutMs = 10_000;
/** What every hostname asks for: a DV certificate, validated over HTTP once the CNAME is in place. */
const ssl = { method: "http", type: "dv" } as const;

function toProviderHostname(answer: ApiHostname): ProviderHostname {
  const records: DnsRecord[] = [];
  const ownership = answer.ownership_verification;
  if (ownership?.name && ownership.value) records.push({ type: "TXT", name: ownership.name, value: ownership.value });
  for (const record of answer.ssl?.validation_records ?? []) {
    if (record.txt_name && record.txt_value)
      records.push({ type: "TXT", name: record.txt_name, value: record.txt_value });
  }
  return {
    id: answer.id,
    hostname: answer.hostname,
    status: answer.status ?? "pending",
    sslStatus: answer.ssl?.status ?? "initializing",
    verificationErrors: answer.verification_errors ?? [],
    certificateErrors: (answer.ssl?.validation_errors ?? []).flatMap((error) => (error.message ? [error.message] : [])),
    records,
  };
}

async function call<T>(setup: CloudflareSetup, path: string, init: { method?: string; body?: unknown } = {}) {
  let response: Response;
  try {
    response = await fetch(`${setup.apiBase}/zones/${setup.zoneId}/custom_hostnames${path}`, {
      method: init.method ?? "GET",
      headers: { Authorization: `Bearer ${setup.apiToken}`, "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    throw new ProviderUnavailable(`Cloudflare could not be reached: ${String(error)}`);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope<T>;
  if (response.status >= 500 || response.status === 429) {
    throw new ProviderUnavailable(`Cloudflare answered ${response.status}`);
  }
  if (!response.ok || envelope.success === false || envelope.result === undefined) {
    const [first] = envelope.errors ?? [];
    throw new ProviderRefusal(response.status, first?.code, first?.message ?? `Cloudflare answered ${response.status}`);
  }
  return envelope.result;
}

/** The custom hostname by its id. */
export async function readHostname(setup: CloudflareSetup, id: string): Promise<ProviderHostname> {
  return toProviderHostname(await call<ApiHostname>(setup, `/${encodeURIComponent(id)}`));
}

/** The zone's custom hostname of that name, if it has one. */
export async function findHostname(setup: CloudflareSetup, hostname: string): Promise<ProviderHostname | null> {
  const found = await call<ApiHostname[]>(setup, `?hostname=${encodeURIComponent(hostname)}`);
  const match = found.find((entry) => entry.hostname === hostname);
  return match ? toProviderHostname(match) : null;
}

/**
 * Adds the hostname with its certificate and reads it back for the records the create answer lacks. A
 * hostname the zone already has (left over from a create whose answer was lost) is taken over.
 */
export async function createHostname(setup: CloudflareSetup, hostname: string): Promise<ProviderHostname> {
  let created: ProviderHostname;
  try {
    created = toProviderHostname(await call<ApiHostname>(setup, "", { method: "POST", body: { hostname, ssl } }));
  } catch (error) {
    const existing = error instanceof ProviderRefusal && error.code === duplicateHostname;
    const found = existing ? await findHostname(setup, hostname) : null;
    if (!found) throw error;
    return found;
  }
  if (created.sslStatus !== "initializing" && created.records.length > 0) return created;
  return readHostname(setup, created.id);
}

/** Asks the provider to check the hostname's DNS and certificate again, and answers what it finds. */
export async function recheckHostname(setup: CloudflareSetup, id: string): Promise<ProviderHostname> {
  return toProviderHostname(
    await call<ApiHostname>(setup, `/${encodeURIComponent(id)}`, { method: "PATCH", body: { ssl } }),
  );
}

/** Removes the hostname and its certificate; one the provider no longer has is gone already. */
export async function removeHostname(setup: CloudflareSetup, id: string): Promise<void> {
  try {
    await call(setup, `/${encodeURIComponent(id)}`, { method: "DELETE" });
  } catch (error) {
    if (error instanceof ProviderRefusal && error.status === 404) return;
    throw error;
  }
}
