// Runs in Node before the worker tests: starts the outside services' fakes, each on a free port — Stripe
// (which keeps its webhooks to itself: tests deliver them to the worker, and can replay or reorder
// them), Web Risk, Cloudflare's API, the receiver of the audience's webhooks and the peer pages an
// import reads.
import type { TestProject } from "vitest/node";
import { startCloudflareFake } from "../../../fakes/cloudflare/start";
import { startPeerPagesFake } from "../../../fakes/peer-pages/start";
import { startStripeFake } from "../../../fakes/stripe/start";
import { startWebhookReceiver } from "../../../fakes/webhook-receiver/start";
import { startWebRiskFake } from "../../../fakes/webrisk/start";
import { localCloudflareFake } from "../../../scripts/lib/development-vars";

export const testWebhookSecret = "whsec_worker_tests";
/** The Connect endpoint's own secret (vitest.config.ts gives the worker the same). */
export const testConnectWebhookSecret = "whsec_worker_tests_connect";

export default async function setup(project: TestProject) {
  const fake = await startStripeFake({
    webhookSecret: testWebhookSecret,
    connectWebhookSecret: testConnectWebhookSecret,
  });
  project.provide("stripeFakeUrl", fake.url);
  // The link safety checks ask the Web Risk fake (fakes/webrisk) the way production asks Google.
  const webRisk = await startWebRiskFake();
  project.provide("webriskFakeUrl", webRisk.url);
  // Custom domains ask the Cloudflare fake's zone (fakes/cloudflare) the way production asks Cloudflare.
  const cloudflare = await startCloudflareFake({
    zoneId: localCloudflareFake.zoneId,
    apiToken: localCloudflareFake.apiToken,
  });
  project.provide("cloudflareFakeApiBase", cloudflare.apiBaseUrl);
  // The audience's webhooks deliver to a receiver on this machine (fakes/webhook-receiver).
  const receiver = await startWebhookReceiver();
  project.provide("webhookReceiverUrl", receiver.url);
  // An import reads other services' pages on this machine (fakes/peer-pages; IMPORT_ALLOW_LOCAL).
  const peerPages = await startPeerPagesFake();
  project.provide("peerPagesUrl", peerPages.url);
  return async () => {
    await Promise.all([fake.close(), webRisk.close(), cloudflare.close(), receiver.close(), peerPages.close()]);
  };
}
