// One profile's analytics (docs/decisions/031): a SQLite-backed Durable Object per profile, named by the
// profile's user id, holding its daily rollups, the day's unique-visitor hashes, the ids of the queue
// messages it folded and its links' clicks. The consumer hands it the profile's share of a batch in one
// call; each call is one transaction, so a message's events and its id commit together, and a message
// delivered again is skipped. Its own alarm deletes what expired, a slice at a time.
import { DurableObject } from "cloudflare:workers";
import { retentionDays } from "#contract/analytics";
import { isPro } from "../billing/tier";
import { dayOffset, utcDay } from "./days";
import type { AnalyticsEvent } from "./events";
import { deleteExpired, expiredLedger, firstFold, ledgerTable } from "./store-upkeep";

export type Metric = "views" | "uniques" | "clicks";
/** A rollup row: `dimension` is "total", "link:<id>", "referrer:<source>", "country:<code>" or "device:<kind>". */
export type DailyRow = { day: string; metric: Metric; dimension: string; count: number };

/** One queue message's events for this profile; `day` is the UTC day the message was first sent. */
export type Delivery = { id: string; day: string; events: AnalyticsEvent[] };

export type ProfileFold = {
  /** Events counted now; those of messages folded before are not. */
  folded: number;
  /** Messages skipped because this profile folded them before. */
  skipped: number;
  rowsWritten: number;
  /** The profile's views on each day the deliveries touched, as they now stand (the admin's top profiles). */
  views: { day: string; views: number }[];
};

/** What the report reads for a range: totals per day, and each dimension over the whole range. */
export type RangeSums = {
  perDay: { day: string; metric: Metric; n: number }[];
  breakdowns: { metric: Metric; dimension: string; n: number }[];
};

/**
 * Every answer says whether the store also holds the figures the shared D1 kept before this store
 * existed (move.ts): until it does, a reader adds those (legacy.ts).
 */
export type Stored<T> = T & { movedIn: boolean };

const tables = [
  `create table if not exists daily (day text not null, metric text not null, dimension text not null,
     count integer not null, primary key (day, metric, dimension)) without rowid`,
  "create table if not exists visitors (day text not null, hash text not null, primary key (day, hash)) without rowid",
  ledgerTable,
  "create table if not exists link_clicks (link_id text primary key, clicks integer not null) without rowid",
  "create table if not exists facts (name text primary key, value text not null) without rowid",
];

/** The first retention run after the day ends, spread over the following hour so objects do not all wake at once. */
export function nextRetentionRun(now: number, random = Math.random()): number {
  return Date.parse(`${dayOffset(now, 1)}T00:00:00Z`) + Math.floor(random * 60 * 60 * 1000);
}

export class ProfileAnalytics extends DurableObject<Env> {
  private readonly sql = this.ctx.storage.sql;
  private tablesReady = false;
  /** Whether this instance has seen the retention run booked; an alarm run books the next itself. */
  private retentionBooked = false;

  /**
   * Runs `work` as one transaction, the tables made first by the first write: a profile that was never
   * viewed keeps no storage.
   */
  private write<T>(work: () => T): T {
    const result = this.ctx.storage.transactionSync(() => {
      if (!this.tablesReady) for (const statement of tables) this.sql.exec(statement);
      return work();
    });
    this.tablesReady = true;
    return result;
  }

  private hasTables(): boolean {
    if (this.tablesReady) return true;
    this.tablesReady =
      this.sql.exec("select 1 from sqlite_master where type = 'table' and name = 'daily'").toArray().length > 0;
    return this.tablesReady;
  }

  private fact(name: string): string | undefined {
    if (!this.hasTables()) return undefined;
    return this.sql.exec<{ value: string }>("select value from facts where name = ?", name).toArray()[0]?.value;
  }

  private movedIn(): boolean {
    return this.fact("moved_in") !== undefined;
  }

  /** The profile's views on these days. */
  private viewsOn(days: Iterable<string>): { day: string; views: number }[] {
    return [...new Set(days)].map((day) => ({
      day,
      views:
        this.sql
          .exec<{ count: number }>(
            "select count from daily where day = ? and metric = 'views' and dimension = 'total'",
            day,
          )
          .toArray()[0]?.count ?? 0,
    }));
  }

  /** Adds counts keyed "day metric dimension"; the rows written. */
  private addCounts(counts: Map<string, number>): number {
    let written = 0;
    for (const [key, n] of counts) {
      const [day, metric, dimension] = key.split("\u0000");
      written += this.sql.exec(
        `insert into daily (day, metric, dimension, count) values (?, ?, ?, ?)
         on conflict (day, metric, dimension) do update set count = count + excluded.count`,
        day,
        metric,
        dimension,
        n,
      ).rowsWritten;
    }
    return written;
  }

  /** After a write: a store with something to expire has its retention run booked (asked once an instance). */
  private async keepRetentionBooked(): Promise<void> {
    if (this.retentionBooked) return;
    if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(nextRetentionRun(Date.now()));
    this.retentionBooked = true;
  }

  /**
   * Folds the profile's share of a batch: each message once, in one transaction. `countedBefore` are
   * visitor hashes the shared D1 already counted today, before the move (legacy.ts).
   */
  async fold(owner: string, deliveries: Delivery[], countedBefore: string[] = []): Promise<ProfileFold> {
    const alreadyCounted = new Set(countedBefore);
    const result = this.write((): ProfileFold => {
      let rowsWritten = this.sql.exec(
        "insert or ignore into facts (name, value) values ('owner', ?)",
        owner,
      ).rowsWritten;
      const counts = new Map<string, number>();
      const add = (day: string, metric: Metric, dimension: string) => {
        const key = [day, metric, dimension].join("\u0000");
        counts.set(key, (counts.get(key) ?? 0) + 1);
      };
      const linkClicks = new Map<string, number>();
      let folded = 0;
      let skipped = 0;
      for (const delivery of deliveries) {
        if (!firstFold(this.sql, delivery)) {
          skipped += 1;
          continue;
        }
        rowsWritten += 1;
        for (const event of delivery.events) {
          const day = utcDay(event.at);
          const metric = event.kind === "view" ? "views" : "clicks";
          for (const dimension of [
            "total",
            `referrer:${event.source}`,
            `country:${event.country}`,
            `device:${event.device}`,
          ]) {
            add(day, metric, dimension);
          }
          if (event.kind === "click") {
            add(day, "clicks", `link:${event.linkId}`);
            linkClicks.set(event.linkId, (linkClicks.get(event.linkId) ?? 0) + 1);
          } else {
            const newVisitor = this.sql.exec(
              "insert into visitors (day, hash) values (?, ?) on conflict do nothing",
              day,
              event.visitor,
            ).rowsWritten;
            rowsWritten += newVisitor;
            if (newVisitor > 0 && !alreadyCounted.has(event.visitor)) add(day, "uniques", "total");
          }
          folded += 1;
        }
      }
      rowsWritten += this.addCounts(counts);
      for (const [linkId, n] of linkClicks) {
        rowsWritten += this.sql.exec(
          `insert into link_clicks (link_id, clicks) values (?, ?)
           on conflict (link_id) do update set clicks = clicks + excluded.clicks`,
          linkId,
          n,
        ).rowsWritten;
      }
      const days = deliveries.flatMap((delivery) => delivery.events.map((event) => utcDay(event.at)));
      return { folded, skipped, rowsWritten, views: this.viewsOn(days) };
    });
    if (result.folded > 0) await this.keepRetentionBooked();
    return result;
  }

  /** Per-day totals and the range's breakdowns, days `from` to `to` included. */
  rangeSums(from: string, to: string): Stored<RangeSums> {
    if (!this.hasTables()) return { perDay: [], breakdowns: [], movedIn: false };
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
    return { perDay, breakdowns, movedIn: this.movedIn() };
  }

  /** The rollup rows as stored, ordered by day, dimension and metric; every day kept unless a range is given. */
  rows(range?: { from: string; to: string }): Stored<{ rows: DailyRow[] }> {
    if (!this.hasTables()) return { rows: [], movedIn: false };
    const order = "order by day, dimension, metric";
    const cursor = range
      ? this.sql.exec<DailyRow>(
          `select day, metric, dimension, count from daily where day between ? and ? ${order}`,
          range.from,
          range.to,
        )
      : this.sql.exec<DailyRow>(`select day, metric, dimension, count from daily ${order}`);
    return { rows: cursor.toArray(), movedIn: this.movedIn() };
  }

  /** Clicks counted here per link id (the shared D1 keeps what links counted before, links.clicks). */
  linkClicks(): Record<string, number> {
    if (!this.hasTables()) return {};
    const rows = this.sql
      .exec<{ link_id: string; clicks: number }>("select link_id, clicks from link_clicks")
      .toArray();
    return Object.fromEntries(rows.map((row) => [row.link_id, row.clicks]));
  }

  /**
   * Adds the rows the shared D1 kept for this profile before this store existed, once: a second call
   * (a move run repeated after a failure) adds nothing. Answers the views of the rows' days as they stand.
   */
  async moveIn(owner: string, rows: DailyRow[]): Promise<ProfileFold> {
    const result = this.write((): ProfileFold => {
      const first = this.sql.exec(
        "insert or ignore into facts (name, value) values ('moved_in', ?)",
        String(Date.now()),
      );
      const days = rows.map((row) => row.day);
      // Taken in before (a move run cut short): nothing is added, and the views are answered again.
      if (first.rowsWritten === 0)
        return { folded: 0, skipped: rows.length, rowsWritten: 0, views: this.viewsOn(days) };
      let rowsWritten = first.rowsWritten;
      rowsWritten += this.sql.exec("insert or ignore into facts (name, value) values ('owner', ?)", owner).rowsWritten;
      const counts = new Map<string, number>();
      for (const row of rows) {
        const key = [row.day, row.metric, row.dimension].join("\u0000");
        counts.set(key, (counts.get(key) ?? 0) + row.count);
      }
      rowsWritten += this.addCounts(counts);
      return { folded: rows.length, skipped: 0, rowsWritten, views: this.viewsOn(days) };
    });
    if (result.folded > 0) await this.keepRetentionBooked();
    return result;
  }

  /** The account is gone: everything this store holds goes, its alarm too. */
  async forget(): Promise<void> {
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    this.tablesReady = false;
    this.retentionBooked = false;
  }

  /**
   * Retention (docs/product.md, "Analytics"): days older than the tier keeps (30 free, 365 Pro), visitor hashes of days
   * that are over, and message ids older than a week, at most 1,000 rows a run (store-upkeep.ts). A store
   * whose owner is gone deletes itself; one left with nothing keeps nothing, not even an alarm.
   */
  async alarm(): Promise<void> {
    // This run was the booked one; it books the next itself when there is something left to expire.
    this.retentionBooked = false;
    const owner = this.fact("owner");
    const account = owner
      ? await this.env.DB.prepare("select subscription_status, subscription_end_date from users where id = ?")
          .bind(owner)
          .first<{ subscription_status: string | null; subscription_end_date: number | null }>()
      : null;
    if (!account) {
      await this.forget();
      return;
    }
    const now = Date.now();
    const tier = isPro(
      { subscriptionStatus: account.subscription_status, subscriptionEndDate: account.subscription_end_date },
      now,
    )
      ? "pro"
      : "free";
    const more = deleteExpired(this.sql, [
      // Day `today - (n - 1)` is the oldest a range of n days shows.
      {
        table: "daily",
        key: "day, metric, dimension",
        column: "day",
        before: dayOffset(now, -(retentionDays[tier] - 1)),
      },
      { table: "visitors", key: "day, hash", column: "day", before: utcDay(now) },
      expiredLedger(now),
    ]);
    if (more) {
      await this.ctx.storage.setAlarm(now + 1000);
      this.retentionBooked = true;
      return;
    }
    const left = this.sql
      .exec<{ expiring: number; linkClicks: number }>(
        `select (select count(*) from daily) + (select count(*) from visitors) + (select count(*) from folded) as expiring,
           (select count(*) from link_clicks) as linkClicks`,
      )
      .one();
    // Links' lifetime clicks never expire; a store holding only those needs no run until it folds again.
    if (left.expiring > 0) {
      await this.ctx.storage.setAlarm(nextRetentionRun(now));
      this.retentionBooked = true;
    } else if (left.linkClicks === 0) await this.forget();
  }
}
