// Request lines and error reports for the admin Logs/Errors/Metrics views (docs/architecture.md, "Errors,
// validation and observability"); the request log's middleware (worker/http/request-log.ts) writes one line
// per API request. Writes never throw: a failing log must not fail the request it describes.
import type { Db } from "../db/client";
import { logs } from "../db/schema";

export type RequestLine = {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  userId?: string;
};

/** Keep query strings out of the log: they can carry tokens (verify, reset links). */
export function loggablePath(url: string): string {
  return new URL(url).pathname.slice(0, 500);
}

export async function recordRequest(db: Db, line: RequestLine): Promise<void> {
  try {
    await db.insert(logs).values({ kind: "request", ...line });
  } catch (error) {
    console.error("could not record request line", error);
  }
}

/** The error with its cause chain (drizzle wraps D1's own message in a "Failed query" error). */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (current instanceof Error) {
      parts.push(`${depth > 0 ? "Caused by: " : ""}${current.name}: ${current.message}\n${current.stack ?? ""}`.trim());
      current = current.cause;
    } else {
      parts.push(String(current));
      break;
    }
  }
  return parts.join("\n");
}

export async function recordError(
  db: Db,
  error: unknown,
  where: { method?: string; path?: string; userId?: string } = {},
): Promise<void> {
  const message = describeError(error);
  try {
    await db.insert(logs).values({ kind: "error", ...where, message: message.slice(0, 8000) });
  } catch (writeError) {
    console.error("could not record error", writeError, message);
  }
}

/**
 * Work that follows a change already committed (deleting a replaced file, forgetting a renamed
 * snapshot, a notice mail). The change stands whatever happens here, so a failure becomes an error
 * line for the admin's Errors view, `where` naming the binding, instead of failing the request.
 */
export async function afterCommit(
  db: Db,
  where: { path: string; userId?: string },
  work: () => Promise<unknown>,
): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`clean-up after a committed change failed (${where.path})`, error);
    await recordError(db, error, where);
  }
}
