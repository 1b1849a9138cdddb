// Applying the Connect endpoint's events (docs/guides/earn.md): what happens on owners' connected accounts.
// account.updated mirrors the account (re-read from Stripe, so late or reordered events converge);
// checkout.session.completed records a paid tip once (by the event, and by its session, re-read with its
// payment intent for the fee Stripe took); charge.refunded and charge.dispute.created mark the tip;
// account.application.deauthorized disconnects the owner. Each event id goes into stripe_events in the batch
// of what it changes, so a replay applies nothing twice. An event of an account no owner connects, or of
// a kind not listed, is answered and ignored: nothing is written for it.
import { and, eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Stripe } from "../billing/stripe-client";
import { type Db, runAtomically } from "../db/client";
import { stripeEvents, tips } from "../db/schema";
import {
  type ConnectedAccountRow,
  deauthorizeStatement,
  mirrorAccountStatement,
  ownerOfAccount,
} from "./connected-accounts";

export type ConnectOutcome = "applied" | "duplicate" | "ignored";

/** What an event asks of our storage: statements for its batch, and whether the owner's page changes. */
type Effect = { statements: BatchItem<"sqlite">[]; pageChanges?: boolean };

const nothing: Effect = { statements: [] };

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === "string" ? value : value?.id);

function isDuplicateKey(error: unknown): boolean {
  return /UNIQUE|PRIMARY KEY/i.test(String((error as Error)?.cause ?? error));
}

/** A paid tip's row, from its session as Stripe has it now. */
async function tipPaid(db: Db, stripe: Stripe, owner: ConnectedAccountRow, event: Stripe.Event): Promise<Effect> {
  const sent = event.data.object as Stripe.Checkout.Session;
  if (sent.mode !== "payment" || sent.metadata?.kind !== "tip") return nothing;
  const session = await stripe.checkout.sessions.retrieve(
    sent.id,
    { expand: ["payment_intent"] },
    { stripeAccount: owner.stripeAccountId },
  );
  if (session.payment_status !== "paid" || session.amount_total === null || session.currency === null) return nothing;
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  const metadata = session.metadata ?? {};
  return {
    statements: [
      db
        .insert(tips)
        .values({
          id: crypto.randomUUID(),
          userId: owner.userId,
          // Until an account holds several pages, its one page is named by its owner's id.
          pageId: owner.userId,
          stripeAccountId: owner.stripeAccountId,
          checkoutSessionId: session.id,
          paymentIntentId: idOf(session.payment_intent) ?? null,
          amount: session.amount_total,
          currency: session.currency,
          fee: intent?.application_fee_amount ?? 0,
          name: metadata.name ?? null,
          message: metadata.message ?? null,
          createdAt: event.created * 1000,
        })
        .onConflictDoNothing({ target: tips.checkoutSessionId }),
    ],
  };
}

/** The tip a charge paid, on the account the event came from. */
const tipOfPayment = (owner: ConnectedAccountRow, paymentIntent: string | undefined) =>
  and(eq(tips.stripeAccountId, owner.stripeAccountId), eq(tips.paymentIntentId, paymentIntent ?? ""));

function refunded(db: Db, owner: ConnectedAccountRow, charge: Stripe.Charge): Effect {
  return {
    statements: [
      db
        .update(tips)
        // Events may arrive out of order: the larger refund is the later one.
        .set({
          amountRefunded: sql`max(${tips.amountRefunded}, ${charge.amount_refunded})`,
          ...(charge.refunded ? { status: "refunded" as const } : {}),
        })
        .where(tipOfPayment(owner, idOf(charge.payment_intent))),
    ],
  };
}

function disputed(db: Db, owner: ConnectedAccountRow, dispute: Stripe.Dispute): Effect {
  return {
    statements: [
      db
        .update(tips)
        .set({ status: "disputed" })
        .where(tipOfPayment(owner, idOf(dispute.payment_intent))),
    ],
  };
}

async function effectOf(db: Db, stripe: Stripe, owner: ConnectedAccountRow, event: Stripe.Event): Promise<Effect> {
  switch (event.type) {
    case "account.updated": {
      // The event's copy may be stale or out of order; Stripe's current account is the truth.
      const account = await stripe.accounts.retrieve(owner.stripeAccountId);
      return { statements: [mirrorAccountStatement(db, account)], pageChanges: true };
    }
    case "checkout.session.completed":
      return tipPaid(db, stripe, owner, event);
    case "charge.refunded":
      return refunded(db, owner, event.data.object);
    case "charge.dispute.created":
      return disputed(db, owner, event.data.object);
    case "account.application.deauthorized":
      return { statements: [deauthorizeStatement(db, owner.stripeAccountId)], pageChanges: true };
    default:
      return nothing;
  }
}

/** Applies a verified Connect event; answers the owner whose page it changed, if any. */
export async function applyConnectEvent(
  db: Db,
  stripe: Stripe,
  event: Stripe.Event,
): Promise<{ outcome: ConnectOutcome; pageOwnerId?: string }> {
  const seen = await db.select({ id: stripeEvents.id }).from(stripeEvents).where(eq(stripeEvents.id, event.id)).get();
  if (seen) return { outcome: "duplicate" };
  const owner = event.account ? await ownerOfAccount(db, event.account) : undefined;
  const effect = owner ? await effectOf(db, stripe, owner, event) : nothing;
  if (!owner || effect.statements.length === 0) return { outcome: "ignored" };
  try {
    await runAtomically(db, [db.insert(stripeEvents).values({ id: event.id, type: event.type }), ...effect.statements]);
  } catch (error) {
    // The same event arrived twice at once: the other delivery recorded it first.
    if (isDuplicateKey(error)) return { outcome: "duplicate" };
    throw error;
  }
  return { outcome: "applied", ...(effect.pageChanges ? { pageOwnerId: owner.userId } : {}) };
}
