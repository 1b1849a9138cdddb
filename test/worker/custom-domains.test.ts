// The owner's custom domain (GET/PUT/DELETE /api/custom-domain, POST /api/custom-domain/check) against the
// Cloudflare fake: the answer's shape and records, the statuses the fake's hostnames lead to, the checks
// queued with their backoff and the failure after 7 days, a provider outage that blocks nothing, and who
// may ask. The hostname rules have their own file (custom-domains-hostnames.test.ts).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type CustomDomain, customDomainMessages } from "#contract/custom-domains";
import { impersonatingAdmin } from "./support/admin";
import {
  addedDomain,
  atProvider,
  checkedDomain,
  checkNow,
  domainRow,
  getDomain,
  proOwner,
  providerDown,
  putDomain,
  removeDomain,
  runHourlySweep,
  setProviderState,
  target,
  uniqueHost,
} from "./support/custom-domains";
import { fetchWith } from "./support/faults";
import { consumeBatch, deliverCustomDomainWork, queuedCustomDomainWork } from "./support/queues";
import { inOneWindow } from "./support/rate-windows";
import { browser, json, signedInUser } from "./support/requests";

const sevenDays = 7 * 24 * 60 * 60 * 1000;

describe("adding a custom domain", () => {
  it("answers 201 with the records to add, creates the hostname at the provider and queues its first check", async () => {
    const { client } = await proOwner();
    const hostname = uniqueHost();
    const before = Date.now();
    const domain = await addedDomain(client, hostname);

    const provider = await atProvider(hostname);
    expect(provider).toBeDefined();
    expect(domain).toMatchObject({
      hostname,
      unicodeHostname: hostname,
      status: "pending",
      message: customDomainMessages.pending,
      activeAt: null,
      endsAt: null,
    });
    expect(Date.parse(domain.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    // The create answer had no records: the TXT record is the one read back from the provider.
    expect(domain.records[0]).toEqual({ type: "CNAME", name: hostname, value: target });
    expect(domain.records[1]).toMatchObject({ type: "TXT", name: `_cf-custom-hostname.${hostname}` });
    expect(domain.records[1]?.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(domain.records).toHaveLength(2);

    const queued = await queuedCustomDomainWork();
    expect(queued).toEqual([
      { body: { kind: "check", userId: expect.any(String), hostname, check: 1 }, delaySeconds: 60 },
    ]);
    expect(await json(await getDomain(client))).toEqual(domain);
  });

  it("becomes active at its first re-check, whether Check now or the queued check makes it", async () => {
    const now = await proOwner();
    await addedDomain(now.client, uniqueHost());
    await queuedCustomDomainWork();
    const checked = await checkedDomain(now.client);
    expect(checked.status).toBe("active");
    expect(checked.records).toEqual([]);
    expect(checked.message).toBe(customDomainMessages.active(checked.hostname));
    expect(checked.activeAt).not.toBeNull();
    // Settled: nothing more is queued, and Check now asks the provider no more.
    expect(await queuedCustomDomainWork()).toEqual([]);

    const queued = await proOwner();
    await addedDomain(queued.client, uniqueHost());
    await deliverCustomDomainWork();
    expect((await json<CustomDomain>(await getDomain(queued.client))).status).toBe("active");
    expect(await queuedCustomDomainWork()).toEqual([]);
  });

  it("waits for DNS with backoff: every minute or so at first, then hourly", async () => {
    const { client, id } = await proOwner();
    const hostname = uniqueHost("pending-");
    await addedDomain(client, hostname);
    const delays: number[] = [];
    for (let step = 0; step < 9; step += 1) {
      const [message] = await queuedCustomDomainWork();
      expect(message?.body).toMatchObject({ kind: "check", hostname, check: step + 1 });
      delays.push(message?.delaySeconds ?? -1);
      await consumeBatch("linknest-custom-domains", [{ body: message?.body }]);
    }
    expect(delays).toEqual([60, 120, 300, 600, 900, 1800, 3600, 3600, 3600]);
    const row = await domainRow(id);
    expect(row).toMatchObject({ status: "pending", checks: 10 });
    expect((await json<CustomDomain>(await getDomain(client))).message).toBe(customDomainMessages.pending);
  });

  it("drops a queued check that another check overtook", async () => {
    const { client, id } = await proOwner();
    await addedDomain(client, uniqueHost("pending-"));
    const [first] = await queuedCustomDomainWork();
    await checkedDomain(client);
    const checks = (await domainRow(id))?.checks;
    const result = await consumeBatch("linknest-custom-domains", [{ body: first?.body }]);
    expect(result.explicitAcks.length).toBe(1);
    expect((await domainRow(id))?.checks).toBe(checks);
  });

  it("shows verifying while the records are seen and the certificate is on its way", async () => {
    const { client } = await proOwner();
    const hostname = uniqueHost("pending-");
    await addedDomain(client, hostname);
    await setProviderState(hostname, { verification_errors: [], ssl_status: "pending_issuance" });
    const domain = await checkedDomain(client);
    expect(domain.status).toBe("verifying");
    expect(domain.message).toBe(customDomainMessages.verifying);
    expect(domain.records[0]).toEqual({ type: "CNAME", name: hostname, value: target });
  });

  it("fails on a CAA record or a provider timeout, removes the hostname at the provider and checks no more", async () => {
    for (const [prefix, message] of [
      ["caa-", customDomainMessages.caaBlocks],
      ["timeout-", customDomainMessages.timedOut],
    ] as const) {
      const { client, id } = await proOwner();
      const hostname = uniqueHost(prefix);
      await addedDomain(client, hostname);
      await queuedCustomDomainWork();
      const failed = await checkedDomain(client);
      expect(failed).toMatchObject({ status: "failed", message, records: [] });
      expect(await atProvider(hostname)).toBeUndefined();
      expect(await queuedCustomDomainWork()).toEqual([]);
      expect(await domainRow(id)).toMatchObject({ provider_id: null, next_check_at: null });
    }
  });

  it("fails after 7 days: a missing CNAME as a wrong CNAME, a stuck certificate as timed out", async () => {
    const waiting = await proOwner();
    const pendingHost = uniqueHost("pending-");
    await addedDomain(waiting.client, pendingHost);
    const verifying = await proOwner();
    const verifyingHost = uniqueHost("pending-");
    await addedDomain(verifying.client, verifyingHost);
    await setProviderState(verifyingHost, { verification_errors: [], ssl_status: "pending_issuance" });
    await env.DB.prepare("update custom_domains set created_at = created_at - ? where page_id in (?, ?)")
      .bind(sevenDays, waiting.id, verifying.id)
      .run();
    await queuedCustomDomainWork();

    const wrong = await checkedDomain(waiting.client);
    expect(wrong).toMatchObject({ status: "failed", message: customDomainMessages.wrongCname(pendingHost, target) });
    const timedOut = await checkedDomain(verifying.client);
    expect(timedOut).toMatchObject({ status: "failed", message: customDomainMessages.timedOut });
    expect(await atProvider(pendingHost)).toBeUndefined();
    expect(await queuedCustomDomainWork()).toEqual([]);
  });

  it("replaces the account's domain: the old hostname goes at the provider, the new one starts over", async () => {
    const { client } = await proOwner();
    const first = uniqueHost();
    await addedDomain(client, first);
    await checkedDomain(client);
    const second = uniqueHost();
    const replaced = await addedDomain(client, second);
    expect(replaced).toMatchObject({ hostname: second, status: "pending", activeAt: null });
    expect(await atProvider(first)).toBeUndefined();
    expect(await atProvider(second)).toBeDefined();
  });

  it("starts the same hostname over, keeping its hostname at the provider", async () => {
    const { client } = await proOwner();
    const hostname = uniqueHost("pending-");
    await addedDomain(client, hostname);
    const id = (await atProvider(hostname))?.id;
    const again = await addedDomain(client, hostname);
    expect(again.status).toBe("pending");
    expect((await atProvider(hostname))?.id).toBe(id);
  });
});

describe("a provider outage", () => {
  it("stores the domain as waiting, says the check will be retried, and creates it at the provider later", async () => {
    const { client, id } = await proOwner();
    const hostname = uniqueHost();
    const response = await fetchWith(providerDown, "/api/custom-domain", {
      method: "PUT",
      json: { hostname },
      cookie: client.cookie,
    });
    expect(response.status).toBe(201);
    const stored = await json<CustomDomain>(response);
    expect(stored.status).toBe("pending");
    expect(stored.message).toContain(customDomainMessages.retrying);
    expect(stored.records).toEqual([{ type: "CNAME", name: hostname, value: target }]);
    expect(await atProvider(hostname)).toBeUndefined();

    // Check now during the outage answers what is known, still retrying.
    const during = await fetchWith(providerDown, "/api/custom-domain/check", { method: "POST", cookie: client.cookie });
    expect(during.status).toBe(200);
    expect((await json<CustomDomain>(during)).message).toContain(customDomainMessages.retrying);

    // The queued check, the provider back, creates the hostname and reads its records back.
    const queued = await queuedCustomDomainWork();
    expect(queued.at(-1)?.delaySeconds).toBe(120);
    await consumeBatch("linknest-custom-domains", [{ body: queued.at(-1)?.body }]);
    const after = await json<CustomDomain>(await getDomain(client));
    expect(after.message).toBe(customDomainMessages.pending);
    expect(after.records).toHaveLength(2);
    expect((await domainRow(id))?.provider_id).toBe((await atProvider(hostname))?.id);
  });

  it("never blocks removing the domain: the removal waits in the queue until the provider is back", async () => {
    const { client } = await proOwner();
    const hostname = uniqueHost();
    await addedDomain(client, hostname);
    await queuedCustomDomainWork();
    const removed = await fetchWith(providerDown, "/api/custom-domain", { method: "DELETE", cookie: client.cookie });
    expect(removed.status).toBe(200);
    expect(await json(await getDomain(client))).toBeNull();
    expect(await atProvider(hostname)).toBeDefined();
    const queued = await queuedCustomDomainWork();
    expect(queued.map((m) => m.body)).toEqual([{ kind: "remove", providerId: (await atProvider(hostname))?.id }]);
    await consumeBatch("linknest-custom-domains", [{ body: queued[0]?.body }]);
    expect(await atProvider(hostname)).toBeUndefined();
  });

  it("re-sends a check whose message was lost, from the hourly sweep", async () => {
    const { client, id } = await proOwner();
    await addedDomain(client, uniqueHost());
    await queuedCustomDomainWork(); // lost
    await runHourlySweep(Date.now() + 30 * 60 * 1000);
    // Every overdue domain's check goes out again; this owner's is one of them.
    const resent = (await queuedCustomDomainWork()).filter((m) => (m.body as { userId: string }).userId === id);
    expect(resent.map((m) => m.body)).toEqual([expect.objectContaining({ kind: "check", check: 1 })]);
    await consumeBatch("linknest-custom-domains", [{ body: resent[0]?.body }]);
    expect((await domainRow(id))?.status).toBe("active");
  });
});

describe("removing a custom domain", () => {
  it("answers {msg}, removes the hostname at the provider, and null afterwards", async () => {
    const { client } = await proOwner();
    const hostname = uniqueHost();
    await addedDomain(client, hostname);
    const response = await removeDomain(client);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: customDomainMessages.removed });
    expect(await atProvider(hostname)).toBeUndefined();
    // Having none is an answer, not a failure: the dashboard asks on every load.
    const gone = await getDomain(client);
    expect(gone.status).toBe(200);
    expect(await json(gone)).toBeNull();
    const again = await removeDomain(client);
    expect(again.status).toBe(404);
    expect(await json(again)).toEqual({ msg: customDomainMessages.noDomain });
  });
});

describe("who may use /api/custom-domain", () => {
  it("answers 401 to anyone signed out", async () => {
    const anonymous = browser();
    for (const response of [
      await getDomain(anonymous),
      await putDomain(anonymous, uniqueHost()),
      await checkNow(anonymous),
      await removeDomain(anonymous),
    ]) {
      expect(response.status).toBe(401);
    }
  });

  it("answers 403 naming Pro to a free account's add and check, and stores nothing", async () => {
    const { client } = await signedInUser("cdfree");
    const hostname = uniqueHost();
    for (const response of [await putDomain(client, hostname), await checkNow(client)]) {
      expect(response.status).toBe(403);
      expect(await json(response)).toEqual({ msg: customDomainMessages.proOnly });
    }
    expect(await atProvider(hostname)).toBeUndefined();
    expect(await json(await getDomain(client))).toBeNull();
  });

  it("answers 403 to an admin impersonating the owner, for every call", async () => {
    const { admin, target: owner } = await impersonatingAdmin();
    await env.DB.prepare("update users set subscription_status = 'active' where id = ?").bind(owner.id).run();
    for (const response of [
      await getDomain(admin.client),
      await putDomain(admin.client, uniqueHost()),
      await checkNow(admin.client),
      await removeDomain(admin.client),
    ]) {
      expect(response.status).toBe(403);
      expect(await json(response)).toEqual({ msg: "Not allowed while impersonating." });
    }
  });

  it("limits Check now per account", async () => {
    // Counted in clock-aligned minutes: a burst that straddles one runs again for a fresh account.
    const statuses = await inOneWindow(60, async () => {
      const { client } = await proOwner();
      await addedDomain(client, uniqueHost("pending-"));
      const seen: number[] = [];
      for (let i = 0; i < 7; i += 1) seen.push((await checkNow(client)).status);
      return seen;
    });
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe("the provider's settings fail closed", () => {
  it("offers nothing with CUSTOM_DOMAINS_PROVIDER none or unknown, or a missing setting", async () => {
    const { client } = await proOwner();
    const hostname = uniqueHost();
    const off = await fetchWith({ CUSTOM_DOMAINS_PROVIDER: "none" }, "/api/custom-domain", {
      method: "PUT",
      json: { hostname },
      cookie: client.cookie,
    });
    expect(off.status).toBe(404);
    expect(await json(off)).toEqual({ msg: customDomainMessages.notOffered });
    for (const bindings of [{ CUSTOM_DOMAINS_PROVIDER: "cloudflair" }, { CLOUDFLARE_ZONE_ID: "" }]) {
      const misconfigured = await fetchWith(bindings, "/api/custom-domain", {
        method: "PUT",
        json: { hostname },
        cookie: client.cookie,
      });
      expect(misconfigured.status).toBe(503);
      expect(await json(misconfigured)).toEqual({ msg: customDomainMessages.unavailable });
    }
    expect(await atProvider(hostname)).toBeUndefined();
  });
});
