// Link safety (docs/product.md, "Trust and safety"): every saved link's URL is checked by the threat-intelligence provider (the
// Web Risk fake, fakes/webrisk) through the link safety queue (the real one in the first check test, the
// consumer handed what the worker sent in the others); a flagged URL is held — absent from /{username}
// and /api/user, marked in the editor, listed for admins — until released; a daily cron re-checks live
// URLs; a provider outage retries and never hides a link. Blocked domains: blocked-domains.test.ts; one
// verdict for a URL whatever carries it: url-verdicts.test.ts; socials: social-safety.test.ts.
import { env } from "cloudflare:test";
import { describe, expect, inject, it } from "vitest";
import type { HeldLinkList } from "#contract/safety";
import { openDb } from "../../worker/db/client";
import { recheckCarriedUrls, type UrlCheckMessage, urlCheckRetryDelaySeconds } from "../../worker/safety/url-checks";
import { lookUpThreats } from "../../worker/safety/webrisk";
import { signedInAdmin, signedInMember } from "./support/admin";
import { failing, fetchWith, newFault } from "./support/faults";
import { createProfile, getProfile, type LinkBody, putProfile } from "./support/profile";
import { json, type RequestOptions, request, requestOverRealQueues } from "./support/requests";
import {
  auditActions,
  consumeLinkChecks,
  heldItemsOf,
  linkCheck,
  linkIdsOf,
  recordingQueue,
  runDailyRecheck,
  urlCheck,
  verdictOn,
  waitForVerdict,
} from "./support/safety";

const queue = "linknest-link-safety";

async function publicLinks(username: string): Promise<string[]> {
  const body = await json<{ links: { url: string }[] }>(await request(`/api/user/${username}`));
  return body.links.map((link) => link.url);
}

async function pageHtml(username: string): Promise<string> {
  return (await request(`/${username}`)).text();
}

describe("the threat-intelligence check", () => {
  it("asks Web Risk's lookup API: {} for a safe URI, the threat types for a listed one", async () => {
    expect(await lookUpThreats(env, "https://safe.example")).toEqual([]);
    expect(await lookUpThreats(env, "https://x.example/unsafe-test")).toEqual([
      "MALWARE",
      "SOCIAL_ENGINEERING",
      "UNWANTED_SOFTWARE",
    ]);
  });

  // The link safety queue's end-to-end test: the save goes in through SELF and its checks take the real queue.
  it("holds a flagged link through the queue: gone from the page and /api/user, held in the editor, listed for admins", async () => {
    const owner = await signedInMember("held_owner");
    const overRealQueues = {
      request: (path: string, options: RequestOptions = {}) =>
        requestOverRealQueues(path, { ...options, cookie: owner.client.cookie }),
    };
    const saved = await putProfile(overRealQueues, {
      links: [
        { title: "Good", url: "https://good.example" },
        { title: "Bad", url: "https://evil.example/unsafe-test" },
      ],
    });
    expect(saved.status).toBe(200);
    const [goodId, badId] = (await linkIdsOf(owner.user.username)) as [string, string];
    await waitForVerdict(badId, "held");
    await waitForVerdict(goodId, "clean");

    expect(await publicLinks(owner.user.username)).toEqual(["https://good.example"]);
    const html = await pageHtml(owner.user.username);
    expect(html).toContain("https://good.example");
    expect(html).not.toContain("unsafe-test");
    expect((await getProfile(owner.client)).links.map((link) => [link.title, link.held])).toEqual([
      ["Good", false],
      ["Bad", true],
    ]);

    const admin = await signedInAdmin("held_admin");
    const list = await json<HeldLinkList>(await admin.client.request("/api/admin/held-links?pageSize=100"));
    expect(list.items.filter((item) => item.username === owner.user.username)).toEqual([
      {
        id: (await linkCheck(badId))?.id,
        username: owner.user.username,
        owner: { username: owner.user.username },
        title: "Bad",
        url: "https://evil.example/unsafe-test",
        threatTypes: ["MALWARE", "SOCIAL_ENGINEERING", "UNWANTED_SOFTWARE"],
        heldAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(list.total).toBeGreaterThanOrEqual(1);
  });

  it("sends no check for a section title, which has no URL, on save or in the daily re-check", async () => {
    const owner = await signedInMember("section_owner");
    const bodies: unknown[] = [];
    const spy = recordingQueue(bodies);
    const sentUrls = () => (bodies as UrlCheckMessage[]).map((body) => body.url);
    const response = await fetchWith({ LINK_SAFETY_QUEUE: spy }, "/api/profile", {
      method: "PUT",
      cookie: owner.client.cookie,
      json: {
        username: owner.user.username,
        bio: "",
        links: [
          { kind: "header", title: "Shop" },
          { title: "Good", url: "https://section-good.example" },
        ],
      },
    });
    expect(response.status).toBe(200);
    expect(bodies).toEqual([{ userId: owner.id, url: "https://section-good.example" }]);
    bodies.length = 0;
    await recheckCarriedUrls(openDb(env.DB), { ...env, LINK_SAFETY_QUEUE: spy });
    expect(sentUrls()).toContain("https://section-good.example");
    expect(sentUrls()).not.toContain("");
  });

  it("releases a held link: it shows at once, the release is audited, and no re-check holds it again", async () => {
    const owner = await signedInMember("release_owner");
    await putProfile(owner.client, { links: [{ title: "Flagged", url: "https://x.example/unsafe-test" }] });
    const [linkId] = (await linkIdsOf(owner.user.username)) as [string];
    expect(await verdictOn(linkId)).toBe("held");
    expect(await publicLinks(owner.user.username)).toEqual([]);

    const admin = await signedInAdmin("release_admin");
    const [held] = await heldItemsOf(admin.client, owner.user.username);
    const released = await admin.client.request(`/api/admin/held-links/${held?.id}/release`, { method: "POST" });
    expect(released.status).toBe(200);
    expect(await json(released)).toEqual({ msg: "Link released." });
    expect(await publicLinks(owner.user.username)).toEqual(["https://x.example/unsafe-test"]);
    expect(await pageHtml(owner.user.username)).toContain("https://x.example/unsafe-test");
    expect((await getProfile(owner.client)).links[0]?.held).toBe(false);
    expect(await auditActions(owner.id)).toContainEqual({
      action: "release_link",
      details: JSON.stringify({ url: "https://x.example/unsafe-test" }),
    });

    // A release stands for that URL: the daily re-check and a resave leave it visible.
    await runDailyRecheck();
    await putProfile(owner.client, { bio: "resaved" });
    expect(await verdictOn(linkId)).toBe("released");
    await consumeLinkChecks(queue, [{ userId: owner.id, url: "https://x.example/unsafe-test" }]);
    expect((await linkCheck(linkId))?.state).toBe("released");
    expect(await publicLinks(owner.user.username)).toEqual(["https://x.example/unsafe-test"]);

    // Releasing what is not held is a 404.
    const again = await admin.client.request(`/api/admin/held-links/${held?.id}/release`, { method: "POST" });
    expect(again.status).toBe(404);
  });

  it("judges an edited URL afresh: a held link edited to a safe URL shows again once checked", async () => {
    const owner = await signedInMember("edit_owner");
    await putProfile(owner.client, { links: [{ title: "Link", url: "https://x.example/unsafe-test" }] });
    const [linkId] = (await linkIdsOf(owner.user.username)) as [string];
    expect(await verdictOn(linkId)).toBe("held");
    const held: LinkBody | undefined = (await getProfile(owner.client)).links[0];
    if (!held) throw new Error("the link is gone");
    expect((await putProfile(owner.client, { links: [{ ...held, url: "https://fixed.example" }] })).status).toBe(200);
    // The hold named the old URL, so the new one shows at once and is checked on its own.
    expect(await publicLinks(owner.user.username)).toEqual(["https://fixed.example"]);
    expect(await verdictOn(linkId)).toBe("clean");
    expect((await linkCheck(linkId))?.url).toBe("https://fixed.example");
  });

  it("re-checks live links daily: a link that became listed is held by the cron", async () => {
    // Written straight to D1, as a link saved before the provider listed it.
    const owner = await createProfile({
      links: [
        { title: "Turned bad", url: "https://later.example/unsafe-test" },
        { title: "Fine", url: "https://fine.example" },
      ],
    });
    const [badId, fineId] = (await linkIdsOf(owner.username)) as [string, string];
    expect(await linkCheck(badId)).toBeNull();
    expect(await publicLinks(owner.username)).toHaveLength(2);

    await runDailyRecheck();
    expect(await verdictOn(badId)).toBe("held");
    expect(await verdictOn(fineId)).toBe("clean");
    expect(await publicLinks(owner.username)).toEqual(["https://fine.example"]);
  });

  it("never blocks a save when the provider is down: the check retries and the link stays visible", async () => {
    const owner = await createProfile({ links: [{ title: "Maybe", url: "https://maybe.example/unsafe-test" }] });
    const [linkId] = (await linkIdsOf(owner.username)) as [string];
    const outage = { WEBRISK_API_BASE: `${inject("webriskFakeUrl")}/outage` };

    const check = { userId: owner.id, url: "https://maybe.example/unsafe-test" };
    const failed = await consumeLinkChecks(queue, [check], 1, outage);
    expect(failed.explicitAcks).toEqual([]);
    expect(failed.retryMessages).toEqual([{ msgId: expect.any(String) }]);
    expect(await linkCheck(linkId)).toBeNull();
    expect(await publicLinks(owner.username)).toEqual(["https://maybe.example/unsafe-test"]);

    // The provider is back: the retried message holds the link.
    const retried = await consumeLinkChecks(queue, [check], 2);
    expect(retried.explicitAcks).toHaveLength(1);
    expect((await linkCheck(linkId))?.state).toBe("held");
    expect(await publicLinks(owner.username)).toEqual([]);
  });

  it("waits longer before each retry of an outage, up to an hour", () => {
    expect([1, 2, 3, 8, 20].map(urlCheckRetryDelaySeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });

  it("saves while the provider and the check queue are down: the link is visible, the re-check sends it", async () => {
    const owner = await signedInMember("outage_owner");
    const fault = newFault();
    const bindings = {
      WEBRISK_API_BASE: `${inject("webriskFakeUrl")}/outage`,
      LINK_SAFETY_QUEUE: failing(env.LINK_SAFETY_QUEUE, "LINK_SAFETY_QUEUE", ["send", "sendBatch"], fault),
    };
    const response = await fetchWith(bindings, "/api/profile", {
      method: "PUT",
      cookie: owner.client.cookie,
      json: {
        username: owner.user.username,
        bio: "",
        links: [{ title: "Later", url: "https://later.example/unsafe-test" }],
      },
    });
    expect(response.status).toBe(200);
    expect(fault.hits).toBe(1);
    const [linkId] = (await linkIdsOf(owner.user.username)) as [string];
    expect(await linkCheck(linkId)).toBeNull();
    expect(await publicLinks(owner.user.username)).toEqual(["https://later.example/unsafe-test"]);

    // The queue is back: the daily re-check sends what the save could not, and the link is held.
    await runDailyRecheck();
    expect(await verdictOn(linkId)).toBe("held");
    expect(await publicLinks(owner.user.username)).toEqual([]);
  });

  it("records checks given up after every retry in the admin's Errors", async () => {
    const result = await consumeLinkChecks(
      "linknest-link-safety-dlq",
      [{ userId: "gone", url: "https://a.example" }],
      9,
    );
    expect(result.ackAll).toBe(true);
    const row = await env.DB.prepare(
      "select message from logs where kind = 'error' and path = 'queue:linknest-link-safety-dlq' order by id desc",
    ).first<{ message: string }>();
    expect(row?.message).toContain("Link safety: 1 check(s) gave up after retries");
  });

  it("drops a stale check: the URL was edited away or its owner deleted after it was queued", async () => {
    const owner = await createProfile({ links: [{ title: "Now", url: "https://now.example" }] });
    const [linkId] = (await linkIdsOf(owner.username)) as [string];
    const result = await consumeLinkChecks(queue, [
      { userId: owner.id, url: "https://then.example/unsafe-test" },
      { userId: "no-such-user", url: "https://x.example/unsafe-test" },
      { nonsense: true },
      // A link check as queued before verdicts were kept per URL: dropped, and the daily re-check sends it again.
      { linkId, url: "https://now.example" },
    ]);
    expect(result.explicitAcks).toHaveLength(4);
    expect(await urlCheck(owner.id, "https://then.example/unsafe-test")).toBeNull();
    expect(await linkCheck(linkId)).toBeNull();
  });

  it("checks nothing when LINK_SAFETY_PROVIDER is none", async () => {
    const owner = await createProfile({ links: [{ title: "Off", url: "https://off.example/unsafe-test" }] });
    expect(await recheckCarriedUrls(openDb(env.DB), { ...env, LINK_SAFETY_PROVIDER: "none" })).toBe(0);
    expect(await publicLinks(owner.username)).toEqual(["https://off.example/unsafe-test"]);
  });
});
