// Runs before each worker test file. The files share one runtime and one module graph (vitest.config.ts,
// isolate: false), so each starts as a fresh one would: every binding's data deleted (the analytics
// stores' Durable Objects too), the real schema applied the way production applies it, nothing left in
// the queue taps, and the worker's in-isolate copies of stored data dropped (the salt, lost events). The
// worker's background work goes to the runtime's waitUntil as the worker calls it, each promise also
// kept track of (background-work.ts), so a test can wait for it.
import { applyD1Migrations, env, reset } from "cloudflare:test";
import { afterEach, vi } from "vitest";
import { resetLostEvents } from "../../../worker/analytics/events";
import { forgetSaltCopy } from "../../../worker/analytics/visitors";
import { openDb } from "../../../worker/db/client";
import { forgetHostOwners } from "../../../worker/page-snapshot/hosts";
import { freshSettings } from "../../../worker/settings/settings";
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
await freshSettings(openDb(env.DB));
forgetSaltCopy();
resetLostEvents();
forgetHostOwners();

// No test's background work runs on into the next test.
afterEach(settleBackgroundWork);
