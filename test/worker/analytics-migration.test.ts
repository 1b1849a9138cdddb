// Moving the analytics the shared D1 held into the stores on a live deployment (docs/decisions/031,
// README "Deploy"), on a database holding the tables of migration 0005 with figures in them: while the
// move is under way every answer adds what D1 still holds and the consumer skips what the D1 consumer
// folded; the hourly cron moves the figures in slices, any run repeatable; the answers stay the same;
// migration 0011 refuses to drop the tables until the move has finished, and then drops them.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { AdminMetrics, TopProfile } from "#contract/admin-types";
import type { AnalyticsReport } from "#contract/analytics";
import { utcDay, utcHour } from "../../worker/analytics/days";
import { forgetMoveFinished } from "../../worker/analytics/legacy";
import { moveAnalytics, moveSettleMs } from "../../worker/analytics/move";
import { profileStore } from "../../worker/analytics/stores";
import { openDb } from "../../worker/db/client";
import { cleanUp } from "../../worker/maintenance/cleanup";
import { signedInAdmin, signedInMember } from "./support/admin";
import { clickEvent, consume, message, viewEvent } from "./support/analytics";
import { getProfile, putProfile, setSubscription } from "./support/profile";
import { json } from "./support/requests";

const dayMs = 24 * 60 * 60 * 1000;
const queue = "linknest-analytics";

const migration = (prefix: string) => {
  const found = env.TEST_MIGRATIONS.find((m) => m.name.startsWith(prefix));
  if (!found) throw new Error(`no migration ${prefix}`);
  return found;
};
const applyQueries = (queries: string[]) => env.DB.batch(queries.map((query) => env.DB.prepare(query)));

/** Puts the database back to before the move: migration 0005's analytics tables, and no move begun. */
async function todaysTables(): Promise<void> {
  const tables = migration("0005").queries.filter((query) => !query.includes("analytics_salts"));
  await applyQueries(
    tables.map((query) =>
      query
        .replace("CREATE TABLE `", "CREATE TABLE IF NOT EXISTS `")
        .replace("CREATE INDEX `", "CREATE INDEX IF NOT EXISTS `"),
    ),
  );
  await env.DB.prepare("delete from analytics_move").run();
  forgetMoveFinished();
}

const tableExists = async (name: string) =>
  (
    await env.DB.prepare("select count(*) as n from sqlite_master where type = 'table' and name = ?")
      .bind(name)
      .first<{ n: number }>()
  )?.n === 1;

/** A Pro owner with two links whose figures are in D1's tables, as the D1 consumer left them. */
async function ownerWithFiguresInD1(prefix: string) {
  const member = await signedInMember(prefix);
  expect(
    (
      await putProfile(member.client, {
        links: [
          { title: "Shop", url: "https://shop.example" },
          { title: "Blog", url: "https://blog.example" },
        ],
      })
    ).status,
  ).toBe(200);
  await setSubscription(member.user.username, "active", Date.now() + 30 * dayMs);
  const linkIds = (await getProfile(member.client)).links.map((link) => link.id) as [string, string];
  const now = Date.now();
  const [d0, d3, d100] = [0, 3, 100].map((age) => utcDay(now - age * dayMs)) as [string, string, string];
  const rows: [string, string, string, number][] = [
    [d0, "views", "total", 3],
    [d0, "uniques", "total", 2],
    [d0, "views", "referrer:instagram", 2],
    [d0, "views", "referrer:direct", 1],
    [d0, "views", "country:DE", 3],
    [d0, "views", "device:mobile", 3],
    [d0, "clicks", "total", 1],
    [d0, "clicks", `link:${linkIds[0]}`, 1],
    [d0, "clicks", "referrer:instagram", 1],
    [d0, "clicks", "country:DE", 1],
    [d0, "clicks", "device:mobile", 1],
    [d3, "views", "total", 2],
    [d3, "uniques", "total", 2],
    [d3, "views", "referrer:x", 2],
    [d3, "views", "country:FR", 2],
    [d3, "views", "device:desktop", 2],
    [d100, "views", "total", 5],
    [d100, "uniques", "total", 5],
    [d100, "views", "referrer:direct", 5],
    [d100, "views", "country:US", 5],
    [d100, "views", "device:desktop", 5],
  ];
  await env.DB.batch([
    ...rows.map((row) =>
      env.DB.prepare(
        "insert into analytics_daily (user_id, day, metric, dimension, count) values (?, ?, ?, ?, ?)",
      ).bind(member.id, ...row),
    ),
    // Clicks before the kept days count too: a link's lifetime count.
    env.DB.prepare("update links set clicks = 4 where id = ?").bind(linkIds[0]),
  ]);
  return { ...member, linkIds };
}

/** Everything that answers from analytics, as the owner and the admin read it. */
async function answers(
  owner: Awaited<ReturnType<typeof ownerWithFiguresInD1>>,
  admin: Awaited<ReturnType<typeof signedInAdmin>>,
) {
  const read = async (client: typeof owner.client, path: string) => {
    const response = await client.request(path);
    expect(response.status, path).toBe(200);
    return response.headers.get("content-type")?.startsWith("text/csv") ? response.text() : json(response);
  };
  const exported = (await read(owner.client, "/api/account/export")) as Record<string, unknown>;
  return {
    month: await read(owner.client, "/api/analytics"),
    year: await read(owner.client, "/api/analytics?range=365d"),
    csv: await read(owner.client, "/api/analytics/export.csv?range=365d"),
    exported: { analytics: exported.analytics, links: exported.links },
    links: (await getProfile(owner.client)).links.map((link) => link.clicks),
    traffic: ((await read(admin.client, "/api/admin/metrics")) as AdminMetrics).traffic,
    top: await read(admin.client, "/api/admin/top-profiles?limit=50"),
  };
}

describe("the move of D1's analytics into the stores", { timeout: 30_000 }, () => {
  it("while it is under way, every answer adds what D1 still holds, and the consumer skips what the D1 consumer folded", async () => {
    await todaysTables();
    const admin = await signedInAdmin("movadmin");
    const owner = await ownerWithFiguresInD1("movowner");
    const now = Date.now();
    const before = ((await json<AdminMetrics>(await admin.client.request("/api/admin/metrics"))).traffic.find(
      (t) => t.window === "24h",
    ) ?? { views: 0, clicks: 0 }) as { views: number; clicks: number };
    const counted = "ab".repeat(32);
    await env.DB.batch([
      env.DB.prepare("insert into analytics_hourly (hour, views, clicks) values (?, 3, 1)").bind(utcHour(now)),
      env.DB.prepare("insert into analytics_messages (day, id) values (?, 'folded-by-d1')").bind(utcDay(now)),
      env.DB.prepare("insert into analytics_visitors (day, visitor_hash) values (?, ?)").bind(utcDay(now), counted),
    ]);

    const result = await consume(queue, [
      // The D1 consumer folded this one before the deploy: it is not counted again.
      message(viewEvent(owner.id, { source: "direct" }), "folded-by-d1"),
      // A visitor D1 counted today is not a new one.
      message(viewEvent(owner.id, { source: "instagram", country: "DE", device: "mobile", visitor: counted })),
      message(viewEvent(owner.id, { source: "tiktok", country: "GB", device: "tablet" })),
      message(clickEvent(owner.id, owner.linkIds[0], { source: "instagram", country: "DE", device: "mobile" })),
    ]);
    expect(result.ackAll).toBe(true);

    const report = await json<AnalyticsReport>(await owner.client.request("/api/analytics"));
    expect(report.totals).toEqual({ views: 7, uniqueVisitors: 5, clicks: 2, ctr: 2 / 7 });
    expect(report.daily.at(-1)).toEqual({ date: utcDay(now), views: 5, uniqueVisitors: 3, clicks: 2 });
    expect(report.daily.at(-4)).toEqual({ date: utcDay(now - 3 * dayMs), views: 2, uniqueVisitors: 2, clicks: 0 });
    expect(report.links.map((link) => link.clicks)).toEqual([2, 0]);
    expect(report.referrers).toEqual([
      { source: "instagram", views: 3 },
      { source: "x", views: 2 },
      { source: "direct", views: 1 },
      { source: "tiktok", views: 1 },
    ]);
    expect(report.countries).toEqual([
      { country: "DE", views: 4 },
      { country: "FR", views: 2 },
      { country: "GB", views: 1 },
    ]);
    expect(report.devices).toEqual([
      { device: "mobile", views: 4 },
      { device: "desktop", views: 2 },
      { device: "tablet", views: 1 },
    ]);
    const year = await json<AnalyticsReport>(await owner.client.request("/api/analytics?range=365d"));
    expect(year.totals.views).toBe(12);
    expect((await getProfile(owner.client)).links.map((link) => link.clicks)).toEqual([5, 0]);

    const metrics = await json<AdminMetrics>(await admin.client.request("/api/admin/metrics"));
    expect(metrics.traffic.find((t) => t.window === "24h")).toEqual({
      window: "24h",
      views: before.views + 3 + 2,
      clicks: before.clicks + 1 + 1,
    });
    const top = await json<{ items: TopProfile[] }>(await admin.client.request("/api/admin/top-profiles?limit=1"));
    expect(top.items).toEqual([{ _id: owner.id, username: owner.user.username, views: 7 }]);
  });

  it("the hourly cron moves it, from a run at least 10 minutes after the first, any run repeatable; every answer stays the same", async () => {
    await todaysTables();
    const admin = await signedInAdmin("movadmin2");
    const [first, second] = [await ownerWithFiguresInD1("movfirst"), await ownerWithFiguresInD1("movsecond")];
    const owners = [first, second];
    await consume(queue, [message(viewEvent(first.id)), message(clickEvent(second.id, second.linkIds[1]))]);
    const before = await Promise.all(owners.map((owner) => answers(owner, admin)));
    const now = Date.now();
    const db = openDb(env.DB);

    expect((await cleanUp(db, env, now)).analytics.move.state).toBe("started");
    expect((await cleanUp(db, env, now + moveSettleMs / 2)).analytics.move.state).toBe("settling");
    const later = now + moveSettleMs;
    expect(await moveAnalytics(env, later, { runMs: 0, slice: 1 })).toEqual({ state: "moving", profilesMoved: 1 });
    expect(await Promise.all(owners.map((owner) => answers(owner, admin)))).toEqual(before);

    // A run cut short after a store took its rows in, before they left D1: the next run adds nothing.
    const { results } = await env.DB.prepare(
      "select distinct user_id from analytics_daily order by user_id limit 1",
    ).all<{
      user_id: string;
    }>();
    const next = results[0]?.user_id as string;
    const rows = await env.DB.prepare("select day, metric, dimension, count from analytics_daily where user_id = ?")
      .bind(next)
      .all<{ day: string; metric: "views" | "uniques" | "clicks"; dimension: string; count: number }>();
    expect((await profileStore(env, next).moveIn(next, rows.results)).folded).toBe(rows.results.length);
    expect(await Promise.all(owners.map((owner) => answers(owner, admin)))).toEqual(before);

    let report = await moveAnalytics(env, later);
    while (report.state !== "finished") report = await moveAnalytics(env, later);
    expect(await env.DB.prepare("select count(*) as n from analytics_daily").first()).toEqual({ n: 0 });
    expect(await env.DB.prepare("select finished_at from analytics_move").first()).toEqual({ finished_at: later });
    expect(await Promise.all(owners.map((owner) => answers(owner, admin)))).toEqual(before);
  });

  it("migration 0011 refuses to drop the tables while D1 holds figures not moved, and drops them once the move has finished", async () => {
    await todaysTables();
    const admin = await signedInAdmin("movadmin3");
    const owner = await ownerWithFiguresInD1("movlast");
    const before = await answers(owner, admin);
    const drop = migration("0011").queries;

    await expect(applyQueries(drop)).rejects.toThrow(/analytics_move_has_not_finished/);
    for (const table of ["analytics_daily", "analytics_hourly", "analytics_messages", "analytics_visitors"]) {
      expect(await tableExists(table), table).toBe(true);
    }
    expect(
      await env.DB.prepare("select count(*) as n from analytics_daily where user_id = ?").bind(owner.id).first(),
    ).not.toEqual({
      n: 0,
    });

    const now = Date.now();
    await moveAnalytics(env, now);
    let report = await moveAnalytics(env, now + moveSettleMs);
    while (report.state !== "finished") report = await moveAnalytics(env, now + moveSettleMs);
    await applyQueries(drop);
    for (const table of [
      "analytics_daily",
      "analytics_hourly",
      "analytics_messages",
      "analytics_visitors",
      "analytics_move_guard",
    ]) {
      expect(await tableExists(table), table).toBe(false);
    }
    expect(await env.DB.prepare("select finished_at from analytics_move").first()).toEqual({
      finished_at: now + moveSettleMs,
    });
    forgetMoveFinished();
    expect(await answers(owner, admin)).toEqual(before);
    expect(await moveAnalytics(env, now + 2 * moveSettleMs)).toEqual({ state: "finished", profilesMoved: 0 });
  });
});
