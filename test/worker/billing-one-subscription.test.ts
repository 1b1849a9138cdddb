// One live subscription per account (docs/product.md, "Accounts: the rules"): checkout refuses a second one and shares
// an open session between tabs, the webhook cancels any second live subscription of a customer and any
// subscription of an account that is gone, and account deletion ends every checkout and subscription.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { auditRows, idOf } from "./support/admin";
import {
  checkoutOpenedElsewhere,
  createdSubscriptionId,
  customerIdOf,
  deliver,
  eventsDuring,
  fakeControl,
  pay,
  startCheckout,
  status,
  stripeAtFake,
  subscriptionIdOf,
  subscriptionStatusesAtStripe,
  upgrade,
} from "./support/billing";
import { json, signedInUser } from "./support/requests";

const subscriptionOpen = {
  msg: "You already have a subscription. Open the billing portal to manage it instead of starting another.",
};

const checkout = (client: Awaited<ReturnType<typeof signedInUser>>["client"]) =>
  client.request("/api/create-checkout-session", { method: "POST" });

const checkoutIdOf = (url: string) => url.slice(url.lastIndexOf("/") + 1);

async function deliverAll(events: Awaited<ReturnType<typeof eventsDuring>>) {
  for (const event of events) await deliver(event);
}

describe("POST /api/create-checkout-session keeps one subscription per account", () => {
  it("tabs opening checkout at once or later share one session, so paying it twice starts one subscription", async () => {
    const { user, client } = await signedInUser("twotabs");
    const [first, second] = await Promise.all([startCheckout(client), startCheckout(client)]);
    const later = await startCheckout(client);
    expect(second).toBe(first);
    expect(later).toBe(first);

    await pay(first);
    await pay(later);
    const statuses = Object.values(await subscriptionStatusesAtStripe(await customerIdOf(user.email)));
    expect(statuses).toEqual(["active"]);
  });

  it("a checkout that expired is not handed out again: the next one is a fresh session", async () => {
    const { client } = await signedInUser("expiredtab");
    const first = await startCheckout(client);
    await stripeAtFake().checkout.sessions.expire(checkoutIdOf(first));
    const next = await startCheckout(client);
    expect(next).not.toBe(first);
    expect((await stripeAtFake().checkout.sessions.retrieve(checkoutIdOf(next))).status).toBe("open");
  });

  it("a second checkout while a subscription is past due answers 409", async () => {
    const { user, client } = await signedInUser("pastdue");
    await upgrade(client);
    const id = await subscriptionIdOf(user.email);
    await deliverAll(await eventsDuring(() => fakeControl(`subscriptions/${id}/payment-failed`)));
    expect(await status(client)).toMatchObject({ isPro: false, subscriptionStatus: "past_due" });

    const again = await checkout(client);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual(subscriptionOpen);
    expect(Object.values(await subscriptionStatusesAtStripe(await customerIdOf(user.email)))).toEqual(["past_due"]);
  });

  it("a second checkout while a subscription is unpaid or cancelling answers 409", async () => {
    const { user, client } = await signedInUser("unpaid");
    await env.DB.prepare("update users set subscription_status = 'unpaid' where email = ?").bind(user.email).run();
    const unpaid = await checkout(client);
    expect(unpaid.status).toBe(409);
    expect(await json(unpaid)).toEqual(subscriptionOpen);

    const cancelling = await signedInUser("cancelling");
    await upgrade(cancelling.client);
    expect((await cancelling.client.request("/api/cancel-subscription", { method: "POST" })).status).toBe(200);
    const again = await checkout(cancelling.client);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ msg: "You already have Pro." });
  });

  it("a second checkout while a subscription is trialing answers 409, even once its mirrored end date has passed", async () => {
    const { user, client } = await signedInUser("trialing");
    const inAWeek = Date.now() + 7 * 86_400_000;
    await env.DB.prepare("update users set subscription_status = 'trialing', subscription_end_date = ? where email = ?")
      .bind(inAWeek, user.email)
      .run();
    const trialing = await checkout(client);
    expect(trialing.status).toBe(409);
    expect(await json(trialing)).toEqual({ msg: "You already have Pro." });

    // A trial whose end the mirror has not caught up with is no longer Pro, but still live at Stripe.
    const aDayAgo = Date.now() - 86_400_000;
    await env.DB.prepare("update users set subscription_end_date = ? where email = ?").bind(aDayAgo, user.email).run();
    const lapsed = await checkout(client);
    expect(lapsed.status).toBe(409);
    expect(await json(lapsed)).toEqual(subscriptionOpen);
  });

  it("a second checkout once the first is paid but before its webhook arrives answers 409", async () => {
    const { user, client } = await signedInUser("paidnowebhook");
    await pay(await startCheckout(client));
    expect(await status(client)).toMatchObject({ isPro: false, subscriptionStatus: null });

    const again = await checkout(client);
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual(subscriptionOpen);
    expect(Object.values(await subscriptionStatusesAtStripe(await customerIdOf(user.email)))).toEqual(["active"]);
  });
});

describe("the Stripe webhook keeps one live subscription per customer", () => {
  it("a second live subscription is cancelled at once and the cancellation is audited", async () => {
    const { user, client } = await signedInUser("second");
    const userId = await idOf(user.email);
    const first = createdSubscriptionId(await upgrade(client));
    const customer = await customerIdOf(user.email);

    const elsewhere = await checkoutOpenedElsewhere(userId, customer);
    const events = await eventsDuring(() => pay(elsewhere));
    const second = createdSubscriptionId(events);
    await deliverAll(events);

    expect(await subscriptionStatusesAtStripe(customer)).toEqual({ [first]: "active", [second]: "canceled" });
    expect(await subscriptionIdOf(user.email)).toBe(first);
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "active" });
    const audit = await auditRows({ action: "cancel_duplicate_subscription", targetUserId: userId });
    expect(audit.map((row) => [row.target, JSON.parse(row.details ?? "null")])).toEqual([
      [second, { subscriptionId: second, keptSubscriptionId: first, customerId: customer }],
    ]);
  });

  it("whatever order their events arrive in, the older of two live subscriptions is kept", async () => {
    const { user, client } = await signedInUser("reordered");
    const userId = await idOf(user.email);
    const olderEvents = await eventsDuring(async () => pay(await startCheckout(client)));
    const customer = await customerIdOf(user.email);
    const newerEvents = await eventsDuring(async () => pay(await checkoutOpenedElsewhere(userId, customer)));
    const older = createdSubscriptionId(olderEvents);
    const newer = createdSubscriptionId(newerEvents);

    await deliverAll([...newerEvents, ...olderEvents]);
    expect(await subscriptionStatusesAtStripe(customer)).toEqual({ [older]: "active", [newer]: "canceled" });
    expect(await subscriptionIdOf(user.email)).toBe(older);
    expect(await status(client)).toMatchObject({ isPro: true, subscriptionStatus: "active" });
  });

  it("a subscription that appears for a deleted account is cancelled", async () => {
    const { user, client } = await signedInUser("gone");
    const userId = await idOf(user.email);
    const openedBeforeDeletion = await checkoutOpenedElsewhere(userId);
    expect((await client.request("/api/account", { method: "DELETE" })).status).toBe(200);

    const events = await eventsDuring(() => pay(openedBeforeDeletion));
    const orphan = createdSubscriptionId(events);
    await deliverAll(events);
    const { data } = await stripeAtFake().subscriptions.list({ status: "all", limit: 100 });
    expect(data.find((subscription) => subscription.id === orphan)?.status).toBe("canceled");
    const audit = await auditRows({ action: "cancel_deleted_account_subscription" });
    expect(audit.filter((row) => row.target === orphan)).toHaveLength(1);
  });
});

describe("account deletion ends all of the account's billing", () => {
  it("expires the open checkout, so paying it afterwards starts no subscription", async () => {
    const { user, client } = await signedInUser("leftopen");
    const url = await startCheckout(client);
    const customer = await customerIdOf(user.email);
    expect((await client.request("/api/account", { method: "DELETE" })).status).toBe(200);

    expect((await stripeAtFake().checkout.sessions.retrieve(checkoutIdOf(url))).status).toBe("expired");
    await pay(url);
    expect(await subscriptionStatusesAtStripe(customer)).toEqual({});
  });

  it("cancels every live subscription of the customer, not only the one the account tracks", async () => {
    const { user, client } = await signedInUser("twosubs");
    const userId = await idOf(user.email);
    const tracked = createdSubscriptionId(await upgrade(client));
    const customer = await customerIdOf(user.email);
    // Paid at Stripe, its webhooks not delivered yet: the account does not know it.
    const untracked = createdSubscriptionId(
      await eventsDuring(async () => pay(await checkoutOpenedElsewhere(userId, customer))),
    );

    expect((await client.request("/api/account", { method: "DELETE" })).status).toBe(200);
    expect(await subscriptionStatusesAtStripe(customer)).toEqual({ [tracked]: "canceled", [untracked]: "canceled" });
  });
});
