// The /__test controls tests and the e2e server use to move Stripe's clock and mood: read or deliver
// the emitted events, fail the next API call, and end, renew or fail a subscription's period.
import { Hono } from "hono";
import type { Account } from "./account";
import { StripeError, stripeJson } from "./errors";
import { type FormEnv, stringAt } from "./form";
import { invoiceFor, periodSeconds, type Subscription } from "./store";
import { deliver } from "./webhooks";

export function testControlRoutes(account: Account) {
  const { store } = account;
  const controls = new Hono<FormEnv>();

  const periodChanges = new Map<string, (sub: Subscription) => Promise<void>>([
    ["end", (sub) => account.endSubscription(sub)],
    [
      "renew",
      async (sub) => {
        const item = sub.items.data[0];
        if (item) {
          item.current_period_start = item.current_period_end;
          item.current_period_end += periodSeconds;
        }
        sub.status = "active";
        await account.emit("invoice.paid", invoiceFor(sub, "paid"));
        await account.emit("customer.subscription.updated", sub);
      },
    ],
    [
      "payment-failed",
      async (sub) => {
        sub.status = "past_due";
        await account.emit("invoice.payment_failed", invoiceFor(sub, "open"));
        await account.emit("customer.subscription.updated", sub);
      },
    ],
  ]);

  controls.get("/events", (c) => stripeJson(c, { data: store.events }));

  controls.post("/events/:id/deliver", async (c) => {
    const id = c.req.param("id");
    const event = store.events.find((e) => e.id === id);
    if (!event) throw new StripeError(404, `No such event: '${id}'`);
    return stripeJson(c, { status: await deliver(event, account.target) });
  });

  controls.post("/fail-next", (c) => {
    account.failNext = {
      status: Number(stringAt(c.var.form, "status") ?? 402),
      message: stringAt(c.var.form, "message") ?? "Your card was declined.",
    };
    return stripeJson(c, { ok: true });
  });

  controls.post("/subscriptions/:id/:action?", async (c) => {
    const sub = account.subscription(c.req.param("id"));
    const action = c.req.param("action");
    const change = action === undefined ? undefined : periodChanges.get(action);
    if (!change) throw new StripeError(404, `Unknown test action '${action}'.`);
    await change(sub);
    return stripeJson(c, sub);
  });

  controls.all("*", () => {
    throw new StripeError(404, "Unknown test control.");
  });

  return controls;
}
