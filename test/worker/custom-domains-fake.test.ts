// The Cloudflare fake's custom hostnames (fakes/cloudflare/zones/custom-hostnames.ts), held to what the
// custom domains rely on: Cloudflare's envelope and refusals, the create answer without records that a
// read brings, the re-check a PATCH asks for, and the outcome each hostname prefix promises.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";

const zoneRoot = `${env.CLOUDFLARE_API_BASE}/zones/${env.CLOUDFLARE_ZONE_ID}/custom_hostnames`;
const auth = { Authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}`, "Content-Type": "application/json" };
const ssl = { method: "http", type: "dv" };

type Envelope<T> = { success: boolean; errors: { code: number; message: string }[]; result: T };
type Hostname = {
  id: string;
  hostname: string;
  status: string;
  ssl: { status: string; method: string; validation_records?: unknown[]; validation_errors?: { message: string }[] };
  ownership_verification?: { type: string; name: string; value: string };
  verification_errors?: string[];
};

let counter = 0;
const unique = (prefix = "") => `${prefix}fake${Date.now().toString(36)}${++counter}.example.test`;

async function call<T>(path: string, init: RequestInit = {}) {
  const response = await fetch(`${zoneRoot}${path}`, { ...init, headers: { ...auth, ...init.headers } });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

const create = (hostname: string) => call<Hostname>("", { method: "POST", body: JSON.stringify({ hostname, ssl }) });
const read = (id: string) => call<Hostname>(`/${id}`);
const recheck = (id: string) => call<Hostname>(`/${id}`, { method: "PATCH", body: JSON.stringify({ ssl }) });

async function created(hostname: string): Promise<Hostname> {
  const { status, body } = await create(hostname);
  expect(status).toBe(200);
  return body.result;
}

describe("the Cloudflare fake's custom hostnames", () => {
  it("answers a create without records, which a read then shows, waiting for the CNAME", async () => {
    const hostname = unique();
    const made = await created(hostname);
    expect(made).toMatchObject({ hostname, status: "pending", ssl: { status: "initializing", method: "http" } });
    expect(made.ownership_verification).toBeUndefined();
    expect(made.ssl.validation_records).toBeUndefined();

    const { body } = await read(made.id);
    expect(body.success).toBe(true);
    expect(body.result.status).toBe("pending");
    expect(body.result.ssl.status).toBe("pending_validation");
    expect(body.result.ownership_verification).toMatchObject({ type: "txt", name: `_cf-custom-hostname.${hostname}` });
    expect(body.result.ssl.validation_records?.length).toBe(1);
    expect(body.result.verification_errors).toEqual(["custom hostname does not CNAME to this zone."]);
  });

  it("activates any other hostname at its first re-check", async () => {
    const made = await created(unique("links-"));
    const { body } = await recheck(made.id);
    expect(body.result).toMatchObject({ status: "active", ssl: { status: "active" } });
    expect(body.result.verification_errors).toBeUndefined();
    expect((await read(made.id)).body.result.status).toBe("active");
  });

  it("keeps pending- waiting, fails caa- on a CAA record and times timeout- out", async () => {
    const pending = await recheck((await created(unique("pending-"))).id);
    expect(pending.body.result.status).toBe("pending");
    expect(pending.body.result.verification_errors).toEqual(["custom hostname does not CNAME to this zone."]);

    const caa = await recheck((await created(unique("caa-"))).id);
    expect(caa.body.result.ssl.status).toBe("pending_validation");
    expect(caa.body.result.ssl.validation_errors?.[0]?.message).toMatch(/^caa_error:/);

    const timeout = await recheck((await created(unique("timeout-"))).id);
    expect(timeout.body.result.ssl.status).toBe("validation_timed_out");
  });

  it("lists by hostname, refuses a duplicate with code 1406 and forgets a deleted one", async () => {
    const hostname = unique();
    const made = await created(hostname);
    const listed = await call<Hostname[]>(`?hostname=${hostname}`);
    expect(listed.body.result.map((entry) => entry.id)).toEqual([made.id]);

    const again = await create(hostname);
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.code).toBe(1406);

    expect((await call(`/${made.id}`, { method: "DELETE" })).body.result).toEqual({ id: made.id });
    const gone = await read(made.id);
    expect(gone.status).toBe(404);
    expect(gone.body.success).toBe(false);
    expect((await call<Hostname[]>(`?hostname=${hostname}`)).body.result).toEqual([]);
  });

  it("refuses a wrong token, another zone, a bad hostname and a missing ssl method", async () => {
    const wrongToken = await fetch(zoneRoot, { headers: { Authorization: "Bearer wrong" } });
    expect(wrongToken.status).toBe(403);
    const otherZone = await fetch(`${env.CLOUDFLARE_API_BASE}/zones/${"0".repeat(32)}/custom_hostnames`, {
      headers: auth,
    });
    expect(otherZone.status).toBe(404);
    expect((await call("", { method: "POST", body: JSON.stringify({ hostname: "Not A Host", ssl }) })).status).toBe(
      400,
    );
    expect((await call("", { method: "POST", body: JSON.stringify({ hostname: unique(), ssl: {} }) })).status).toBe(
      400,
    );
  });

  it("answers 503 under /outage, and its test controls set any state by name", async () => {
    const outage = await fetch(env.CLOUDFLARE_API_BASE.replace("/client/v4", "/outage/client/v4/zones/x"), {
      headers: auth,
    });
    expect(outage.status).toBe(503);

    const hostname = unique();
    await created(hostname);
    const controls = env.CLOUDFLARE_API_BASE.replace("/client/v4", "/__test/custom_hostnames");
    const set = await fetch(`${controls}/${hostname}`, {
      method: "POST",
      body: JSON.stringify({ status: "active", ssl_status: "pending_issuance", verification_errors: [] }),
    });
    expect(((await set.json()) as Hostname).ssl.status).toBe("pending_issuance");
    const all = (await (await fetch(controls)).json()) as Hostname[];
    expect(all.find((entry) => entry.hostname === hostname)).toMatchObject({ status: "active" });
  });
});
