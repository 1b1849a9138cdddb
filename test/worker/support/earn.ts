// Drives Earn through the local Stripe fake the way an owner, a visitor and Stripe would (docs/guides/earn.md):
// connect and finish (or leave unfinished) the fake's onboarding, add a tip block, post the page's tip
// form, pay on the fake's Checkout, and deliver the signed Connect events the fake produced to the
// worker's Connect endpoint.
import { env, SELF } from "cloudflare:test";
import Stripe from "stripe";
import { expect } from "vitest";
import { eventsDuring, type FakeEvent, fakeControl, fakeEvents, stripeAtFake } from "./billing";
import { onHost } from "./custom-domains";
import { type LinkBody, putProfile } from "./profile";
import { type browser, json, origin, request, signedInUser } from "./requests";

type Client = ReturnType<typeof browser>;
export type ConnectEvent = FakeEvent & { account?: string | undefined; created: number };

const signer = new Stripe("sk_test_signer");

export const tipBlock = {
  kind: "tip" as const,
  title: "Buy me a coffee",
  url: "",
  amounts: [3, 5, 10],
  currency: "usd" as const,
  allowCustom: true,
};

/** The headers Stripe sends with a Connect event: the payload signed with the Connect endpoint's secret. */
export async function connectSignature(payload: string, secret = env.STRIPE_CONNECT_WEBHOOK_SECRET) {
  const signature = await signer.webhooks.generateTestHeaderStringAsync({ payload, secret });
  return { "Content-Type": "application/json", "Stripe-Signature": signature };
}

/** A Connect event as Stripe sends it to the Connect endpoint. */
export async function connectWebhook(payload: string, secret?: string): Promise<Response> {
  return SELF.fetch(`${origin}/api/stripe/connect-webhook`, {
    method: "POST",
    headers: await connectSignature(payload, secret),
    body: payload,
  });
}

export async function deliverConnect(event: ConnectEvent): Promise<{ received: boolean; outcome: string }> {
  const response = await connectWebhook(JSON.stringify(event));
  expect(response.status).toBe(200);
  return json(response);
}

/** Runs `action` and delivers every Connect event the fake emitted meanwhile, in order. */
export async function withConnectEvents(action: () => Promise<unknown>): Promise<ConnectEvent[]> {
  const events = (await eventsDuring(action)) as ConnectEvent[];
  const connect = events.filter((event) => event.account);
  for (const event of connect) await deliverConnect(event);
  return connect;
}

export async function earnStatus(client: Client) {
  const response = await client.request("/api/earn");
  expect(response.status).toBe(200);
  return json<{
    status: string;
    chargesEnabled: boolean;
    payoutsEnabled: boolean;
    feePercent: number;
    defaultCurrency: string | null;
    detailsNeeded: boolean;
  }>(response);
}

/** "Connect with Stripe": the onboarding link the worker hands out. */
export async function connectLink(client: Client): Promise<string> {
  const response = await client.request("/api/earn/connect", { method: "POST" });
  expect(response.status).toBe(200);
  return (await json<{ url: string }>(response)).url;
}

/** A choice on the fake's onboarding page, its account.updated delivered; answers where Stripe sent the browser. */
export async function onboard(link: string, choice: "complete" | "needs-details" = "complete"): Promise<string> {
  let location = "";
  await withConnectEvents(async () => {
    const response = await fetch(`${link}/${choice}`, { method: "POST", redirect: "manual" });
    expect(response.status).toBe(303);
    location = response.headers.get("Location") ?? "";
  });
  return location;
}

export async function stripeAccountIdOf(userId: string): Promise<string> {
  const row = await env.DB.prepare("select stripe_account_id as id from connected_accounts where user_id = ?")
    .bind(userId)
    .first<{ id: string }>();
  if (!row) throw new Error("not connected");
  return row.id;
}

/** A test control on the owner's connected account (a state, or `deauthorize`), its events delivered. */
export async function accountControl(userId: string, state: string): Promise<void> {
  const account = await stripeAccountIdOf(userId);
  await withConnectEvents(async () => expect((await fakeControl(`accounts/${account}/${state}`)).status).toBe(200));
}

/**
 * An owner whose Express account at the fake has finished onboarding, stored as "Connect with Stripe" and
 * its account.updated leave it: for tests that are not about connecting (earn.test.ts is).
 */
export async function connectedDirectly(userId: string): Promise<string> {
  const account = await stripeAtFake().accounts.create({ type: "express", metadata: { userId } });
  expect((await fakeControl(`accounts/${account.id}/complete`)).status).toBe(200);
  await env.DB.prepare(
    `insert into connected_accounts (user_id, stripe_account_id, charges_enabled, payouts_enabled, details_submitted,
       details_needed, default_currency) values (?, ?, 1, 1, 1, 0, 'usd')`,
  )
    .bind(userId, account.id)
    .run();
  return account.id;
}

/** A connected owner whose page carries `block`. */
export async function tippableOwner(prefix = "earn", block: LinkBody = tipBlock) {
  const owner = await signedInUser(prefix);
  await connectedDirectly(owner.id);
  const saved = await putProfile(owner.client, { links: [{ title: "My site", url: "https://example.com/" }, block] });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return owner;
}

/** The page's tip form, posted as a browser does from the page: on the app, or on a custom domain's `host`. */
export function postTip(
  fields: Record<string, string>,
  options: { origin?: string; ip?: string; host?: string } = {},
): Promise<Response> {
  const from = options.host ? `http://${options.host}` : origin;
  const sent = {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? from },
    ...(options.ip ? { ip: options.ip } : {}),
  };
  return options.host ? onHost(options.host, "/tip", sent) : request("/tip", sent);
}

/** A tip that reached Checkout: the session's address at the fake. */
export async function checkoutFor(fields: Record<string, string>): Promise<string> {
  const response = await postTip(fields);
  expect(response.status, await response.clone().text()).toBe(303);
  return response.headers.get("Location") ?? "";
}

/** 'Pay' on the fake's Checkout, and its Connect events delivered: answers where the visitor lands. */
export async function payCheckout(checkoutUrl: string): Promise<string> {
  let location = "";
  await withConnectEvents(async () => {
    const response = await fetch(`${checkoutUrl}/pay`, { method: "POST", redirect: "manual" });
    expect(response.status).toBe(303);
    location = response.headers.get("Location") ?? "";
  });
  return location;
}

export async function tipRows(userId: string) {
  const { results } = await env.DB.prepare(
    "select amount, currency, fee, name, message, status, amount_refunded as amountRefunded, page_id as pageId from tips where user_id = ? order by created_at, id",
  )
    .bind(userId)
    .all<{
      amount: number;
      currency: string;
      fee: number;
      name: string | null;
      message: string | null;
      status: string;
      amountRefunded: number;
      pageId: string;
    }>();
  return results;
}

/** The fake's API calls made meanwhile. */
export async function stripeCallsDuring(action: () => Promise<unknown>) {
  const read = async () =>
    (
      (await (await fetch(`${env.STRIPE_API_BASE}/__test/api-calls`)).json()) as {
        data: { method: string; path: string; account: string | null }[];
      }
    ).data;
  const before = (await read()).length;
  await action();
  return (await read()).slice(before);
}

/** The session the fake holds for a Checkout address, read on its connected account. */
export async function fakeSession(checkoutUrl: string, account: string) {
  const id = new URL(checkoutUrl).pathname.split("/").pop() ?? "";
  const response = await fetch(`${env.STRIPE_API_BASE}/v1/checkout/sessions/${id}`, {
    headers: { Authorization: "Bearer sk_test_reader", "Stripe-Account": account },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    id: string;
    amount_total: number;
    currency: string;
    application_fee_amount: number | null;
    metadata: Record<string, string>;
    success_url: string;
    cancel_url: string;
    account: string;
    payment_intent: string | null;
  };
}

/** The charge of a paid tip, from the fake's events. */
export async function chargeOfSession(checkoutUrl: string): Promise<string> {
  const id = new URL(checkoutUrl).pathname.split("/").pop() ?? "";
  const events = (await fakeEvents()) as ConnectEvent[];
  const completed = events.find((e) => e.type === "checkout.session.completed" && e.data.object.id === id);
  const intent = completed?.data.object.payment_intent as string | undefined;
  const charge = events.find((e) => e.type === "charge.succeeded" && e.data.object.payment_intent === intent);
  if (!charge) throw new Error("no charge for that session");
  return charge.data.object.id;
}

export { fakeControl, fakeEvents };
