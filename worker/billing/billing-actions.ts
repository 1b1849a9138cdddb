// What a user (or an admin for them) can do about their subscription: start checkout, open the
// billing portal, cancel at period end, resume, and cancel at once when the account is deleted.
import { eq } from "drizzle-orm";
import { messages } from "#contract/messages";
import { findUserById, type UserRow } from "../accounts/users";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { appLink } from "../email/outbox";
import { apiError } from "../http/errors";
import { stripeClient } from "./stripe-client";
import { subscriptionColumns } from "./subscription-state";
import { isPro } from "./tier";

export const billingMessages = {
  checkoutFailed: "Error creating checkout session. Please try again.",
  portalFailed: "Error opening billing portal. Please try again.",
  cancelFailed: "Error cancelling subscription.",
  resumeFailed: "Error resuming subscription.",
  cancelled: "Subscription cancelled. You will retain access until the end of your billing period.",
  resumed: "Subscription resumed.",
  alreadyPro: "You already have Pro.",
  noBillingAccount: "There is no billing account yet. Upgrade to Pro first.",
  nothingToCancel: "There is no active subscription to cancel.",
  nothingToResume: "There is no cancelled subscription to resume.",
  deletionBlocked: "Your subscription could not be cancelled, so the account was not deleted. Please try again.",
} as const;

/** Stripe failures become a clean 502 with the product's message; nothing is half-done on our side. */
async function callStripe<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw apiError(502, message, {}, { cause: error });
  }
}

async function requireUserRow(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, messages.notSignedIn);
  return user;
}

export async function createCheckoutSession(db: Db, env: Env, userId: string) {
  const user = await requireUserRow(db, userId);
  if (isPro(user)) throw apiError(409, billingMessages.alreadyPro);
  const stripe = stripeClient(env);
  return callStripe(billingMessages.checkoutFailed, async () => {
    let customerId = user.stripeCustomerId;
    if (!customerId) {
      const customer = await stripe.customers.create(
        { email: user.email, metadata: { userId: user.id } },
        { idempotencyKey: `customer-${user.id}` },
      );
      customerId = customer.id;
      await db.update(users).set({ stripeCustomerId: customerId }).where(eq(users.id, user.id));
    }
    const session = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customerId,
      client_reference_id: user.id,
      line_items: [{ price: env.STRIPE_PRICE_ID, quantity: 1 }],
      // Fixed to APP_URL: the return address never comes from the request.
      success_url: appLink(env, "/dashboard", { subscription: "success" }),
      cancel_url: appLink(env, "/dashboard", { subscription: "cancelled" }),
      metadata: { userId: user.id },
      subscription_data: { metadata: { userId: user.id } },
    });
    if (!session.url) throw new Error("checkout session without url");
    return { url: session.url };
  });
}

export async function createPortalSession(db: Db, env: Env, userId: string, returnPath = "/dashboard") {
  const user = await requireUserRow(db, userId);
  const customer = user.stripeCustomerId;
  if (!customer) throw apiError(400, billingMessages.noBillingAccount);
  return callStripe(billingMessages.portalFailed, async () => {
    const session = await stripeClient(env).billingPortal.sessions.create({
      customer,
      return_url: appLink(env, returnPath),
    });
    return { url: session.url };
  });
}

/** Sets or clears cancel_at_period_end and stores what Stripe answers. */
export async function setCancelAtPeriodEnd(db: Db, env: Env, userId: string, cancel: boolean) {
  const user = await requireUserRow(db, userId);
  const subscriptionId = user.stripeSubscriptionId;
  const eligible = cancel
    ? user.subscriptionStatus === "active" || user.subscriptionStatus === "trialing"
    : user.subscriptionStatus === "cancelling";
  if (!subscriptionId || !eligible)
    throw apiError(409, cancel ? billingMessages.nothingToCancel : billingMessages.nothingToResume);
  const subscription = await callStripe(cancel ? billingMessages.cancelFailed : billingMessages.resumeFailed, () =>
    stripeClient(env).subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
  );
  const columns = subscriptionColumns(subscription);
  await db
    .update(users)
    .set({ ...columns, updatedAt: Date.now() })
    .where(eq(users.id, user.id));
  return columns;
}

/** Ends a live subscription immediately (account deletion). Throws when Stripe cannot be reached. */
export async function cancelSubscriptionNow(
  env: Env,
  user: Pick<UserRow, "stripeSubscriptionId" | "subscriptionStatus">,
) {
  if (!user.stripeSubscriptionId || !user.subscriptionStatus || user.subscriptionStatus === "canceled") return;
  const subscriptionId = user.stripeSubscriptionId;
  await callStripe(billingMessages.deletionBlocked, () => stripeClient(env).subscriptions.cancel(subscriptionId));
}
