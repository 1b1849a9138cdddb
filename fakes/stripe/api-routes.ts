// The REST endpoints under /v1 that the app's Stripe SDK calls: customers, checkout sessions (create,
// list, retrieve, expire), subscriptions (list, retrieve, update, cancel), billing portal sessions, and
// Connect's (connect-routes.ts). Every call needs a test-mode key, a failure queued through the test
// controls answers the next one, and a POST with an Idempotency-Key is answered once (idempotency.ts). A
// call with a Stripe-Account header acts on that connected account: its checkout sessions are its own.
import { type Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Account } from "./account";
import { connectApiRoutes, paymentSession, stripeAccountOf } from "./connect-routes";
import { missingResource, StripeError, stripeJson } from "./errors";
import { type FormEnv, type FormObject, stringAt } from "./form";
import { idempotentPosts } from "./idempotency";
import { newestFirst, stripeList } from "./lists";
import { type CheckoutSession, newId, now, type Subscription } from "./store";

const metadataOf = (form: FormObject, key = "metadata") =>
  Object.fromEntries(
    Object.entries((form[key] as Record<string, string> | undefined) ?? {}).filter(([, v]) => typeof v === "string"),
  );

/**
 * Stripe's `status` filter on the subscription list: without one, every subscription not canceled;
 * `ended` the canceled ones (Stripe adds expired incomplete ones, which the fake never has); `all`
 * every one; otherwise that status alone.
 */
function hasListedStatus(subscription: Subscription, status: string | undefined): boolean {
  if (status === undefined) return subscription.status !== "canceled";
  if (status === "all") return true;
  if (status === "ended") return subscription.status === "canceled";
  return subscription.status === status;
}

function unrecognizedUrl(c: Context): StripeError {
  const segments = new URL(c.req.url).pathname.split("/").filter(Boolean).slice(1);
  return new StripeError(404, `Unrecognized request URL (${c.req.method}: /v1/${segments.join("/")}).`);
}

export function apiRoutes(account: Account) {
  const { store } = account;
  const api = new Hono<FormEnv>();

  api.use(async (c, next) => {
    store.apiCalls.push({ method: c.req.method, path: new URL(c.req.url).pathname, account: stripeAccountOf(c) });
    const key = (c.req.header("Authorization") ?? "").replace(/^Bearer /, "");
    if (!key.startsWith("sk_test_")) throw new StripeError(401, "Invalid API Key provided.");
    const failure = account.failNext;
    if (failure) {
      account.failNext = null;
      const type = failure.status === 402 ? "card_error" : "api_error";
      throw new StripeError(failure.status as ContentfulStatusCode, failure.message, type);
    }
    await next();
  });
  api.use(idempotentPosts(store.idempotencyKeys));
  api.use(async (c, next) => {
    const on = stripeAccountOf(c);
    if (on !== null && !store.accounts.has(on)) {
      throw new StripeError(
        403,
        `The provided key does not have access to account '${on}' (or that account does not exist). Application access may have been revoked.`,
        "invalid_request_error",
        "account_invalid",
      );
    }
    await next();
  });

  api.post("/customers", (c) => {
    const form = c.var.form;
    const customer = {
      id: newId("cus"),
      object: "customer" as const,
      email: stringAt(form, "email") ?? null,
      metadata: metadataOf(form),
      created: now(),
    };
    store.customers.set(customer.id, customer);
    return stripeJson(c, customer);
  });

  api.get("/customers/:id", (c) => {
    const id = c.req.param("id");
    const customer = store.customers.get(id);
    if (!customer) throw missingResource("customer", id);
    return stripeJson(c, customer);
  });

  api.post("/checkout/sessions", (c) => {
    const form = c.var.form;
    const on = stripeAccountOf(c);
    if (stringAt(form, "mode") === "payment") {
      const session = paymentSession(account, form, on);
      store.checkoutSessions.set(session.id, session);
      return stripeJson(c, session);
    }
    const price = stringAt(form, "line_items", 0, "price");
    const successUrl = stringAt(form, "success_url");
    const cancelUrl = stringAt(form, "cancel_url");
    if (stringAt(form, "mode") !== "subscription")
      throw new StripeError(400, "Only mode=subscription or mode=payment is supported here.");
    if (on !== null)
      throw new StripeError(400, "Subscriptions are made on the platform here, not on a connected account.");
    if (!price || !successUrl || !cancelUrl)
      throw new StripeError(400, "Missing required param: line_items[0][price], success_url or cancel_url.");
    const customer = stringAt(form, "customer") ?? null;
    if (customer && !store.customers.has(customer)) throw missingResource("customer", customer, 400);
    const id = newId("cs_test");
    const session: CheckoutSession = {
      id,
      object: "checkout.session",
      mode: "subscription",
      status: "open",
      payment_status: "unpaid",
      customer,
      client_reference_id: stringAt(form, "client_reference_id") ?? null,
      metadata: { ...metadataOf(form), ...metadataOf((form.subscription_data as FormObject) ?? {}) },
      success_url: successUrl,
      cancel_url: cancelUrl,
      url: `${account.baseUrl}/checkout/${id}`,
      subscription: null,
      price,
      account: null,
      amount_total: 399,
      currency: "usd",
      product_name: null,
      application_fee_amount: null,
      payment_intent: null,
      created: now(),
    };
    store.checkoutSessions.set(id, session);
    return stripeJson(c, session);
  });

  /** A session of the account the call acts on: another account's is as missing as one never made. */
  const sessionOn = (c: Context, id: string): CheckoutSession => {
    const session = account.checkoutSession(id);
    if (session.account !== stripeAccountOf(c)) throw missingResource("checkout.session", id);
    return session;
  };

  api.get("/checkout/sessions", (c) => {
    const { customer, status } = c.req.query();
    const on = stripeAccountOf(c);
    const sessions = newestFirst(store.checkoutSessions).filter(
      (session) =>
        session.account === on &&
        (!customer || session.customer === customer) &&
        (!status || session.status === status),
    );
    return stripeList(c, sessions, "/v1/checkout/sessions");
  });

  api.get("/checkout/sessions/:id", (c) => {
    const session = sessionOn(c, c.req.param("id"));
    const expand = new URL(c.req.url).searchParams;
    const expanded = [...expand.entries()].some(
      ([key, value]) => key.startsWith("expand") && value === "payment_intent",
    );
    const intent = expanded && session.payment_intent ? store.paymentIntents.get(session.payment_intent) : undefined;
    return stripeJson(c, intent ? { ...session, payment_intent: intent } : session);
  });

  api.post("/checkout/sessions/:id/expire", async (c) => {
    const session = sessionOn(c, c.req.param("id"));
    if (session.status !== "open")
      throw new StripeError(400, `Only Checkout Sessions with a status in ["open"] can be expired.`);
    session.status = "expired";
    await account.emit("checkout.session.expired", session, session.account ?? undefined);
    return stripeJson(c, session);
  });

  api.get("/subscriptions", (c) => {
    const { customer, status } = c.req.query();
    const subscriptions = newestFirst(store.subscriptions).filter(
      (subscription) => (!customer || subscription.customer === customer) && hasListedStatus(subscription, status),
    );
    return stripeList(c, subscriptions, "/v1/subscriptions");
  });
  api.all("/subscriptions", () => {
    throw new StripeError(404, "Unrecognized request URL.");
  });

  api.get("/subscriptions/:id", (c) => stripeJson(c, account.subscription(c.req.param("id"))));

  api.post("/subscriptions/:id", async (c) => {
    const sub = account.subscription(c.req.param("id"));
    const flag = stringAt(c.var.form, "cancel_at_period_end");
    if (flag !== undefined) await account.setCancelAtPeriodEnd(sub, flag === "true");
    return stripeJson(c, sub);
  });

  api.delete("/subscriptions/:id", async (c) => {
    const sub = account.subscription(c.req.param("id"));
    if (sub.status !== "canceled") await account.endSubscription(sub);
    return stripeJson(c, sub);
  });

  // Any other method on a subscription: an unknown one is missing before the method is judged.
  api.all("/subscriptions/:id", (c) => {
    account.subscription(c.req.param("id"));
    throw unrecognizedUrl(c);
  });

  api.post("/billing_portal/sessions", (c) => {
    const form = c.var.form;
    const customer = stringAt(form, "customer");
    if (!customer || !store.customers.has(customer)) throw missingResource("customer", customer ?? "", 400);
    const id = newId("bps");
    const portal = {
      id,
      object: "billing_portal.session" as const,
      customer,
      return_url: stringAt(form, "return_url") ?? null,
      url: `${account.baseUrl}/portal/${id}`,
    };
    store.portalSessions.set(id, portal);
    return stripeJson(c, portal);
  });

  api.route("/", connectApiRoutes(account));

  api.all("*", (c) => {
    throw unrecognizedUrl(c);
  });

  return api;
}
