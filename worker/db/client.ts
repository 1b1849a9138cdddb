// One drizzle handle per request over the D1 binding, and D1's stand-in for transactions.
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Db = ReturnType<typeof openDb>;

export function openDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

/**
 * D1 has no interactive transactions: statements that must happen together go in one batch, which
 * D1 runs atomically.
 */
export async function runAtomically(db: Db, statements: BatchItem<"sqlite">[]): Promise<void> {
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
}
