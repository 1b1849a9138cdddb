// The drizzle handle over the D1 binding, and D1's stand-in for transactions.
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

const makeDb = (d1: D1Database) => drizzle(d1, { schema });
export type Db = ReturnType<typeof makeDb>;

/**
 * One handle per binding for the isolate's life. Making one walks the whole schema to build the
 * relational query config, which cost the click call a fifth of its CPU when it was done per request;
 * the handle holds no request's state (D1 has no open transactions to carry), only the binding, which
 * outlives requests itself.
 */
const handles = new WeakMap<D1Database, Db>();

export function openDb(d1: D1Database): Db {
  let db = handles.get(d1);
  if (!db) {
    db = makeDb(d1);
    handles.set(d1, db);
  }
  return db;
}

/**
 * D1 has no interactive transactions: statements that must happen together go in one batch, which
 * D1 runs atomically.
 */
export async function runAtomically(db: Db, statements: BatchItem<"sqlite">[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
