// Custom domains as the tests drive them: a Pro owner's browser, the owner's calls, what the Cloudflare
// fake holds (its test controls), the bindings of an unavailable provider, the hourly sweep as the cron
// runs it, and a visitor's requests to a custom host.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import type { CustomDomain } from "#contract/custom-domains";
import worker from "../../../worker/index";
import { agents } from "./analytics";
import { setSubscription } from "./profile";
import { queuedCustomDomainWork, tappedEnv } from "./queues";
import { answer, type browser, json, signedInUser } from "./requests";

type Client = ReturnType<typeof browser>;

export const target = env.CUSTOM_DOMAIN_TARGET;
const testControls = env.CLOUDFLARE_API_BASE.replace("/client/v4", "/__test/custom_hostnames");

/** The same Cloudflare fake, at its root where every call answers 503. */
export const providerDown: Partial<Env> = {
  CLOUDFLARE_API_BASE: env.CLOUDFLARE_API_BASE.replace("/client/v4", "/outage/client/v4"),
};

let counter = 0;
/** A hostname no other test uses, under the fake's test domain; `prefix` picks the fake's outcome. */
export function uniqueHost(prefix = "links-") {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}.example.test`;
}

/** A signed-in owner with a Pro subscription that runs for a year. */
export async function proOwner(prefix = "cd") {
  const owner = await signedInUser(prefix);
  await setSubscription(owner.user.username, "active", Date.now() + 365 * 24 * 60 * 60 * 1000);
  return owner;
}

export const putDomain = (client: Client, hostname: unknown) =>
  client.request("/api/custom-domain", { method: "PUT", json: { hostname } });
export const getDomain = (client: Client) => client.request("/api/custom-domain");
export const checkNow = (client: Client) => client.request("/api/custom-domain/check", { method: "POST" });
export const removeDomain = (client: Client) => client.request("/api/custom-domain", { method: "DELETE" });

/** Adds the hostname and answers the domain, which must have been stored. */
export async function addedDomain(client: Client, hostname: string): Promise<CustomDomain> {
  const response = await putDomain(client, hostname);
  expect(response.status, await response.clone().text()).toBe(201);
  return json<CustomDomain>(response);
}

/** Checks now and answers the domain. */
export async function checkedDomain(client: Client): Promise<CustomDomain> {
  const response = await checkNow(client);
  expect(response.status, await response.clone().text()).toBe(200);
  return json<CustomDomain>(response);
}

type ProviderHostname = { id: string; hostname: string; status: string; ssl: { status: string } };

/** Every custom hostname the fake's zone holds. */
export async function providerHostnames(): Promise<ProviderHostname[]> {
  return (await (await fetch(testControls)).json()) as ProviderHostname[];
}

export async function atProvider(hostname: string): Promise<ProviderHostname | undefined> {
  return (await providerHostnames()).find((entry) => entry.hostname === hostname);
}

/** Sets the hostname's state at the fake by hand. */
export async function setProviderState(
  hostname: string,
  change: { status?: string; ssl_status?: string; verification_errors?: string[]; validation_errors?: string[] },
) {
  const response = await fetch(`${testControls}/${hostname}`, { method: "POST", body: JSON.stringify(change) });
  expect(response.status).toBe(200);
}

export type DomainRow = {
  page_id: string;
  hostname: string;
  status: string;
  checks: number;
  next_check_at: number | null;
  pro_ended_at: number | null;
  provider_id: string | null;
};

export async function domainRow(userId: string): Promise<DomainRow | null> {
  return env.DB.prepare("select * from custom_domains where page_id = ?").bind(userId).first<DomainRow>();
}

/** The hourly cron as the runtime runs it at `at`: cleanup and the custom domains' sweep. */
export async function runHourlySweep(at = Date.now()) {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(at), cron: "17 * * * *" }),
    tappedEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

/** A browser's request to a host other than the app's: a custom domain, or an unknown one. */
export function onHost(
  host: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; cookie?: string; body?: BodyInit; ip?: string } = {},
  bindings: Partial<Env> = {},
) {
  const headers: Record<string, string> = {
    "User-Agent": agents.desktop,
    "CF-Connecting-IP": options.ip ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    ...options.headers,
  };
  if (options.cookie) headers.Cookie = options.cookie;
  const sent = new Request(`http://${host}${path}`, {
    method: options.method ?? "GET",
    headers,
    body: options.body,
    redirect: "manual",
  });
  return answer(sent, bindings);
}

/** A Pro owner with a profile whose domain is active, and the hostname. */
export async function ownerWithActiveDomain(prefix = "cdhost", hostPrefix = "links-") {
  const owner = await proOwner(prefix);
  const hostname = uniqueHost(hostPrefix);
  await addedDomain(owner.client, hostname);
  await checkedDomain(owner.client);
  await queuedCustomDomainWork();
  return { ...owner, hostname };
}
