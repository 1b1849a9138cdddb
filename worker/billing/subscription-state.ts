// Mirrors a Stripe subscription onto the user row. Events are never trusted for state: the webhook
// re-reads the subscription from Stripe and hands the current object here, so duplicated, delayed
// or reordered events all converge on what Stripe says now.

import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { Stripe } from "./stripe-client";

/** The statuses during which a subscription still exists and may come back to life (or bill again). */
const liveStatuses: ReadonlySet<string> = new Set(["active", "trialing", "past_due", "unpaid", "incomplete"]);

export const isLive = (subscription: Pick<Stripe.Subscription, "status">): boolean =>
  liveStatuses.has(subscription.status);

/** The same rule on our mirror of it, where "cancelling" is an active subscription set to end. */
export const hasLiveSubscription = (user: { subscriptionStatus: string | null }): boolean =>
  user.subscriptionStatus === "cancelling" || liveStatuses.has(user.subscriptionStatus ?? "");

export type SubscriptionColumns = {
  stripeSubscriptionId: string;
  subscriptionStatus: string;
  subscriptionEndDate: number | null;
};

/** Our view of a Stripe subscription: "cancelling" while it is set to end with the period. */
export function subscriptionColumns(subscription: Stripe.Subscription): SubscriptionColumns {
  const periodEnd = subscription.items.data[0]?.current_period_end ?? null;
  const cancelling =
    subscription.cancel_at_period_end && (subscription.status === "active" || subscription.status === "trialing");
  const end =
    subscription.status === "canceled" ? (subscription.ended_at ?? periodEnd) : (subscription.cancel_at ?? periodEnd);
  return {
    stripeSubscriptionId: subscription.id,
    subscriptionStatus: cancelling ? "cancelling" : subscription.status,
    subscriptionEndDate: end ? end * 1000 : null,
  };
}

type UserBilling = { id: string; stripeSubscriptionId: string | null; subscriptionStatus: string | null };

/**
 * Whether this subscription should define the user's tier: their current one always does; another
 * one does only while it is live (a new subscription replaces an ended one, never the reverse).
 */
export function adoptsSubscription(user: UserBilling, subscription: Stripe.Subscription): boolean {
  if (!user.stripeSubscriptionId || user.stripeSubscriptionId === subscription.id) return true;
  return isLive(subscription);
}

export function subscriptionUpdate(db: Db, userId: string, subscription: Stripe.Subscription): BatchItem<"sqlite"> {
  return db
    .update(users)
    .set({ ...subscriptionColumns(subscription), updatedAt: Date.now() })
    .where(eq(users.id, userId));
}

export function customerIdOf(value: string | { id: string } | null): string | null {
  return typeof value === "string" ? value : (value?.id ?? null);
}
