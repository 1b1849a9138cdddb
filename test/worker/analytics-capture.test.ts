// What counts as a view and a click (docs/product.md, "Analytics"), through the worker and the analytics queue's consumer
// (the real queue in the first test, the consumer handed what the worker sent in the others):
// exclusions, unique visitors without cookies, and attribution.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { isBotAgent, isPrefetch } from "../../worker/analytics/exclusions";
import { forgetSaltCopy, visitorHash } from "../../worker/analytics/visitors";
import { openDb } from "../../worker/db/client";
import { agents, beacon, dailyRows, rollup, storeQuery, visit, waitForRollup } from "./support/analytics";
import { fetchWith } from "./support/faults";
import { createProfile, linksInDb } from "./support/profile";
import { deliverAnalytics } from "./support/queues";
import { requestOverRealQueues, signedInUser } from "./support/requests";

const links = [
  { title: "One", url: "https://one.example" },
  { title: "Two", url: "https://two.example" },
];

async function linkIds(userId: string): Promise<string[]> {
  const { results } = await env.DB.prepare("select id from links where page_id = ? order by position")
    .bind(userId)
    .all<{ id: string }>();
  return results.map((r) => r.id);
}

/**
 * Proves that requests which must not count did not: a view that does count is sent after them, then
 * everything the worker queued is folded, and the total must be exactly that one.
 */
async function expectOnlyTheSentinelCounted(userId: string, path: string) {
  expect((await visit(path, { userAgent: agents.desktop })).status).toBe(200);
  await deliverAnalytics();
  expect(await rollup(userId, "views")).toBe(1);
}

describe("a view", () => {
  // The analytics queue's end-to-end test: the view goes in through SELF and takes the real queue.
  it("is counted with its referrer source, country, device and one unique visitor, without a cookie", async () => {
    const owner = await createProfile({ links });
    const response = await visit(
      `/${owner.username}`,
      { userAgent: agents.iphone, referer: "https://l.instagram.com/?u=abc" },
      requestOverRealQueues,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toBeNull();
    await waitForRollup(owner.id, "views", 1);
    await waitForRollup(owner.id, "uniques", 1);
    expect(await rollup(owner.id, "views", "referrer:instagram")).toBe(1);
    expect(await rollup(owner.id, "views", "device:mobile")).toBe(1);
    const countries = (await dailyRows(owner.id)).filter((r) => r.dimension.startsWith("country:"));
    expect(countries).toHaveLength(1);
    expect(countries[0]?.dimension).toMatch(/^country:[A-Z0-9]{2}$/);
  });

  it("lets utm_source win over the Referer, and buckets known hosts", async () => {
    const owner = await createProfile({ links });
    await visit(`/${owner.username}?utm_source=Newsletter`, { referer: "https://www.tiktok.com/@someone" });
    await visit(`/${owner.username}`, { referer: "https://m.youtube.com/watch?v=1" });
    await visit(`/${owner.username}`, { referer: "https://t.co/abc" });
    await visit(`/${owner.username}`, { referer: "https://www.example.org/blog/post" });
    await visit(`/${owner.username}`);
    await deliverAnalytics();
    expect(await rollup(owner.id, "views")).toBe(5);
    const sources = (await dailyRows(owner.id))
      .filter((r) => r.metric === "views" && r.dimension.startsWith("referrer:"))
      .map((r) => r.dimension.slice("referrer:".length))
      .sort();
    expect(sources).toEqual(["direct", "example.org", "newsletter", "x", "youtube"]);
  });

  it("counts a visitor once a day: same address and browser again is a view, not a new visitor", async () => {
    const owner = await createProfile({ links });
    await visit(`/${owner.username}`, { ip: "203.0.113.7", userAgent: agents.desktop });
    await visit(`/${owner.username}`, { ip: "203.0.113.7", userAgent: agents.desktop });
    await visit(`/${owner.username}`, { ip: "203.0.113.7", userAgent: agents.androidPhone });
    await visit(`/${owner.username}`, { ip: "203.0.113.8", userAgent: agents.desktop });
    await deliverAnalytics();
    expect(await rollup(owner.id, "views")).toBe(4);
    expect(await rollup(owner.id, "uniques")).toBe(3);
    // What is kept for the day is a keyed hash, never the address or the agent.
    const results = await storeQuery<{ visitor_hash: string }>(
      owner.id,
      "select hash as visitor_hash, day from visitors",
    );
    expect(results).toHaveLength(3);
    for (const row of results) expect(row.visitor_hash).toMatch(/^[0-9a-f]{64}$/);
    const tables = ["days", "spilled_counts", "spilled_entries", "link_clicks"];
    const everything = JSON.stringify(
      await Promise.all(tables.map((table) => storeQuery(owner.id, `select * from ${table}`))),
    );
    expect(everything).not.toContain("203.0.113.7");
    expect(everything).not.toContain("Mozilla");
  });

  it("leaves concurrent visits pooled in few queue messages, each view counted once", async () => {
    const owner = await createProfile({ links });
    const ledgerSize = async () =>
      (await storeQuery<{ n: number }>(owner.id, "select count(*) as n from folded"))[0]?.n ?? 0;
    const before = await ledgerSize();
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => visit(`/${owner.username}`, { ip: `198.51.100.${i + 1}` })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(200));
    await deliverAnalytics();
    expect(await rollup(owner.id, "views")).toBe(30);
    expect(await rollup(owner.id, "uniques")).toBe(30);
    // One ledger row per queue message: the 30 events shared far fewer messages than one each.
    const messages = (await ledgerSize()) - before;
    expect(messages).toBeGreaterThanOrEqual(1);
    expect(messages).toBeLessThan(10);
  });

  it("is not counted for the owner's own visit, but is for another signed-in user", async () => {
    const { user, client } = await signedInUser("anaown");
    const ownerId = (
      await env.DB.prepare("select id from users where username = ?").bind(user.username).first<{ id: string }>()
    )?.id as string;
    expect((await visit(`/${user.username}`, { cookie: client.cookie })).status).toBe(200);
    const other = await signedInUser("anaother");
    expect((await visit(`/${user.username}`, { cookie: other.client.cookie })).status).toBe(200);
    await deliverAnalytics();
    expect(await rollup(ownerId, "views")).toBe(1);
  });

  it("is not counted for HEAD, prefetch or prerender requests, crawlers, link previews or a missing User-Agent", async () => {
    const owner = await createProfile({ links });
    const path = `/${owner.username}`;
    expect((await visit(path, { method: "HEAD" })).status).toBe(200);
    expect((await visit(path, { headers: { "Sec-Purpose": "prefetch" } })).status).toBe(200);
    expect((await visit(path, { headers: { "Sec-Purpose": "prefetch;prerender" } })).status).toBe(200);
    expect((await visit(path, { headers: { Purpose: "prefetch" } })).status).toBe(200);
    for (const agent of [
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Twitterbot/1.0",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "WhatsApp/2.23.20.0",
      "TelegramBot (like TwitterBot)",
      "LinkedInBot/1.0 (compatible; Mozilla/5.0; Apache-HttpClient +http://www.linkedin.com)",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)",
      "curl/8.5.0",
    ]) {
      expect((await visit(path, { userAgent: agent })).status).toBe(200);
    }
    expect((await visit(path, { userAgent: "" })).status).toBe(200);
    await expectOnlyTheSentinelCounted(owner.id, path);
  });

  it("is not counted when the page is not answered 200", async () => {
    const owner = await createProfile({ links, suspended: true });
    expect((await visit(`/${owner.username}`)).status).toBe(404);
    await deliverAnalytics();
    expect(await dailyRows(owner.id)).toEqual([]);
  });
});

describe("the visitor hash", () => {
  it("differs by day, profile, address and agent, and cannot be made again once the day's salt is gone", async () => {
    const db = openDb(env.DB);
    const visit = { day: "2031-01-02", userId: "u1", ip: "198.51.100.1", userAgent: agents.desktop };
    const first = await visitorHash(db, visit);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await visitorHash(db, visit)).toBe(first);
    for (const other of [
      { day: "2031-01-03" },
      { userId: "u2" },
      { ip: "198.51.100.2" },
      { userAgent: agents.iphone },
    ]) {
      expect(await visitorHash(db, { ...visit, ...other })).not.toBe(first);
    }
    await env.DB.prepare("delete from analytics_salts where day = ?").bind(visit.day).run();
    forgetSaltCopy();
    expect(await visitorHash(db, visit)).not.toBe(first);
  });
});

describe("the exclusion rules", () => {
  it("know browsers from fetchers", () => {
    for (const agent of Object.values(agents)) expect(isBotAgent(agent), agent).toBe(false);
    expect(isBotAgent(undefined)).toBe(true);
    expect(isBotAgent("Mozilla/5.0 (compatible; YandexBot/3.0)")).toBe(true);
    // A link preview isbot takes for an app's own browser.
    expect(isBotAgent("Viber/13.3.0.5 CFNetwork/1240.0.4 Darwin/20.6.0")).toBe(true);
    expect(isPrefetch(new Headers({ "Sec-Purpose": "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({ "X-Moz": "prefetch" }))).toBe(true);
    expect(isPrefetch(new Headers({}))).toBe(false);
  });
});

describe("a click", () => {
  it("keeps the link's lifetime count exact and is attributed to the day, the link and the visit", async () => {
    const owner = await createProfile({ links: [{ ...links[0], clicks: 5 }, links[1]] as typeof links });
    const [first, second] = await linkIds(owner.id);
    const sent = await beacon(
      { username: owner.username, linkIndex: 1, referrer: "https://www.linkedin.com/feed/" },
      { userAgent: agents.ipad },
    );
    expect(sent.status).toBe(204);
    await beacon({ username: owner.username, linkIndex: 0, utmSource: "ig" });
    await deliverAnalytics();
    expect(await rollup(owner.id, "clicks")).toBe(2);
    expect((await linksInDb(owner.username)).map((l) => l.clicks)).toEqual([6, 1]);
    expect(await rollup(owner.id, "clicks", `link:${first}`)).toBe(1);
    expect(await rollup(owner.id, "clicks", `link:${second}`)).toBe(1);
    expect(await rollup(owner.id, "clicks", "referrer:linkedin")).toBe(1);
    expect(await rollup(owner.id, "clicks", "referrer:instagram")).toBe(1);
    expect(await rollup(owner.id, "clicks", "device:tablet")).toBe(1);
    expect(await rollup(owner.id, "views")).toBe(0);
  });

  it("reads the page's snapshot once for a burst of clicks on it", async () => {
    const owner = await createProfile({ links });
    let reads = 0;
    const counted = new Proxy(env.PROFILES, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (property === "get") reads += 1;
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    for (let i = 0; i < 5; i++) {
      const response = await fetchWith({ PROFILES: counted }, "/api/click", {
        method: "POST",
        json: { username: owner.username, linkIndex: i % 2 },
      });
      expect(response.status).toBe(204);
    }
    expect(reads).toBe(1);
    await deliverAnalytics();
    expect(await rollup(owner.id, "clicks")).toBe(5);
  });

  it("ignores malformed attribution hints rather than refusing the click", async () => {
    const owner = await createProfile({ links });
    const sent = await beacon({ username: owner.username, linkIndex: 0, referrer: 42, utmSource: "x".repeat(5000) });
    expect(sent.status).toBe(204);
    await deliverAnalytics();
    expect(await rollup(owner.id, "clicks")).toBe(1);
    expect(await rollup(owner.id, "clicks", "referrer:direct")).toBe(1);
  });
});
