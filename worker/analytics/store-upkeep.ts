// What both kinds of analytics store do alike (profile-store.ts, platform-store.ts): the ledger of the
// queue messages a store folded, which makes a redelivered message count once, and deleting what expired
// a slice at a time, so no run of an alarm grows with the traffic.
import { utcDay } from "./days";

/**
 * The ledger: message ids keyed by the UTC day the message was first sent (a redelivery keeps it), so
 * old days go by a range of the key without a second index to write on every fold.
 */
export const ledgerTable =
  "create table if not exists folded (day text not null, id text not null, primary key (day, id)) without rowid";

/** Folded message ids are kept longer than a queue keeps a message (four days by default). */
export const messageIdRetentionDays = 7;

/** Rows one alarm run deletes at most; the rest wait for the next run, a second later. */
export const retentionSliceRows = 1_000;

const dayMs = 24 * 60 * 60 * 1000;

/** Records a message as folded here, in the caller's transaction; false when it was folded before. */
export function firstFold(sql: SqlStorage, message: { day: string; id: string }): boolean {
  return (
    sql.exec("insert into folded (day, id) values (?, ?) on conflict do nothing", message.day, message.id).rowsWritten >
    0
  );
}

/** The ledger's expired part, as `deleteExpired` takes it. */
export function expiredLedger(now: number): Expired {
  return { table: "folded", key: "day, id", column: "day", before: utcDay(now - messageIdRetentionDays * dayMs) };
}

/** Rows of `table` (primary key `key`) whose `column` is before `before`. */
export type Expired = { table: string; key: string; column: string; before: string };

/** Deletes expired rows, table after table, `retentionSliceRows` at most; true when some may be left. */
export function deleteExpired(sql: SqlStorage, expired: Expired[]): boolean {
  let budget = retentionSliceRows;
  for (const { table, key, column, before } of expired) {
    if (budget === 0) break;
    budget -= sql.exec(
      `delete from ${table} where (${key}) in (select ${key} from ${table} where ${column} < ? limit ?)`,
      before,
      budget,
    ).rowsWritten;
  }
  return budget === 0;
}
