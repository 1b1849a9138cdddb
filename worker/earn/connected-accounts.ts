// An owner's Stripe Express account (docs/guides/earn.md): one per owner, serving every page they have. It is
// made on the owner's first "Connect with Stripe", which then (and every time after) hands out a fresh
// onboarding link back to the Earn area; "Open Stripe" is a login link to the account's Express dashboard.
// Its state is a mirror of Stripe's (account.updated, re-read from Stripe: connect-webhook.ts), from which
// the Earn area's status, and whether the page's tip block is shown, follow. LinkNest's fee follows the
// owner's plan at the moment it is asked.
import { eq } from "drizzle-orm";
import { type EarnAccount, type EarnStatus, earnMessages, platformFeePercent } from "#contract/earn";
import { messages } from "#contract/messages";
import { findUserById } from "../accounts/users";
import { callStripe, type Stripe, stripeClient } from "../billing/stripe-client";
import { isPro, type SubscriptionState } from "../billing/tier";
import type { Db } from "../db/client";
import { connectedAccounts, users } from "../db/schema";
import { appLink } from "../email/outbox";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";

export type ConnectedAccountRow = typeof connectedAccounts.$inferSelect;

/** What the mirror keeps of a Stripe account. */
export function accountColumns(account: Stripe.Account) {
  const requirements = account.requirements;
  const due = [...(requirements?.currently_due ?? []), ...(requirements?.past_due ?? [])];
  return {
    chargesEnabled: account.charges_enabled === true,
    payoutsEnabled: account.payouts_enabled === true,
    detailsSubmitted: account.details_submitted === true,
    detailsNeeded: due.length > 0,
    defaultCurrency: account.default_currency ?? null,
    updatedAt: Date.now(),
  };
}

/** A row that still connects its owner: LinkNest's access to it has not been withdrawn. */
export function isConnected(row: ConnectedAccountRow | undefined): row is ConnectedAccountRow {
  return row !== undefined && row.deauthorizedAt === null;
}

export function statusOf(row: ConnectedAccountRow | undefined): EarnStatus {
  if (!isConnected(row)) return "not_connected";
  if (!row.detailsSubmitted) return "onboarding";
  return row.chargesEnabled ? "enabled" : "restricted";
}

/** LinkNest's share of a tip on the owner's plan at `now`. */
export function feePercentOf(plan: SubscriptionState, now = Date.now()): number {
  return isPro(plan, now) ? platformFeePercent.pro : platformFeePercent.free;
}

export function connectedAccountQuery(db: Db, userId: string) {
  return db.select().from(connectedAccounts).where(eq(connectedAccounts.userId, userId)).limit(1);
}

/** GET /api/earn: the owner's account in the Earn area's terms, and the fee of their plan now. */
export async function earnAccountOf(db: Db, userId: string, now = Date.now()): Promise<EarnAccount> {
  const [planRows, accountRows] = await db.batch([
    db
      .select({ subscriptionStatus: users.subscriptionStatus, subscriptionEndDate: users.subscriptionEndDate })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1),
    connectedAccountQuery(db, userId),
  ]);
  const plan = planRows[0];
  if (!plan) throw apiError(401, messages.notSignedIn);
  const row = accountRows[0];
  const connected = isConnected(row) ? row : undefined;
  return {
    status: statusOf(row),
    chargesEnabled: connected?.chargesEnabled ?? false,
    payoutsEnabled: connected?.payoutsEnabled ?? false,
    feePercent: feePercentOf(plan, now),
    defaultCurrency: connected?.defaultCurrency ?? null,
    detailsNeeded: connected?.detailsNeeded ?? false,
  };
}

/**
 * POST /api/earn/connect: the owner's Express account (made now if they have none, or none LinkNest may
 * still reach) and a fresh onboarding link for it. The account is made under an idempotency key naming
 * the owner and the account it replaces, so requests that race make one; its row is written once
 * Stripe has answered.
 */
export async function connectWithStripe(db: Db, env: Env, userId: string): Promise<{ url: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, messages.notSignedIn);
  const row = (await connectedAccountQuery(db, userId))[0];
  const stripe = stripeClient(env);
  return callStripe(earnMessages.connectFailed, async () => {
    let accountId = isConnected(row) ? row.stripeAccountId : null;
    if (!accountId) {
      const account = await stripe.accounts.create(
        {
          type: "express",
          email: user.email,
          metadata: { userId },
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        },
        { idempotencyKey: `express-account-${userId}-after-${row?.stripeAccountId ?? "none"}` },
      );
      const columns = { stripeAccountId: account.id, ...accountColumns(account), deauthorizedAt: null };
      await db
        .insert(connectedAccounts)
        .values({ userId, ...columns })
        .onConflictDoUpdate({ target: connectedAccounts.userId, set: columns });
      // The row replaces any former account's: whether the page takes tips follows the new one.
      await pageChanged(db, env, { ownerId: userId });
      accountId = account.id;
    }
    const link = await stripe.accountLinks.create({
      account: accountId,
      type: "account_onboarding",
      refresh_url: appLink(env, "/dashboard/earn", { stripe: "refresh" }),
      return_url: appLink(env, "/dashboard/earn", { stripe: "return" }),
    });
    return { url: link.url };
  });
}

/** POST /api/earn/dashboard: a login link to the account's Express dashboard; 409 before onboarding. */
export async function expressDashboardLink(db: Db, env: Env, userId: string): Promise<{ url: string }> {
  const row = (await connectedAccountQuery(db, userId))[0];
  if (!isConnected(row) || !row.detailsSubmitted) throw apiError(409, earnMessages.notOnboarded);
  return callStripe(earnMessages.connectFailed, async () => {
    const link = await stripeClient(env).accounts.createLoginLink(row.stripeAccountId);
    return { url: link.url };
  });
}

/**
 * Mirrors a Stripe account's state onto its row: a statement for the webhook's batch, after which the
 * route runs pageChanged (the page's tip block shows only while the account can charge).
 */
export function mirrorAccountStatement(db: Db, account: Stripe.Account) {
  return db
    .update(connectedAccounts)
    .set(accountColumns(account))
    .where(eq(connectedAccounts.stripeAccountId, account.id));
}

export function deauthorizeStatement(db: Db, stripeAccountId: string, now = Date.now()) {
  return db
    .update(connectedAccounts)
    .set({ deauthorizedAt: now, chargesEnabled: false, payoutsEnabled: false, updatedAt: now })
    .where(eq(connectedAccounts.stripeAccountId, stripeAccountId));
}

/** The owner a Stripe account connects, if LinkNest still may reach it. */
export async function ownerOfAccount(db: Db, stripeAccountId: string): Promise<ConnectedAccountRow | undefined> {
  const row = await db
    .select()
    .from(connectedAccounts)
    .where(eq(connectedAccounts.stripeAccountId, stripeAccountId))
    .get();
  return isConnected(row) ? row : undefined;
}
