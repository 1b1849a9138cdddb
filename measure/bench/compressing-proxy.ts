// What Cloudflare's edge does in front of the worker and its asset server, and `vite preview` does not:
// compress text responses for a browser that accepts it. Lighthouse measures through this proxy, so the
// bytes it counts per screen are the compressed bytes a visitor downloads. Gzip, the budgets' unit
// (docs/performance.md, "Budgets"); the edge's brotli is smaller still.
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createGzip } from "node:zlib";

const compressible = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

export type CompressingProxy = { url: string; close: () => Promise<void> };

export async function startCompressingProxy(target: string): Promise<CompressingProxy> {
  const upstream = new URL(target);
  const server: Server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        // The upstream answers uncompressed; the proxy decides the encoding.
        headers: { ...incoming.headers, host: upstream.host, "accept-encoding": "identity" },
      },
      (answer) => {
        const headers = { ...answer.headers };
        const accepts = String(incoming.headers["accept-encoding"] ?? "");
        const type = String(headers["content-type"] ?? "");
        if (
          !accepts.includes("gzip") ||
          !compressible.test(type) ||
          headers["content-encoding"] ||
          answer.statusCode === 304
        ) {
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(outgoing);
          return;
        }
        delete headers["content-length"];
        headers["content-encoding"] = "gzip";
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : "Accept-Encoding";
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(createGzip()).pipe(outgoing);
      },
    );
    forwarded.on("error", () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
