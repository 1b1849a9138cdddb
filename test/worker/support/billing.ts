// Drives Stripe through the local fake the way a customer and Stripe would: pay on the hosted
// checkout page, then deliver the signed webhooks the fake produced (in order, or not).
import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { expect } from "vitest";
import { stripeClient } from "../../../worker/billing/stripe-client";
import { type browser, json, origin } from "./requests";

type Client = ReturnType<typeof browser>;
export type FakeEvent = { id: string; type: string; data: { object: { id: string; [key: string]: unknown } } };

const signer = new Stripe("sk_test_signer");

export async function fakeEvents(): Promise<FakeEvent[]> {
  const response = await fetch(`${env.STRIPE_API_BASE}/__test/events`);
  return ((await response.json()) as { data: FakeEvent[] }).data;
}

/** The headers Stripe sends with a webhook: the payload signed with the endpoint's secret. */
export async function webhookHeaders(payload: string, secret = env.STRIPE_WEBHOOK_SECRET) {
  const signature = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return { "Content-Type": "application/json", "Stripe-Signature": signature };
}

export async function signedWebhook(payload: string, secret = env.STRIPE_WEBHOOK_SECRET): Promise<Response> {
  return SELF.fetch(`${origin}/api/stripe/webhook`, {
    method: "POST",
    headers: await webhookHeaders(payload, secret),
    body: payload,
  });
}

export async function deliver(event: FakeEvent): Promise<{ received: boolean; outcome: string }> {
  const response = await signedWebhook(JSON.stringify(event));
  expect(response.status).toBe(200);
  return json(response);
}

/** Runs `action`, then returns the events the fake emitted meanwhile (not yet delivered). */
export async function eventsDuring(action: () => Promise<unknown>): Promise<FakeEvent[]> {
  const before = new Set((await fakeEvents()).map((e) => e.id));
  await action();
  return (await fakeEvents()).filter((e) => !before.has(e.id));
}

export async function startCheckout(client: Client): Promise<string> {
  const response = await client.request("/api/create-checkout-session", { method: "POST" });
  expect(response.status).toBe(200);
  return (await json<{ url: string }>(response)).url;
}

export async function pay(checkoutUrl: string): Promise<Response> {
  return fetch(`${checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
}

/** Checkout, pay, and deliver every resulting webhook: the user is Pro afterwards. */
export async function upgrade(client: Client): Promise<FakeEvent[]> {
  const url = await startCheckout(client);
  const events = await eventsDuring(() => pay(url));
  for (const event of events) await deliver(event);
  return events;
}

export async function status(client: Client) {
  return json<{ isPro: boolean; subscriptionStatus: string | null; subscriptionEndDate: string | null }>(
    await client.request("/api/subscription-status"),
  );
}

export async function subscriptionIdOf(email: string): Promise<string> {
  const row = await env.DB.prepare("select stripe_subscription_id as id from users where email = ?")
    .bind(email)
    .first<{ id: string }>();
  if (!row?.id) throw new Error(`no subscription for ${email}`);
  return row.id;
}

export async function fakeControl(path: string, body?: Record<string, string>): Promise<Response> {
  return fetch(`${env.STRIPE_API_BASE}/__test/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: body ? new URLSearchParams(body).toString() : undefined,
  });
}

/** The Stripe SDK as the worker builds it, pointed at the fake: for tests that act as Stripe's other side. */
export const stripeAtFake = () => stripeClient(env);

export async function customerIdOf(email: string): Promise<string> {
  const row = await env.DB.prepare("select stripe_customer_id as id from users where email = ?")
    .bind(email)
    .first<{ id: string | null }>();
  if (!row?.id) throw new Error(`no Stripe customer for ${email}`);
  return row.id;
}

/**
 * A checkout opened at Stripe without going through LinkNest's checkout call (one opened in an old tab,
 * or before the account was deleted), carrying the user's id as LinkNest's own checkouts do.
 */
export async function checkoutOpenedElsewhere(userId: string, customer?: string): Promise<string> {
  const session = await stripeAtFake().checkout.sessions.create({
    mode: "subscription",
    ...(customer ? { customer } : {}),
    client_reference_id: userId,
    line_items: [{ price: env.STRIPE_PRICE_ID, quantity: 1 }],
    success_url: `${env.APP_URL}/dashboard?subscription=success`,
    cancel_url: `${env.APP_URL}/dashboard?subscription=cancelled`,
    metadata: { userId },
    subscription_data: { metadata: { userId } },
  });
  return session.url as string;
}

/** The status of every subscription of a customer at the fake, by subscription id. */
export async function subscriptionStatusesAtStripe(customer: string): Promise<Record<string, string>> {
  const list = await stripeAtFake().subscriptions.list({ customer, status: "all", limit: 100 });
  return Object.fromEntries(list.data.map(({ id, status }) => [id, status]));
}

/** The id of the subscription a batch of the fake's events created. */
export function createdSubscriptionId(events: FakeEvent[]): string {
  const created = events.find((event) => event.type === "customer.subscription.created");
  if (!created) throw new Error("no subscription was created");
  return created.data.object.id;
}
