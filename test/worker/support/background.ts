// What the tests' requests left running after their answer (the worker's waitUntil work: snapshots,
// log lines, the analytics pool's send), so a test can wait for all of it before it reads what that
// work stores or hands a queue's messages to its consumer.
import { waitOnExecutionContext } from "cloudflare:test";

const running = new Set<Promise<void>>();

/** Keeps track of the request's background work until it is done. */
export function trackBackgroundWork(ctx: ExecutionContext): void {
  const work = waitOnExecutionContext(ctx).finally(() => running.delete(work));
  running.add(work);
}

/** Waits until every request's background work is done, including work started meanwhile. */
export async function settleBackgroundWork(): Promise<void> {
  while (running.size > 0) await Promise.allSettled([...running]);
}
