// The platform's analytics summary (docs/decisions/031), which the admin reads: views and clicks per UTC
// hour for the metrics' 24 h and 7 d windows, and each day's most viewed profiles for the Overview, in
// SQLite-backed Durable Objects (16 of them, stores.ts), bounded in size whatever the traffic. The
// consumer hands each its messages' hourly counts with their ids in one call a batch, so a message
// delivered again never counts twice here either; the profiles' day totals arrive as the profiles'
// stores report them (absolute, so a repeated report changes nothing). Its alarm deletes what is older
// than the windows, a slice at a time.
import { DurableObject } from "cloudflare:workers";
import { utcDay, utcHour } from "./days";
import type { Stored } from "./profile-store";
import { deleteExpired, expiredLedger, firstFold, ledgerTable } from "./store-upkeep";

export type HourCounts = { hour: string; views: number; clicks: number };
/** One message's part of the platform's counts; `day` is the UTC day the message was first sent. */
export type MessageCounts = { id: string; day: string; hours: HourCounts[] };
export type DayViews = { userId: string; day: string; views: number };
export type ProfileViews = { userId: string; views: number };

/**
 * Profiles a store keeps per day for the most viewed list: with 16 stores, at least the 100 most viewed
 * of the day and usually 1,600. The week's top list is exact while each of its profiles was among its
 * store's 100 most viewed on every day it had views; the admin asks for at most 50.
 */
export const dayBoardSize = 100;
/** The admin's widest window is 7 days; a day more is kept. */
const keptDays = 8;
const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

const tables = [
  ledgerTable,
  "create table if not exists hourly (hour text primary key, views integer not null, clicks integer not null) without rowid",
  `create table if not exists day_board (day text not null, user_id text not null, views integer not null,
     primary key (day, user_id)) without rowid`,
  "create index if not exists day_board_by_views on day_board (day, views)",
  "create table if not exists facts (name text primary key, value text not null) without rowid",
];

export class PlatformAnalytics extends DurableObject<Env> {
  private readonly sql = this.ctx.storage.sql;
  private pruningBooked = false;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    for (const statement of tables) this.sql.exec(statement);
  }

  private addHours(hours: HourCounts[]): number {
    let written = 0;
    for (const { hour, views, clicks } of hours) {
      written += this.sql.exec(
        `insert into hourly (hour, views, clicks) values (?, ?, ?)
         on conflict (hour) do update set views = views + excluded.views, clicks = clicks + excluded.clicks`,
        hour,
        views,
        clicks,
      ).rowsWritten;
    }
    return written;
  }

  /**
   * A profile's views on a day, as its store counts them: it joins the day's board when the board has
   * room or it passes the board's last, and the board keeps its `dayBoardSize` most viewed.
   */
  private recordDayViews(entries: DayViews[]): number {
    let written = 0;
    for (const { userId, day, views } of entries) {
      const onBoard = this.sql
        .exec<{ views: number }>("select views from day_board where day = ? and user_id = ?", day, userId)
        .toArray()[0];
      if (onBoard) {
        if (views > onBoard.views) {
          written += this.sql.exec(
            "update day_board set views = ? where day = ? and user_id = ?",
            views,
            day,
            userId,
          ).rowsWritten;
        }
        continue;
      }
      if (views === 0) continue;
      const board = this.sql
        .exec<{ n: number; least: number | null }>(
          "select count(*) as n, min(views) as least from day_board where day = ?",
          day,
        )
        .one();
      if (board.n >= dayBoardSize && views <= (board.least ?? 0)) continue;
      written += this.sql.exec(
        "insert into day_board (day, user_id, views) values (?, ?, ?)",
        day,
        userId,
        views,
      ).rowsWritten;
      if (board.n >= dayBoardSize) {
        written += this.sql.exec(
          `delete from day_board where (day, user_id) in
             (select day, user_id from day_board where day = ? order by views, user_id desc limit 1)`,
          day,
        ).rowsWritten;
      }
    }
    return written;
  }

  /** Its pruning is booked once an instance; each run books the next. */
  private async keepPruningBooked(): Promise<void> {
    if (this.pruningBooked) return;
    if ((await this.ctx.storage.getAlarm()) === null) {
      await this.ctx.storage.setAlarm(Date.parse(`${utcDay(Date.now() + dayMs)}T00:05:00Z`));
    }
    this.pruningBooked = true;
  }

  /** A batch's part: the hourly counts of the messages not folded before, and the profiles' day views. */
  async fold(messages: MessageCounts[], dayViews: DayViews[]): Promise<{ skipped: number; rowsWritten: number }> {
    const result = this.ctx.storage.transactionSync(() => {
      let rowsWritten = 0;
      let skipped = 0;
      const hours = new Map<string, HourCounts>();
      for (const message of messages) {
        if (!firstFold(this.sql, message)) {
          skipped += 1;
          continue;
        }
        rowsWritten += 1;
        for (const { hour, views, clicks } of message.hours) {
          const sum = hours.get(hour) ?? { hour, views: 0, clicks: 0 };
          sum.views += views;
          sum.clicks += clicks;
          hours.set(hour, sum);
        }
      }
      rowsWritten += this.addHours([...hours.values()]);
      rowsWritten += this.recordDayViews(dayViews);
      return { skipped, rowsWritten };
    });
    await this.keepPruningBooked();
    return result;
  }

  /** Day views reported outside a batch: a profile's figures moved in from the shared D1 (move.ts). */
  async reportDayViews(dayViews: DayViews[]): Promise<void> {
    this.ctx.storage.transactionSync(() => this.recordDayViews(dayViews));
    await this.keepPruningBooked();
  }

  /** The hourly counts from `since` (YYYY-MM-DDTHH) on. */
  hours(since: string): Stored<{ hours: HourCounts[] }> {
    const hours = this.sql.exec<HourCounts>(
      "select hour, views, clicks from hourly where hour >= ? order by hour",
      since,
    );
    return { hours: hours.toArray(), movedIn: this.hourlyMovedIn() };
  }

  private hourlyMovedIn(): boolean {
    return this.sql.exec("select 1 from facts where name = 'hourly_moved_in'").toArray().length > 0;
  }

  /**
   * The views of the days from `since` on, summed per profile: the `depth` most viewed (and any tied with
   * the last of them), plus those of `alsoOf` whatever their rank.
   */
  mostViewed(since: string, depth: number, alsoOf: string[] = []): ProfileViews[] {
    const totals = this.sql
      .exec<{ user_id: string; views: number }>(
        `with totals as (select user_id, sum(views) as views from day_board where day >= ?1 group by user_id)
         select user_id, views from totals
         where views >= coalesce((select views from totals order by views desc limit 1 offset ?2), 0)
         order by views desc`,
        since,
        depth - 1,
      )
      .toArray();
    const listed = new Set(totals.map((row) => row.user_id));
    for (const userId of alsoOf.filter((id) => !listed.has(id))) {
      const row = this.sql
        .exec<{ views: number | null }>(
          "select sum(views) as views from day_board where day >= ? and user_id = ?",
          since,
          userId,
        )
        .one();
      if (row.views) totals.push({ user_id: userId, views: row.views });
    }
    return totals.map((row) => ({ userId: row.user_id, views: row.views }));
  }

  /** The account is gone: it leaves the boards. */
  forgetProfile(userId: string): void {
    this.sql.exec("delete from day_board where user_id = ?", userId);
  }

  /** Adds the hourly counts the shared D1 kept before this store existed, once (move.ts). */
  moveInHours(hours: HourCounts[]): boolean {
    return this.ctx.storage.transactionSync(() => {
      const first = this.sql.exec(
        "insert or ignore into facts (name, value) values ('hourly_moved_in', ?)",
        String(Date.now()),
      );
      if (first.rowsWritten === 0) return false;
      this.addHours(hours);
      return true;
    });
  }

  /** Keeps the ledger a week and the counts and boards 8 days, 1,000 rows a run (store-upkeep.ts). */
  async alarm(): Promise<void> {
    const now = Date.now();
    const more = deleteExpired(this.sql, [
      expiredLedger(now),
      { table: "hourly", key: "hour", column: "hour", before: utcHour(now - keptDays * dayMs) },
      { table: "day_board", key: "day, user_id", column: "day", before: utcDay(now - keptDays * dayMs) },
    ]);
    await this.ctx.storage.setAlarm(more ? now + 1000 : Date.parse(`${utcDay(now + dayMs)}T00:05:00Z`));
  }
}
