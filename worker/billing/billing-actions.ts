// What a user (or an admin for them) can do about their subscription: start checkout (one live
// subscription per account, one open checkout shared by every tab), open the billing portal, cancel at
// period end, resume, and end all billing at once when the account is deleted.
import { eq } from "drizzle-orm";
import { billingTexts } from "#contract/billing-texts";
import { messages } from "#contract/messages";
import { findUserById, type UserRow } from "../accounts/users";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { appLink } from "../email/outbox";
import { apiError } from "../http/errors";
import { endCustomerBilling, liveSubscriptionsOf, openCheckoutsOf } from "./customer-billing";
import { callStripe, type Stripe, stripeClient } from "./stripe-client";
import { hasLiveSubscription, subscriptionColumns } from "./subscription-state";
import { isPro } from "./tier";

export const billingMessages = {
  alreadyPro: "You already have Pro.",
  subscriptionOpen:
    "You already have a subscription. Open the billing portal to manage it instead of starting another.",
  noBillingAccount: "There is no billing account yet. Upgrade to Pro first.",
  nothingToCancel: "There is no active subscription to cancel.",
  nothingToResume: "There is no cancelled subscription to resume.",
  deletionBlocked: "Your subscription could not be cancelled, so the account was not deleted. Please try again.",
} as const;

async function requireUserRow(db: Db, userId: string): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, messages.notSignedIn);
  return user;
}

async function customerOf(db: Db, stripe: Stripe, user: UserRow): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: user.id } },
    { idempotencyKey: `customer-${user.id}` },
  );
  await db.update(users).set({ stripeCustomerId: customer.id }).where(eq(users.id, user.id));
  return customer.id;
}

/**
 * The customer's open checkout if there is one — every tab gets the same session, so paying twice
 * starts one subscription — otherwise a new one. Everything is decided from one read of the newest
 * session: it is reused while open, and a new one's idempotency key names it, so requests that race
 * each other all create (or get back) the same session, and a later one, after that session was paid
 * or expired, creates a fresh one.
 */
async function openCheckout(stripe: Stripe, env: Env, user: UserRow, customer: string): Promise<string> {
  const latest = (await stripe.checkout.sessions.list({ customer, limit: 1 })).data[0];
  if (latest) {
    // Open sessions from before this rule: only the newest stays payable. Only those older than the
    // one read above, so a session a racing request has just created is never expired.
    for (const session of await openCheckoutsOf(stripe, customer)) {
      if (session.id !== latest.id && session.created <= latest.created)
        await stripe.checkout.sessions.expire(session.id);
    }
    if (latest.status === "open" && latest.url) return latest.url;
  }
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      customer,
      client_reference_id: user.id,
      line_items: [{ price: env.STRIPE_PRICE_ID, quantity: 1 }],
      // Fixed to APP_URL: the return address never comes from the request.
      success_url: appLink(env, "/dashboard", { subscription: "success" }),
      cancel_url: appLink(env, "/dashboard", { subscription: "cancelled" }),
      metadata: { userId: user.id },
      subscription_data: { metadata: { userId: user.id } },
    },
    { idempotencyKey: `checkout-${user.id}-after-${latest?.id ?? "none"}` },
  );
  if (!session.url) throw new Error("checkout session without url");
  return session.url;
}

/**
 * Checkout for an account without a live subscription: refused (409) while our mirror or Stripe itself
 * knows one — active, trialing, past due, unpaid or cancelling — since a second would bill alongside it.
 */
export async function createCheckoutSession(db: Db, env: Env, userId: string) {
  const user = await requireUserRow(db, userId);
  if (isPro(user)) throw apiError(409, billingMessages.alreadyPro);
  if (hasLiveSubscription(user)) throw apiError(409, billingMessages.subscriptionOpen);
  const stripe = stripeClient(env);
  return callStripe(billingTexts.checkoutFailed, async () => {
    const customer = await customerOf(db, stripe, user);
    // Paid a moment ago, its webhook still on the way: Stripe knows before we do.
    if ((await liveSubscriptionsOf(stripe, customer)).length > 0) throw apiError(409, billingMessages.subscriptionOpen);
    return { url: await openCheckout(stripe, env, user, customer) };
  });
}

export async function createPortalSession(db: Db, env: Env, userId: string, returnPath = "/dashboard") {
  const user = await requireUserRow(db, userId);
  const customer = user.stripeCustomerId;
  if (!customer) throw apiError(400, billingMessages.noBillingAccount);
  return callStripe(billingTexts.portalFailed, async () => {
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
  const subscription = await callStripe(cancel ? billingTexts.cancelFailed : billingTexts.resumeFailed, () =>
    stripeClient(env).subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
  );
  const columns = subscriptionColumns(subscription);
  await db
    .update(users)
    .set({ ...columns, updatedAt: Date.now() })
    .where(eq(users.id, user.id));
  return columns;
}

/**
 * Ends all billing of an account that is being deleted: its customer's open checkouts expire and every
 * live subscription of the customer is cancelled at once — not only the one the account tracks. The
 * customer is stored before any checkout opens, so an account without one has nothing to end. Throws
 * (502) when Stripe cannot be reached.
 */
export async function endAccountBilling(env: Env, user: Pick<UserRow, "stripeCustomerId">) {
  const customer = user.stripeCustomerId;
  if (!customer) return;
  await callStripe(billingMessages.deletionBlocked, () => endCustomerBilling(stripeClient(env), customer));
}
