// The free/Pro rule (DESIGN §7), in one place: the profile API, the public page and billing all ask it.
import type { users } from "../db/schema";

export type SubscriptionState = Pick<typeof users.$inferSelect, "subscriptionStatus" | "subscriptionEndDate">;

/** Statuses that grant Pro; "cancelling" keeps access until the end of the paid period. */
const proStatuses: ReadonlySet<string> = new Set(["active", "trialing", "cancelling"]);

/** Pro while the subscription is active/trialing/cancelling and its end date (if known) is not past. */
export function isPro(subscription: SubscriptionState, now: number = Date.now()): boolean {
  if (!subscription.subscriptionStatus || !proStatuses.has(subscription.subscriptionStatus)) return false;
  return subscription.subscriptionEndDate === null || subscription.subscriptionEndDate > now;
}
