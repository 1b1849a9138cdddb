// The fake's in-memory Stripe account: customers, checkout sessions, subscriptions, portal sessions,
// and for Connect the Express accounts connected to the platform, their onboarding links, the tips paid
// on them (payment intents and charges) and their disputes; the events all these produce and the answers
// saved under idempotency keys, shaped like the API version the app pins.
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

/**
 * A Checkout Session: for Pro on the platform (mode subscription, one price), or a tip on a connected
 * account (mode payment, one line of price_data, made with the Stripe-Account header: `account`).
 */
export type CheckoutSession = {
  id: string;
  object: "checkout.session";
  mode: "subscription" | "payment";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  customer: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string;
  subscription: string | null;
  /** The subscription's price (mode subscription); null for a payment. */
  price: string | null;
  /** The connected account the session was made on; null on the platform. */
  account: string | null;
  amount_total: number | null;
  currency: string | null;
  /** What the payment is for, as the hosted page shows it (line_items[0][price_data][product_data][name]). */
  product_name: string | null;
  /** The platform's fee on a direct charge (payment_intent_data[application_fee_amount]). */
  application_fee_amount: number | null;
  payment_intent: string | null;
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

/** A connected Express account, as `GET /v1/accounts/:id` answers it. */
export type ConnectedAccount = {
  id: string;
  object: "account";
  type: "express";
  email: string | null;
  country: string;
  default_currency: string;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  details_submitted: boolean;
  metadata: Record<string, string>;
  capabilities: Record<string, "active" | "inactive" | "pending">;
  requirements: {
    currently_due: string[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
    disabled_reason: string | null;
  };
  created: number;
};

/** An onboarding link: it opens once; a second visit is sent to its refresh_url, as Stripe's are. */
export type AccountLink = {
  id: string;
  account: string;
  refresh_url: string;
  return_url: string;
  url: string;
  expires_at: number;
  used: boolean;
};

/** A tip paid on a connected account: its payment intent and the charge it made. */
export type PaymentIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: "succeeded";
  application_fee_amount: number | null;
  latest_charge: string;
  metadata: Record<string, string>;
  account: string;
  created: number;
};

export type Charge = {
  id: string;
  object: "charge";
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  disputed: boolean;
  currency: string;
  payment_intent: string;
  application_fee_amount: number | null;
  status: "succeeded";
  account: string;
  created: number;
};

export type StripeEvent = {
  id: string;
  object: "event";
  type: string;
  /** The connected account a Connect event happened on; absent for the platform's own events. */
  account?: string;
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
    accounts: new Map<string, ConnectedAccount>(),
    accountLinks: new Map<string, AccountLink>(),
    paymentIntents: new Map<string, PaymentIntent>(),
    charges: new Map<string, Charge>(),
    events: [] as StripeEvent[],
    /** Every /v1 call answered, in order: what a test counts the app's calls to Stripe by. */
    apiCalls: [] as { method: string; path: string; account: string | null }[],
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
