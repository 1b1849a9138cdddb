// One verdict per URL and owner (docs/product.md, "Trust and safety"): whatever carries a URL on a profile — a link, a social icon
// — the safety check's verdict and an admin's decision (hide, release) stand for that URL. A URL an admin
// hid after a report stays held, and stays in Held links, when the owner gives it a new title, removes it
// and adds it back, imports it, or puts it on a social icon; a released URL shows wherever it is carried.
import { describe, expect, it } from "vitest";
import type { Social } from "#contract/socials";
import { type Client, signedInAdmin, signedInMember } from "./support/admin";
import { getProfile, type LinkBody } from "./support/profile";
import { deliverSafetyChecks } from "./support/queues";
import { json, request } from "./support/requests";
import { heldItemsOf, hideAfterReport } from "./support/safety";

const keep = { title: "Keep", url: "https://keep.example" };

async function save(client: Client, links: LinkBody[], socials: Social[] = []) {
  const current = await getProfile(client);
  const response = await client.request("/api/profile", {
    method: "PUT",
    json: { username: current.username, bio: current.bio, links, socials },
  });
  expect(response.status).toBe(200);
}

async function publicUrls(username: string): Promise<string[]> {
  const body = await json<{ links: { url: string }[]; socials: Social[] }>(await request(`/api/user/${username}`));
  return [...body.links.map((link) => link.url), ...body.socials.map((social) => social.url)];
}

/** An owner whose link was hidden after a report, and the admin who hid it. */
async function ownerWithHiddenLink(prefix: string) {
  const owner = await signedInMember(prefix);
  const url = `https://${prefix}.example/login`;
  await save(owner.client, [keep, { title: "Bank login", url }]);
  const admin = await signedInAdmin(`${prefix}_admin`);
  await hideAfterReport(admin.client, owner.user.username, "Bank login");
  expect(await publicUrls(owner.user.username)).toEqual([keep.url]);
  return { owner, admin: admin.client, url, username: owner.user.username };
}

/** The URL is held for its owner: absent from the page, marked in the editor, listed once for admins. */
async function expectHeld(admin: Client, username: string, client: Client, url: string, title: string) {
  expect(await publicUrls(username)).not.toContain(url);
  expect(await (await request(`/${username}`)).text()).not.toContain(url);
  const editor = await getProfile(client);
  const carriers = [
    ...editor.links.filter((link) => link.url === url).map((link) => link.held),
    ...editor.socials.filter((social) => social.url === url).map((social) => social.held),
  ];
  expect(carriers.length).toBeGreaterThan(0);
  expect(carriers.every((held) => held === true)).toBe(true);
  const listed = (await heldItemsOf(admin, username)).filter((item) => item.url === url);
  expect(listed).toEqual([expect.objectContaining({ title, url, threatTypes: ["REPORTED"] })]);
}

describe("an admin's hide stands for its URL", () => {
  it("holds the URL under a new title", async () => {
    const { owner, admin, url, username } = await ownerWithHiddenLink("hidden_retitled");
    const [kept, hidden] = (await getProfile(owner.client)).links;
    if (!kept || !hidden) throw new Error("the links are gone");
    await save(owner.client, [kept, { ...hidden, title: "Totally safe" }]);
    await deliverSafetyChecks();
    await expectHeld(admin, username, owner.client, url, "Totally safe");
    // A new link (no id) with the same URL and a new title is the same URL.
    await save(owner.client, [kept, { title: "Safe again", url }]);
    await deliverSafetyChecks();
    await expectHeld(admin, username, owner.client, url, "Safe again");
  });

  it("holds the URL when it is removed and added back", async () => {
    const { owner, admin, url, username } = await ownerWithHiddenLink("hidden_readded");
    await save(owner.client, [keep]);
    expect(await heldItemsOf(admin, username)).toEqual([]);
    await save(owner.client, [keep, { title: "Bank login", url }]);
    await deliverSafetyChecks();
    await expectHeld(admin, username, owner.client, url, "Bank login");
  });

  it("holds the URL when an import brings it back", async () => {
    const { owner, admin, url, username } = await ownerWithHiddenLink("hidden_imported");
    await save(owner.client, [keep]);
    const imported = await owner.client.request("/api/account/import", {
      method: "POST",
      json: {
        mode: "replace",
        data: { format: "linknest-export", version: 1, links: [keep, { title: "Imported bank", url }] },
      },
    });
    expect(imported.status).toBe(200);
    await deliverSafetyChecks();
    await expectHeld(admin, username, owner.client, url, "Imported bank");
  });

  it("holds the URL on a social icon", async () => {
    const { owner, admin, url, username } = await ownerWithHiddenLink("hidden_social");
    await save(owner.client, [keep], [{ platform: "website", url }]);
    await deliverSafetyChecks();
    await expectHeld(admin, username, owner.client, url, "Website");
  });

  it("lists a URL carried twice once, under its link's title", async () => {
    const { owner, admin, url, username } = await ownerWithHiddenLink("hidden_twice");
    await save(
      owner.client,
      [keep, { title: "Bank login", url }, { title: "Bank again", url }],
      [{ platform: "website", url }],
    );
    await deliverSafetyChecks();
    await expectHeld(admin, username, owner.client, url, "Bank login");
  });
});

describe("a verdict stands for its URL whatever carries it", () => {
  it("a URL the check held on a social icon is held on a link, and a release shows both", async () => {
    const owner = await signedInMember("verdict_shared");
    const url = "https://shared.example/unsafe-test";
    await save(owner.client, [keep], [{ platform: "website", url }]);
    await deliverSafetyChecks();
    const { username } = owner.user;
    expect(await publicUrls(username)).toEqual([keep.url]);

    // The same URL on a link is held at once, before any check runs.
    await save(owner.client, [keep, { title: "Same place", url }], [{ platform: "website", url }]);
    expect(await publicUrls(username)).toEqual([keep.url]);
    const admin = await signedInAdmin("verdict_shared_admin");
    const [item] = await heldItemsOf(admin.client, username);
    expect(await heldItemsOf(admin.client, username)).toEqual([
      expect.objectContaining({
        title: "Same place",
        url,
        threatTypes: ["MALWARE", "SOCIAL_ENGINEERING", "UNWANTED_SOFTWARE"],
      }),
    ]);

    const released = await admin.client.request(`/api/admin/held-links/${item?.id}/release`, { method: "POST" });
    expect(released.status).toBe(200);
    expect(await publicUrls(username)).toEqual([keep.url, url, url]);

    // The release stands for the URL: carried anew, by a new link, it is not held again.
    await save(owner.client, [keep, { title: "Moved", url }]);
    await deliverSafetyChecks();
    expect(await publicUrls(username)).toEqual([keep.url, url]);
    expect(await heldItemsOf(admin.client, username)).toEqual([]);
  });

  it("is the owner's: another owner's same URL is judged on its own", async () => {
    const { url } = await ownerWithHiddenLink("hidden_elsewhere");
    const other = await signedInMember("verdict_other_owner");
    await save(other.client, [{ title: "My bank", url }]);
    await deliverSafetyChecks();
    expect(await publicUrls(other.user.username)).toEqual([url]);
  });
});
