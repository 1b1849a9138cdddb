// Stripe as it really behaves: webhooks several times at once, late, out of order, and again after we
// failed to take one — whatever the delivery, the user ends in one consistent state (Stripe's) and
// each event is recorded once (billing.test.ts covers the sequential replays); and an API call that
// fails, which must leave an error line besides the product's message.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  eventsDuring,
  type FakeEvent,
  fakeControl,
  pay,
  signedWebhook,
  startCheckout,
  status,
  subscriptionIdOf,
  webhookHeaders,
} from "./support/billing";
import { errorLogLine, expectCleanFailure, failingD1, fetchWith, newFault } from "./support/faults";
import { json, signedInUser } from "./support/requests";

async function deliverAtOnce(events: FakeEvent[]): Promise<string[]> {
  const responses = await Promise.all(events.map((event) => signedWebhook(JSON.stringify(event))));
  expect(responses.map((r) => r.status)).toEqual(events.map(() => 200));
  return Promise.all(responses.map(async (r) => (await json<{ outcome: string }>(r)).outcome));
}

async function recordedTimes(eventId: string): Promise<number> {
  const row = await env.DB.prepare("select count(*) as n from stripe_events where id = ?").bind(eventId).first<{
    n: number;
  }>();
  return row?.n ?? 0;
}

async function paidCheckout(prefix: string) {
  const { user, client } = await signedInUser(prefix);
  const url = await startCheckout(client);
  const events = await eventsDuring(() => pay(url));
  expect(events.length).toBeGreaterThan(0);
  return { user, client, events };
}

describe("Stripe webhooks delivered concurrently", () => {
  it("the same event five times at once is applied once", async () => {
    const { client, events } = await paidCheckout("concurrent");
    for (const event of events) {
      const outcomes = await deliverAtOnce(Array.from({ length: 5 }, () => event));
      expect(
        outcomes.filter((o) => o !== "duplicate"),
        event.type,
      ).toHaveLength(1);
      expect(await recordedTimes(event.id)).toBe(1);
    }
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "active" });
  });

  it("every event of a checkout and a cancellation, late, reversed and all at once, ends in Stripe's state", async () => {
    const { user, client, events } = await paidCheckout("reversed");
    const id = events.find((e) => e.type === "customer.subscription.created")?.data.object.id as string;
    const cancelled = await eventsDuring(() =>
      fetch(`${env.STRIPE_API_BASE}/v1/subscriptions/${id}`, {
        method: "POST",
        headers: { Authorization: "Bearer sk_test_x", "Content-Type": "application/x-www-form-urlencoded" },
        body: "cancel_at_period_end=true",
      }),
    );
    const all = [...events, ...cancelled].reverse();
    await deliverAtOnce([...all, ...all]);
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "cancelling" });
    expect(await subscriptionIdOf(user.email)).toBe(id);
    for (const event of all) expect(await recordedTimes(event.id)).toBe(1);
  });
});

describe("a webhook we failed to take", () => {
  it("answers a clean 500, is not recorded, and Stripe's retry applies it", async () => {
    const { user, client, events } = await paidCheckout("retried");
    const fault = newFault();
    const DB = failingD1(env.DB, { batch: true }, fault);
    for (const event of events) {
      const payload = JSON.stringify(event);
      const response = await fetchWith({ DB }, "/api/stripe/webhook", {
        method: "POST",
        body: payload,
        headers: await webhookHeaders(payload),
      });
      await expectCleanFailure(response, 500);
      expect(await recordedTimes(event.id)).toBe(0);
    }
    expect(await status(client)).toMatchObject({ isPro: false, subscriptionStatus: null });
    expect(await errorLogLine(fault)).toMatchObject({ path: "/api/stripe/webhook" });

    // Stripe retries a delivery that did not get a 2xx: now it is applied, once.
    await deliverAtOnce(events);
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "active" });
    expect(await subscriptionIdOf(user.email)).toMatch(/^sub_/);
    for (const event of events) expect(await recordedTimes(event.id)).toBe(1);
  });
});

describe("Stripe failing to answer an action", () => {
  it("answers the product message with a 502, and leaves an error line with Stripe's reason", async () => {
    const { client } = await signedInUser("stripedown");
    const fault = newFault();
    await fakeControl("fail-next", { status: "400", message: `Stripe refused: ${fault.tag}` });
    const response = await client.request("/api/create-checkout-session", { method: "POST" });
    await expectCleanFailure(response, 502, "Error creating checkout session. Please try again.");
    expect(await errorLogLine(fault)).toMatchObject({ path: "/api/create-checkout-session" });
  });
});
