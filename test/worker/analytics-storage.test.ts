// Where the analytics live (docs/decisions/031): a store per profile and 16 for the platform, folded
// exactly once when a batch comes again after a store refused its part, what a fold writes in a store,
// retention in slices by each store's own alarm, a profile's analytics gone with its account, the shared
// D1 only read, and the queues the producers spread their messages over.
import { env, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { utcDay, utcHour } from "../../worker/analytics/days";
import { analyticsQueue, maxEventsPerMessage } from "../../worker/analytics/events";
import { dayBoardSize } from "../../worker/analytics/platform-store";
import { foldEvents } from "../../worker/analytics/rollup";
import { retentionSliceRows } from "../../worker/analytics/store-upkeep";
import { allPlatformStores, platformStore, profileStore } from "../../worker/analytics/stores";
import {
  clickEvent,
  consume,
  failingStores,
  message,
  rollup,
  runRetention,
  storeQuery,
  storeRollups,
  viewEvent,
} from "./support/analytics";
import { fetchWith, newFault } from "./support/faults";
import { createProfile, linksInDb } from "./support/profile";
import { deleteOwnAccount, signedInUser } from "./support/requests";

const queue = "linknest-analytics";
const dayMs = 24 * 60 * 60 * 1000;

async function profileWithLink() {
  const owner = await createProfile({ links: [{ title: "A", url: "https://a.example" }] });
  const link = await env.DB.prepare("select id from links where page_id = ?").bind(owner.id).first<{ id: string }>();
  return { ...owner, linkId: link?.id as string };
}

/** The platform's views and clicks of the current hour, over all its stores. */
async function platformHourNow() {
  const hour = utcHour(Date.now());
  const parts = await Promise.all(allPlatformStores(env).map((store) => store.hours(hour)));
  const rows = parts.flatMap((part) => part.hours);
  return {
    hour,
    views: rows.reduce((n, row) => n + row.views, 0),
    clicks: rows.reduce((n, row) => n + row.clicks, 0),
  };
}

const alarmOf = (userId: string) =>
  runInDurableObject(profileStore(env, userId), (_store, state) => state.storage.getAlarm());

describe("a batch that comes again", () => {
  it("after one profile's store refused it: the stores that folded it skip it, the refusing one folds it, the platform counts it once", async () => {
    const a = await profileWithLink();
    const b = await profileWithLink();
    const batch = [
      message(viewEvent(a.id)),
      message(viewEvent(b.id)),
      message({ events: [viewEvent(a.id), clickEvent(b.id, b.linkId)] }),
    ];
    const before = await platformHourNow();
    const fault = newFault();
    const failed = await consume(queue, batch, 1, {
      PROFILE_ANALYTICS: failingStores(["fold"], fault, { only: b.id }),
    });
    expect(failed.retryBatch.retry).toBe(true);
    expect(fault.hits).toBe(1);
    expect(await rollup(a.id, "views")).toBe(2);
    expect(await rollup(b.id, "views")).toBe(0);
    expect(await platformHourNow()).toEqual(before);

    expect((await consume(queue, batch, 2)).ackAll).toBe(true);
    expect((await consume(queue, batch, 3)).ackAll).toBe(true);
    expect([await rollup(a.id, "views"), await rollup(b.id, "views"), await rollup(b.id, "clicks")]).toEqual([2, 1, 1]);
    expect((await linksInDb(b.username)).map((link) => link.clicks)).toEqual([1]);
    expect(await platformHourNow()).toEqual({ ...before, views: before.views + 3, clicks: before.clicks + 1 });
  });

  it("after the platform's store refused it: the profiles' stores skip it, and the platform counts it once, under the batch that folded it", async () => {
    const a = await profileWithLink();
    const batch = [message(viewEvent(a.id)), message(clickEvent(a.id, a.linkId))];
    const before = await platformHourNow();
    const fault = newFault();
    const failed = await consume(queue, batch, 1, {
      PLATFORM_ANALYTICS: failingStores(["apply"], fault, { namespace: "PLATFORM_ANALYTICS" }),
    });
    expect(failed.retryBatch.retry).toBe(true);
    expect(fault.hits).toBe(1);
    expect([await rollup(a.id, "views"), await rollup(a.id, "clicks")]).toEqual([1, 1]);
    expect(await platformHourNow()).toEqual(before);

    expect((await consume(queue, batch, 2)).ackAll).toBe(true);
    expect((await consume(queue, batch, 3)).ackAll).toBe(true);
    expect([await rollup(a.id, "views"), await rollup(a.id, "clicks")]).toEqual([1, 1]);
    expect((await linksInDb(a.username)).map((link) => link.clicks)).toEqual([1]);
    expect(await platformHourNow()).toEqual({ ...before, views: before.views + 1, clicks: before.clicks + 1 });
  });
});

describe("a fold", () => {
  it("writes one row in the profile's store, however many counters, ids and visitors it adds, and books its retention once", async () => {
    const owner = await profileWithLink();
    const fold = (body: unknown) =>
      foldEvents(env, [{ id: `fold-${crypto.randomUUID()}`, timestamp: new Date(), body }]);
    // The day's row, and the booking of the run that removes its visitors once the day is over.
    expect((await fold(viewEvent(owner.id))).profileRowsWritten).toBe(2);
    // The same row again, for a view, a click and a message of several events alike.
    expect((await fold(viewEvent(owner.id))).profileRowsWritten).toBe(1);
    expect((await fold(clickEvent(owner.id, owner.linkId))).profileRowsWritten).toBe(1);
    const pooled = { events: [viewEvent(owner.id), viewEvent(owner.id), clickEvent(owner.id, owner.linkId)] };
    expect((await fold(pooled)).profileRowsWritten).toBe(1);
    expect(await storeQuery(owner.id, "select day from days")).toHaveLength(1);
    expect(await rollup(owner.id, "views")).toBe(4);
    expect(await rollup(owner.id, "uniques")).toBe(4);
  });

  it("reads the shared D1 once a batch and writes nothing to it", async () => {
    const profiles = await Promise.all([profileWithLink(), profileWithLink(), profileWithLink()]);
    const statements: string[] = [];
    let batches = 0;
    const watched = new Proxy(env.DB, {
      get(target, property) {
        if (property === "prepare") {
          return (sql: string) => {
            statements.push(sql);
            return target.prepare(sql);
          };
        }
        if (property === "batch") {
          return (list: D1PreparedStatement[]) => {
            batches += 1;
            return target.batch(list);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const batch = profiles.flatMap((p) => [message(viewEvent(p.id)), message(clickEvent(p.id, p.linkId))]);
    expect((await consume(queue, batch, 1, { DB: watched })).ackAll).toBe(true);
    expect(batches).toBe(1);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((sql) => !/^\s*select\b/i.test(sql))).toEqual([]);
    for (const p of profiles) expect(await rollup(p.id, "clicks")).toBe(1);
  });
});

describe("the platform's most viewed of a day", () => {
  it(`keeps in each of its stores the ${dayBoardSize} most viewed profiles of each day`, async () => {
    const day = "2099-01-01";
    const store = platformStore(env, 0);
    const entries = Array.from({ length: dayBoardSize + 5 }, (_, i) => ({ userId: `board-${i}`, day, views: i + 1 }));
    await store.apply(`${day}:board`, [], entries);
    const listed = async () => (await store.mostViewed(day)).sort((a, b) => b.views - a.views);
    expect(await listed()).toHaveLength(dayBoardSize);
    expect((await listed())[0]).toEqual({ userId: `board-${dayBoardSize + 4}`, day, views: dayBoardSize + 5 });
    expect((await listed()).at(-1)).toEqual({ userId: "board-5", day, views: 6 });
    // A profile's count as its store reports it again, lower or the same, changes nothing.
    await store.apply(`${day}:board`, [], [{ userId: "board-104", day, views: 3 }]);
    expect((await listed()).find((entry) => entry.userId === "board-104")).toEqual({
      userId: "board-104",
      day,
      views: 105,
    });
  });
});

describe("retention, by each store's own alarm", () => {
  it(`deletes a free profile's days beyond 30 in slices of ${retentionSliceRows} rows, booking its next run a second later until done`, async () => {
    const owner = await createProfile();
    const now = Date.now();
    const row = (age: number, k: number) => ({
      day: utcDay(now - age * dayMs),
      metric: "views" as const,
      dimension: `referrer:site${k}`,
      count: 1,
    });
    // 2,500 days beyond the 30 (ages 30 to 2,529, a row each) and 30 within them, ten sources a day.
    const expired = Array.from({ length: 2_500 }, (_, age) =>
      Array.from({ length: 10 }, (_, k) => row(age + 30, k)),
    ).flat();
    const kept = Array.from({ length: 30 }, (_, age) => Array.from({ length: 10 }, (_, k) => row(age, k))).flat();
    await storeRollups(owner.id, [...expired, ...kept]);
    const count = async (where: string) =>
      (
        await storeQuery<{ n: number }>(
          owner.id,
          `select count(*) as n from daily where ${where}`,
          utcDay(now - 29 * dayMs),
        )
      )[0]?.n;

    for (const left of [15_000, 5_000]) {
      expect(await runRetention(owner.id)).toBe(true);
      expect(await count("day < ?")).toBe(left);
      const next = (await alarmOf(owner.id)) ?? 0;
      expect(next - Date.now()).toBeLessThanOrEqual(1000);
    }
    expect(await runRetention(owner.id)).toBe(true);
    expect(await count("day < ?")).toBe(0);
    expect(await count("day >= ?")).toBe(300);
    // Done: the next run is the day's end.
    expect((await alarmOf(owner.id)) ?? 0).toBeGreaterThanOrEqual(
      Date.parse(`${utcDay(Date.now() + dayMs)}T00:00:00Z`),
    );
  });

  it("deletes the store whole, alarm and all, when its owner's account is gone", async () => {
    const owner = await profileWithLink();
    await consume(queue, [message(viewEvent(owner.id)), message(clickEvent(owner.id, owner.linkId))]);
    expect(await alarmOf(owner.id)).not.toBeNull();
    await env.DB.prepare("delete from users where id = ?").bind(owner.id).run();
    expect(await runRetention(owner.id)).toBe(true);
    expect(await storeQuery(owner.id, "select * from link_clicks")).toEqual([]);
    expect(await alarmOf(owner.id)).toBeNull();
  });

  it("keeps a link's lifetime clicks after every day has expired, and wakes no more until the next fold", async () => {
    const owner = await profileWithLink();
    const old = Date.now() - 40 * dayMs;
    await consume(queue, [message(clickEvent(owner.id, owner.linkId, { at: old }))]);
    await runInDurableObject(profileStore(env, owner.id), (_store, state) => {
      // As if the message had been sent 40 days ago too: its id goes to that day's row.
      const today = utcDay(Date.now());
      state.storage.sql.exec(
        "update days set ledger = (select ledger from days where day = ?) where day = ?",
        today,
        utcDay(old),
      );
      state.storage.sql.exec("delete from days where day = ?", today);
    });
    expect(await runRetention(owner.id)).toBe(true);
    expect(await storeQuery(owner.id, "select count(*) as n from daily")).toEqual([{ n: 0 }]);
    expect((await linksInDb(owner.username)).map((link) => link.clicks)).toEqual([1]);
    expect(await alarmOf(owner.id)).toBeNull();
  });
});

describe("deleting the account", () => {
  it("deletes the profile's store and takes the profile off the most viewed; events still on their way make none", async () => {
    const { user, client } = await signedInUser("anadelete");
    const row = await env.DB.prepare("select id from users where email = ?").bind(user.email).first<{ id: string }>();
    const id = row?.id as string;
    await consume(queue, [message(viewEvent(id)), message(viewEvent(id))]);
    const today = utcDay(Date.now());
    const listed = async () =>
      (await Promise.all(allPlatformStores(env).map((store) => store.mostViewed(today))))
        .flat()
        .map((row) => row.userId);
    expect(await listed()).toContain(id);
    expect(await storeQuery(id, "select count(*) as n from daily")).not.toEqual([]);

    expect((await deleteOwnAccount(client, user.password)).status).toBe(200);
    expect(await storeQuery(id, "select count(*) as n from daily")).toEqual([]);
    expect(await alarmOf(id)).toBeNull();
    expect(await listed()).not.toContain(id);

    expect((await consume(queue, [message(viewEvent(id))])).ackAll).toBe(true);
    expect(await storeQuery(id, "select count(*) as n from daily")).toEqual([]);
  });
});

describe("the analytics queues", () => {
  it("take a producer's messages spread at random over the first ANALYTICS_QUEUE_SHARDS, one when unset or invalid", () => {
    const sharded = { ...env, ANALYTICS_QUEUE_SHARDS: "4" };
    expect([0, 0.26, 0.51, 0.99].map((random) => analyticsQueue(sharded, random))).toEqual([
      env.ANALYTICS_QUEUE,
      env.ANALYTICS_QUEUE_2,
      env.ANALYTICS_QUEUE_3,
      env.ANALYTICS_QUEUE_4,
    ]);
    for (const value of ["1", "", "x", "0", "-3"]) {
      expect(analyticsQueue({ ...env, ANALYTICS_QUEUE_SHARDS: value }, 0.99), value).toBe(env.ANALYTICS_QUEUE);
    }
    expect(analyticsQueue({ ...env, ANALYTICS_QUEUE_SHARDS: "9" }, 0.99)).toBe(env.ANALYTICS_QUEUE_4);
  });

  it("are each folded by the same consumer", async () => {
    const owner = await profileWithLink();
    expect((await consume("linknest-analytics-3", [message(viewEvent(owner.id))])).ackAll).toBe(true);
    expect(await rollup(owner.id, "views")).toBe(1);
  });

  it(`carry at most ${maxEventsPerMessage} events a message, so a batch of 100 reaches at most 800 profiles`, async () => {
    const owner = await profileWithLink();
    const sent: { events: unknown[] }[] = [];
    const watching = {
      ...env.ANALYTICS_QUEUE,
      send: async (body: { events: unknown[] }) => {
        sent.push(body);
      },
    } as unknown as Queue;
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        fetchWith({ ANALYTICS_QUEUE: watching }, `/${owner.username}`, {
          ip: `198.51.100.${i + 1}`,
          headers: { "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36" },
        }),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(30).fill(200));
    expect(sent.reduce((n, body) => n + body.events.length, 0)).toBe(30);
    expect(Math.max(...sent.map((body) => body.events.length))).toBeLessThanOrEqual(maxEventsPerMessage);
  });
});
