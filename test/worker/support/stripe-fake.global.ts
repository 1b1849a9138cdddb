// Runs in Node before the worker tests: starts the local Stripe fake on a free port. It keeps
// webhooks to itself; tests deliver them to the worker (and can replay or reorder them).
import type { TestProject } from "vitest/node";
import { startStripeFake } from "../../../fakes/stripe/start";
import { startWebRiskFake } from "../../../fakes/webrisk/start";

export const testWebhookSecret = "whsec_worker_tests";

export default async function setup(project: TestProject) {
  const fake = await startStripeFake({ webhookSecret: testWebhookSecret });
  project.provide("stripeFakeUrl", fake.url);
  // The link safety checks ask the Web Risk fake (fakes/webrisk) the way production asks Google.
  const webRisk = await startWebRiskFake();
  project.provide("webriskFakeUrl", webRisk.url);
  return async () => {
    await Promise.all([fake.close(), webRisk.close()]);
  };
}
