// The account side of provisioning: who is asking (CLOUDFLARE_API_TOKEN, or the login `wrangler login`
// keeps, read through `wrangler auth token`), which account (CLOUDFLARE_ACCOUNT_ID, wrangler.toml's
// account_id, or the only one the login may use), and the calls of Cloudflare's API v4 that list and
// create D1 databases, KV namespaces, R2 buckets and queues and list a Worker's secrets — the same
// endpoints and paging wrangler's own commands use, at CLOUDFLARE_API_BASE_URL when that is set, as
// wrangler does (docs/decisions/028-provisioning.md) — and, for custom domains, the zone's DNS records,
// its Cloudflare for SaaS fallback origin and its Worker routes (docs/decisions/040-custom-domains.md).
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";

export type Environment = Record<string, string | undefined>;
type Credentials = { headers: Record<string, string>; source: string };
type Envelope<T> = {
  success: boolean;
  errors?: { code: number; message: string }[];
  result: T;
  result_info?: { page?: number; per_page?: number; total_count?: number; cursor?: string };
};

export class CloudflareApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly codes: number[],
  ) {
    super(message);
  }
}

const defaultApiBaseUrl = "https://api.cloudflare.com/client/v4";
const workerNotFound = 10007;

/** The credentials wrangler would use: an API token from the environment, else `wrangler login`'s. */
function resolveCredentials(env: Environment): Credentials {
  if (env.CLOUDFLARE_API_TOKEN) {
    return { headers: { Authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}` }, source: "CLOUDFLARE_API_TOKEN" };
  }
  const wranglerBin = createRequire(import.meta.url).resolve("wrangler/bin/wrangler.js");
  const answer = spawnSync(process.execPath, [wranglerBin, "auth", "token", "--json"], {
    encoding: "utf8",
    // Exactly the variables given. (worker-configuration.d.ts types NodeJS.ProcessEnv as the Worker's vars.)
    env: { ...env, WRANGLER_SEND_METRICS: "false" } as unknown as NodeJS.ProcessEnv,
  });
  const jsonStart = answer.stdout.indexOf("{");
  if (answer.status !== 0 || jsonStart < 0) {
    throw new Error(
      "not signed in to Cloudflare: run `npx wrangler login` (or set CLOUDFLARE_API_TOKEN), then run this again.",
    );
  }
  const auth = JSON.parse(answer.stdout.slice(jsonStart)) as {
    type: string;
    token?: string;
    key?: string;
    email?: string;
  };
  if (auth.type === "api_key") {
    return {
      headers: { "X-Auth-Key": auth.key ?? "", "X-Auth-Email": auth.email ?? "" },
      source: "CLOUDFLARE_API_KEY",
    };
  }
  return { headers: { Authorization: `Bearer ${auth.token}` }, source: "your wrangler login" };
}

export type CloudflareApi = ReturnType<typeof cloudflareApi>;

export function cloudflareApi(env: Environment) {
  const baseUrl = (env.CLOUDFLARE_API_BASE_URL || defaultApiBaseUrl).replace(/\/$/, "");
  const credentials = resolveCredentials(env);

  async function call<T>(method: "GET" | "POST" | "PUT", path: string, body?: unknown): Promise<Envelope<T>> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...credentials.headers, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json().catch(() => ({ success: false }))) as Envelope<T>;
    if (!response.ok || !envelope.success) {
      const errors = envelope.errors ?? [];
      const reasons = errors.map((error) => `${error.message} [code ${error.code}]`).join("; ");
      throw new CloudflareApiError(
        `Cloudflare refused ${method} ${path.split("?")[0]} (${response.status}): ${reasons || "no reason given"}`,
        response.status,
        errors.map((error) => error.code),
      );
    }
    return envelope;
  }

  /** Every item of a list Cloudflare answers a page at a time. */
  async function listAll<T>(path: string, perPage?: number): Promise<T[]> {
    const items: T[] = [];
    for (let page = 1; ; page++) {
      const query = new URLSearchParams({ page: String(page), ...(perPage && { per_page: String(perPage) }) });
      const { result, result_info: info } = await call<T[]>("GET", `${path}?${query}`);
      items.push(...result);
      const more =
        info?.per_page !== undefined && info.total_count !== undefined && page * info.per_page < info.total_count;
      if (!more || result.length === 0) return items;
    }
  }

  return {
    credentialSource: credentials.source,

    /** The account to work in when none is named: the only one the credentials may use. */
    async onlyAccount(): Promise<{ id: string; name: string }> {
      const memberships = await listAll<{ account: { id: string; name: string } }>("/memberships", 50);
      const [only, ...others] = memberships.map((membership) => membership.account);
      if (!only) throw new Error("these credentials may use no Cloudflare account.");
      if (others.length > 0) {
        const names = [only, ...others].map((account) => `${account.name} (${account.id})`).join(", ");
        throw new Error(`these credentials may use several accounts (${names}): set CLOUDFLARE_ACCOUNT_ID to one.`);
      }
      return only;
    },

    forZone(zoneId: string) {
      const zone = `/zones/${zoneId}`;
      return {
        /** The records of one name: a handful at most, so one page. */
        dnsRecords: async (name: string) =>
          (
            await call<{ type: string; name: string; content: string; proxied: boolean }[]>(
              "GET",
              `${zone}/dns_records?${new URLSearchParams({ name, per_page: "100" })}`,
            )
          ).result,
        createDnsRecord: async (record: { type: string; name: string; content: string; proxied: boolean }) => {
          await call("POST", `${zone}/dns_records`, { ...record, ttl: 1 });
        },
        fallbackOrigin: async () =>
          (await call<{ origin?: string | null }>("GET", `${zone}/custom_hostnames/fallback_origin`)).result.origin ??
          null,
        setFallbackOrigin: async (origin: string) => {
          await call("PUT", `${zone}/custom_hostnames/fallback_origin`, { origin });
        },
        workerRoutes: async () =>
          (await call<{ pattern: string; script?: string }[]>("GET", `${zone}/workers/routes`)).result,
        createWorkerRoute: async (pattern: string, script: string) => {
          await call("POST", `${zone}/workers/routes`, { pattern, script });
        },
      };
    },

    forAccount(accountId: string) {
      const account = `/accounts/${accountId}`;
      return {
        d1Databases: () => listAll<{ uuid: string; name: string }>(`${account}/d1/database`, 100),
        createD1Database: async (name: string) =>
          (await call<{ uuid: string }>("POST", `${account}/d1/database`, { name })).result.uuid,

        kvNamespaces: () => listAll<{ id: string; title: string }>(`${account}/storage/kv/namespaces`, 100),
        createKvNamespace: async (title: string) =>
          (await call<{ id: string }>("POST", `${account}/storage/kv/namespaces`, { title })).result.id,

        r2Buckets: async () => {
          const names: string[] = [];
          let cursor: string | undefined;
          do {
            const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
            const answer = await call<{ buckets: { name: string }[] }>("GET", `${account}/r2/buckets${query}`);
            names.push(...answer.result.buckets.map((bucket) => bucket.name));
            cursor = answer.result_info?.cursor || undefined;
          } while (cursor);
          return names;
        },
        createR2Bucket: async (name: string) => {
          await call("POST", `${account}/r2/buckets`, { name });
        },

        queues: async () =>
          (await listAll<{ queue_name: string }>(`${account}/queues`)).map((queue) => queue.queue_name),
        createQueue: async (name: string) => {
          await call("POST", `${account}/queues`, { queue_name: name });
        },

        /** The names of the Worker's secrets, or undefined when the Worker does not exist yet. */
        workerSecrets: async (workerName: string): Promise<string[] | undefined> => {
          try {
            const answer = await call<{ name: string }[]>("GET", `${account}/workers/scripts/${workerName}/secrets`);
            return answer.result.map((secret) => secret.name);
          } catch (error) {
            if (error instanceof CloudflareApiError && error.codes.includes(workerNotFound)) return undefined;
            throw error;
          }
        },
      };
    },
  };
}
