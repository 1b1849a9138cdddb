// GET /api/analytics and its CSV export (docs/product.md, "Analytics"): the response shape word for word, the ranges
// and which of them are Pro, refusals, and the retention the hourly cron keeps.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AnalyticsReport } from "#contract/analytics";
import { utcDay } from "../../worker/analytics/days";
import { openDb } from "../../worker/db/client";
import { cleanUp } from "../../worker/maintenance/cleanup";
import { signedInMember } from "./support/admin";
import {
  clickEvent,
  consume,
  dailyRows,
  message,
  rollup,
  runRetention,
  storeQuery,
  viewEvent,
} from "./support/analytics";
import { putProfile, setSubscription } from "./support/profile";
import { json } from "./support/requests";

const dayMs = 24 * 60 * 60 * 1000;
const queue = "linknest-analytics";

/** A signed-in owner with three links, and their ids in page order. */
async function owner(prefix = "ana") {
  const member = await signedInMember(prefix);
  const saved = await putProfile(member.client, {
    links: [
      { title: "Shop", url: "https://shop.example" },
      { title: "Blog", url: "https://blog.example" },
      { title: '=HYPERLINK("x")', url: "https://x.example" },
    ],
  });
  expect(saved.status).toBe(200);
  const { results } = await env.DB.prepare("select id from links where page_id = ? order by position")
    .bind(member.id)
    .all<{ id: string }>();
  return { ...member, linkIds: results.map((r) => r.id) as [string, string, string] };
}

async function makePro(username: string) {
  await setSubscription(username, "active", Date.now() + 30 * dayMs);
}

describe("GET /api/analytics", () => {
  it("answers the report for the default 30 days: totals with CTR, one entry per day, links in page order, breakdowns by views", async () => {
    const me = await owner();
    const today = Date.now();
    await consume(queue, [
      message(viewEvent(me.id, { source: "instagram", country: "DE", device: "mobile" })),
      message(viewEvent(me.id, { source: "instagram", country: "FR", device: "mobile" })),
      message(viewEvent(me.id, { source: "direct", country: "FR", device: "desktop", at: today - 3 * dayMs })),
      message(viewEvent(me.id, { source: "x", country: "FR", device: "tablet", at: today - 3 * dayMs })),
      message(clickEvent(me.id, me.linkIds[1])),
      message(clickEvent(me.id, me.linkIds[1], { at: today - 3 * dayMs })),
      message(clickEvent(me.id, me.linkIds[0])),
      // Outside the range: 30 days ago is the 31st day back.
      message(viewEvent(me.id, { at: today - 30 * dayMs })),
    ]);
    const response = await me.client.request("/api/analytics");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const report = await json<AnalyticsReport>(response);
    expect(Object.keys(report)).toEqual([
      "range",
      "from",
      "to",
      "totals",
      "daily",
      "links",
      "referrers",
      "countries",
      "devices",
    ]);
    expect(report.range).toBe("30d");
    expect(report.to).toBe(utcDay(today));
    expect(report.from).toBe(utcDay(today - 29 * dayMs));
    expect(report.totals).toEqual({ views: 4, uniqueVisitors: 4, clicks: 3, ctr: 0.75 });
    expect(report.daily).toHaveLength(30);
    expect(report.daily[0]?.date).toBe(report.from);
    expect(report.daily.at(-1)).toEqual({ date: utcDay(today), views: 2, uniqueVisitors: 2, clicks: 2 });
    expect(report.daily.at(-4)).toEqual({ date: utcDay(today - 3 * dayMs), views: 2, uniqueVisitors: 2, clicks: 1 });
    expect(report.daily.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.date))).toBe(true);
    expect(report.links).toEqual([
      { id: me.linkIds[0], title: "Shop", url: "https://shop.example", clicks: 1, ctr: 0.25 },
      { id: me.linkIds[1], title: "Blog", url: "https://blog.example", clicks: 2, ctr: 0.5 },
      { id: me.linkIds[2], title: '=HYPERLINK("x")', url: "https://x.example", clicks: 0, ctr: 0 },
    ]);
    expect(report.referrers).toEqual([
      { source: "instagram", views: 2 },
      { source: "direct", views: 1 },
      { source: "x", views: 1 },
    ]);
    expect(report.countries).toEqual([
      { country: "FR", views: 3 },
      { country: "DE", views: 1 },
    ]);
    expect(report.devices).toEqual([
      { device: "mobile", views: 2 },
      { device: "desktop", views: 1 },
      { device: "tablet", views: 1 },
    ]);
  });

  it("lists links only: section titles are no rows of the Links table", async () => {
    const member = await signedInMember("anasection");
    const saved = await putProfile(member.client, {
      links: [
        { kind: "header", title: "Shop", url: "" },
        { title: "Store", url: "https://store.example" },
        { kind: "header", title: "Writing", url: "" },
        { title: "Blog", url: "https://blog.example" },
      ],
    });
    expect(saved.status).toBe(200);
    const report = await json<AnalyticsReport>(await member.client.request("/api/analytics"));
    expect(report.links.map((link) => link.title)).toEqual(["Store", "Blog"]);
  });

  it("answers zeros and a CTR of 0 when nothing was counted, and only the caller's own data", async () => {
    const me = await owner("anaempty");
    const other = await owner("anaother");
    await consume(queue, [message(viewEvent(other.id)), message(clickEvent(other.id, other.linkIds[0]))]);
    const report = await json<AnalyticsReport>(await me.client.request("/api/analytics?range=7d"));
    expect(report.range).toBe("7d");
    expect(report.daily).toHaveLength(7);
    expect(report.totals).toEqual({ views: 0, uniqueVisitors: 0, clicks: 0, ctr: 0 });
    expect(report.links.map((l) => [l.clicks, l.ctr])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect([report.referrers, report.countries, report.devices]).toEqual([[], [], []]);
  });

  it("keeps 90 and 365 days for Pro: a free account gets 403 naming Pro, a Pro account the whole range", async () => {
    const me = await owner("anapro");
    await consume(queue, [message(viewEvent(me.id, { at: Date.now() - 200 * dayMs }))]);
    for (const range of ["90d", "365d"]) {
      const refused = await me.client.request(`/api/analytics?range=${range}`);
      expect(refused.status).toBe(403);
      expect((await json<{ msg: string }>(refused)).msg).toBe(
        "Analytics beyond 30 days are part of Pro. Upgrade to Pro to see up to a year.",
      );
    }
    await makePro(me.user.username);
    const quarter = await json<AnalyticsReport>(await me.client.request("/api/analytics?range=90d"));
    expect(quarter.daily).toHaveLength(90);
    expect(quarter.totals.views).toBe(0);
    const year = await json<AnalyticsReport>(await me.client.request("/api/analytics?range=365d"));
    expect(year.daily).toHaveLength(365);
    expect(year.daily.at(-1)?.date).toBe(utcDay(Date.now()));
    expect(year.totals.views).toBe(1);
  });

  it("refuses any other range with 400, and anonymous callers with 401", async () => {
    const me = await owner("anabad");
    for (const range of ["", "14d", "30D", "7", "1y", "365d ", "all", "-7d"]) {
      const response = await me.client.request(`/api/analytics?range=${encodeURIComponent(range)}`);
      expect(response.status, range).toBe(400);
      expect((await json<{ msg: string }>(response)).msg).toBe("Range must be one of 7d, 30d, 90d or 365d.");
    }
    const { browser } = await import("./support/requests");
    expect((await browser().request("/api/analytics")).status).toBe(401);
    expect((await browser().request("/api/analytics/export.csv")).status).toBe(401);
  });
});

describe("GET /api/analytics/export.csv", () => {
  it("is Pro: a free account gets 403 naming Pro", async () => {
    const me = await owner("anacsvfree");
    const response = await me.client.request("/api/analytics/export.csv");
    expect(response.status).toBe(403);
    expect((await json<{ msg: string }>(response)).msg).toMatch(/\bPro\b/);
  });

  it("answers text/csv with a header row and one row per day and dimension, formulas kept as text", async () => {
    const me = await owner("anacsv");
    await makePro(me.user.username);
    await consume(queue, [
      message(viewEvent(me.id, { source: "instagram", country: "DE", device: "mobile" })),
      message(clickEvent(me.id, me.linkIds[2], { source: "instagram", country: "DE", device: "mobile" })),
    ]);
    const response = await me.client.request("/api/analytics/export.csv?range=7d");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="linknest-analytics-7d.csv"');
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("date,dimension,value,views,unique_visitors,clicks");
    const today = utcDay(Date.now());
    const todays = lines.filter((line) => line.startsWith(today));
    expect(todays).toEqual([
      `${today},total,,1,1,1`,
      `${today},country,DE,1,0,1`,
      `${today},device,mobile,1,0,1`,
      `${today},link,"'=HYPERLINK(""x"")",0,0,1`,
      `${today},referrer,instagram,1,0,1`,
    ]);
    // Every day of the range has its total row.
    expect(lines.filter((line) => line.includes(",total,"))).toHaveLength(7);
  });
});

describe("retention (each profile's store, and the hourly cron for the salts)", { timeout: 20_000 }, () => {
  it("keeps 30 days for free accounts and 365 for Pro, and drops the day's salt and visitor hashes once it is over", async () => {
    const free = await owner("anaretfree");
    const pro = await owner("anaretpro");
    await makePro(pro.user.username);
    const now = Date.now();
    const ages = [0, 29, 30, 364, 365];
    for (const who of [free, pro]) {
      await consume(
        queue,
        ages.map((age) => message(viewEvent(who.id, { at: now - age * dayMs }))),
      );
    }
    const pastVisitors = async (id: string) =>
      (await storeQuery<{ n: number }>(id, "select count(*) as n from visitors where day < ?", utcDay(now)))[0]?.n;
    expect(await pastVisitors(free.id)).toBeGreaterThan(0);
    await cleanUp(openDb(env.DB), env, now);
    for (const who of [free, pro]) expect(await runRetention(who.id)).toBe(true);
    const days = async (id: string) => [...new Set((await dailyRows(id)).map((r) => r.day))].sort().reverse();
    expect(await days(free.id)).toEqual([utcDay(now), utcDay(now - 29 * dayMs)]);
    expect(await days(pro.id)).toEqual([0, 29, 30, 364].map((age) => utcDay(now - age * dayMs)));
    expect([await pastVisitors(free.id), await pastVisitors(pro.id)]).toEqual([0, 0]);
    const salts = await env.DB.prepare("select day from analytics_salts order by day").all<{ day: string }>();
    expect(salts.results.map((r) => r.day)).toEqual([utcDay(now), utcDay(now + dayMs)]);
    expect(await rollup(free.id, "views")).toBe(2);
  });
});
