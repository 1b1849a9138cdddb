// Work that must not delay the response (log lines, snapshots) goes through waitUntil.
import type { Context } from "hono";

export function runInBackground(c: Context, work: Promise<unknown>): void {
  const guarded = work.catch((error) => console.error("background task failed", error));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No execution context (a direct app.request() call): the promise still runs to completion.
  }
}
