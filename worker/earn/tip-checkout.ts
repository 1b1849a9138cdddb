// A visitor's tip (docs/guides/earn.md): the form's amount, currency and texts checked against the page's tip
// block as the visitor sees it; the owner's account and plan read as they are now; then one call to Stripe,
// a Checkout Session on the owner's own account (a direct charge, made with the Stripe-Account header)
// with LinkNest's fee for that plan, whose page the visitor is sent to. Nothing is written: the tip is
// recorded when Stripe says it was paid (connect-webhook.ts).
import { eq } from "drizzle-orm";
import {
  applicationFee,
  earnMessages,
  minorUnitsPerUnit,
  type TipInput,
  tipReturnQuery,
  tipReturns,
  tipTexts,
} from "#contract/earn";
import { profileMessages } from "#contract/profile-schemas";
import type { PublicLink } from "#contract/types";
import { callStripe, stripeClient } from "../billing/stripe-client";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { appLink } from "../email/outbox";
import { apiError } from "../http/errors";
import { recentPublicProfile } from "../page-snapshot/store";
import { toPublicProfile } from "../public-page/visibility";
import { connectedAccountQuery, feePercentOf, isConnected } from "./connected-accounts";

type TipBlock = Extract<PublicLink, { kind: "tip" }>;

/** Where the tip was asked for: the owner's custom domain, or (null) the app's own /{username}. */
export type TipOrigin = { customHost: string | null; requestOrigin: string };

/** The amount and currency must be what the block offers: a preset, or any whole amount where it takes one. */
function refuseUnoffered(input: TipInput, block: TipBlock): void {
  if (input.currency !== block.currency) throw apiError(400, earnMessages.currencyMismatch);
  const offered = input.custom ? block.allowCustom : block.amounts.includes(input.amount);
  if (!offered) throw apiError(400, earnMessages.amountNotOffered);
}

/** The page to come back to, with how the tip went in its query. */
function returnUrl(page: string, outcome: string): string {
  const url = new URL(page);
  url.searchParams.set(tipReturnQuery, outcome);
  return url.toString();
}

/**
 * Answers Stripe Checkout's address for the tip. 404 when the page is not shown (unknown, suspended,
 * deleted) or shows no tip block now, or its owner's account cannot take charges; 400 for an amount or
 * currency the block does not offer; 502 when Stripe cannot be reached (nothing was made).
 */
export async function startTip(db: Db, env: Env, input: TipInput, origin: TipOrigin): Promise<{ url: string }> {
  const snapshot = await recentPublicProfile(db, env, input.username);
  if (!snapshot || (origin.customHost !== null && snapshot.customDomain !== origin.customHost)) {
    throw apiError(404, profileMessages.userNotFound);
  }
  const block = toPublicProfile(snapshot).links.find((link): link is TipBlock => link.kind === "tip");
  if (!block) throw apiError(404, earnMessages.noTipBlock);

  // The owner as they are at this moment, not as the page was a few seconds ago: the fee follows the plan now.
  const [owners, accounts] = await db.batch([
    db
      .select({
        subscriptionStatus: users.subscriptionStatus,
        subscriptionEndDate: users.subscriptionEndDate,
        isSuspended: users.isSuspended,
        emailVerified: users.emailVerified,
      })
      .from(users)
      .where(eq(users.id, snapshot.userId))
      .limit(1),
    connectedAccountQuery(db, snapshot.userId),
  ]);
  const owner = owners[0];
  if (!owner || owner.isSuspended || !owner.emailVerified) throw apiError(404, profileMessages.userNotFound);
  const account = accounts[0];
  if (!isConnected(account) || !account.chargesEnabled) throw apiError(404, earnMessages.noTipBlock);
  refuseUnoffered(input, block);

  const amount = input.amount * minorUnitsPerUnit;
  const fee = applicationFee(amount, feePercentOf(owner));
  const page =
    origin.customHost !== null ? `${origin.requestOrigin}/` : appLink(env, `/${encodeURIComponent(snapshot.username)}`);
  const session = await callStripe(earnMessages.checkoutFailed, () =>
    stripeClient(env).checkout.sessions.create(
      {
        mode: "payment",
        submit_type: "donate",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: block.currency,
              unit_amount: amount,
              product_data: { name: tipTexts.productName(snapshot.username) },
            },
          },
        ],
        // On Pro, no fee at all rather than a fee of nothing.
        ...(fee > 0 ? { payment_intent_data: { application_fee_amount: fee } } : {}),
        // The owner sees who tipped and why in their own Stripe dashboard too; the webhook reads them back.
        metadata: {
          kind: "tip",
          userId: snapshot.userId,
          pageId: snapshot.userId,
          ...(input.name ? { name: input.name } : {}),
          ...(input.message ? { message: input.message } : {}),
        },
        success_url: returnUrl(page, tipReturns.thanks),
        cancel_url: returnUrl(page, tipReturns.cancelled),
      },
      { stripeAccount: account.stripeAccountId },
    ),
  );
  if (!session.url) throw apiError(502, earnMessages.checkoutFailed, {}, { cause: new Error("session without url") });
  return { url: session.url };
}
