// A small local stand-in for the parts of Stripe LinkNest uses (docs/guides/billing.md, docs/guides/earn.md):
// the REST endpoints the SDK calls, a hosted checkout page and billing portal, Connect's onboarding and
// Express dashboard, signed webhooks to the account endpoint and the Connect endpoint, and test controls.
// Only the HTTP boundary is fake: the app runs the real Stripe SDK.
// This module starts one on Node; `npm run dev`, the e2e server and the worker tests each run their own.
import { listen } from "../serve";
import { createAccount } from "./account";
import { stripeFakeApp } from "./app";
import type { Store } from "./store";
import type { WebhookTargets } from "./webhooks";

/** Without a webhook URL the fake keeps that endpoint's events for a test to deliver (/__test/events). */
export type StripeFakeOptions = {
  port?: number;
  host?: string;
  webhookUrl?: string;
  webhookSecret: string;
  connectWebhookUrl?: string;
  connectWebhookSecret: string;
};
export type StripeFake = { url: string; store: Store; targets: WebhookTargets; close: () => Promise<void> };

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const account = createAccount({
    platform: { url: options.webhookUrl, secret: options.webhookSecret },
    connect: { url: options.connectWebhookUrl, secret: options.connectWebhookSecret },
  });
  const { url, close } = await listen(stripeFakeApp(account).fetch, options);
  account.baseUrl = url;
  return { url, store: account.store, targets: account.targets, close };
}
