// Runs before each worker test file. The files share one runtime and one module graph (vitest.config.ts,
// isolate: false), so each starts as a fresh one would: every binding's data deleted (the analytics
// stores' Durable Objects too), the real schema applied the way production applies it, nothing left in
// the queue taps, and what the worker keeps in the isolate dropped (its caches, the salt, lost events).
// The worker's background work goes to the runtime's waitUntil as the worker calls it, each promise also
// kept track of (background-work.ts), so a test can wait for it.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterEach, vi } from "vitest";
import { resetLostEvents } from "../../../worker/analytics/events";
import { forgetSaltCopy } from "../../../worker/analytics/visitors";
import { clearIsolateCaches } from "../../../worker/db/isolate-caches";
import { settleBackgroundWork } from "./background";
import { discardQueued } from "./queues";

vi.mock("cloudflare:workers", async (importOriginal) => {
  const runtime = await importOriginal<typeof import("cloudflare:workers")>();
  const { trackedWaitUntil } = await import("./background-work");
  return { ...runtime, waitUntil: trackedWaitUntil(runtime.waitUntil) };
});

await settleBackgroundWork();
discardQueued();
await reset();
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// What the isolate kept of the last file's data: snapshots, host owners, rendered pages, the settings.
clearIsolateCaches();
forgetSaltCopy();
resetLostEvents();

// No test's background work runs on into the next test.
afterEach(settleBackgroundWork);
