// What happens on the fake's connected accounts (docs/guides/earn.md): an Express account made and
// onboarded (or left needing details, or waiting on verification, or with payouts paused), a tip paid on
// a connected account's Checkout, a charge refunded or disputed, the platform's access withdrawn — each
// emitting the Connect event Stripe would, marked with the account it happened on.
import type { Account } from "./account";
import { StripeError } from "./errors";
import { type CheckoutSession, type ConnectedAccount, newId, now } from "./store";

/** What Stripe asks of an Express account before onboarding: enough that it can neither charge nor pay out. */
const onboardingRequirements = ["business_type", "external_account", "individual.first_name", "tos_acceptance.date"];

export function newConnectedAccount(fields: { email: string | null; metadata: Record<string, string> }) {
  const account: ConnectedAccount = {
    id: newId("acct"),
    object: "account",
    type: "express",
    email: fields.email,
    country: "US",
    default_currency: "usd",
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    metadata: fields.metadata,
    capabilities: { card_payments: "inactive", transfers: "inactive" },
    requirements: {
      currently_due: [...onboardingRequirements],
      eventually_due: [...onboardingRequirements],
      past_due: [...onboardingRequirements],
      pending_verification: [],
      disabled_reason: "requirements.past_due",
    },
    created: now(),
  };
  return account;
}

/** The states an account can be put in: by its onboarding page, or by a test control. */
export const accountStates = {
  /** Onboarding completed: the account charges and pays out. */
  complete: (account: ConnectedAccount) => {
    Object.assign(account, { charges_enabled: true, payouts_enabled: true, details_submitted: true });
    account.capabilities = { card_payments: "active", transfers: "active" };
    account.requirements = requirementsOf([], [], null);
  },
  /** Onboarding sent, but Stripe wants a document: restricted, it neither charges nor pays out. */
  "needs-details": (account: ConnectedAccount) => {
    Object.assign(account, { charges_enabled: false, payouts_enabled: false, details_submitted: true });
    account.capabilities = { card_payments: "inactive", transfers: "inactive" };
    account.requirements = requirementsOf(["individual.verification.document"], [], "requirements.past_due");
  },
  /** Everything sent, Stripe still checking it. */
  "pending-verification": (account: ConnectedAccount) => {
    Object.assign(account, { charges_enabled: false, payouts_enabled: false, details_submitted: true });
    account.capabilities = { card_payments: "pending", transfers: "pending" };
    account.requirements = requirementsOf([], ["individual.id_number"], "requirements.pending_verification");
  },
  /** Charges go on; payouts wait for a bank account. */
  "payouts-paused": (account: ConnectedAccount) => {
    Object.assign(account, { charges_enabled: true, payouts_enabled: false, details_submitted: true });
    account.capabilities = { card_payments: "active", transfers: "inactive" };
    account.requirements = requirementsOf(["external_account"], [], null);
  },
} as const;

export type AccountState = keyof typeof accountStates;

function requirementsOf(due: string[], pending: string[], disabledReason: string | null) {
  return {
    currently_due: [...due],
    eventually_due: [...due],
    past_due: disabledReason === "requirements.past_due" ? [...due] : [],
    pending_verification: [...pending],
    disabled_reason: disabledReason,
  };
}

export function connectActions(fake: Account) {
  const { store } = fake;

  return {
    async setState(connected: ConnectedAccount, state: AccountState) {
      accountStates[state](connected);
      await fake.emit("account.updated", connected, connected.id);
    },

    /** The hosted Checkout's Pay on a connected account: a payment intent, its charge, the session complete. */
    async payTip(session: CheckoutSession) {
      const on = session.account;
      if (!on || session.status !== "open") return;
      const connected = fake.connectedAccount(on);
      if (!connected.charges_enabled) throw new StripeError(400, "This account cannot currently make charges.");
      const created = now();
      const amount = session.amount_total ?? 0;
      const currency = session.currency ?? "usd";
      const intentId = newId("pi");
      const charge = {
        id: newId("ch"),
        object: "charge" as const,
        amount,
        amount_refunded: 0,
        refunded: false,
        disputed: false,
        currency,
        payment_intent: intentId,
        application_fee_amount: session.application_fee_amount,
        status: "succeeded" as const,
        account: on,
        created,
      };
      const intent = {
        id: intentId,
        object: "payment_intent" as const,
        amount,
        currency,
        status: "succeeded" as const,
        application_fee_amount: session.application_fee_amount,
        latest_charge: charge.id,
        metadata: session.metadata,
        account: on,
        created,
      };
      store.paymentIntents.set(intent.id, intent);
      store.charges.set(charge.id, charge);
      Object.assign(session, { status: "complete", payment_status: "paid", payment_intent: intent.id });
      // In Stripe's order; LinkNest acts on the session's event and answers the others 200.
      await fake.emit("charge.succeeded", charge, on);
      await fake.emit("payment_intent.succeeded", intent, on);
      await fake.emit("checkout.session.completed", session, on);
    },

    /** A refund of the whole charge, or of `amount` of it. */
    async refund(chargeId: string, amount?: number) {
      const charge = chargeOf(chargeId);
      const left = charge.amount - charge.amount_refunded;
      const refunded = amount ?? left;
      if (!Number.isInteger(refunded) || refunded < 1 || refunded > left) {
        throw new StripeError(400, `Refund amount must be between 1 and ${left}.`);
      }
      charge.amount_refunded += refunded;
      charge.refunded = charge.amount_refunded === charge.amount;
      await fake.emit("charge.refunded", charge, charge.account);
      return charge;
    },

    async dispute(chargeId: string) {
      const charge = chargeOf(chargeId);
      charge.disputed = true;
      const dispute = {
        id: newId("dp"),
        object: "dispute",
        amount: charge.amount,
        currency: charge.currency,
        charge: charge.id,
        payment_intent: charge.payment_intent,
        reason: "fraudulent",
        status: "needs_response",
        created: now(),
      };
      await fake.emit("charge.dispute.created", dispute, charge.account);
      return dispute;
    },

    /** The owner disconnected the platform at Stripe: it can no longer reach the account. */
    async deauthorize(connected: ConnectedAccount) {
      store.accounts.delete(connected.id);
      const application = { id: "ca_linknest_fake", object: "application", name: "LinkNest" };
      await fake.emit("account.application.deauthorized", application, connected.id);
    },
  };

  function chargeOf(id: string) {
    const charge = store.charges.get(id);
    if (!charge) throw new StripeError(404, `No such charge: '${id}'`, "invalid_request_error", "resource_missing");
    return charge;
  }
}

export type ConnectActions = ReturnType<typeof connectActions>;
