// Blocked domains (docs/product.md, "Trust and safety"): an admin's list of hosts no profile may link to. A save that adds or
// changes a link or a social icon onto one is refused with the error on that URL and nothing stored; a
// domain added to the list holds every link and social already on it (absent from the page, "Held for
// review" in the editor, listed for admins) while its owner can still save other edits, and a domain
// taken off the list shows them again. Every spelling of a host is seen through: case, subdomains,
// percent-encoding, Unicode and punycode, and the addresses of an e-mail social.
import { describe, expect, it } from "vitest";
import type { Social } from "#contract/socials";
import { type Client, signedInAdmin, signedInMember } from "./support/admin";
import { settleBackgroundWork } from "./support/background";
import { getProfile, type LinkBody, linksInDb, putProfile } from "./support/profile";
import { deliverSafetyChecks, discardQueued } from "./support/queues";
import { json, request } from "./support/requests";
import { heldItemsOf, runDailyRecheck } from "./support/safety";

const blocked = "This link can't be added.";

async function putBlockedDomains(domains: string[]) {
  const admin = await signedInAdmin("blocker");
  return admin.client.request("/api/admin/settings", { method: "PUT", json: { blockedDomains: domains } });
}

/** Saves the list, and lets the sweep it starts run. */
async function setBlockedDomains(domains: string[]) {
  const response = await putBlockedDomains(domains);
  expect(response.status).toBe(200);
  await deliverSafetyChecks();
  return json<{ blockedDomains: string[] }>(response);
}

async function saveProfile(client: Client, links: LinkBody[], socials?: Social[]) {
  const current = await getProfile(client);
  return client.request("/api/profile", {
    method: "PUT",
    json: { username: current.username, bio: current.bio, links, ...(socials ? { socials } : {}) },
  });
}

async function publicUrls(username: string) {
  const body = await json<{ links: { url: string }[]; socials: Social[] }>(await request(`/api/user/${username}`));
  return { links: body.links.map((link) => link.url), socials: body.socials.map((social) => social.url) };
}

describe("blocked domains on a save", () => {
  it("are stored lower-case without schemes, paths, wildcards or repeats, one per line in the settings", async () => {
    const saved = await setBlockedDomains([
      "  Phish.Example ",
      "https://bad.example/path",
      "*.wild.example",
      "phish.example",
      "",
    ]);
    expect(saved.blockedDomains).toEqual(["phish.example", "bad.example", "wild.example"]);
    const admin = await signedInAdmin("blocker_read");
    expect(
      (await json<{ blockedDomains: string[] }>(await admin.client.request("/api/admin/settings"))).blockedDomains,
    ).toEqual(saved.blockedDomains);
  });

  it("refuse a domain that is not a host name", async () => {
    const admin = await signedInAdmin("blocker_bad");
    const response = await admin.client.request("/api/admin/settings", {
      method: "PUT",
      json: { blockedDomains: ["not a domain!"] },
    });
    expect(response.status).toBe(400);
  });

  it("refuse a link to the domain or any subdomain, in any case, with a field error and nothing saved", async () => {
    await setBlockedDomains(["blocked-domain.example"]);
    const owner = await signedInMember("blocked_owner");
    expect((await putProfile(owner.client, { links: [{ title: "Fine", url: "https://fine.example" }] })).status).toBe(
      200,
    );

    for (const url of [
      "https://blocked-domain.example/login",
      "http://BLOCKED-DOMAIN.EXAMPLE",
      "https://deep.sub.Blocked-Domain.example/x",
      "https://blocked-domain.example./trailing-dot",
    ]) {
      const response = await putProfile(owner.client, {
        bio: "changed",
        links: [
          { title: "Fine", url: "https://fine.example" },
          { title: "Bad", url },
        ],
      });
      expect(response.status, url).toBe(400);
      expect(await json(response)).toEqual({ msg: blocked, errors: [{ field: "links.1.url", message: blocked }] });
    }
    expect(await linksInDb(owner.user.username)).toMatchObject([{ title: "Fine", url: "https://fine.example" }]);
    expect((await getProfile(owner.client)).bio).toBe("");
  });

  it("do not refuse a host that only ends with the same letters", async () => {
    await setBlockedDomains(["blocked-suffix.example"]);
    const owner = await signedInMember("suffix_owner");
    const response = await putProfile(owner.client, {
      links: [{ title: "Other", url: "https://notblocked-suffix.example" }],
    });
    expect(response.status).toBe(200);
  });
});

describe("a domain added to the list", () => {
  const domain = "blocked-later.example";
  const oldLink = `https://old.${domain}/page`;
  const website = `https://${domain}/me`;
  const email = `mailto:me@${domain}`;

  /** An owner whose page linked to the domain before it was blocked; the admin then blocks it. */
  async function ownerOnNewlyBlockedDomain(prefix: string) {
    await setBlockedDomains([]);
    const owner = await signedInMember(prefix);
    const saved = await saveProfile(
      owner.client,
      [
        { title: "Fine", url: `https://${prefix}.example` },
        { title: "Old", url: oldLink },
      ],
      [
        { platform: "website", url: website },
        { platform: "email", url: email },
        { platform: "github", url: `https://github.com/${prefix}` },
      ],
    );
    expect(saved.status).toBe(200);
    await deliverSafetyChecks();
    await setBlockedDomains([domain]);
    return owner;
  }

  it("holds every link and social on it: gone from the page, held in the editor, listed for admins", async () => {
    const owner = await ownerOnNewlyBlockedDomain("blocked_existing");
    const { username } = owner.user;
    expect(await publicUrls(username)).toEqual({
      links: ["https://blocked_existing.example"],
      socials: ["https://github.com/blocked_existing"],
    });
    const html = await (await request(`/${username}`)).text();
    expect(html).not.toContain(domain);
    const editor = await getProfile(owner.client);
    expect(editor.links.map((link) => [link.title, link.held])).toEqual([
      ["Fine", false],
      ["Old", true],
    ]);
    expect(editor.socials).toEqual([
      { platform: "website", url: website, held: true },
      { platform: "email", url: email, held: true },
      { platform: "github", url: "https://github.com/blocked_existing" },
    ]);
    const admin = await signedInAdmin("blocked_existing_admin");
    const listed = await heldItemsOf(admin.client, username);
    expect(listed.map((item) => [item.title, item.url, item.threatTypes]).sort()).toEqual(
      [
        ["Old", oldLink, ["BLOCKED_DOMAIN"]],
        ["Website", website, ["BLOCKED_DOMAIN"]],
        ["Email", email, ["BLOCKED_DOMAIN"]],
      ].sort(),
    );
  });

  it("lets the owner save other edits, refusing only a link the save adds or changes onto it", async () => {
    const owner = await ownerOnNewlyBlockedDomain("blocked_editing");
    const bioOnly = await putProfile(owner.client, { bio: "Still here" });
    expect(bioOnly.status).toBe(200);
    expect((await getProfile(owner.client)).bio).toBe("Still here");

    const current = (await getProfile(owner.client)).links;
    const added = await saveProfile(owner.client, [...current, { title: "New", url: `https://new.${domain}` }]);
    expect(added.status).toBe(400);
    expect(await json(added)).toEqual({ msg: blocked, errors: [{ field: "links.2.url", message: blocked }] });

    const [fine, old] = current;
    if (!fine || !old) throw new Error("the links are gone");
    const changed = await saveProfile(owner.client, [fine, { ...old, url: `https://${domain}/other` }]);
    expect(changed.status).toBe(400);
    expect(await json(changed)).toEqual({ msg: blocked, errors: [{ field: "links.1.url", message: blocked }] });

    const newSocial = await saveProfile(owner.client, current, [{ platform: "website", url: `https://x.${domain}` }]);
    expect(newSocial.status).toBe(400);
    expect(await json(newSocial)).toEqual({ msg: blocked, errors: [{ field: "socials.0.url", message: blocked }] });

    expect((await linksInDb(owner.user.username)).map((link) => link.url)).toEqual([
      "https://blocked_editing.example",
      oldLink,
    ]);
    // What stayed is still held.
    expect((await publicUrls(owner.user.username)).links).toEqual(["https://blocked_editing.example"]);
  });

  it("shows again what it held once it is taken off the list", async () => {
    const owner = await ownerOnNewlyBlockedDomain("blocked_lifted");
    await setBlockedDomains(["other-blocked.example"]);
    await deliverSafetyChecks();
    expect(await publicUrls(owner.user.username)).toEqual({
      links: ["https://blocked_lifted.example", oldLink],
      socials: [website, email, "https://github.com/blocked_lifted"],
    });
    const admin = await signedInAdmin("blocked_lifted_admin");
    expect(await heldItemsOf(admin.client, owner.user.username)).toEqual([]);
  });

  it("is applied by the daily re-check when its sweep was lost, and an admin's release then stands", async () => {
    await setBlockedDomains([]);
    const owner = await signedInMember("blocked_daily");
    const { username } = owner.user;
    const link = `https://daily.${domain}/page`;
    expect((await putProfile(owner.client, { links: [{ title: "Daily", url: link }] })).status).toBe(200);
    await deliverSafetyChecks();

    expect((await putBlockedDomains([domain])).status).toBe(200);
    await settleBackgroundWork();
    discardQueued();
    expect((await publicUrls(username)).links).toEqual([link]);

    await runDailyRecheck();
    await deliverSafetyChecks();
    expect((await publicUrls(username)).links).toEqual([]);
    const admin = await signedInAdmin("blocked_daily_admin");
    const [held] = await heldItemsOf(admin.client, username);
    expect(held).toMatchObject({ url: link, threatTypes: ["BLOCKED_DOMAIN"] });

    const released = await admin.client.request(`/api/admin/held-links/${held?.id}/release`, { method: "POST" });
    expect(released.status).toBe(200);
    await runDailyRecheck();
    await deliverSafetyChecks();
    expect((await publicUrls(username)).links).toEqual([link]);
  });

  it("names a Settings line that is not a host name in the error", async () => {
    const response = await putBlockedDomains(["fine.example", "not a domain!"]);
    expect(response.status).toBe(400);
    const body = await json<{ msg: string; errors: { field: string; message: string }[] }>(response);
    expect(body.errors).toEqual([{ field: "blockedDomains.1", message: expect.stringContaining('"not a domain!"') }]);
  });
});

describe("blocked domains and every spelling of an address", () => {
  const idn = "bücher-blocked.example";
  const punycode = new URL(`http://${idn}`).hostname;

  it("store an internationalised domain in its punycode form, typed either way", async () => {
    expect((await setBlockedDomains([idn])).blockedDomains).toEqual([punycode]);
    expect((await setBlockedDomains([punycode.toUpperCase()])).blockedDomains).toEqual([punycode]);
  });

  it("refuse an e-mail social on a blocked domain however it is spelled", async () => {
    await setBlockedDomains(["blocked-mail.example", idn]);
    const owner = await signedInMember("blocked_mail");
    for (const url of [
      "mailto:a@blocked-mail.example",
      "mailto:a@BLOCKED-MAIL.Example",
      "mailto:a@sub.blocked-mail.example",
      "mailto:a@blocked-mail%2Eexample",
      "mailto:a%40blocked-mail.example@x.blocked-mail.example",
      "mailto:?to=a@blocked-mail.example",
      "mailto:x@fine.example?cc=a%40blocked-mail.example",
      "mailto:%22Shop%22%3Ca@blocked-mail.example%3E",
      "mailto:a@blocked-mail.example(support)",
      `mailto:a@${idn}`,
      `mailto:a@${punycode}`,
      `mailto:a@${idn.toUpperCase()}`,
      `https://${idn}/shop`,
      `https://${punycode}/shop`,
    ]) {
      const response = await saveProfile(owner.client, [], [{ platform: "email", url }]);
      expect(response.status, url).toBe(400);
      expect(await json(response), url).toEqual({
        msg: blocked,
        errors: [{ field: "socials.0.url", message: blocked }],
      });
    }
    const fine = await saveProfile(owner.client, [], [{ platform: "email", url: "mailto:a@blocked-mail.example.org" }]);
    expect(fine.status).toBe(200);
  });
});
