// Social icon safety (docs/product.md, "Trust and safety"): every saved web social's URL is checked by the threat-intelligence
// provider (the Web Risk fake, fakes/webrisk) through the link safety queue's consumer, as links' are; a
// flagged social is held — absent from /{username} and /api/user, marked in the editor, listed for
// admins under its platform's name — until released; the daily cron re-checks live socials; mailto:
// socials are never sent; a provider outage retries and never hides a social.
import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import type { HeldLinkList } from "#contract/safety";
import type { Social } from "#contract/socials";
import { openDb } from "../../worker/db/client";
import { recheckCarriedUrls, type UrlCheckMessage } from "../../worker/safety/url-checks";
import { type Client, signedInAdmin, signedInMember } from "./support/admin";
import { fetchWith } from "./support/faults";
import { createProfile, getProfile } from "./support/profile";
import { deliverSafetyChecks } from "./support/queues";
import { json, request } from "./support/requests";
import { auditActions, consumeLinkChecks, recordingQueue, runDailyRecheck, urlCheck } from "./support/safety";

const queue = "linknest-link-safety";
const flagged = "https://evil.example/unsafe-test";
const threats = ["MALWARE", "SOCIAL_ENGINEERING", "UNWANTED_SOFTWARE"];

const socialCheck = urlCheck;

/** The verdict on a social once the consumer has judged every check the worker queued. */
async function socialVerdict(userId: string, url: string) {
  await deliverSafetyChecks();
  return (await socialCheck(userId, url))?.state;
}

async function saveSocials(client: Client, socials: Social[]): Promise<Response> {
  const current = await getProfile(client);
  return client.request("/api/profile", {
    method: "PUT",
    json: { username: current.username, bio: current.bio, avatar: current.avatar, links: current.links, socials },
  });
}

async function publicSocials(username: string): Promise<string[]> {
  const body = await json<{ socials: Social[] }>(await request(`/api/user/${username}`));
  return body.socials.map((social) => social.url);
}

async function pageHtml(username: string): Promise<string> {
  return (await request(`/${username}`)).text();
}

/** Socials written straight to D1, as saved before the provider listed them. */
async function storeSocials(userId: string, socials: Social[]) {
  await env.DB.prepare("insert into profile_styles (page_id, theme_preset, socials) values (?, 'classic', ?)")
    .bind(userId, JSON.stringify(socials))
    .run();
}

async function userIdOf(username: string): Promise<string> {
  const row = await env.DB.prepare("select id from users where username = ?").bind(username).first<{ id: string }>();
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe("the threat-intelligence check of social icons", () => {
  it("holds a flagged social through the queue, lists it for admins, and a release shows it again", async () => {
    const owner = await signedInMember("social_held");
    const saved = await saveSocials(owner.client, [
      { platform: "github", url: "https://github.com/good" },
      { platform: "website", url: flagged },
      { platform: "email", url: "mailto:me@example.com" },
    ]);
    expect(saved.status).toBe(200);
    expect(await socialVerdict(owner.id, flagged)).toBe("held");
    expect(await socialVerdict(owner.id, "https://github.com/good")).toBe("clean");

    // Gone from /api/user and the page; the others stay.
    const { username } = owner.user;
    expect(await publicSocials(username)).toEqual(["https://github.com/good", "mailto:me@example.com"]);
    const html = await pageHtml(username);
    expect(html).toContain("https://github.com/good");
    expect(html).not.toContain("unsafe-test");
    // The editor sees it, marked held; the others carry no `held` at all.
    expect((await getProfile(owner.client)).socials).toEqual([
      { platform: "github", url: "https://github.com/good" },
      { platform: "website", url: flagged, held: true },
      { platform: "email", url: "mailto:me@example.com" },
    ]);

    const admin = await signedInAdmin("social_admin");
    const list = await json<HeldLinkList>(await admin.client.request("/api/admin/held-links?pageSize=100"));
    const item = list.items.find((entry) => entry.username === username);
    expect(item).toEqual({
      id: (await socialCheck(owner.id, flagged))?.id,
      username,
      owner: { username },
      title: "Website",
      url: flagged,
      threatTypes: threats,
      heldAt: expect.any(String),
    });
    expect(list.items.filter((entry) => entry.username === username)).toHaveLength(1);
    expect(list.total).toBeGreaterThanOrEqual(1);
    if (!item) throw new Error("the held social is not listed");

    const released = await admin.client.request(`/api/admin/held-links/${item.id}/release`, { method: "POST" });
    expect(released.status).toBe(200);
    expect(await json(released)).toEqual({ msg: "Link released." });
    expect(await publicSocials(username)).toContain(flagged);
    expect(await pageHtml(username)).toContain(flagged);
    expect((await getProfile(owner.client)).socials[1]).toEqual({ platform: "website", url: flagged });
    expect(await auditActions(owner.id)).toContainEqual({
      action: "release_link",
      details: JSON.stringify({ url: flagged }),
    });
    const after = await json<HeldLinkList>(await admin.client.request("/api/admin/held-links?pageSize=100"));
    expect(after.items.some((entry) => entry.id === item.id)).toBe(false);

    // A release stands for that URL: a check of it leaves it visible.
    await consumeLinkChecks(queue, [{ userId: owner.id, url: flagged }]);
    expect((await socialCheck(owner.id, flagged))?.state).toBe("released");
    expect(await publicSocials(username)).toContain(flagged);

    // Releasing what is not held is a 404, for a social as for a link.
    const again = await admin.client.request(`/api/admin/held-links/${item.id}/release`, { method: "POST" });
    expect(again.status).toBe(404);
    const unknown = await admin.client.request("/api/admin/held-links/nope/release", { method: "POST" });
    expect(unknown.status).toBe(404);
  });

  it("drops a held social from the admin list once the owner removes it", async () => {
    const owner = await signedInMember("social_removed");
    await saveSocials(owner.client, [{ platform: "website", url: "https://gone.example/unsafe-test" }]);
    expect(await socialVerdict(owner.id, "https://gone.example/unsafe-test")).toBe("held");
    const admin = await signedInAdmin("social_removed_admin");
    const listed = async () =>
      (await json<HeldLinkList>(await admin.client.request("/api/admin/held-links?pageSize=100"))).items.some(
        (entry) => entry.username === owner.user.username,
      );
    expect(await listed()).toBe(true);
    expect((await saveSocials(owner.client, [])).status).toBe(200);
    expect(await listed()).toBe(false);
  });

  it("never sends a mailto: social to the provider, on save or in the daily re-check", async () => {
    const owner = await signedInMember("social_mailto");
    const sent: unknown[] = [];
    const spy = recordingQueue(sent);
    const response = await fetchWith({ LINK_SAFETY_QUEUE: spy }, "/api/profile", {
      method: "PUT",
      cookie: owner.client.cookie,
      json: {
        username: owner.user.username,
        bio: "",
        links: [],
        socials: [
          { platform: "email", url: "mailto:unsafe-test@example.com" },
          { platform: "github", url: "https://github.com/mailto-owner" },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(sent).toEqual([{ userId: owner.id, url: "https://github.com/mailto-owner" }]);

    sent.length = 0;
    await recheckCarriedUrls(openDb(env.DB), { ...env, LINK_SAFETY_QUEUE: spy });
    const urls = (sent as UrlCheckMessage[]).map((message) => message.url);
    expect(urls).toContain("https://github.com/mailto-owner");
    expect(urls.some((url) => url.startsWith("mailto:"))).toBe(false);

    // A mailto check reaching the consumer anyway is dropped without asking anyone.
    const result = await consumeLinkChecks(queue, [{ userId: owner.id, url: "mailto:unsafe-test@example.com" }]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await socialCheck(owner.id, "mailto:unsafe-test@example.com")).toBeNull();
    expect(await publicSocials(owner.user.username)).toContain("mailto:unsafe-test@example.com");
  });

  it("re-checks live socials daily: a social that became listed is held by the cron", async () => {
    const owner = await createProfile();
    const userId = await userIdOf(owner.username);
    await storeSocials(userId, [
      { platform: "website", url: "https://later.example/unsafe-test" },
      { platform: "github", url: "https://github.com/fine" },
    ]);
    expect(await publicSocials(owner.username)).toHaveLength(2);

    await runDailyRecheck();
    expect(await socialVerdict(userId, "https://later.example/unsafe-test")).toBe("held");
    expect(await socialVerdict(userId, "https://github.com/fine")).toBe("clean");
    expect(await publicSocials(owner.username)).toEqual(["https://github.com/fine"]);
    expect(await pageHtml(owner.username)).not.toContain("unsafe-test");
  });

  it("retries through a provider outage while the social stays visible, then holds it", async () => {
    const owner = await createProfile();
    const userId = await userIdOf(owner.username);
    const url = "https://maybe.example/unsafe-test";
    await storeSocials(userId, [{ platform: "website", url }]);
    const outage = { WEBRISK_API_BASE: `${inject("webriskFakeUrl")}/outage` };

    const failed = await consumeLinkChecks(queue, [{ userId, url }], 1, outage);
    expect(failed.explicitAcks).toEqual([]);
    expect(failed.retryMessages).toEqual([{ msgId: expect.any(String) }]);
    expect(await socialCheck(userId, url)).toBeNull();
    expect(await publicSocials(owner.username)).toEqual([url]);

    const retried = await consumeLinkChecks(queue, [{ userId, url }], 2);
    expect(retried.explicitAcks).toHaveLength(1);
    expect(await socialCheck(userId, url)).toMatchObject({ state: "held" });
    expect(await publicSocials(owner.username)).toEqual([]);
  });

  it("drops a stale or malformed check, and judges a URL whatever carries it", async () => {
    const owner = await createProfile({ links: [{ title: "Link", url: "https://link.example/unsafe-test" }] });
    const userId = await userIdOf(owner.username);
    await storeSocials(userId, [{ platform: "github", url: "https://github.com/now" }]);
    const result = await consumeLinkChecks(queue, [
      { userId, url: "https://then.example/unsafe-test" },
      { userId: "no-such-user", url: flagged },
      { userId },
      { userId, url: "https://link.example/unsafe-test" },
    ]);
    expect(result.explicitAcks).toHaveLength(4);
    expect(await socialCheck(userId, "https://then.example/unsafe-test")).toBeNull();
    expect((await socialCheck(userId, "https://link.example/unsafe-test"))?.state).toBe("held");
  });
});
