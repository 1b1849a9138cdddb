// Applying Stripe webhook events (architecture §7): idempotent by event id (recorded in the same batch as
// the change it causes), and robust to order because the subscription is re-read from Stripe.
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Db, runAtomically } from "../db/client";
import { stripeEvents, users } from "../db/schema";
import type { Stripe } from "./stripe-client";
import { adoptsSubscription, customerIdOf, subscriptionUpdate } from "./subscription-state";

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
      const subscription = await stripe.subscriptions.retrieve(reference.subscriptionId);
      if (adoptsSubscription(user, subscription)) {
        statements.push(subscriptionUpdate(db, user.id, subscription));
        outcome = "applied";
      }
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
