// Applying Stripe webhook events (docs/guides/billing.md): idempotent by event id (recorded in the same batch as
// the change it causes), and robust to order because the subscription is re-read from Stripe. It also
// holds the line on one live subscription per account (docs/product.md, "Accounts: the rules"): a second live one of a
// customer, and any live one of an account that no longer exists, is cancelled at once and audited.
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type AuditEntry, auditStatement } from "../audit/record";
import { type Db, runAtomically } from "../db/client";
import { stripeEvents, users } from "../db/schema";
import { keepOneLiveSubscription } from "./customer-billing";
import type { Stripe } from "./stripe-client";
import { adoptsSubscription, customerIdOf, isLive, subscriptionUpdate } from "./subscription-state";

/** The audit log's actor for what the webhook does on its own. */
const webhookActor = "Stripe webhook";

export type WebhookOutcome = "applied" | "duplicate" | "ignored";

type Reference = { subscriptionId: string | null; customerId: string | null; userId: string | null };

/** Which subscription and customer an event is about; null for events LinkNest does not act on. */
export function referenceOf(event: Stripe.Event): Reference | null {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      return {
        subscriptionId: customerIdOf(session.subscription),
        customerId: customerIdOf(session.customer),
        userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      };
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object;
      return {
        subscriptionId: subscription.id,
        customerId: customerIdOf(subscription.customer),
        userId: subscription.metadata?.userId ?? null,
      };
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      return {
        subscriptionId: customerIdOf(details?.subscription ?? null),
        customerId: customerIdOf(invoice.customer),
        userId: details?.metadata?.userId ?? null,
      };
    }
    default:
      return null;
  }
}

function isDuplicateKey(error: unknown): boolean {
  return /UNIQUE|PRIMARY KEY/i.test(String((error as Error)?.cause ?? error));
}

async function findBillingUser(db: Db, reference: Reference) {
  const columns = {
    id: users.id,
    stripeCustomerId: users.stripeCustomerId,
    stripeSubscriptionId: users.stripeSubscriptionId,
    subscriptionStatus: users.subscriptionStatus,
  };
  if (reference.customerId) {
    const byCustomer = await db
      .select(columns)
      .from(users)
      .where(eq(users.stripeCustomerId, reference.customerId))
      .get();
    if (byCustomer) return byCustomer;
  }
  if (reference.userId) {
    const byId = await db.select(columns).from(users).where(eq(users.id, reference.userId)).get();
    // A user already tied to another customer is not re-tied by metadata alone.
    if (byId && (!byId.stripeCustomerId || byId.stripeCustomerId === reference.customerId)) return byId;
  }
  return undefined;
}

type BillingUser = NonNullable<Awaited<ReturnType<typeof findBillingUser>>>;

/**
 * The subscription the user's tier follows once at most one of their customer's subscriptions is live:
 * the event's own, or — when that one was the second and has just been cancelled — the one kept.
 */
async function keepingOneLiveSubscription(
  db: Db,
  stripe: Stripe,
  user: BillingUser,
  subscription: Stripe.Subscription,
  statements: BatchItem<"sqlite">[],
): Promise<Stripe.Subscription> {
  const customer = customerIdOf(subscription.customer);
  if (!customer || !isLive(subscription)) return subscription;
  const { kept, cancelled } = await keepOneLiveSubscription(stripe, customer, user.stripeSubscriptionId);
  for (const duplicate of cancelled) {
    statements.push(
      auditStatement(db, {
        action: "cancel_duplicate_subscription",
        actor: webhookActor,
        targetUserId: user.id,
        target: duplicate.id,
        details: { subscriptionId: duplicate.id, keptSubscriptionId: kept?.id, customerId: customer },
      }),
    );
  }
  return kept ?? subscription;
}

/**
 * A live subscription whose account is gone — a checkout opened before the deletion and paid after it —
 * is cancelled: nothing may bill for an account that no longer exists. Its own metadata names the
 * account, as every checkout of ours sets it.
 */
async function cancelledForDeletedAccount(
  db: Db,
  stripe: Stripe,
  subscription: Stripe.Subscription,
): Promise<AuditEntry | null> {
  const userId = subscription.metadata?.userId;
  if (!userId || !isLive(subscription)) return null;
  const owner = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).get();
  if (owner) return null;
  await stripe.subscriptions.cancel(subscription.id);
  return {
    action: "cancel_deleted_account_subscription",
    actor: webhookActor,
    targetUserId: userId,
    target: subscription.id,
    details: { subscriptionId: subscription.id, customerId: customerIdOf(subscription.customer) },
  };
}

/** Applies an event; returns the id of the user whose tier may have changed, if any. */
export async function applyStripeEvent(
  db: Db,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<{ outcome: WebhookOutcome; userId?: string }> {
  const seen = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).get();
  if (seen) return { outcome: "duplicate" };

  const record = db.insert(stripeEvents).values({ id: event.id, type: event.type });
  const reference = referenceOf(event);
  const user = reference ? await findBillingUser(db, reference) : undefined;
  const statements: BatchItem<"sqlite">[] = [record];
  let outcome: WebhookOutcome = "ignored";

  if (reference && user) {
    if (reference.customerId && !user.stripeCustomerId) {
      statements.push(db.update(users).set({ stripeCustomerId: reference.customerId }).where(eq(users.id, user.id)));
    }
    if (reference.subscriptionId) {
      // The event's copy may be stale or out of order; Stripe's current object is the truth.
      const current = await stripe.subscriptions.retrieve(reference.subscriptionId);
      const subscription = await keepingOneLiveSubscription(db, stripe, user, current, statements);
      if (adoptsSubscription(user, subscription)) {
        statements.push(subscriptionUpdate(db, user.id, subscription));
        outcome = "applied";
      }
    }
  } else if (reference?.subscriptionId && reference.userId) {
    // No account of ours has this customer or id: if the subscription is ours, its account was deleted.
    const subscription = await stripe.subscriptions.retrieve(reference.subscriptionId);
    const cancellation = await cancelledForDeletedAccount(db, stripe, subscription);
    if (cancellation) {
      statements.push(auditStatement(db, cancellation));
      outcome = "applied";
    }
  }

  try {
    await runAtomically(db, statements);
  } catch (error) {
    // The same event arrived twice at once: the other delivery recorded it first.
    if (isDuplicateKey(error)) return { outcome: "duplicate" };
    throw error;
  }
  return { outcome, userId: user?.id };
}
