// Work that must not delay the response (a log line, a session's last-seen time, a page view's queue
// send) goes on after it through the runtime's waitUntil (cloudflare:workers), which needs no handle on
// the request: code that starts such work takes no Context for it. A failure is logged, never thrown at
// the response it follows.
import { waitUntil } from "cloudflare:workers";

export function inBackground(work: Promise<unknown>): void {
  waitUntil(work.catch((error) => console.error("background task failed", error)));
}
