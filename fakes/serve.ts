// Starts a fake's Hono app on Node, on the port asked for or a free one, and stops it: the one way the
// Stripe, Web Risk and Cloudflare fakes listen, whether `npm run dev`, the e2e server or a test starts them.
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";

export type ListeningFake = { url: string; close: () => Promise<void> };

export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  options: { port?: number; host?: string } = {},
): Promise<ListeningFake> {
  const host = options.host ?? "127.0.0.1";
  const { server, port } = await new Promise<{ server: ServerType; port: number }>((resolve, reject) => {
    const server = serve(
      // The Node process hosting the fake (Vitest's, for one) keeps its own Request and Response.
      { fetch, port: options.port ?? 0, hostname: host, overrideGlobalObjects: false },
      (info: AddressInfo) => resolve({ server, port: info.port }),
    );
    server.once("error", reject);
  });
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
