// What the tests' requests left running after their answer (the worker's background work: log lines,
// a session's last-seen time, the analytics pool's send), so a test can wait for all of it before it reads
// what that work stores or hands a queue's messages to its consumer. The worker hands such work to the
// runtime's waitUntil (worker/http/background.ts), which setup.ts has it see through trackedWaitUntil
// (background-work.ts); a handler's own ctx.waitUntil (the crons') is kept by trackBackgroundWork.
import { waitOnExecutionContext } from "cloudflare:test";
import { keep, running } from "./background-work";

/** Keeps track of the request's background work until it is done. */
export function trackBackgroundWork(ctx: ExecutionContext): void {
  keep(waitOnExecutionContext(ctx));
}

/** Waits until every request's background work is done, including work started meanwhile. */
export async function settleBackgroundWork(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
