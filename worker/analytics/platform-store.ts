// The platform's analytics summary (docs/decisions/031, 045), which the admin reads: views and clicks per
// UTC hour for the metrics' 24 h and 7 d windows, and each day's most viewed profiles for the Overview, in
// SQLite-backed Durable Objects (16 of them, stores.ts), bounded in size whatever the traffic. The
// consumer hands one of them a batch's part in one call (rollup.ts): the hourly counts of the batch's
// messages under the batch's key, and the day views of the profiles it folded. A row per batch lists the
// messages applied under it, so a message handed on again under its batch counts once; a row per day
// holds its 24 hours and its board of most viewed profiles. A batch so writes two rows, whatever its
// size. The profiles' day views arrive absolute, as their stores count them, so a repeated report
// changes nothing. Its alarm deletes what is older than the windows, a slice at a time.
import { DurableObject } from "cloudflare:workers";
import { dayOffset, utcDay } from "./days";
import { messageIdRetentionDays, retentionSliceRows } from "./store-upkeep";

export type HourCounts = { hour: string; views: number; clicks: number };
/** One message's part of the platform's counts: its views and clicks by hour (YYYY-MM-DDTHH). */
export type MessageCounts = { id: string; hours: HourCounts[] };
export type DayViews = { userId: string; day: string; views: number };

/**
 * Profiles a store keeps per day for the most viewed list. A batch's day views go to one store, so a
 * profile's latest count of a day is in the store of its latest batch: the week's top list is exact
 * while each of its profiles was, on each day it had views, among the 200 most viewed of that store's
 * board. The admin asks for at most 50.
 */
export const dayBoardSize = 200;
/** The admin's widest window is 7 days; a day more is kept. */
const keptDays = 8;
const dayAfter = (day: string, days: number) => dayOffset(Date.parse(`${day}T00:00:00Z`), days);
/** When a run deletes a day's batches (a week on) and the day itself (8 days on): 00:05 UTC that day. */
const batchesDue = (day: string) => dayAfter(day, messageIdRetentionDays + 1);
const dayDue = (day: string) => dayAfter(day, keptDays + 1);
const runAt = (day: string, now: number) => Math.max(Date.parse(`${day}T00:05:00Z`), now + 1000);

/** A batch's key starts with the day it was folded on, so old batches go by a range of the key. */
export const batchKey = (now: number, random: string) => `${utcDay(now)}:${random}`;

type DayData = { hours: Record<string, [views: number, clicks: number]>; board: Record<string, number> };

const tables = [
  "create table if not exists batches (batch text primary key, ids text not null) without rowid",
  "create table if not exists days (day text primary key, hours text not null, board text not null) without rowid",
];

export class PlatformAnalytics extends DurableObject<Env> {
  private readonly sql = this.ctx.storage.sql;
  /** The pruning run booked, as this instance last set or read it (undefined: not asked yet). */
  private bookedAt: number | null | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env);
    ctx.storage.transactionSync(() => {
      for (const statement of tables) this.sql.exec(statement);
      if (this.sql.exec("select 1 from sqlite_master where name = 'hourly'").toArray().length > 0)
        this.upgradeFrom031();
    });
  }

  /**
   * A store of decision 031's shape (a row per hour and per board entry, a ledger row per message)
   * becomes a row per day, once: its hours and boards move, and its ledger goes — a message folded then
   * is answered by its profile's store without a batch, and not handed on again (rollup.ts).
   */
  private upgradeFrom031(): void {
    const days = new Map<string, DayData>();
    const dayOf = (day: string) => {
      const data = days.get(day) ?? { hours: {}, board: {} };
      days.set(day, data);
      return data;
    };
    for (const { hour, views, clicks } of this.sql.exec<HourCounts>("select hour, views, clicks from hourly")) {
      dayOf(hour.slice(0, 10)).hours[hour.slice(11, 13)] = [views, clicks];
    }
    for (const row of this.sql.exec<{ day: string; user_id: string; views: number }>(
      "select day, user_id, views from day_board",
    )) {
      dayOf(row.day).board[row.user_id] = row.views;
    }
    for (const [day, { hours, board }] of days) {
      this.sql.exec(
        "insert into days (day, hours, board) values (?, ?, ?)",
        day,
        JSON.stringify(hours),
        JSON.stringify(board),
      );
    }
    for (const table of ["hourly", "day_board", "folded", "facts"]) this.sql.exec(`drop table if exists ${table}`);
  }

  private readDay(day: string): DayData | undefined {
    const row = this.sql
      .exec<{ hours: string; board: string }>("select hours, board from days where day = ?", day)
      .toArray()[0];
    return row && { hours: JSON.parse(row.hours), board: JSON.parse(row.board) };
  }

  /**
   * A batch's part: the hourly counts of its messages not applied under it before, and the profiles'
   * day views. Answers what it wrote now and what its alarm will write for it later, at most: each new
   * row's deletion, and the booking of the run that deletes a new day, or a day's first batch.
   */
  async apply(
    batch: string,
    messages: MessageCounts[],
    dayViews: DayViews[],
  ): Promise<{ skipped: number; rowsWritten: number; rowsLater: number }> {
    const result = this.ctx.storage.transactionSync(() => {
      const ledger = this.sql.exec<{ ids: string }>("select ids from batches where batch = ?", batch).toArray()[0];
      const applied = new Set<string>(ledger ? (JSON.parse(ledger.ids) as string[]) : []);
      const days = new Map<string, { data: DayData; isNew: boolean; changed: boolean }>();
      const dayOf = (day: string) => {
        const known = days.get(day);
        if (known) return known;
        const stored = this.readDay(day);
        const entry = { data: stored ?? { hours: {}, board: {} }, isNew: !stored, changed: false };
        days.set(day, entry);
        return entry;
      };
      let skipped = 0;
      let fresh = 0;
      for (const message of messages) {
        if (applied.has(message.id)) {
          skipped += 1;
          continue;
        }
        applied.add(message.id);
        fresh += 1;
        for (const { hour, views, clicks } of message.hours) {
          const entry = dayOf(hour.slice(0, 10));
          const hh = hour.slice(11, 13);
          const [sumViews, sumClicks] = entry.data.hours[hh] ?? [0, 0];
          entry.data.hours[hh] = [sumViews + views, sumClicks + clicks];
          entry.changed = true;
        }
      }
      for (const { userId, day, views } of dayViews) {
        const entry = dayOf(day);
        if (onBoard(entry.data.board, userId, views)) entry.changed = true;
      }
      let rowsWritten = 0;
      let rowsLater = 0;
      const dues: string[] = [];
      if (fresh > 0) {
        const day = batch.slice(0, 10);
        if (!ledger) {
          rowsLater += 1;
          const dayHasBatches =
            this.sql
              .exec("select 1 from batches where batch >= ? and batch < ? limit 1", `${day}:`, `${day};`)
              .toArray().length > 0;
          if (!dayHasBatches) {
            rowsLater += 1;
            dues.push(batchesDue(day));
          }
        }
        rowsWritten += this.sql.exec(
          "insert into batches (batch, ids) values (?, ?) on conflict (batch) do update set ids = excluded.ids",
          batch,
          JSON.stringify([...applied]),
        ).rowsWritten;
      }
      for (const [day, { data, isNew, changed }] of days) {
        if (!changed) continue;
        rowsWritten += this.sql.exec(
          `insert into days (day, hours, board) values (?, ?, ?)
           on conflict (day) do update set hours = excluded.hours, board = excluded.board`,
          day,
          JSON.stringify(data.hours),
          JSON.stringify(data.board),
        ).rowsWritten;
        if (isNew) {
          rowsLater += 2;
          dues.push(dayDue(day));
        }
      }
      return { skipped, rowsWritten, rowsLater, firstDue: dues.sort()[0] };
    });
    const booking = result.firstDue ? await this.bookPruning(result.firstDue) : { rowsWritten: 0, fresh: false };
    return {
      skipped: result.skipped,
      rowsWritten: result.rowsWritten + booking.rowsWritten,
      // The run this booking makes is one the rows counted; its booking is written now, not later.
      rowsLater: result.rowsLater - (booking.fresh ? 1 : 0),
    };
  }

  /** Books the pruning run for `day`'s work unless one is booked as early; a booking is a row written. */
  private async bookPruning(day: string): Promise<{ rowsWritten: number; fresh: boolean }> {
    if (this.bookedAt === undefined) this.bookedAt = await this.ctx.storage.getAlarm();
    const wanted = runAt(day, Date.now());
    if (this.bookedAt !== null && this.bookedAt <= wanted) return { rowsWritten: 0, fresh: false };
    const fresh = this.bookedAt === null;
    await this.ctx.storage.setAlarm(wanted);
    this.bookedAt = wanted;
    return { rowsWritten: 1, fresh };
  }

  /** The hourly counts from `since` (YYYY-MM-DDTHH) on. */
  hours(since: string): { hours: HourCounts[] } {
    const rows = this.sql
      .exec<{ day: string; hours: string }>(
        "select day, hours from days where day >= ? order by day",
        since.slice(0, 10),
      )
      .toArray();
    const hours = rows.flatMap(({ day, hours }) =>
      Object.entries(JSON.parse(hours) as DayData["hours"])
        .map(([hh, [views, clicks]]) => ({ hour: `${day}T${hh}`, views, clicks }))
        .filter((row) => row.hour >= since),
    );
    return { hours: hours.sort((a, b) => (a.hour < b.hour ? -1 : a.hour > b.hour ? 1 : 0)) };
  }

  /** The boards of the days from `since` on: each profile's views of each day, as last reported here. */
  mostViewed(since: string): DayViews[] {
    return this.sql
      .exec<{ day: string; board: string }>("select day, board from days where day >= ?", since)
      .toArray()
      .flatMap(({ day, board }) =>
        Object.entries(JSON.parse(board) as DayData["board"]).map(([userId, views]) => ({ userId, day, views })),
      );
  }

  /** The account is gone: it leaves the boards. */
  forgetProfile(userId: string): void {
    this.ctx.storage.transactionSync(() => {
      for (const { day, board } of this.sql
        .exec<{ day: string; board: string }>("select day, board from days")
        .toArray()) {
        const entries = JSON.parse(board) as DayData["board"];
        if (!(userId in entries)) continue;
        delete entries[userId];
        this.sql.exec("update days set board = ? where day = ?", JSON.stringify(entries), day);
      }
    });
  }

  async alarm(): Promise<void> {
    await this.runPruning();
  }

  /**
   * Keeps batches a week (as long as a message can come again) and days 8, 1,000 rows a run, and books
   * the run for what is due next. Answers the rows it wrote, its booking included.
   */
  async runPruning(now = Date.now()): Promise<{ rowsWritten: number }> {
    this.bookedAt = null;
    let budget = retentionSliceRows;
    budget -= this.sql.exec(
      "delete from batches where batch in (select batch from batches where batch < ? limit ?)",
      `${dayOffset(now, -messageIdRetentionDays)}:`,
      budget,
    ).rowsWritten;
    if (budget > 0) {
      budget -= this.sql.exec(
        "delete from days where day in (select day from days where day < ? limit ?)",
        dayOffset(now, -keptDays),
        budget,
      ).rowsWritten;
    }
    const rowsWritten = retentionSliceRows - budget;
    const oldest = this.sql
      .exec<{ batch: string | null; day: string | null }>(
        "select (select min(batch) from batches) as batch, (select min(day) from days) as day",
      )
      .one();
    const due = [oldest.batch && batchesDue(oldest.batch.slice(0, 10)), oldest.day && dayDue(oldest.day)]
      .filter((day): day is string => Boolean(day))
      .sort()[0];
    if (due === undefined) return { rowsWritten };
    this.bookedAt = budget <= 0 ? now + 1000 : runAt(due, now);
    await this.ctx.storage.setAlarm(this.bookedAt);
    return { rowsWritten: rowsWritten + 1 };
  }
}

/**
 * A profile's views on a day, as its store counts them: kept when it is on the board (raised, never
 * lowered), or when the board has room or the profile passes the board's last, which then leaves.
 * Whether the board changed.
 */
function onBoard(board: Record<string, number>, userId: string, views: number): boolean {
  const current = board[userId];
  if (current !== undefined) {
    if (views <= current) return false;
    board[userId] = views;
    return true;
  }
  if (views === 0) return false;
  const entries = Object.entries(board);
  if (entries.length < dayBoardSize) {
    board[userId] = views;
    return true;
  }
  // The last: fewest views, and of those the greatest id.
  const [lastId, lastViews] = entries.reduce((last, entry) =>
    entry[1] < last[1] || (entry[1] === last[1] && entry[0] > last[0]) ? entry : last,
  );
  if (views <= lastViews) return false;
  delete board[lastId];
  board[userId] = views;
  return true;
}
