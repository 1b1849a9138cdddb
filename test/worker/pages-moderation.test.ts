// Moderation of an account's other pages (docs/decisions/059): suspending the account takes every page it
// owns down, its custom domain included, and lifting it brings them back; a report or a held link on a page
// names that page, while what is done to the account (suspension, the audit's target, the owner's mail)
// reaches the account that owns it.
import { describe, expect, it } from "vitest";
import type { CustomDomain } from "#contract/custom-domains";
import type { HeldLinkList, ReportList } from "#contract/safety";
import { signedInAdmin } from "./support/admin";
import { onHost, proOwner, uniqueHost } from "./support/custom-domains";
import { receivedMail } from "./support/mailbox";
import { queuedCustomDomainWork } from "./support/queues";
import { type browser, json, request, uniqueUser } from "./support/requests";
import { auditActions, heldItemsOf, hideAfterReport } from "./support/safety";

type Client = ReturnType<typeof browser>;

/** A Pro owner and another page of theirs, with the links given. */
async function ownerWithOtherPage(prefix: string, links: { title: string; url: string }[] = []) {
  const owner = await proOwner(prefix);
  const name = uniqueUser(`${prefix}_p`).username;
  const made = await owner.client.request("/api/pages", { method: "POST", json: { username: name } });
  expect(made.status).toBe(201);
  const { id: pageId } = await json<{ id: string }>(made);
  if (links.length > 0) {
    const read = await json<{ version: number }>(await owner.client.request(`/api/pages/${pageId}/profile`));
    const saved = await owner.client.request(`/api/pages/${pageId}/profile`, {
      method: "PUT",
      json: { username: name, bio: "", links, version: read.version },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
  }
  return { ...owner, name, pageId };
}

/** Gives the page an active custom domain, as the check and its queue make it. */
async function activeDomainOf(client: Client, pageId: string): Promise<string> {
  const hostname = uniqueHost();
  const added = await client.request(`/api/pages/${pageId}/custom-domain`, { method: "PUT", json: { hostname } });
  expect(added.status, await added.clone().text()).toBe(201);
  const checked = await client.request(`/api/pages/${pageId}/custom-domain/check`, { method: "POST" });
  expect(checked.status).toBe(200);
  await queuedCustomDomainWork();
  expect((await json<CustomDomain>(await client.request(`/api/pages/${pageId}/custom-domain`))).status).toBe("active");
  return hostname;
}

async function fileReport(username: string, details: string) {
  const filed = await request("/api/reports", {
    method: "POST",
    ip: `198.51.100.${Math.floor(Math.random() * 250)}`,
    json: { username, reason: "phishing", details },
  });
  expect(filed.status).toBe(201);
}

async function openReports(admin: Client) {
  return (await json<ReportList>(await admin.request("/api/admin/reports?status=open&pageSize=100"))).items;
}

describe("suspending an account", () => {
  it("answers every page it owns as a suspended page, its custom domain too, until it is lifted", async () => {
    const owner = await ownerWithOtherPage("pm_susp");
    const hostname = await activeDomainOf(owner.client, owner.pageId);
    // Seen once each, so the pages sit in KV and the isolate's caches.
    expect((await request(`/${owner.name}`)).status).toBe(200);
    expect((await onHost(hostname, "/")).status).toBe(200);
    const admin = await signedInAdmin("pm_susp_admin");
    const suspended = await admin.client.request(`/api/admin/users/${owner.id}/suspend`, { method: "POST", json: {} });
    expect(suspended.status).toBe(200);

    // The other page and its domain answer as the primary page does: the public 404, naming no page.
    for (const response of [
      await request(`/${owner.user.username}`),
      await request(`/${owner.name}`),
      await onHost(hostname, "/"),
    ]) {
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain("User not found");
      expect(html).not.toContain(owner.name);
    }
    expect((await request(`/api/user/${owner.name}`)).status).toBe(404);

    const lifted = await admin.client.request(`/api/admin/users/${owner.id}/unsuspend`, { method: "POST" });
    expect(lifted.status).toBe(200);
    expect((await request(`/${owner.name}`)).status).toBe(200);
    expect((await request(`/api/user/${owner.name}`)).status).toBe(200);
    const onDomain = await onHost(hostname, "/");
    expect(onDomain.status).toBe(200);
    expect(await onDomain.text()).toContain(`@${owner.name}`);
  });
});

describe("a report on another page", () => {
  it("names that page, and suspending from it suspends the account that owns it, audited under the account", async () => {
    const owner = await ownerWithOtherPage("pm_rep", [{ title: "Bank", url: "https://pm-rep.example/login" }]);
    await fileReport(owner.name, "A fake bank on the band's page");
    const admin = await signedInAdmin("pm_rep_admin");
    const report = (await openReports(admin.client)).find((item) => item.details === "A fake bank on the band's page");
    expect(report).toMatchObject({
      username: owner.name,
      owner: { username: owner.user.username },
      links: [{ title: "Bank", url: "https://pm-rep.example/login" }],
    });

    const resolved = await admin.client.request(`/api/admin/reports/${report?.id}/resolve`, {
      method: "POST",
      json: { action: "suspend" },
    });
    expect(resolved.status, await resolved.clone().text()).toBe(200);
    expect((await request(`/${owner.name}`)).status).toBe(404);
    expect((await request(`/${owner.user.username}`)).status).toBe(404);
    expect((await auditActions(owner.id)).map((entry) => entry.action)).toEqual(["suspend_user", "resolve_report"]);
    expect(await receivedMail(owner.user.email, /suspended/)).toBeDefined();
  });
});

describe("a link held on another page", () => {
  it("is listed under that page's name; hiding, releasing and removing tell the account's owner", async () => {
    const links = [
      { title: "Phish", url: "https://pm-held.example/login" },
      { title: "Scam", url: "https://pm-held.example/prize" },
    ];
    const owner = await ownerWithOtherPage("pm_held", links);
    const admin = await signedInAdmin("pm_held_admin");
    await hideAfterReport(admin.client, owner.name, "Phish");
    await hideAfterReport(admin.client, owner.name, "Scam");
    expect((await receivedMail(owner.user.email, /hidden after a report/, 2)).text).toContain("pm-held.example");

    const held = (await heldItemsOf(admin.client, owner.name)).sort((a, b) => a.title.localeCompare(b.title));
    expect(held.map((item) => [item.title, item.owner])).toEqual([
      ["Phish", { username: owner.user.username }],
      ["Scam", { username: owner.user.username }],
    ]);
    const page = await json<HeldLinkList>(await admin.client.request("/api/admin/held-links?pageSize=100"));
    expect(page.items.filter((item) => item.username === owner.user.username)).toEqual([]);

    const [phish, scam] = held;
    const released = await admin.client.request(`/api/admin/held-links/${phish?.id}/release`, { method: "POST" });
    expect(released.status).toBe(200);
    expect((await receivedMail(owner.user.email, /shows again/)).text).toContain(links[0]?.url);
    const removed = await admin.client.request(`/api/admin/held-links/${scam?.id}/remove`, { method: "POST" });
    expect(removed.status).toBe(200);
    expect((await receivedMail(owner.user.email, /removed/)).text).toContain(links[1]?.url);
    expect((await auditActions(owner.id)).map((entry) => entry.action)).toEqual([
      "resolve_report",
      "resolve_report",
      "release_link",
      "remove_link",
    ]);
    expect(await auditActions(owner.pageId)).toEqual([]);
  });
});
