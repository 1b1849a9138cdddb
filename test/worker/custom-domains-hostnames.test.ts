// Which hostnames an owner may add (PUT /api/custom-domain): every refused one gets a 4xx with a message
// that says why, and leaves nothing stored and nothing created at the provider; an internationalised
// one is kept in both its forms.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { type CustomDomain, customDomainMessages } from "#contract/custom-domains";
import {
  addedDomain,
  atProvider,
  checkedDomain,
  domainRow,
  getDomain,
  proOwner,
  providerHostnames,
  putDomain,
  uniqueHost,
} from "./support/custom-domains";
import { json } from "./support/requests";

afterEach(async () => {
  await env.DB.prepare("delete from settings").run();
});

async function expectRefused(hostname: unknown, status: number, msg: string) {
  const { client, id } = await proOwner("cdrule");
  const before = (await providerHostnames()).length;
  const response = await putDomain(client, hostname);
  expect(response.status, `${JSON.stringify(hostname)}`).toBe(status);
  expect((await json<{ msg: string }>(response)).msg, JSON.stringify(hostname)).toBe(msg);
  expect(await json(await getDomain(client))).toBeNull();
  expect(await env.DB.prepare("select 1 from custom_domains where page_id = ?").bind(id).first()).toBeNull();
  expect((await providerHostnames()).length).toBe(before);
}

describe("the hostname rules", () => {
  it("refuses what is not a host name", async () => {
    for (const hostname of ["", "   ", "links", "-links.example.test", "links_x.example.test", "links..example.test"]) {
      await expectRefused(
        hostname,
        400,
        hostname.trim() ? customDomainMessages.notHostname : customDomainMessages.empty,
      );
    }
    await expectRefused("links.example.123", 400, customDomainMessages.notHostname);
    await expectRefused(42, 400, customDomainMessages.empty);
  });

  it("refuses a scheme, a path or a port", async () => {
    for (const hostname of [
      "https://links.example.test",
      "links.example.test/page",
      "links.example.test:8443",
      "links.example.test?x=1",
      "me@links.example.test",
    ]) {
      await expectRefused(hostname, 400, customDomainMessages.withExtras);
    }
  });

  it("refuses an IP address", async () => {
    for (const hostname of ["192.0.2.10", "[2001:db8::1]", "2001:db8::1", "::1"]) {
      await expectRefused(hostname, 400, customDomainMessages.ipAddress);
    }
  });

  it("refuses a name over 253 characters, in the form DNS stores it", async () => {
    const labels = Array.from({ length: 5 }, () => "a".repeat(50));
    await expectRefused(`${labels.join(".")}.example.test`, 400, customDomainMessages.tooLong);
    // Short in Unicode, long in its xn-- form.
    const unicode = `${Array.from({ length: 4 }, () => "ü".repeat(56)).join(".")}.example.test`;
    expect(unicode.length).toBeLessThanOrEqual(253);
    await expectRefused(unicode, 400, customDomainMessages.tooLong);
  });

  it("refuses a bare domain, with the reason to use a subdomain", async () => {
    for (const hostname of ["yourname.com", "yourname.co.uk", "example.test", "co.uk"]) {
      await expectRefused(hostname, 400, customDomainMessages.bareDomain);
    }
  });

  it("refuses the hosting platform's own domains, where no page of ours can ever be served", async () => {
    for (const hostname of [
      "links.workers.dev",
      "me.linknest.workers.dev",
      "WORKERS.DEV",
      "shop.pages.dev",
      "x.r2.dev",
    ]) {
      await expectRefused(hostname, 400, customDomainMessages.platformDomain);
    }
  });

  it("refuses the app's own domain and any subdomain of it", async () => {
    // The CNAME target customers.linknest.example is the app's: linknest.example and everything under it.
    for (const hostname of ["links.linknest.example", "customers.linknest.example", "a.b.linknest.example"]) {
      await expectRefused(hostname, 400, customDomainMessages.appDomain);
    }
  });

  it("refuses a hostname under a blocked domain", async () => {
    await env.DB.prepare("insert into settings (key, value) values ('blockedDomains', ?)")
      .bind(JSON.stringify(["blocked-zone.test"]))
      .run();
    await expectRefused("links.blocked-zone.test", 400, customDomainMessages.blocked);
  });

  it("refuses a hostname another account uses with 409, in any case", async () => {
    const holder = await proOwner("cdholder");
    const hostname = uniqueHost();
    await addedDomain(holder.client, hostname);
    await expectRefused(hostname.toUpperCase(), 409, customDomainMessages.inUse);
    expect(await atProvider(hostname)).toBeDefined();
  });

  it("lets another account take a hostname whose claim failed: a failed claim reserves nothing", async () => {
    const squatter = await proOwner("cdsquat");
    const hostname = uniqueHost("caa-");
    await addedDomain(squatter.client, hostname);
    expect((await checkedDomain(squatter.client)).status).toBe("failed");
    expect(await atProvider(hostname)).toBeUndefined();

    const owner = await proOwner("cdowner");
    const taken = await putDomain(owner.client, hostname);
    expect(taken.status, await taken.clone().text()).toBe(201);
    expect(await atProvider(hostname)).toBeDefined();
    // The failed claim still shows its failure to its account, and taking the name back is refused now.
    expect((await json<CustomDomain>(await getDomain(squatter.client))).status).toBe("failed");
    expect((await putDomain(squatter.client, hostname)).status).toBe(409);
  });

  it("lets another account take a hostname left unverified for its 7 days, failing the old claim", async () => {
    const squatter = await proOwner("cdstale");
    const hostname = uniqueHost("pending-");
    await addedDomain(squatter.client, hostname);
    // Its checks were lost: nothing judged it since it was added, 8 days ago.
    await env.DB.prepare("update custom_domains set created_at = ? where page_id = ?")
      .bind(Date.now() - 8 * 24 * 60 * 60 * 1000, squatter.id)
      .run();

    const owner = await proOwner("cdfresh");
    const taken = await putDomain(owner.client, hostname);
    expect(taken.status, await taken.clone().text()).toBe(201);
    expect(await domainRow(squatter.id)).toMatchObject({ status: "failed", failure: "wrong_cname" });
    expect((await json<CustomDomain>(await getDomain(owner.client))).hostname).toBe(hostname);

    // A claim still inside its 7 days reserves the name.
    const waiting = uniqueHost("pending-");
    await addedDomain(squatter.client, waiting);
    expect((await putDomain(owner.client, waiting)).status).toBe(409);
  });

  it("keeps an internationalised hostname in both forms, and the provider gets the xn-- one", async () => {
    const { client } = await proOwner();
    const suffix = uniqueHost("");
    const domain = await addedDomain(client, `Links.Bücher-${suffix}`);
    expect(domain.unicodeHostname).toBe(`links.bücher-${suffix}`);
    expect(domain.hostname).toMatch(/^links\.xn--bcher-.+\.example\.test$/);
    expect(domain.records[0]).toMatchObject({ type: "CNAME", name: domain.hostname });
    expect(await atProvider(domain.hostname)).toBeDefined();
    expect((await json<CustomDomain>(await getDomain(client))).unicodeHostname).toBe(domain.unicodeHostname);
    // Typed in its xn-- form, it is the same hostname.
    const other = await proOwner("cdidn");
    const taken = await putDomain(other.client, domain.hostname);
    expect(taken.status).toBe(409);
  });

  it("takes a trailing dot and surrounding space as the same hostname", async () => {
    const { client } = await proOwner();
    const hostname = uniqueHost();
    const domain = await addedDomain(client, `  ${hostname}. `);
    expect(domain.hostname).toBe(hostname);
  });
});
