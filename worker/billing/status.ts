// GET /api/subscription-status's answer (the API reference (Subscription status response)).
import type { SubscriptionStatus } from "#contract/types";
import type { UserRow } from "../accounts/users";
import { isPro } from "./tier";

export function subscriptionStatusOf(
  user: Pick<UserRow, "subscriptionStatus" | "subscriptionEndDate">,
): SubscriptionStatus {
  return {
    isPro: isPro(user),
    subscriptionStatus: user.subscriptionStatus,
    subscriptionEndDate: user.subscriptionEndDate ? new Date(user.subscriptionEndDate).toISOString() : null,
  };
}
