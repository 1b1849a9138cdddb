// The fake's in-memory Stripe account: customers, checkout sessions, subscriptions, portal sessions,
// the events they produce and the answers saved under idempotency keys, shaped like the API version the
// app pins.
import { randomBytes } from "node:crypto";

export const periodSeconds = 30 * 24 * 60 * 60;

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
export const now = () => Math.floor(Date.now() / 1000);

export type Customer = {
  id: string;
  object: "customer";
  email: string | null;
  metadata: Record<string, string>;
  created: number;
};

export type CheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: "subscription";
  status: "open" | "complete" | "expired";
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  subscription: string | null;
  price: string;
  created: number;
};

export type Subscription = {
  id: string;
  object: "subscription";
  customer: string;
  status: "active" | "past_due" | "canceled" | "unpaid" | "trialing";
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
  created: number;
  items: {
    object: "list";
    data: {
      id: string;
      object: "subscription_item";
      price: { id: string; object: "price"; unit_amount: number; currency: string; recurring: { interval: "month" } };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
};

export type PortalSession = {
  id: string;
  object: "billing_portal.session";
  customer: string;
  return_url: string | null;
  url: string;
};

export type StripeEvent = {
  id: string;
  object: "event";
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: unknown };
};

/** What a POST under an Idempotency-Key was, and its answer once it has one (see idempotency.ts). */
export type IdempotentRequest = {
  endpoint: string;
  parameters: string;
  savedAt: number;
  answer: { status: number; body: string; contentType: string; requestId: string } | null;
};

export function createStore() {
  return {
    customers: new Map<string, Customer>(),
    checkoutSessions: new Map<string, CheckoutSession>(),
    subscriptions: new Map<string, Subscription>(),
    portalSessions: new Map<string, PortalSession>(),
    events: [] as StripeEvent[],
    idempotencyKeys: new Map<string, IdempotentRequest>(),
  };
}
export type Store = ReturnType<typeof createStore>;

export function newSubscription(customer: string, price: string, metadata: Record<string, string>): Subscription {
  const start = now();
  return {
    id: newId("sub"),
    object: "subscription",
    customer,
    status: "active",
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    metadata,
    created: start,
    items: {
      object: "list",
      data: [
        {
          id: newId("si"),
          object: "subscription_item",
          price: { id: price, object: "price", unit_amount: 399, currency: "usd", recurring: { interval: "month" } },
          current_period_start: start,
          current_period_end: start + periodSeconds,
        },
      ],
    },
  };
}

export function periodEnd(subscription: Subscription): number {
  return subscription.items.data[0]?.current_period_end ?? now();
}

export function invoiceFor(subscription: Subscription, status: "paid" | "open") {
  return {
    id: newId("in"),
    object: "invoice",
    customer: subscription.customer,
    status,
    amount_due: 399,
    amount_paid: status === "paid" ? 399 : 0,
    currency: "usd",
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
  };
}
