// Work that must not delay the response (log lines, snapshots) goes through waitUntil, and the request's
// execution context goes with a request the app hands on to another of its routers.
import type { Context } from "hono";

/** The request's execution context; none when the app is called directly (app.request in a test). */
export function executionContextOf(c: Context): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined;
  }
}

export function runInBackground(c: Context, work: Promise<unknown>): void {
  const guarded = work.catch((error) => console.error("background task failed", error));
  try {
    c.executionCtx.waitUntil(guarded);
  } catch {
    // No execution context (a direct app.request() call): the promise still runs to completion.
  }
}
