import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  deliver,
  eventsDuring,
  fakeControl,
  fakeEvents,
  pay,
  signedWebhook,
  startCheckout,
  status,
  subscriptionIdOf,
  upgrade,
} from "./support/billing";
import { deleteOwnAccount, json, request, signedInUser } from "./support/requests";

type Body = { msg: string };

describe("POST /api/create-checkout-session", () => {
  it("creates a customer once and a subscription checkout returning to APP_URL", async () => {
    const { user, client } = await signedInUser("checkout");
    const url = await startCheckout(client);
    expect(url).toMatch(new RegExp(`^${env.STRIPE_API_BASE}/checkout/cs_test_`));
    const row = await env.DB.prepare("select stripe_customer_id as c from users where email = ?")
      .bind(user.email)
      .first<{ c: string }>();
    expect(row?.c).toMatch(/^cus_/);
    await startCheckout(client);
    const again = await env.DB.prepare("select stripe_customer_id as c from users where email = ?")
      .bind(user.email)
      .first<{ c: string }>();
    expect(again?.c).toBe(row?.c);

    const cancel = await fetch(`${url}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancel.headers.get("location")).toBe("http://localhost:8787/dashboard?subscription=cancelled");
    const paid = await pay(url);
    expect(paid.headers.get("location")).toBe("http://localhost:8787/dashboard?subscription=success");
  });

  it("ignores any return address the client tries to send", async () => {
    const { client } = await signedInUser("redirect");
    const response = await client.request("/api/create-checkout-session", {
      method: "POST",
      json: { success_url: "https://evil.example", cancel_url: "https://evil.example" },
    });
    const { url } = await json<{ url: string }>(response);
    const cancel = await fetch(`${url}/cancel`, { method: "POST", redirect: "manual" });
    expect(cancel.headers.get("location")).toMatch(/^http:\/\/localhost:8787\/dashboard/);
  });

  it("answers 401 without a session, and 409 for someone already Pro", async () => {
    expect((await request("/api/create-checkout-session", { method: "POST" })).status).toBe(401);
    const { client } = await signedInUser("twice");
    await upgrade(client);
    const again = await client.request("/api/create-checkout-session", { method: "POST" });
    expect(again.status).toBe(409);
  });

  it("reports a Stripe failure with the product message and no 5xx stack", async () => {
    const { client } = await signedInUser("declined");
    // A 4xx: the SDK does not retry it, so the failure reaches the app.
    await fakeControl("fail-next", { status: "400", message: "No such price" });
    const response = await client.request("/api/create-checkout-session", { method: "POST" });
    expect(response.status).toBe(502);
    expect(await json(response)).toEqual({ msg: "Error creating checkout session. Please try again." });
  });
});

describe("the Pro lifecycle through webhooks", () => {
  it("pay → Pro; cancel → cancelling with the end date; resume → active", async () => {
    const { client } = await signedInUser("lifecycle");
    expect(await status(client)).toEqual({ isPro: false, subscriptionStatus: null, subscriptionEndDate: null });
    await upgrade(client);
    const pro = await status(client);
    expect(pro.isPro).toBe(true);
    expect(pro.subscriptionStatus).toBe("active");
    const end = new Date(pro.subscriptionEndDate as string).getTime();
    expect(end - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);

    const cancel = await client.request("/api/cancel-subscription", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
    });
    expect(cancel.status).toBe(200);
    expect((await json<Body>(cancel)).msg).toBe(
      "Subscription cancelled. You will retain access until the end of your billing period.",
    );
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "cancelling" });

    const resume = await client.request("/api/resume-subscription", { method: "POST" });
    expect((await json<Body>(resume)).msg).toBe("Subscription resumed.");
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "active" });
  });

  it("cancel and resume need something to act on", async () => {
    const { client } = await signedInUser("free");
    expect((await client.request("/api/cancel-subscription", { method: "POST" })).status).toBe(409);
    expect((await client.request("/api/resume-subscription", { method: "POST" })).status).toBe(409);
    expect((await request("/api/cancel-subscription", { method: "POST" })).status).toBe(401);
  });

  it("the end of the period ends Pro", async () => {
    const { user, client } = await signedInUser("ended");
    await upgrade(client);
    const id = await subscriptionIdOf(user.email);
    const events = await eventsDuring(() => fakeControl(`subscriptions/${id}/end`));
    expect(events.map((e) => e.type)).toEqual(["customer.subscription.deleted"]);
    for (const event of events) await deliver(event);
    expect(await status(client)).toMatchObject({ isPro: false, subscriptionStatus: "canceled" });
  });

  it("a failed payment takes Pro away until it is paid", async () => {
    const { user, client } = await signedInUser("pastdue");
    await upgrade(client);
    const id = await subscriptionIdOf(user.email);
    for (const event of await eventsDuring(() => fakeControl(`subscriptions/${id}/payment-failed`)))
      await deliver(event);
    expect(await status(client)).toMatchObject({ isPro: false, subscriptionStatus: "past_due" });
    for (const event of await eventsDuring(() => fakeControl(`subscriptions/${id}/renew`))) await deliver(event);
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "active" });
  });
});

describe("POST /api/stripe/webhook", () => {
  it("refuses a missing, wrong or tampered signature with 400", async () => {
    const payload = JSON.stringify({ id: "evt_x", type: "invoice.paid", data: { object: {} } });
    const missing = await request("/api/stripe/webhook", {
      method: "POST",
      body: payload,
      headers: { "Content-Type": "application/json" },
    });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toEqual({ msg: "Invalid Stripe signature." });
    expect((await signedWebhook(payload, "whsec_wrong")).status).toBe(400);
    const stripe = (await import("stripe")).default;
    const signature = await new stripe("sk_test_x").webhooks.generateTestHeaderStringAsync({
      payload,
      secret: env.STRIPE_WEBHOOK_SECRET,
    });
    const tampered = await request("/api/stripe/webhook", {
      method: "POST",
      body: payload.replace("invoice.paid", "invoice.payment_failed"),
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
    expect(tampered.status).toBe(400);
  });

  it("applies a replayed event once", async () => {
    const { user, client } = await signedInUser("replay");
    const events = await upgrade(client);
    const created = events.find((e) => e.type === "customer.subscription.created");
    expect(created).toBeDefined();
    expect((await deliver(created as (typeof events)[number])).outcome).toBe("duplicate");
    const rows = await env.DB.prepare("select count(*) as n from stripe_events where id = ?").bind(created?.id).first();
    expect(rows).toEqual({ n: 1 });
    expect((await status(client)).isPro).toBe(true);
    expect(user).toBeDefined();
  });

  it("ends in the right state when events arrive out of order", async () => {
    const { user, client } = await signedInUser("order");
    const url = await startCheckout(client);
    const payment = await eventsDuring(() => pay(url));
    await client.request("/api/cancel-subscription", { method: "POST" }).catch(() => undefined);
    // Deliver the newest first and the creation last: the re-read keeps the final state.
    const id = payment.find((e) => e.type === "customer.subscription.created")?.data.object.id as string;
    const cancelled = await eventsDuring(() =>
      fetch(`${env.STRIPE_API_BASE}/v1/subscriptions/${id}`, {
        method: "POST",
        headers: { Authorization: "Bearer sk_test_x", "Content-Type": "application/x-www-form-urlencoded" },
        body: "cancel_at_period_end=true",
      }),
    );
    for (const event of [...cancelled, ...payment.reverse()]) await deliver(event);
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "cancelling" });
    expect(await subscriptionIdOf(user.email)).toBe(id);
  });

  it("an old subscription's deletion does not cancel a newer one", async () => {
    const { user, client } = await signedInUser("renewed");
    await upgrade(client);
    const first = await subscriptionIdOf(user.email);
    const ended = await eventsDuring(() => fakeControl(`subscriptions/${first}/end`));
    for (const event of ended) await deliver(event);
    await upgrade(client);
    const second = await subscriptionIdOf(user.email);
    expect(second).not.toBe(first);
    // Stripe retries the old deletion later: it must not undo the new subscription.
    const replay = { ...(ended[0] as (typeof ended)[number]), id: `${ended[0]?.id}_retry` };
    await deliver(replay);
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "active" });
  });

  it("accepts and records events it does not act on", async () => {
    const all = await fakeEvents();
    const event = { ...(all[0] as (typeof all)[number]), id: `evt_other_${Date.now()}`, type: "customer.created" };
    expect((await deliver(event)).outcome).toBe("ignored");
  });
});

describe("the billing portal", () => {
  it("opens for a customer, and explains itself to someone who never paid", async () => {
    const { client } = await signedInUser("portal");
    const none = await client.request("/api/billing-portal-session", { method: "POST" });
    expect(none.status).toBe(400);
    await upgrade(client);
    const response = await client.request("/api/billing-portal-session", { method: "POST" });
    expect(response.status).toBe(200);
    expect((await json<{ url: string }>(response)).url).toMatch(new RegExp(`^${env.STRIPE_API_BASE}/portal/`));
  });

  it("can be opened by an admin for a user, and is audited; others get 403", async () => {
    const { user, client } = await signedInUser("customer");
    await upgrade(client);
    const id = (await env.DB.prepare("select id from users where email = ?").bind(user.email).first<{ id: string }>())
      ?.id;
    const asUser = await client.request(`/api/admin/users/${id}/billing-portal`, { method: "POST" });
    expect(asUser.status).toBe(403);
    expect(await json(asUser)).toEqual({ msg: "Admin access required" });
    expect((await request(`/api/admin/users/${id}/billing-portal`, { method: "POST" })).status).toBe(403);

    const admin = await signedInUser("admin");
    await env.DB.prepare("update users set role = 'admin' where email = ?").bind(admin.user.email).run();
    const response = await admin.client.request(`/api/admin/users/${id}/billing-portal`, { method: "POST" });
    expect(response.status).toBe(200);
    expect((await json<{ url: string }>(response)).url).toContain("/portal/");
    const audit = await env.DB.prepare("select action from audit_log where target_user_id = ?").bind(id).first();
    expect(audit).toEqual({ action: "open_billing_portal" });
  });
});

describe("account deletion", () => {
  it("cancels the subscription at once", async () => {
    const { user, client } = await signedInUser("leaving");
    await upgrade(client);
    const id = await subscriptionIdOf(user.email);
    expect((await deleteOwnAccount(client, user.password)).status).toBe(200);
    const sub = await (
      await fetch(`${env.STRIPE_API_BASE}/v1/subscriptions/${id}`, { headers: { Authorization: "Bearer sk_test_x" } })
    ).json();
    expect((sub as { status: string }).status).toBe("canceled");
  });
});
