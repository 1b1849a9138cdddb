// Folding analytics events into daily rollup rows (docs/guides/analytics.md), exactly once. A batch of queue
// messages becomes ONE D1 batch, which D1 runs as a transaction: the message ids, the new visitor
// hashes, the rollup upserts, the platform's hourly counts and the links' lifetime clicks commit
// together or not at all. Ids already folded are skipped, so a redelivered message never counts twice;
// the ids and visitor hashes are inserted without OR IGNORE, so two deliveries folding the same
// message at the same moment cannot both commit: the loser's batch fails and is retried, and then
// skips what the winner folded. Row writes grow with the distinct keys of a batch, not its events.
import { utcDay, utcHour } from "./days";
import type { AnalyticsEvent } from "./events";

/** A queue message: its id, when it was first sent (kept by every redelivery) and its event. */
export type QueuedEvent = { id: string; timestamp: Date; body: unknown };
/** rowsWritten is D1's own count; ledgerRowsWritten the part of it that records message ids. */
export type FoldResult = {
  folded: number;
  skipped: number;
  invalid: number;
  rowsWritten: number;
  ledgerRowsWritten: number;
};

/** D1 binds at most 100 parameters per statement. */
const maxParams = 100;

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const isText = (value: unknown, max = 200): value is string =>
  typeof value === "string" && value.length > 0 && value.length <= max;

/** Our own producers write the events, but a message is still checked before it is counted. */
export function isAnalyticsEvent(body: unknown): body is AnalyticsEvent {
  if (!body || typeof body !== "object") return false;
  const e = body as Record<string, unknown>;
  const base =
    isText(e.userId) &&
    typeof e.at === "number" &&
    Number.isFinite(e.at) &&
    isText(e.source, 100) &&
    isText(e.country, 2) &&
    isText(e.device, 10);
  if (!base) return false;
  if (e.kind === "view") return isText(e.visitor, 128);
  if (e.kind === "click") return isText(e.linkId);
  return false;
}

/** A message holds the events an isolate pooled (`{ events }`), or, as first sent, one event. */
export function messageEvents(body: unknown): unknown[] {
  if (body && typeof body === "object" && Array.isArray((body as { events?: unknown }).events)) {
    return (body as { events: unknown[] }).events;
  }
  return [body];
}

/** Which of the (day, key) pairs the table already holds; one read per day and 99 keys. */
async function existing(
  db: D1Database,
  table: "analytics_messages" | "analytics_visitors",
  column: string,
  pairs: [day: string, key: string][],
) {
  const found = new Set<string>();
  const byDay = new Map<string, string[]>();
  for (const [day, key] of pairs) byDay.set(day, [...(byDay.get(day) ?? []), key]);
  for (const [day, keys] of byDay) {
    for (const part of chunks(keys, maxParams - 1)) {
      const placeholders = part.map(() => "?").join(", ");
      const { results } = await db
        .prepare(`select ${column} as k from ${table} where day = ? and ${column} in (${placeholders})`)
        .bind(day, ...part)
        .all<{ k: string }>();
      for (const row of results) found.add(`${day} ${row.k}`);
    }
  }
  return found;
}

/** Counts keyed by "userId day metric dimension". */
class Counts {
  readonly daily = new Map<string, number>();
  readonly hourly = new Map<string, { views: number; clicks: number }>();
  readonly linkClicks = new Map<string, number>();

  add(userId: string, day: string, metric: "views" | "uniques" | "clicks", dimension: string, n = 1): void {
    const key = [userId, day, metric, dimension].join("\u0000");
    this.daily.set(key, (this.daily.get(key) ?? 0) + n);
  }

  event(event: AnalyticsEvent): void {
    const day = utcDay(event.at);
    const metric = event.kind === "view" ? "views" : "clicks";
    for (const dimension of [
      "total",
      `referrer:${event.source}`,
      `country:${event.country}`,
      `device:${event.device}`,
    ]) {
      this.add(event.userId, day, metric, dimension);
    }
    const hour = this.hourly.get(utcHour(event.at)) ?? { views: 0, clicks: 0 };
    hour[metric] += 1;
    this.hourly.set(utcHour(event.at), hour);
    if (event.kind === "click") {
      this.add(event.userId, day, "clicks", `link:${event.linkId}`);
      this.linkClicks.set(event.linkId, (this.linkClicks.get(event.linkId) ?? 0) + 1);
    }
  }
}

type Pair = [day: string, key: string];

function statements(db: D1Database, ids: Pair[], visitors: Pair[], counts: Counts) {
  const out: D1PreparedStatement[] = [];
  for (const part of chunks(ids, maxParams / 2)) {
    const values = part.map(() => "(?, ?)").join(", ");
    out.push(db.prepare(`insert into analytics_messages (day, id) values ${values}`).bind(...part.flat()));
  }
  for (const part of chunks(visitors, maxParams / 2)) {
    const values = part.map(() => "(?, ?)").join(", ");
    out.push(db.prepare(`insert into analytics_visitors (day, visitor_hash) values ${values}`).bind(...part.flat()));
  }
  // A profile deleted meanwhile has no user row: its counts are dropped rather than failing the batch
  // on the foreign key.
  for (const part of chunks([...counts.daily], maxParams / 5)) {
    out.push(
      db
        .prepare(
          `insert into analytics_daily (user_id, day, metric, dimension, count)
           select column1, column2, column3, column4, column5 from (values ${part.map(() => "(?, ?, ?, ?, ?)").join(", ")})
           where column1 in (select id from users)
           on conflict (user_id, day, metric, dimension) do update set "count" = "count" + excluded."count"`,
        )
        .bind(...part.flatMap(([key, n]) => [...key.split("\u0000"), n])),
    );
  }
  for (const part of chunks([...counts.hourly], maxParams / 3)) {
    out.push(
      db
        .prepare(
          `insert into analytics_hourly (hour, views, clicks) values ${part.map(() => "(?, ?, ?)").join(", ")}
           on conflict (hour) do update set views = views + excluded.views, clicks = clicks + excluded.clicks`,
        )
        .bind(...part.flatMap(([hour, { views, clicks }]) => [hour, views, clicks])),
    );
  }
  for (const [linkId, n] of counts.linkClicks) {
    out.push(db.prepare("update links set clicks = clicks + ? where id = ?").bind(n, linkId));
  }
  return out;
}

/**
 * Folds the messages into the rollups in one D1 batch. Throws when the batch fails, leaving nothing
 * written, so the caller can retry the whole delivery.
 */
export async function foldEvents(db: D1Database, messages: QueuedEvent[]): Promise<FoldResult> {
  const unique = [...new Map(messages.map((m) => [m.id, m])).values()];
  const ids = unique.map((m): Pair => [utcDay(m.timestamp.getTime()), m.id]);
  const done = await existing(db, "analytics_messages", "id", ids);
  const fresh = unique.filter((_, i) => !done.has((ids[i] as Pair).join(" ")));
  const bodies = fresh.flatMap((m) => messageEvents(m.body));
  const events = bodies.filter(isAnalyticsEvent);
  const result: FoldResult = {
    folded: events.length,
    skipped: messages.length - fresh.length,
    invalid: bodies.length - events.length,
    rowsWritten: 0,
    ledgerRowsWritten: 0,
  };
  if (fresh.length === 0) return result;

  const counts = new Counts();
  for (const event of events) counts.event(event);
  const views = events.filter((e) => e.kind === "view");
  const seen = await existing(
    db,
    "analytics_visitors",
    "visitor_hash",
    views.map((v): Pair => [utcDay(v.at), v.visitor]),
  );
  const newVisitors = new Map<string, Pair>();
  for (const view of views) {
    const pair: Pair = [utcDay(view.at), view.visitor];
    const key = pair.join(" ");
    if (seen.has(key) || newVisitors.has(key)) continue;
    newVisitors.set(key, pair);
    counts.add(view.userId, pair[0], "uniques", "total");
  }

  const freshIds = fresh.map((m): Pair => [utcDay(m.timestamp.getTime()), m.id]);
  const results = await db.batch(statements(db, freshIds, [...newVisitors.values()], counts));
  const written = results.map((r) => r.meta.rows_written ?? 0);
  result.rowsWritten = written.reduce((sum, n) => sum + n, 0);
  // The ledger's inserts come first in the batch, one per 50 ids.
  const ledgerStatements = Math.ceil(freshIds.length / (maxParams / 2));
  result.ledgerRowsWritten = written.slice(0, ledgerStatements).reduce((sum, n) => sum + n, 0);
  return result;
}
