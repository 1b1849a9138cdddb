// A webhook receiver at its HTTP boundary, standing in for Zapier, Make or a mailing-list tool: it keeps
// every delivery it is sent, per box (the path's last segment), and answers as the URL asks, so the worker
// tests can read what arrived and make a receiver fail.
//   POST /receive/{box}            records the delivery; answers 200
//   POST /receive/{box}?fail=N     the box's first N deliveries answer 503, later ones 200
//   POST /receive/{box}?status=C   answers C
//   POST /receive/{box}?redirect=1 answers 307 to another box (a redirect must not be followed)
//   GET  /received/{box}           what the box received: [{headers, body}], oldest first
import { Hono } from "hono";

export type ReceivedDelivery = { headers: Record<string, string>; body: string };

export function webhookReceiverApp() {
  const boxes = new Map<string, ReceivedDelivery[]>();
  return new Hono()
    .post("/receive/:box", async (c) => {
      const box = c.req.param("box");
      const received = boxes.get(box) ?? [];
      received.push({ headers: Object.fromEntries(c.req.raw.headers), body: await c.req.text() });
      boxes.set(box, received);
      if (c.req.query("redirect")) return c.redirect(`/receive/${box}-redirected`, 307);
      const status = Number(c.req.query("status") ?? 0);
      if (status) return c.body(null, status as 200);
      const fail = Number(c.req.query("fail") ?? 0);
      if (received.length <= fail) return c.text("unavailable", 503);
      return c.text("ok");
    })
    .get("/received/:box", (c) => c.json(boxes.get(c.req.param("box")) ?? []));
}
