// Other services' public pages at their HTTP boundary, standing in for Linktree, LinkStack, LittleLink,
// Beacons and any personal page (docs/guides/page-import.md): an import reads them as it reads the real
// ones, so every source can be tried offline, by hand in `npm run dev` and by the tests. Besides the
// example pages (pages.ts) it serves the ways a page can fail an import, and tells what it was sent.
//   GET /linktree/robinvale, /linkstack/robinvale, /littlelink/robinvale, /beacons/robinvale,
//       /html/robinvale              one creator's page as each source shapes it
//   GET /images/avatar.png           the pages' avatar (a PNG); /images/not-an-image.png is text,
//                                    /images/huge.png is over the avatar's 2 MB
//   GET /edge/not-html               JSON, not a page
//   GET /edge/huge                   a page over 2 MB that says so (Content-Length); /edge/huge-stream
//                                    sends one without a length
//   GET /edge/slow?ms=N              answers after N ms (default 15 s); /edge/slow-body?ms=N sends the
//                                    headers at once and the page a little at a time for N ms
//   GET /edge/redirect/N             N redirects, then the Linktree page; /edge/loop redirects to itself;
//       /edge/redirect-to?to=URL     one redirect to URL; /edge/cookie sets a cookie, then redirects
//   GET /edge/status/C               answers status C
//   GET /edge/no-links               a page with no links; /edge/refused-links one whose every link a
//                                    save refuses (a hidden host, an over-long address, a blocked domain);
//                                    /edge/direction-controls one whose bio and a link's text hide
//                                    characters that turn text around
//   GET /__requests                  what was asked for, oldest first: [{url, userAgent, cookie, accept}]
import { Hono } from "hono";
import { avatarPath, beaconsPage, linkstackPage, linktreePage, littlelinkPage, plainPage } from "./pages";

export type RecordedRequest = { url: string; userAgent: string | null; cookie: string | null; accept: string | null };

/** A 48 × 48 PNG: an orange disc on slate. */
const avatarPng = Uint8Array.from(
  atob(
    "iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAhElEQVR42u3YwQ2AMAxDUe+DWIIjozA5Y3QC0hbU4Ehf8gDvltja9sMqAgQIkC3ovs44SaCu46NMqzWzJq2mzLKUphk0KVMzYlKypmsqBVqkiU36RROYAL0DJWieTIAAAQIEqCaI41oRZPcx8uQX7WWOzdWx2zuuH6b7kOOCxugJCNBkGhVHX2IYY4xkAAAAAElFTkSuQmCC",
  ),
  (char) => char.charCodeAt(0),
);

const megabyte = 1024 * 1024;
/** A page's worth of filler, for the pages that are too large. */
const filler = (bytes: number) =>
  `<!DOCTYPE html><html><body><p>${"Lorem ipsum dolor sit amet. ".repeat(Math.ceil(bytes / 28))}</p></body></html>`;

/** Waits `ms`, or less when the client gives up first. */
const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

export function peerPagesApp() {
  const requests: RecordedRequest[] = [];
  const origin = (url: string) => new URL(url).origin;
  return new Hono()
    .use(async (c, next) => {
      if (c.req.path !== "/__requests") {
        const header = (name: string) => c.req.header(name) ?? null;
        const { pathname, search } = new URL(c.req.url);
        requests.push({
          url: pathname + search,
          userAgent: header("user-agent"),
          cookie: header("cookie"),
          accept: header("accept"),
        });
      }
      await next();
    })
    .get("/__requests", (c) => c.json(requests))

    .get("/linktree/robinvale", (c) => c.html(linktreePage(origin(c.req.url))))
    .get("/linkstack/robinvale", (c) => c.html(linkstackPage(origin(c.req.url))))
    .get("/littlelink/robinvale", (c) => c.html(littlelinkPage()))
    .get("/beacons/robinvale", (c) => c.html(beaconsPage(origin(c.req.url))))
    .get("/html/robinvale", (c) => c.html(plainPage(origin(c.req.url))))

    .get(avatarPath, (c) => c.body(avatarPng, 200, { "Content-Type": "image/png" }))
    .get("/images/not-an-image.png", (c) => c.body("not an image", 200, { "Content-Type": "image/png" }))
    .get("/images/huge.png", (c) => {
      const bytes = new Uint8Array(2 * megabyte + 1);
      bytes.set(avatarPng);
      return c.body(bytes, 200, { "Content-Type": "image/png" });
    })

    .get("/edge/not-html", (c) => c.json({ links: ["https://shop.robinvale.example/"] }))
    .get("/edge/huge", (c) => c.html(filler(2 * megabyte + 1024)))
    .get("/edge/huge-stream", (c) => {
      const chunk = new TextEncoder().encode(filler(64 * 1024));
      let sent = 0;
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 3 * megabyte) return controller.close();
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
      return c.body(body, 200, { "Content-Type": "text/html; charset=utf-8" });
    })
    .get("/edge/slow", async (c) => {
      await pause(Number(c.req.query("ms") ?? 15_000), c.req.raw.signal);
      return c.html(linktreePage(origin(c.req.url)));
    })
    .get("/edge/slow-body", (c) => {
      const until = Date.now() + Number(c.req.query("ms") ?? 15_000);
      const encoder = new TextEncoder();
      let timer: ReturnType<typeof setTimeout> | undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode("<!DOCTYPE html><html><body>"));
        },
        pull(controller) {
          if (Date.now() >= until) {
            controller.enqueue(encoder.encode("</body></html>"));
            return controller.close();
          }
          return new Promise<void>((resolve) => {
            timer = setTimeout(() => {
              controller.enqueue(encoder.encode('<a href="https://shop.robinvale.example/">Shop</a>'));
              resolve();
            }, 200);
          });
        },
        cancel() {
          clearTimeout(timer);
        },
      });
      return c.body(body, 200, { "Content-Type": "text/html; charset=utf-8" });
    })
    .get("/edge/redirect/:count", (c) => {
      const count = Number(c.req.param("count"));
      return c.redirect(count > 1 ? `/edge/redirect/${count - 1}` : "/linktree/robinvale", 302);
    })
    .get("/edge/loop", (c) => c.redirect("/edge/loop", 302))
    .get("/edge/redirect-to", (c) => c.redirect(c.req.query("to") ?? "/", 302))
    .get("/edge/cookie", (c) => {
      c.header("Set-Cookie", "session=fake-peer-session; Path=/");
      return c.redirect("/linktree/robinvale?after=cookie", 302);
    })
    .get("/edge/status/:code", (c) => c.html("<!DOCTYPE html><p>Not here</p>", Number(c.req.param("code")) as 404))
    .get("/edge/no-links", (c) =>
      c.html(
        `<!DOCTYPE html><html><head><title>Coming soon</title></head><body><h1>Coming soon</h1><p>Nothing here yet.</p></body></html>`,
      ),
    )
    .get("/edge/refused-links", (c) =>
      c.html(`<!DOCTYPE html><html><head><title>Robin's links</title></head><body><ul>
<li><a href="https://paypal.com@pay.robinvale.example/">Pay me</a></li>
<li><a href="https://robinvale.example/${"long/".repeat(420)}">Archive</a></li>
<li><a href="https://blocked-shop.example/robin">Shop</a></li>
</ul></body></html>`),
    )
    .get("/edge/direction-controls", (c) =>
      c.html(`<!DOCTYPE html><html><head><title>Robin Vale</title>
<meta property="og:description" content="Illustrator\u2066 &amp; zine maker"></head><body><ul>
<li><a href="https://shop.robinvale.example/">Sh\u202eop</a></li>
</ul></body></html>`),
    );
}
