// Runs in Node before the worker tests: starts the local Stripe fake on a free port. It keeps
// webhooks to itself; tests deliver them to the worker (and can replay or reorder them).
import type { TestProject } from "vitest/node";
import { startStripeFake } from "../../../fakes/stripe/start";

export const testWebhookSecret = "whsec_worker_tests";

export default async function setup(project: TestProject) {
  const fake = await startStripeFake({ webhookSecret: testWebhookSecret });
  project.provide("stripeFakeUrl", fake.url);
  return () => fake.close();
}
