// A small local stand-in for the parts of Stripe LinkNest uses (docs/guides/billing.md): the REST endpoints the
// SDK calls, a hosted checkout page and billing portal, signed webhooks, and test controls to end a
// period or fail a payment. Only the HTTP boundary is fake: the app runs the real Stripe SDK.
// This module starts one on Node; `npm run dev`, the e2e server and the worker tests each run their own.
import { listen } from "../serve";
import { createAccount } from "./account";
import { stripeFakeApp } from "./app";
import type { Store } from "./store";
import type { WebhookTarget } from "./webhooks";

export type StripeFakeOptions = { port?: number; host?: string; webhookUrl?: string; webhookSecret: string };
export type StripeFake = { url: string; store: Store; target: WebhookTarget; close: () => Promise<void> };

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const account = createAccount({ url: options.webhookUrl, secret: options.webhookSecret });
  const { url, close } = await listen(stripeFakeApp(account).fetch, options);
  account.baseUrl = url;
  return { url, store: account.store, target: account.target, close };
}
