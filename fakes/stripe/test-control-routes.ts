// The /__test controls tests and the e2e server use to move Stripe's clock and mood: read or deliver
// the emitted events, read the API calls made, fail the next API call, end, renew or fail a subscription's period, and on Connect
// put a connected account in a state (or withdraw the platform's access) and refund or dispute a charge.
import { Hono } from "hono";
import type { Account } from "./account";
import { type AccountState, accountStates, type ConnectActions } from "./connect";
import { StripeError, stripeJson } from "./errors";
import { type FormEnv, stringAt } from "./form";
import { invoiceFor, periodSeconds, type Subscription } from "./store";
import { deliver, targetOf } from "./webhooks";

export function testControlRoutes(account: Account, connect: ConnectActions) {
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

  controls.get("/api-calls", (c) => stripeJson(c, { data: store.apiCalls }));

  controls.post("/events/:id/deliver", async (c) => {
    const id = c.req.param("id");
    const event = store.events.find((e) => e.id === id);
    if (!event) throw new StripeError(404, `No such event: '${id}'`);
    // To its endpoint, or (with `url`) to another address, signed with its endpoint's secret all the same.
    const target = targetOf(event, account.targets);
    const url = stringAt(c.var.form, "url");
    return stripeJson(c, { status: await deliver(event, url ? { ...target, url } : target) });
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

  controls.post("/accounts/:id/:state", async (c) => {
    const connected = account.connectedAccount(c.req.param("id"));
    const state = c.req.param("state");
    if (state === "deauthorize") await connect.deauthorize(connected);
    else if (Object.hasOwn(accountStates, state)) await connect.setState(connected, state as AccountState);
    else throw new StripeError(404, `Unknown account state '${state}'.`);
    return stripeJson(c, connected);
  });

  controls.post("/charges/:id/refund", async (c) => {
    const amount = stringAt(c.var.form, "amount");
    return stripeJson(c, await connect.refund(c.req.param("id"), amount === undefined ? undefined : Number(amount)));
  });

  controls.post("/charges/:id/dispute", async (c) => stripeJson(c, await connect.dispute(c.req.param("id"))));

  controls.all("*", () => {
    throw new StripeError(404, "Unknown test control.");
  });

  return controls;
}
