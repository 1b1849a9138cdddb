// Every event counted once, whatever fails (docs/decisions/045): a store that folded its share but whose
// answer was lost, the platform's store refusing or losing its answer, a message coming again with new
// ones, a store restarted between deliveries; and what a fold says its stores' retention will write,
// against what their runs then write.
import { env, runInDurableObject } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { utcHour } from "../../worker/analytics/days";
import { foldEvents } from "../../worker/analytics/rollup";
import { allPlatformStores, platformShardOf, platformStore, profileStore } from "../../worker/analytics/stores";
import { clickEvent, consume, failingStores, message, rollup, storeQuery, viewEvent } from "./support/analytics";
import { newFault } from "./support/faults";
import { createProfile, linksInDb } from "./support/profile";

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
  return { views: rows.reduce((n, row) => n + row.views, 0), clicks: rows.reduce((n, row) => n + row.clicks, 0) };
}

/**
 * Runs a store's retention as its alarm would, at the time each run is booked for, until none is: the
 * booked alarm is taken first, as the runtime takes it before calling the handler. The rows written.
 */
async function retentionUntilDone(
  stub: DurableObjectStub,
  run: (at: number) => Promise<{ rowsWritten: number }>,
): Promise<number> {
  let written = 0;
  for (let runs = 0; runs < 10; runs++) {
    const at = await runInDurableObject(stub, async (_store, state) => {
      const booked = await state.storage.getAlarm();
      await state.storage.deleteAlarm();
      return booked;
    });
    if (at === null) return written;
    written += (await run(at)).rowsWritten;
  }
  throw new Error("retention still booked after 10 runs");
}

describe("what a batch's fold says its retention will write", () => {
  // First in the file: the platform's store it uses holds nothing else yet.
  it("is what the profile's and the platform's store write in their later runs", async () => {
    const owner = await profileWithLink();
    const batch = `${new Date().toISOString().slice(0, 10)}:later-rows`;
    const events = [viewEvent(owner.id), viewEvent(owner.id), clickEvent(owner.id, owner.linkId)];
    const fold = await foldEvents(env, [{ id: "later-rows-1", timestamp: new Date(), body: { events } }], batch);
    expect(fold.folded).toBe(3);
    // The day's removal and its visitors' (each a write and a booking), the link's roll-in, less the
    // booking made now; the platform's batch and day, each deleted by a run booked for it, less likewise.
    expect([fold.profileRowsLater, fold.platformRowsLater]).toEqual([4, 3]);

    const store = profileStore(env, owner.id);
    expect(await retentionUntilDone(store, (at) => store.runRetention(at))).toBe(fold.profileRowsLater);
    // The days are gone; the link's lifetime count stays.
    expect(await storeQuery(owner.id, "select count(*) as n from days")).toEqual([{ n: 0 }]);
    expect((await linksInDb(owner.username)).map((link) => link.clicks)).toEqual([1]);

    const platform = platformStore(env, platformShardOf(batch));
    expect(await retentionUntilDone(platform, (at) => platform.runPruning(at))).toBe(fold.platformRowsLater);
  });
});

describe("a batch that comes again", () => {
  it("after a profile's store folded its share but its answer was lost: each event counts once, in the profiles and the platform", async () => {
    const a = await profileWithLink();
    const b = await profileWithLink();
    const batch = [
      message(viewEvent(a.id)),
      message({ events: [viewEvent(b.id), clickEvent(b.id, b.linkId)] }),
      message(viewEvent(b.id)),
    ];
    const before = await platformHourNow();
    const fault = newFault();
    const failed = await consume(queue, batch, 1, {
      PROFILE_ANALYTICS: failingStores(["fold"], fault, { only: b.id, answerLost: true }),
    });
    expect(failed.retryBatch.retry).toBe(true);
    expect(fault.hits).toBe(1);
    // Both profiles folded; the platform was told nothing.
    expect([await rollup(a.id, "views"), await rollup(b.id, "views")]).toEqual([1, 2]);
    expect(await platformHourNow()).toEqual(before);

    for (const attempt of [2, 3]) expect((await consume(queue, batch, attempt)).ackAll).toBe(true);
    expect([await rollup(a.id, "views"), await rollup(b.id, "views"), await rollup(b.id, "clicks")]).toEqual([1, 2, 1]);
    expect([await rollup(a.id, "uniques"), await rollup(b.id, "uniques")]).toEqual([1, 2]);
    expect((await linksInDb(b.username)).map((link) => link.clicks)).toEqual([1]);
    expect(await platformHourNow()).toEqual({ views: before.views + 3, clicks: before.clicks + 1 });
  });

  it("after the platform's store applied it but its answer was lost: the platform skips it under its batch", async () => {
    const a = await profileWithLink();
    const batch = [message(viewEvent(a.id)), message(clickEvent(a.id, a.linkId))];
    const before = await platformHourNow();
    const fault = newFault();
    const failed = await consume(queue, batch, 1, {
      PLATFORM_ANALYTICS: failingStores(["apply"], fault, { namespace: "PLATFORM_ANALYTICS", answerLost: true }),
    });
    expect(failed.retryBatch.retry).toBe(true);
    expect(await platformHourNow()).toEqual({ views: before.views + 1, clicks: before.clicks + 1 });

    expect((await consume(queue, batch, 2)).ackAll).toBe(true);
    expect([await rollup(a.id, "views"), await rollup(a.id, "clicks")]).toEqual([1, 1]);
    expect(await platformHourNow()).toEqual({ views: before.views + 1, clicks: before.clicks + 1 });
  });

  it("with new messages, after the platform refused its first batch: the old ones count under their batch, the new under this one", async () => {
    const a = await profileWithLink();
    const first = message(viewEvent(a.id));
    const before = await platformHourNow();
    const fault = newFault();
    const failed = await consume(queue, [first], 1, {
      PLATFORM_ANALYTICS: failingStores(["apply"], fault, { namespace: "PLATFORM_ANALYTICS" }),
    });
    expect(failed.retryBatch.retry).toBe(true);

    const later = message(clickEvent(a.id, a.linkId));
    expect((await consume(queue, [first, later], 2)).ackAll).toBe(true);
    expect((await consume(queue, [first, later], 3)).ackAll).toBe(true);
    expect([await rollup(a.id, "views"), await rollup(a.id, "clicks")]).toEqual([1, 1]);
    expect(await platformHourNow()).toEqual({ views: before.views + 1, clicks: before.clicks + 1 });
    // Two batches folded the profile's share: the first message under the first, the second under the second.
    const ledger = await storeQuery<{ id: string; batch: string }>(a.id, "select id, batch from folded order by id");
    expect(new Set(ledger.map((row) => row.batch)).size).toBe(2);
  });

  it("after the profile's store restarted between deliveries: nothing counts twice, and its retention stays booked once", async () => {
    const a = await profileWithLink();
    const batch = [message(viewEvent(a.id)), message(clickEvent(a.id, a.linkId))];
    expect((await consume(queue, batch)).ackAll).toBe(true);
    const alarm = () => runInDurableObject(profileStore(env, a.id), (_store, state) => state.storage.getAlarm());
    const booked = await alarm();
    // The object restarts: whatever it held in memory is gone, its storage stays (a stub of the old one
    // is broken with it; the next ones reach the new one).
    await runInDurableObject(profileStore(env, a.id), (_store, state) => state.abort()).catch(() => undefined);

    expect((await consume(queue, batch, 2)).ackAll).toBe(true);
    const next = await foldEvents(env, [
      { id: `after-restart-${crypto.randomUUID()}`, timestamp: new Date(), body: viewEvent(a.id) },
    ]);
    // One row: the day's. The booking it finds stands.
    expect(next.profileRowsWritten).toBe(1);
    expect(await alarm()).toBe(booked);
    expect([await rollup(a.id, "views"), await rollup(a.id, "clicks")]).toEqual([2, 1]);
  });
});

describe("the consumer's line for each batch", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says what the batch folded, the rows each kind of store wrote, and what their retention will write", async () => {
    const a = await profileWithLink();
    const lines: string[] = [];
    vi.spyOn(console, "log").mockImplementation((line: unknown) => {
      lines.push(String(line));
    });
    await consume(queue, [message(viewEvent(a.id)), message(viewEvent(a.id, { at: Date.now() - dayMs }))]);
    const batch = lines
      .map((line) => JSON.parse(line) as { analyticsBatch?: Record<string, number> })
      .find((l) => l.analyticsBatch);
    expect(batch?.analyticsBatch).toMatchObject({
      messages: 2,
      folded: 2,
      profiles: 1,
      // Two days' rows, and the booking of the first run.
      profileRowsWritten: 3,
      platformRowsWritten: expect.any(Number),
      profileRowsLater: expect.any(Number),
      platformRowsLater: expect.any(Number),
    });
  });
});

describe("a store of decision 031's shape", () => {
  it("moves into rows per day on its first use, once: counts, the day's visitors, its message ids and the links' lifetime clicks", async () => {
    const owner = await profileWithLink();
    const today = new Date().toISOString().slice(0, 10);
    await runInDurableObject(profileStore(env, owner.id), (_store, state) => {
      const { sql } = state.storage;
      for (const statement of [
        `create table daily (day text not null, metric text not null, dimension text not null, count integer not null,
           primary key (day, metric, dimension)) without rowid`,
        "create table visitors (day text not null, hash text not null, primary key (day, hash)) without rowid",
        "create table folded (day text not null, id text not null, primary key (day, id)) without rowid",
        "create table link_clicks (link_id text primary key, clicks integer not null) without rowid",
        "create table facts (name text primary key, value text not null) without rowid",
      ]) {
        sql.exec(statement);
      }
      sql.exec("insert into facts (name, value) values ('owner', ?)", owner.id);
      for (const [metric, dimension, count] of [
        ["views", "total", 3],
        ["uniques", "total", 2],
        ["views", "referrer:direct", 3],
        ["clicks", "total", 1],
        ["clicks", `link:${owner.linkId}`, 1],
      ] as const) {
        sql.exec(
          "insert into daily (day, metric, dimension, count) values (?, ?, ?, ?)",
          today,
          metric,
          dimension,
          count,
        );
      }
      sql.exec("insert into visitors (day, hash) values (?, 'known-visitor'), (?, 'other-visitor')", today, today);
      sql.exec("insert into folded (day, id) values (?, 'folded-before')", today);
      // Every click the store counted: 4 on days gone, 1 today.
      sql.exec("insert into link_clicks (link_id, clicks) values (?, 5)", owner.linkId);
    });

    expect([await rollup(owner.id, "views"), await rollup(owner.id, "uniques")]).toEqual([3, 2]);
    expect((await linksInDb(owner.username)).map((link) => link.clicks)).toEqual([5]);
    const before = await platformHourNow();
    // A message folded before comes again: nothing counts; a known visitor views again: a view, no new visitor.
    await consume(queue, [
      message(viewEvent(owner.id), "folded-before"),
      message(viewEvent(owner.id, { visitor: "known-visitor" })),
    ]);
    expect([await rollup(owner.id, "views"), await rollup(owner.id, "uniques")]).toEqual([4, 2]);
    expect(await platformHourNow()).toEqual({ views: before.views + 1, clicks: before.clicks });
    expect((await linksInDb(owner.username)).map((link) => link.clicks)).toEqual([5]);
  });
});
