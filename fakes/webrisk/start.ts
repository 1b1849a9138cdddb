// Starts the Web Risk fake (app.ts) on Node: `npm run dev`, the e2e server and the worker tests each run
// their own, as they do the Stripe fake.
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { webRiskFakeApp } from "./app";

export type WebRiskFake = { url: string; close: () => Promise<void> };

export async function startWebRiskFake(options: { port?: number; host?: string } = {}): Promise<WebRiskFake> {
  const host = options.host ?? "127.0.0.1";
  const app = webRiskFakeApp();
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port ?? 0, hostname: host, overrideGlobalObjects: false },
      (info: AddressInfo) => resolve({ server, port: info.port }),
    );
    server.once("error", reject);
  });
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
