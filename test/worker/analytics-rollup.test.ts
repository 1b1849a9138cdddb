// The analytics queue's consumer on the real stores (docs/guides/analytics.md): one D1 batch (a read) per message
// batch, rows that grow with distinct keys, exactly once under redelivery and racing deliveries, retries
// that leave nothing half-written, and lost events counted for the admin. Also: a queue outage never
// fails the page or the click.
import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { resetLostEvents } from "../../worker/analytics/events";
import { foldEvents } from "../../worker/analytics/rollup";
import { clickEvent, consume, dailyRows, failingStores, message, rollup, viewEvent } from "./support/analytics";
import { d1Down, errorLogLine, failing, failingD1, fetchWith, newFault } from "./support/faults";
import { createProfile, linksInDb } from "./support/profile";

const queue = "linknest-analytics";

async function ownerWithLinks() {
  const owner = await createProfile({
    links: [
      { title: "A", url: "https://a.example", clicks: 2 },
      { title: "B", url: "https://b.example" },
    ],
  });
  const { results } = await env.DB.prepare("select id from links where page_id = ? order by position")
    .bind(owner.id)
    .all<{ id: string }>();
  return { ...owner, linkIds: results.map((r) => r.id) as [string, string] };
}

/** A D1 binding that counts batches and statements run outside a batch. */
function countingD1() {
  const calls = { batches: 0, single: 0 };
  const d1 = new Proxy(env.DB, {
    get(target, property) {
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          calls.batches += 1;
          return target.batch(statements);
        };
      }
      if (property === "prepare") {
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (!/^\s*select/i.test(sql)) {
            const run = statement.run.bind(statement);
            Object.assign(statement, {
              run: () => {
                calls.single += 1;
                return run();
              },
            });
          }
          return statement;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { d1, calls };
}

describe("the analytics consumer", () => {
  it("folds a batch of views and clicks into daily rows with one D1 batch, and acks it", async () => {
    const owner = await ownerWithLinks();
    const counting = countingD1();
    const messages = [
      message(viewEvent(owner.id, { source: "instagram", country: "FR", device: "mobile" })),
      message(viewEvent(owner.id, { source: "instagram", country: "DE", device: "desktop" })),
      message(clickEvent(owner.id, owner.linkIds[0], { source: "instagram", country: "FR", device: "mobile" })),
    ];
    const result = await consume(queue, messages, 1, { DB: counting.d1 });
    expect(result.ackAll).toBe(true);
    expect(result.retryBatch.retry).toBe(false);
    expect(counting.calls).toEqual({ batches: 1, single: 0 });
    expect(await rollup(owner.id, "views")).toBe(2);
    expect(await rollup(owner.id, "uniques")).toBe(2);
    expect(await rollup(owner.id, "clicks")).toBe(1);
    expect(await rollup(owner.id, "views", "referrer:instagram")).toBe(2);
    expect(await rollup(owner.id, "views", "country:FR")).toBe(1);
    expect(await rollup(owner.id, "clicks", "country:FR")).toBe(1);
    expect(await rollup(owner.id, "clicks", `link:${owner.linkIds[0]}`)).toBe(1);
    expect((await linksInDb(owner.username)).map((l) => l.clicks)).toEqual([3, 0]);
  });

  it("writes rows by distinct key, not by event: 100 views of one kind are a handful of rows", async () => {
    const owner = await ownerWithLinks();
    const visitor = "ab".repeat(32);
    const messages = Array.from({ length: 100 }, () => message(viewEvent(owner.id, { visitor })));
    const result = await foldEvents(
      env,
      messages.map(({ id, body }) => ({ id, timestamp: new Date(), body })),
    );
    expect(result.folded).toBe(100);
    // 100 message ids, 1 visitor, 5 rollup rows (total, referrer, country, device, uniques), 1 hour.
    expect(await dailyRows(owner.id)).toHaveLength(5);
    expect(await rollup(owner.id, "views")).toBe(100);
    expect(await rollup(owner.id, "uniques")).toBe(1);
    // In the profile's store each message id is one row; the rollups, the visitor and its owner add a handful.
    expect(result.profileRowsWritten).toBeLessThanOrEqual(100 + 5 + 1 + 1);
  });

  it("never counts a redelivered message twice, alone or mixed with new ones", async () => {
    const owner = await ownerWithLinks();
    const first = [message(viewEvent(owner.id)), message(clickEvent(owner.id, owner.linkIds[1]))];
    await consume(queue, first);
    const again = await consume(queue, first, 2);
    expect(again.ackAll).toBe(true);
    const mixed = [...first, message(viewEvent(owner.id))];
    await consume(queue, mixed, 3);
    expect(await rollup(owner.id, "views")).toBe(2);
    expect(await rollup(owner.id, "clicks")).toBe(1);
    expect((await linksInDb(owner.username)).map((l) => l.clicks)).toEqual([2, 1]);
  });

  it("folds a message of pooled events whole, once, dropping only its malformed events", async () => {
    const owner = await ownerWithLinks();
    const pooled = message({
      events: [viewEvent(owner.id), clickEvent(owner.id, owner.linkIds[0]), { kind: "view" }, viewEvent(owner.id)],
    });
    expect((await consume(queue, [pooled])).ackAll).toBe(true);
    expect((await consume(queue, [pooled], 2)).ackAll).toBe(true);
    expect(await rollup(owner.id, "views")).toBe(2);
    expect(await rollup(owner.id, "clicks")).toBe(1);
    expect((await linksInDb(owner.username)).map((l) => l.clicks)).toEqual([3, 0]);
  });

  it("counts a message once when two deliveries of it race", async () => {
    const owner = await ownerWithLinks();
    const batch = Array.from({ length: 20 }, (_, i) =>
      message(i % 2 ? viewEvent(owner.id) : clickEvent(owner.id, owner.linkIds[0])),
    );
    const results = await Promise.all([consume(queue, batch), consume(queue, batch)]);
    // The loser of the race is retried and, delivered again, skips what the winner folded.
    for (const result of results) {
      if (result.retryBatch.retry) await consume(queue, batch, 2);
    }
    expect(await rollup(owner.id, "views")).toBe(10);
    expect(await rollup(owner.id, "clicks")).toBe(10);
    expect((await linksInDb(owner.username)).map((l) => l.clicks)).toEqual([12, 0]);
  });

  it("retries a batch the profile's store refuses, with nothing half-written, and counts it once when it succeeds", async () => {
    const owner = await ownerWithLinks();
    const batch = [message(viewEvent(owner.id)), message(clickEvent(owner.id, owner.linkIds[0]))];
    const fault = newFault();
    const failed = await consume(queue, batch, 1, { PROFILE_ANALYTICS: failingStores(["fold"], fault) });
    expect(failed.ackAll).toBe(false);
    expect(failed.retryBatch.retry).toBe(true);
    expect(fault.hits).toBeGreaterThan(0);
    expect(await dailyRows(owner.id)).toEqual([]);
    expect((await linksInDb(owner.username)).map((l) => l.clicks)).toEqual([2, 0]);
    await consume(queue, batch, 2);
    await consume(queue, batch, 3);
    expect(await rollup(owner.id, "views")).toBe(1);
    expect((await linksInDb(owner.username)).map((l) => l.clicks)).toEqual([3, 0]);
  });

  it("drops events of a deleted profile and malformed messages without failing the batch", async () => {
    const owner = await ownerWithLinks();
    const gone = crypto.randomUUID();
    const batch = [
      message(viewEvent(gone)),
      message({ kind: "view", userId: owner.id }),
      message("not an event"),
      message(viewEvent(owner.id)),
    ];
    const result = await consume(queue, batch);
    expect(result.ackAll).toBe(true);
    expect(await rollup(owner.id, "views")).toBe(1);
    expect(await dailyRows(gone)).toEqual([]);
  });

  it("counts what reaches the dead-letter queue as lost in the admin's Errors", async () => {
    const batch = [message(viewEvent(crypto.randomUUID())), message(viewEvent(crypto.randomUUID()))];
    const result = await consume("linknest-analytics-dlq", batch, 6);
    expect(result.ackAll).toBe(true);
    const row = await env.DB.prepare(
      "select message, path from logs where kind = 'error' and path = 'queue:linknest-analytics-dlq' order by id desc",
    ).first<{ message: string }>();
    expect(row?.message).toContain("Analytics: 2 event(s) lost");
  });
});

describe("a queue outage", () => {
  beforeEach(() => resetLostEvents());

  it("never fails the page or the click, and the lost events are counted in the admin's Errors", async () => {
    const owner = await ownerWithLinks();
    expect((await fetchWith({}, `/api/user/${owner.username}`)).status).toBe(200);
    const fault = newFault();
    const queueDown = {
      ANALYTICS_QUEUE: failing(env.ANALYTICS_QUEUE, "ANALYTICS_QUEUE", ["send", "sendBatch"], fault),
    };
    const browser = {
      "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    };
    const page = await fetchWith(queueDown, `/${owner.username}`, { headers: browser });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(owner.username);
    const click = await fetchWith(queueDown, "/api/click", {
      method: "POST",
      json: { username: owner.username, linkIndex: 0 },
      headers: browser,
    });
    expect(click.status).toBe(204);
    expect(fault.hits).toBe(2);
    expect((await errorLogLine(fault))?.message).toMatch(/Analytics queue unavailable: 1 event\(s\) lost/);
  });

  it("D1 down on the page's path changes nothing for a page in KV", async () => {
    const owner = await ownerWithLinks();
    await fetchWith({}, `/api/user/${owner.username}`);
    const fault = newFault();
    const page = await fetchWith({ DB: failingD1(env.DB, d1Down, fault) }, `/${owner.username}`, {
      headers: { "User-Agent": "Mozilla/5.0 (Macintosh) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15" },
    });
    expect(page.status).toBe(200);
  });
});
