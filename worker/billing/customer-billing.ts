// A customer's billing as Stripe holds it, for the rule that an account has one live subscription at most
// (docs/product.md, "Accounts: the rules"): their live subscriptions and open checkouts, keeping one subscription when
// two are live, and ending everything when the account goes. Stripe, not our mirror of it, is asked,
// because a checkout paid a moment ago may not have reached us through its webhook yet.
import type { Stripe } from "./stripe-client";
import { isLive } from "./subscription-state";

/** Oldest first. Stripe lists newest first, so its order, reversed, is the order they began in. */
export async function liveSubscriptionsOf(stripe: Stripe, customer: string): Promise<Stripe.Subscription[]> {
  const live: Stripe.Subscription[] = [];
  // Without a status filter Stripe lists every subscription not canceled, which includes ended incomplete ones.
  for await (const subscription of stripe.subscriptions.list({ customer, limit: 100 })) {
    if (isLive(subscription)) live.push(subscription);
  }
  return live.reverse();
}

/** Newest first, as Stripe lists them. */
export async function openCheckoutsOf(stripe: Stripe, customer: string): Promise<Stripe.Checkout.Session[]> {
  const open: Stripe.Checkout.Session[] = [];
  for await (const session of stripe.checkout.sessions.list({ customer, status: "open", limit: 100 })) {
    open.push(session);
  }
  return open;
}

export type KeptSubscription = { kept: Stripe.Subscription | null; cancelled: Stripe.Subscription[] };

/**
 * Cancels at once every live subscription of the customer but one: the one the account already has
 * (`currentId`) if it is live, otherwise the oldest. Whatever order their webhooks arrive in, every
 * delivery settles on the same one.
 */
export async function keepOneLiveSubscription(
  stripe: Stripe,
  customer: string,
  currentId: string | null,
): Promise<KeptSubscription> {
  const live = await liveSubscriptionsOf(stripe, customer);
  const kept = live.find((subscription) => subscription.id === currentId) ?? live[0] ?? null;
  const cancelled: Stripe.Subscription[] = [];
  for (const subscription of live) {
    if (subscription !== kept) cancelled.push(await stripe.subscriptions.cancel(subscription.id));
  }
  return { kept, cancelled };
}

/**
 * Ends every charge the customer could still incur: the open checkouts first, so that none can start a
 * subscription after the cancellations, then each live subscription, at once.
 */
export async function endCustomerBilling(stripe: Stripe, customer: string): Promise<void> {
  for (const session of await openCheckoutsOf(stripe, customer)) await stripe.checkout.sessions.expire(session.id);
  for (const subscription of await liveSubscriptionsOf(stripe, customer))
    await stripe.subscriptions.cancel(subscription.id);
}
