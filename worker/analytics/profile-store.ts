// One profile's analytics (docs/decisions/031, 045): a SQLite-backed Durable Object per profile, named
// by the profile's user id. A row per day holds the day's counters, the ids of the queue messages it
// folded (each under the batch that folded it) and the day's visitor hashes (day-record.ts), so folding a
// batch's share writes one row; a day too busy for its row spills the rest into rows of their own. The
// consumer hands it the profile's share of a batch in one call, one transaction, so a message's events
// and its id commit together and a message delivered again is skipped, its batch answered. Its own alarm
// removes the visitor hashes once their day is over and each day once it is no longer kept.
import { DurableObject } from "cloudflare:workers";
import { retentionDays } from "#contract/analytics";
import { isPro } from "../billing/tier";
import { counterKey, DayRecord, type DayRow, linkCounts, type Metric } from "./day-record";
import { dayOffset, utcDay } from "./days";
import type { AnalyticsEvent } from "./events";
import { messageIdRetentionDays, retentionSliceRows } from "./store-upkeep";

export type { Metric } from "./day-record";
/** A rollup row: `dimension` is "total", "link:<id>", "referrer:<source>", "country:<code>" or "device:<kind>". */
export type DailyRow = { day: string; metric: Metric; dimension: string; count: number };

/** One queue message's events for this profile; `day` is the UTC day the message was first sent. */
export type Delivery = { id: string; day: string; events: AnalyticsEvent[] };

export type ProfileFold = {
  /** Events counted now; those of messages folded before are not. */
  folded: number;
  /** Messages this store folded before (a redelivery), each with the batch that folded it. */
  earlier: { id: string; batch: string }[];
  /** Rows written now, as the platform bills them (the alarm's booking included). */
  rowsWritten: number;
  /** Rows the store's retention will write for what this fold added (docs/decisions/045). */
  rowsLater: number;
  /** The profile's views on each day the deliveries touched, as they now stand (the admin's top profiles). */
  views: { day: string; views: number }[];
};

/** What the report reads for a range: totals per day, and each dimension over the whole range. */
export type RangeSums = {
  perDay: { day: string; metric: Metric; n: number }[];
  breakdowns: { metric: Metric; dimension: string; n: number }[];
};

/**
 * `days`: a row per day (day-record.ts). What a busy day's row has no room for: `spilled_counts`, and
 * `spilled_entries` keyed "v <visitor hash>" or "m <message id>" (with the batch that folded it).
 * `link_clicks`: the links' clicks of days no longer kept. The views `daily`, `visitors` and `folded`
 * read the rows as one row per counter, visitor and message, for the report and the CSV.
 */
const tables = [
  `create table if not exists days (day text primary key, owner text not null, counts text not null,
     ledger text not null, visitors text not null) without rowid`,
  `create table if not exists spilled_counts (day text not null, key text not null, count integer not null,
     primary key (day, key)) without rowid`,
  `create table if not exists spilled_entries (day text not null, key text not null, batch text not null,
     primary key (day, key)) without rowid`,
  "create table if not exists link_clicks (link_id text primary key, clicks integer not null) without rowid",
  `create view if not exists daily (day, metric, dimension, count) as
     select day, substr(key, 1, instr(key, ' ') - 1), substr(key, instr(key, ' ') + 1), value
       from (select d.day, c.key, c.value from days d, json_each(d.counts) c
             union all select day, key, count from spilled_counts)`,
  `create view if not exists visitors (day, hash) as
     select d.day, v.value from days d, json_each(d.visitors) v
     union all select day, substr(key, 3) from spilled_entries where key >= 'v ' and key < 'v!'`,
  `create view if not exists folded (day, id, batch) as
     select d.day, i.value, b.key from days d, json_each(d.ledger) b, json_each(b.value) i
     union all select day, substr(key, 3), batch from spilled_entries where key >= 'm ' and key < 'm!'`,
];

/** The start of a retention run for work due on `day`: that day's midnight, spread over its first hour. */
export function retentionRunAt(day: string, now: number, random = Math.random()): number {
  return Math.max(Date.parse(`${day}T00:00:00Z`) + Math.floor(random * 60 * 60 * 1000), now + 1000);
}

/** The first retention run after the day ends, spread over the following hour so objects do not all wake at once. */
export function nextRetentionRun(now: number, random = Math.random()): number {
  return retentionRunAt(dayOffset(now, 1), now, random);
}

/**
 * The days a day's row needs a retention run on: the next day for its visitors, a week on for its
 * spilled message ids, and once it is past a free account's keeping (a fold cannot know the tier; a
 * Pro store's run comes later, which costs the same).
 */
const dayAfter = (day: string, days: number) => dayOffset(Date.parse(`${day}T00:00:00Z`), days);
const visitorsDue = (day: string) => dayAfter(day, 1);
const spilledIdsDue = (day: string) => dayAfter(day, messageIdRetentionDays + 1);
const expiryDue = (day: string) => dayAfter(day, retentionDays.free);

export class ProfileAnalytics extends DurableObject<Env> {
  private readonly sql = this.ctx.storage.sql;
  private tablesReady = false;
  /** The retention run booked, as this instance last set or read it (undefined: not asked yet). */
  private bookedAt: number | null | undefined;

  private hasTables(): boolean {
    if (this.tablesReady) return true;
    if (this.sql.exec("select 1 from sqlite_master where type = 'table' and name = 'daily'").toArray().length > 0) {
      this.ctx.storage.transactionSync(() => this.upgradeFrom031());
    }
    this.tablesReady =
      this.sql.exec("select 1 from sqlite_master where type = 'table' and name = 'days'").toArray().length > 0;
    return this.tablesReady;
  }

  /**
   * A store of decision 031's shape (a row per counter, visitor and message id, and `facts`) becomes a
   * row per day, once, on its first use: its ids keep no batch (their platform part was counted by the
   * platform's own ledger then), and `link_clicks`, which counted every click, keeps only those of days
   * no longer kept, as it does now.
   */
  private upgradeFrom031(): void {
    const owner = this.sql.exec<{ value: string }>("select value from facts where name = 'owner'").toArray()[0]?.value;
    const records = new Map<string, DayRecord>();
    const record = (day: string) => {
      const known = records.get(day) ?? DayRecord.read(day, owner ?? "", undefined);
      records.set(day, known);
      return known;
    };
    const counts = this.sql.exec<DailyRow>("select day, metric, dimension, count from daily").toArray();
    for (const { day, metric, dimension, count } of counts)
      record(day).counts.set(counterKey(metric, dimension), count);
    for (const { day, hash } of this.sql.exec<{ day: string; hash: string }>("select day, hash from visitors")) {
      record(day).visitors.add(hash);
    }
    for (const { day, id } of this.sql.exec<{ day: string; id: string }>("select day, id from folded")) {
      record(day).ledger.set(id, "");
    }
    for (const table of ["daily", "visitors", "folded", "facts"]) this.sql.exec(`drop table if exists ${table}`);
    for (const statement of tables) this.sql.exec(statement);
    // A day without an owner cannot be a store's: one that never folded held only link clicks.
    if (!owner) return;
    for (const row of [...records.values()].map((r) => r.toRow())) {
      this.sql.exec(
        "insert into days (day, owner, counts, ledger, visitors) values (?, ?, ?, ?, ?)",
        row.day,
        row.owner,
        row.counts,
        row.ledger,
        row.visitors,
      );
    }
    for (const { dimension, count } of counts.filter((c) => c.metric === "clicks" && c.dimension.startsWith("link:"))) {
      this.sql.exec("update link_clicks set clicks = clicks - ? where link_id = ?", count, dimension.slice(5));
    }
    this.sql.exec("delete from link_clicks where clicks <= 0");
  }

  /** Runs `work` as one transaction, the tables made by the first write: a profile never viewed keeps no storage. */
  private write<T>(work: () => T): T {
    const result = this.ctx.storage.transactionSync(() => {
      if (!this.hasTables()) for (const statement of tables) this.sql.exec(statement);
      return work();
    });
    this.tablesReady = true;
    return result;
  }

  private readDay(day: string, owner: string): DayRecord {
    const row = this.sql
      .exec<DayRow>("select day, owner, counts, ledger, visitors from days where day = ?", day)
      .toArray()[0];
    return DayRecord.read(day, owner, row);
  }

  private spilled(day: string, key: string): { batch: string } | undefined {
    return this.sql
      .exec<{ batch: string }>("select batch from spilled_entries where day = ? and key = ?", day, key)
      .toArray()[0];
  }

  /** Books the retention run for `day`'s work unless one is booked as early; the rows written (a booking is one). */
  private async bookRetention(day: string): Promise<{ rowsWritten: number; fresh: boolean }> {
    if (this.bookedAt === undefined) this.bookedAt = await this.ctx.storage.getAlarm();
    const wanted = retentionRunAt(day, Date.now());
    if (this.bookedAt !== null && this.bookedAt <= wanted) return { rowsWritten: 0, fresh: false };
    const fresh = this.bookedAt === null;
    await this.ctx.storage.setAlarm(wanted);
    this.bookedAt = wanted;
    return { rowsWritten: 1, fresh };
  }

  /**
   * Folds the profile's share of a batch, `batch` naming it: each message once, in one transaction. A
   * message folded before is skipped and answered with the batch that folded it, so the caller can hand
   * its platform part on under that batch (rollup.ts).
   */
  async fold(owner: string, batch: string, deliveries: Delivery[]): Promise<ProfileFold> {
    const fold = this.write(() => this.foldRows(owner, batch, deliveries));
    const booking = fold.firstDue ? await this.bookRetention(fold.firstDue) : { rowsWritten: 0, fresh: false };
    return {
      folded: fold.folded,
      earlier: fold.earlier,
      views: fold.views,
      rowsWritten: fold.rowsWritten + booking.rowsWritten,
      // The run this booking makes is one the rows counted; its booking is written now, not later.
      rowsLater: fold.rowsLater - (booking.fresh ? 1 : 0),
    };
  }

  /**
   * The fold's work inside its transaction. Besides what it writes, it counts what the retention runs
   * will write for what it added, at most: a new day's row is removed (or rolled into link_clicks, a row
   * per link it counted) by a run booked for it; a row that takes its first visitor is emptied of them by
   * a run at the day's end; each spilled row is deleted once.
   */
  private foldRows(owner: string, batch: string, deliveries: Delivery[]) {
    const records = new Map<string, DayRecord>();
    const record = (day: string) => {
      const known = records.get(day) ?? this.readDay(day, owner);
      records.set(day, known);
      return known;
    };
    const spilledCounts = new Map<string, { day: string; key: string; n: number }>();
    let rowsWritten = 0;
    let rowsLater = 0;
    const dues: string[] = [];
    const spill = (day: string, key: string, batchOf: string) => {
      rowsWritten += this.sql.exec(
        "insert into spilled_entries (day, key, batch) values (?, ?, ?) on conflict do nothing",
        day,
        key,
        batchOf,
      ).rowsWritten;
      rowsLater += 1;
    };
    const earlier: ProfileFold["earlier"] = [];
    let folded = 0;
    for (const delivery of deliveries) {
      const ledger = record(delivery.day);
      const before =
        ledger.ledger.get(delivery.id) ??
        (ledger.mayHaveSpilledMessages ? this.spilled(delivery.day, `m ${delivery.id}`)?.batch : undefined);
      if (before !== undefined) {
        earlier.push({ id: delivery.id, batch: before });
        continue;
      }
      if (!ledger.recordMessage(delivery.id, batch)) {
        // The first of the day's spilled ids also needs a run of its own, a week on.
        if (!this.hasSpilledIds(delivery.day)) {
          rowsLater += 1;
          dues.push(spilledIdsDue(delivery.day));
        }
        spill(delivery.day, `m ${delivery.id}`, batch);
      }
      for (const event of delivery.events) {
        const day = utcDay(event.at);
        const counters = record(day);
        const count = (metric: Metric, dimension: string) => {
          const key = counterKey(metric, dimension);
          if (counters.count(key)) return;
          const spilled = spilledCounts.get(`${day} ${key}`) ?? { day, key, n: 0 };
          spilled.n += 1;
          spilledCounts.set(`${day} ${key}`, spilled);
        };
        const metric = event.kind === "view" ? "views" : "clicks";
        for (const dimension of [
          "total",
          `referrer:${event.source}`,
          `country:${event.country}`,
          `device:${event.device}`,
        ]) {
          count(metric, dimension);
        }
        if (event.kind === "click") count("clicks", `link:${event.linkId}`);
        else if (
          !counters.visitors.has(event.visitor) &&
          !(counters.mayHaveSpilledVisitors && this.spilled(day, `v ${event.visitor}`))
        ) {
          if (!counters.recordVisitor(event.visitor)) spill(day, `v ${event.visitor}`, "");
          count("uniques", "total");
        }
        folded += 1;
      }
    }
    for (const { day, key, n } of spilledCounts.values()) {
      const added = this.sql.exec(
        "update spilled_counts set count = count + ? where day = ? and key = ?",
        n,
        day,
        key,
      ).rowsWritten;
      if (added === 0) {
        this.sql.exec("insert into spilled_counts (day, key, count) values (?, ?, ?)", day, key, n);
        rowsLater += 1;
      }
      rowsWritten += 1;
    }
    for (const changed of [...records.values()].filter((r) => r.changed)) {
      const row = changed.toRow();
      rowsWritten += this.sql.exec(
        `insert into days (day, owner, counts, ledger, visitors) values (?, ?, ?, ?, ?)
         on conflict (day) do update set counts = excluded.counts, ledger = excluded.ledger, visitors = excluded.visitors`,
        row.day,
        row.owner,
        row.counts,
        row.ledger,
        row.visitors,
      ).rowsWritten;
      // Its removal (or roll into link_clicks, a row per link counted), and the booking of that run.
      if (changed.isNew) {
        rowsLater += 2;
        dues.push(expiryDue(changed.day));
      }
      rowsLater += changed.newLinkCounters;
      // Emptied of its visitors at the day's end, by a run booked for it.
      if (!changed.hadVisitors && changed.visitors.size > 0) {
        rowsLater += 2;
        dues.push(visitorsDue(changed.day));
      }
    }
    const views = [...records.values()].map((r) => ({ day: r.day, views: this.views(r) }));
    const firstDue = dues.sort()[0];
    return { folded, earlier, views, rowsWritten, rowsLater, firstDue };
  }

  private hasSpilledIds(day: string): boolean {
    return (
      this.sql.exec("select 1 from spilled_entries where day = ? and key >= 'm ' and key < 'm!' limit 1", day).toArray()
        .length > 0
    );
  }

  /** A day's views: its row's total (a total never spills). */
  private views(record: DayRecord): number {
    return record.counts.get(counterKey("views", "total")) ?? 0;
  }

  /** Per-day totals and the range's breakdowns, days `from` to `to` included. */
  rangeSums(from: string, to: string): RangeSums {
    if (!this.hasTables()) return { perDay: [], breakdowns: [] };
    const perDay = this.sql
      .exec<RangeSums["perDay"][number]>(
        "select day, metric, count as n from daily where day between ? and ? and dimension = 'total' order by day",
        from,
        to,
      )
      .toArray();
    const breakdowns = this.sql
      .exec<RangeSums["breakdowns"][number]>(
        `select metric, dimension, sum(count) as n from daily where day between ? and ? and dimension != 'total'
         group by metric, dimension`,
        from,
        to,
      )
      .toArray();
    return { perDay, breakdowns };
  }

  /** The rollup rows, ordered by day, dimension and metric; every day kept unless a range is given. */
  rows(range?: { from: string; to: string }): DailyRow[] {
    if (!this.hasTables()) return [];
    const order = "order by day, dimension, metric";
    const cursor = range
      ? this.sql.exec<DailyRow>(
          `select day, metric, dimension, count from daily where day between ? and ? ${order}`,
          range.from,
          range.to,
        )
      : this.sql.exec<DailyRow>(`select day, metric, dimension, count from daily ${order}`);
    return cursor.toArray();
  }

  /** Clicks per link id counted here: the days kept and, rolled into link_clicks, the days gone. */
  linkClicks(): Record<string, number> {
    if (!this.hasTables()) return {};
    const rows = this.sql
      .exec<{ link_id: string; clicks: number }>(
        `select link_id, sum(clicks) as clicks from (
           select link_id, clicks from link_clicks
           union all select substr(dimension, 6), count from daily
             where metric = 'clicks' and dimension >= 'link:' and dimension < 'link;')
         group by link_id`,
      )
      .toArray();
    return Object.fromEntries(rows.map((row) => [row.link_id, row.clicks]));
  }

  /** The account is gone: everything this store holds goes, its alarm too. */
  async forget(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.tablesReady = false;
    this.bookedAt = null;
  }

  async alarm(): Promise<void> {
    await this.runRetention();
  }

  /**
   * Retention (docs/product.md, "Analytics"), at most 1,000 rows a run (store-upkeep.ts): visitor hashes
   * of days that are over, spilled message ids older than a week, and days older than the tier keeps (30
   * free, 365 Pro), whose links' clicks roll into link_clicks. Books the next run for the next work due,
   * a second later while there is more now. A store whose owner is gone deletes itself; one left with
   * only its links' clicks needs no run until it folds again. Answers the rows it wrote, its booking
   * included.
   */
  async runRetention(now = Date.now()): Promise<{ rowsWritten: number }> {
    this.bookedAt = null;
    if (!this.hasTables()) return { rowsWritten: 0 };
    const owner = this.sql.exec<{ owner: string }>("select owner from days limit 1").toArray()[0]?.owner;
    if (!owner) return { rowsWritten: 0 };
    const account = await this.env.DB.prepare(
      "select subscription_status, subscription_end_date from users where id = ?",
    )
      .bind(owner)
      .first<{ subscription_status: string | null; subscription_end_date: number | null }>();
    if (!account) {
      await this.forget();
      return { rowsWritten: 0 };
    }
    const subscription = {
      subscriptionStatus: account.subscription_status,
      subscriptionEndDate: account.subscription_end_date,
    };
    const keepDays = retentionDays[isPro(subscription, now) ? "pro" : "free"];
    const expired = this.ctx.storage.transactionSync(() => this.expire(now, keepDays));
    const next = expired.more ? now + 1000 : this.nextRun(now, keepDays);
    if (next === undefined) return { rowsWritten: expired.rowsWritten };
    await this.ctx.storage.setAlarm(next);
    this.bookedAt = next;
    return { rowsWritten: expired.rowsWritten + 1 };
  }

  private expire(now: number, keepDays: number): { rowsWritten: number; more: boolean } {
    const today = utcDay(now);
    let budget = retentionSliceRows;
    const written = (n: number) => {
      budget -= n;
      return n;
    };
    let rowsWritten = 0;
    for (const { day } of this.sql
      .exec<{ day: string }>("select day from days where visitors != '[]' and day < ? limit ?", today, budget)
      .toArray()) {
      rowsWritten += written(this.sql.exec("update days set visitors = '[]' where day = ?", day).rowsWritten);
    }
    rowsWritten += written(deleteSlice(this.sql, "spilled_entries", "v", today, budget));
    rowsWritten += written(
      deleteSlice(this.sql, "spilled_entries", "m", dayOffset(now, -messageIdRetentionDays), budget),
    );
    // Day `today - (n - 1)` is the oldest a range of n days shows.
    const keepFrom = dayOffset(now, -(keepDays - 1));
    for (const { day, counts } of this.sql
      .exec<{ day: string; counts: string }>("select day, counts from days where day < ? limit ?", keepFrom, budget)
      .toArray()) {
      if (budget <= 0) break;
      for (const [linkId, clicks] of linkCounts(counts)) {
        rowsWritten += written(
          this.sql.exec(
            `insert into link_clicks (link_id, clicks) values (?, ?)
             on conflict (link_id) do update set clicks = clicks + excluded.clicks`,
            linkId,
            clicks,
          ).rowsWritten,
        );
      }
      rowsWritten += written(this.sql.exec("delete from days where day = ?", day).rowsWritten);
      rowsWritten += written(this.sql.exec("delete from spilled_counts where day = ?", day).rowsWritten);
    }
    return { rowsWritten, more: budget <= 0 };
  }

  /** When the next work is due: visitors of a day the day after, spilled ids a week on, a day past its keeping. */
  private nextRun(now: number, keepDays: number): number | undefined {
    const first = (query: string) => this.sql.exec<{ day: string | null }>(query).one().day;
    const withVisitors = first("select min(day) as day from days where visitors != '[]'");
    const spilledVisitors = first("select min(day) as day from spilled_entries where key >= 'v ' and key < 'v!'");
    const spilledIds = first("select min(day) as day from spilled_entries where key >= 'm ' and key < 'm!'");
    const oldest = first("select min(day) as day from days");
    const due = [
      withVisitors && visitorsDue(withVisitors),
      spilledVisitors && visitorsDue(spilledVisitors),
      spilledIds && spilledIdsDue(spilledIds),
      oldest && dayAfter(oldest, keepDays),
    ]
      .filter((day): day is string => Boolean(day))
      .sort()[0];
    return due === undefined ? undefined : retentionRunAt(due, now);
  }
}

/** Deletes up to `limit` spilled entries of `kind` ("v" visitors, "m" message ids) of days before `before`. */
function deleteSlice(sql: SqlStorage, table: string, kind: "v" | "m", before: string, limit: number): number {
  if (limit <= 0) return 0;
  return sql.exec(
    `delete from ${table} where (day, key) in
       (select day, key from ${table} where day < ? and key >= ? and key < ? limit ?)`,
    before,
    `${kind} `,
    `${kind}!`,
    limit,
  ).rowsWritten;
}
