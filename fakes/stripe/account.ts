// One running fake's account: its store, where its webhooks go, the failure queued for the next API
// call, and the subscription changes that the API, the hosted pages and the test controls all make —
// each emitting the webhook Stripe would.
import { missingResource, StripeError } from "./errors";
import { type CheckoutSession, createStore, now, type Subscription } from "./store";
import { emit, type WebhookTarget } from "./webhooks";

export type QueuedFailure = { status: number; message: string };

export function createAccount(target: WebhookTarget) {
  const store = createStore();
  const account = {
    store,
    target,
    /** Where the hosted pages are served; known once the server listens. */
    baseUrl: "",
    failNext: null as QueuedFailure | null,

    subscription(id: string): Subscription {
      const found = store.subscriptions.get(id);
      if (!found) throw missingResource("subscription", id);
      return found;
    },

    checkoutSession(id: string): CheckoutSession {
      const found = store.checkoutSessions.get(id);
      if (!found) throw missingResource("checkout.session", id);
      return found;
    },

    emit(type: string, object: unknown) {
      return emit(store, target, type, object);
    },

    async setCancelAtPeriodEnd(sub: Subscription, value: boolean) {
      if (sub.status === "canceled")
        throw new StripeError(400, "A canceled subscription can only update its metadata.");
      sub.cancel_at_period_end = value;
      sub.cancel_at = value ? (sub.items.data[0]?.current_period_end ?? null) : null;
      sub.canceled_at = value ? now() : null;
      await account.emit("customer.subscription.updated", sub);
    },

    async endSubscription(sub: Subscription) {
      sub.status = "canceled";
      sub.ended_at = now();
      sub.canceled_at ??= now();
      await account.emit("customer.subscription.deleted", sub);
    },
  };
  return account;
}

export type Account = ReturnType<typeof createAccount>;
