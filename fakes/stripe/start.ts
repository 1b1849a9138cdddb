// A small local stand-in for the parts of Stripe LinkNest uses (architecture §7): the REST endpoints the
// SDK calls, a hosted checkout page and billing portal, signed webhooks, and test controls to end a
// period or fail a payment. Only the HTTP boundary is fake: the app runs the real Stripe SDK.
// This module starts one on Node; `npm run dev`, the e2e server and the worker tests each run their own.
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { createAccount } from "./account";
import { stripeFakeApp } from "./app";
import type { Store } from "./store";
import type { WebhookTarget } from "./webhooks";

export type StripeFakeOptions = { port?: number; host?: string; webhookUrl?: string; webhookSecret: string };
export type StripeFake = { url: string; store: Store; target: WebhookTarget; close: () => Promise<void> };

export async function startStripeFake(options: StripeFakeOptions): Promise<StripeFake> {
  const host = options.host ?? "127.0.0.1";
  const account = createAccount({ url: options.webhookUrl, secret: options.webhookSecret });
  const app = stripeFakeApp(account);

  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve(
      // The Node process hosting the fake (Vitest's, for one) keeps its own Request and Response.
      { fetch: app.fetch, port: options.port ?? 0, hostname: host, overrideGlobalObjects: false },
      (info: AddressInfo) => resolve({ server, port: info.port }),
    );
    server.once("error", reject);
  });

  account.baseUrl = `http://${host}:${port}`;
  return {
    url: account.baseUrl,
    store: account.store,
    target: account.target,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
