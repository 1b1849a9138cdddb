// The admin Logs and Errors tabs (docs/architecture.md, "Errors, validation and observability"): the logs table as text lines, newest first.
//   request: `<ISO time> <METHOD> <path> <status> <ms>ms user=<id or ->`
//   error:   `<ISO time> <METHOD or -> <path or -> <message>`, the message's first line first and the
//            rest (the stack) after it, joined by \n.
// The line is built in SQL so `contains` filters exactly what the admin reads, and the newest-first
// walk of the (kind, created_at) index stops as soon as enough lines match.
import { and, between, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ErrorLogQuery, RequestLogQuery } from "#contract/admin-schemas";
import type { Db } from "../db/client";
import { logs } from "../db/schema";

/** created_at (ms) as an ISO-8601 UTC time with milliseconds, like Date.prototype.toISOString. */
const isoTime = sql`strftime('%Y-%m-%dT%H:%M:%S', ${logs.createdAt} / 1000, 'unixepoch') || printf('.%03dZ', ${logs.createdAt} % 1000)`;
const methodOrDash = sql`ifnull(${logs.method}, '-')`;
const pathOrDash = sql`ifnull(${logs.path}, '-')`;

const requestLine = sql<string>`${isoTime} || ' ' || ${methodOrDash} || ' ' || ${pathOrDash} || ' ' || ifnull(${logs.status}, '-') || ' ' || ifnull(${logs.durationMs}, 0) || 'ms user=' || ifnull(${logs.userId}, '-')`;
const errorLine = sql<string>`${isoTime} || ' ' || ${methodOrDash} || ' ' || ${pathOrDash} || ' ' || ifnull(${logs.message}, '')`;

/** instr rather than LIKE: any text, "%" and "_" included, is matched literally. */
const lineContains = (line: SQL, text: string) => sql`instr(lower(${line}), lower(${text})) > 0`;

function statusCondition(status: string): SQL | undefined {
  if (!status) return undefined;
  if (status.endsWith("xx")) {
    const hundreds = Number(status[0]) * 100;
    return between(logs.status, hundreds, hundreds + 99);
  }
  return eq(logs.status, Number(status));
}

async function lines(db: Db, line: SQL<string>, where: SQL | undefined, limit: number): Promise<string[]> {
  const rows = await db
    .select({ line })
    .from(logs)
    .where(where)
    .orderBy(desc(logs.createdAt), desc(logs.id))
    .limit(limit);
  return rows.map((row) => row.line);
}

export function requestLines(db: Db, query: RequestLogQuery): Promise<string[]> {
  const where = and(
    eq(logs.kind, "request"),
    query.method ? eq(logs.method, query.method) : undefined,
    statusCondition(query.status),
    query.contains ? lineContains(requestLine, query.contains) : undefined,
  );
  return lines(db, requestLine, where, query.lines);
}

export function errorLines(db: Db, query: ErrorLogQuery): Promise<string[]> {
  const where = and(eq(logs.kind, "error"), query.contains ? lineContains(errorLine, query.contains) : undefined);
  return lines(db, errorLine, where, query.lines);
}
