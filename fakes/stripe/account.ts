// One running fake's account: its store, where its webhooks go, the failure queued for the next API
// call, and the subscription changes that the API, the hosted pages and the test controls all make —
// each emitting the webhook Stripe would. What happens on connected accounts is connect.ts's.
import { missingResource, StripeError } from "./errors";
import { type CheckoutSession, type ConnectedAccount, createStore, now, type Subscription } from "./store";
import { emit, type WebhookTargets } from "./webhooks";

export type QueuedFailure = { status: number; message: string };

export function createAccount(targets: WebhookTargets) {
  const store = createStore();
  const account = {
    store,
    targets,
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

    connectedAccount(id: string): ConnectedAccount {
      const found = store.accounts.get(id);
      if (!found) throw missingResource("account", id);
      return found;
    },

    /** An event of the platform's own, or (with `on`) one that happened on that connected account. */
    emit(type: string, object: unknown, on?: string) {
      return emit(store, targets, type, object, on);
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
