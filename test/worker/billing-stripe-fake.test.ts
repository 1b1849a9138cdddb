// The local Stripe fake answers what the billing rules ask of Stripe the way Stripe does (docs/guides/billing.md):
// idempotent POSTs, subscriptions listed by customer and status, and checkout sessions listed and expired.
// The app reaches it through the real Stripe SDK, so these calls go through the SDK too.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pay, stripeAtFake } from "./support/billing";

const apiKey = { Authorization: "Bearer sk_test_fake_tests" };

function postForm(path: string, form: Record<string, string>, idempotencyKey: string): Promise<Response> {
  return fetch(`${env.STRIPE_API_BASE}/v1/${path}`, {
    method: "POST",
    headers: { ...apiKey, "Content-Type": "application/x-www-form-urlencoded", "Idempotency-Key": idempotencyKey },
    body: new URLSearchParams(form).toString(),
  });
}

async function newCustomer(): Promise<string> {
  return (await stripeAtFake().customers.create({ email: "fake@example.com" })).id;
}

function openCheckout(customer: string) {
  return stripeAtFake().checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price: env.STRIPE_PRICE_ID, quantity: 1 }],
    success_url: `${env.APP_URL}/dashboard?subscription=success`,
    cancel_url: `${env.APP_URL}/dashboard?subscription=cancelled`,
  });
}

describe("the Stripe fake's Idempotency-Key", () => {
  it("a POST sent again with the same key gets the first answer, and other parameters under it are refused", async () => {
    const key = `fake-test-${crypto.randomUUID()}`;
    const first = await postForm("customers", { email: "once@example.com" }, key);
    const again = await postForm("customers", { email: "once@example.com" }, key);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    const [created, replayed] = (await Promise.all([first.json(), again.json()])) as { id: string }[];
    expect(replayed?.id).toBe(created?.id);

    const other = await postForm("customers", { email: "other@example.com" }, key);
    expect(other.status).toBe(400);
    expect(await other.json()).toMatchObject({ error: { type: "idempotency_error" } });
  });

  it("the SDK's idempotencyKey option creates one checkout session however often it is sent", async () => {
    const customer = await newCustomer();
    const create = () =>
      stripeAtFake().checkout.sessions.create(
        {
          mode: "subscription",
          customer,
          line_items: [{ price: env.STRIPE_PRICE_ID, quantity: 1 }],
          success_url: `${env.APP_URL}/dashboard`,
          cancel_url: `${env.APP_URL}/dashboard`,
        },
        { idempotencyKey: `fake-test-checkout-${customer}` },
      );
    const [first, second] = await Promise.all([create(), create()]);
    expect(second.id).toBe(first.id);
    const listed = await stripeAtFake().checkout.sessions.list({ customer });
    expect(listed.data.map((session) => session.id)).toEqual([first.id]);
  });
});

describe("the Stripe fake's lists", () => {
  it("lists a customer's checkout sessions newest first, by status, and expires an open one once", async () => {
    const customer = await newCustomer();
    const older = await openCheckout(customer);
    const newer = await openCheckout(customer);
    const stripe = stripeAtFake();
    expect((await stripe.checkout.sessions.list({ customer })).data.map((s) => s.id)).toEqual([newer.id, older.id]);

    const expired = await stripe.checkout.sessions.expire(older.id);
    expect(expired).toMatchObject({ id: older.id, object: "checkout.session", status: "expired" });
    expect((await stripe.checkout.sessions.list({ customer, status: "open" })).data.map((s) => s.id)).toEqual([
      newer.id,
    ]);
    expect((await stripe.checkout.sessions.list({ customer, status: "expired" })).data.map((s) => s.id)).toEqual([
      older.id,
    ]);
    await expect(stripe.checkout.sessions.expire(older.id)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
    });
    // An expired checkout cannot be paid any more.
    await pay(older.url as string);
    expect((await stripe.subscriptions.list({ customer, status: "all" })).data).toEqual([]);
  });

  it("pages through a list with limit and starting_after, as the SDK's auto-pagination does", async () => {
    const customer = await newCustomer();
    const sessions = [];
    for (let index = 0; index < 3; index += 1) sessions.push(await openCheckout(customer));
    const page = await stripeAtFake().checkout.sessions.list({ customer, limit: 2 });
    expect(page).toMatchObject({ object: "list", has_more: true, url: "/v1/checkout/sessions" });
    const all = await stripeAtFake().checkout.sessions.list({ customer, limit: 1 }).autoPagingToArray({ limit: 10 });
    expect(all.map((session) => session.id)).toEqual(sessions.map((session) => session.id).reverse());
  });

  it("lists subscriptions by customer and status: live ones by default, ended or all on request", async () => {
    const customer = await newCustomer();
    const stripe = stripeAtFake();
    for (let index = 0; index < 2; index += 1) await pay((await openCheckout(customer)).url as string);
    const [newer, older] = (await stripe.subscriptions.list({ customer })).data;
    expect([newer?.status, older?.status]).toEqual(["active", "active"]);
    await stripe.subscriptions.cancel(older?.id as string);

    const ids = async (status?: "all" | "active" | "canceled" | "ended") =>
      (await stripe.subscriptions.list({ customer, ...(status ? { status } : {}) })).data.map((s) => s.id);
    expect(await ids()).toEqual([newer?.id]);
    expect(await ids("active")).toEqual([newer?.id]);
    expect(await ids("canceled")).toEqual([older?.id]);
    expect(await ids("ended")).toEqual([older?.id]);
    expect(await ids("all")).toEqual([newer?.id, older?.id]);
  });
});
