// The Pro subscription (the API reference (Subscription)): the signed-in user's status, checkout, billing
// portal, cancelling and resuming — all but the status in person only — and Stripe's signed events at
// POST /api/stripe/webhook. Flat paths of the product's calls, mounted at /api.
import { Hono } from "hono";
import { billingTexts } from "#contract/billing-texts";
import { messages } from "#contract/messages";
import { findUserById } from "../accounts/users";
import { createCheckoutSession, createPortalSession, setCancelAtPeriodEnd } from "../billing/billing-actions";
import { subscriptionStatusOf } from "../billing/status";
import { stripeClient, verifiedEvent } from "../billing/stripe-client";
import { applyStripeEvent } from "../billing/webhook";
import { answers, stripeUnreachable } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";
import { refuseWhileImpersonating, requireUser, signedInUser } from "./guards";

export const billingRoutes = new Hono<AppEnv>()
  .use("/subscription-status", requireUser)
  .use("/create-checkout-session", requireUser, refuseWhileImpersonating)
  .use("/billing-portal-session", requireUser, refuseWhileImpersonating)
  .use("/cancel-subscription", requireUser, refuseWhileImpersonating)
  .use("/resume-subscription", requireUser, refuseWhileImpersonating)

  .get(
    "/subscription-status",
    answers("The account's subscription", { 200: "SubscriptionStatus (contract/types.ts)." }),
    async (c) => {
      const user = await findUserById(c.var.db, signedInUser(c).id);
      if (!user) throw apiError(401, messages.notSignedIn);
      c.header("Cache-Control", "no-store");
      return c.json(subscriptionStatusOf(user));
    },
  )

  .post(
    "/create-checkout-session",
    answers("Start a Stripe Checkout for Pro", {
      200: "{url}: the Checkout page to send the browser to.",
      409: "Already Pro, or a subscription is still open at Stripe.",
      ...stripeUnreachable,
    }),
    async (c) => {
      return c.json(await createCheckoutSession(c.var.db, c.env, signedInUser(c).id));
    },
  )

  .post(
    "/billing-portal-session",
    answers("Open Stripe's billing portal", {
      200: "{url}: the portal to send the browser to.",
      400: "The account has no billing account at Stripe.",
      ...stripeUnreachable,
    }),
    async (c) => {
      return c.json(await createPortalSession(c.var.db, c.env, signedInUser(c).id));
    },
  )

  .post(
    "/cancel-subscription",
    answers("Cancel at the end of the period", {
      200: "{msg} and SubscriptionStatus (contract/types.ts).",
      409: "Nothing to cancel.",
      ...stripeUnreachable,
    }),
    async (c) => {
      const user = signedInUser(c);
      const columns = await setCancelAtPeriodEnd(c.var.db, c.env, user.id, true);
      await pageChanged(c.var.db, c.env, { ownerId: user.id });
      return c.json({ msg: billingTexts.cancelled, ...subscriptionStatusOf(columns) });
    },
  )

  .post(
    "/resume-subscription",
    answers("Resume a subscription set to cancel", {
      200: "{msg} and SubscriptionStatus (contract/types.ts).",
      409: "Nothing to resume.",
      ...stripeUnreachable,
    }),
    async (c) => {
      const user = signedInUser(c);
      const columns = await setCancelAtPeriodEnd(c.var.db, c.env, user.id, false);
      await pageChanged(c.var.db, c.env, { ownerId: user.id });
      return c.json({ msg: billingTexts.resumed, ...subscriptionStatusOf(columns) });
    },
  )

  // Exempt from CSRF (Stripe is cross-site by nature): the signature over the raw body is what
  // authenticates it.
  .post(
    "/stripe/webhook",
    answers("Stripe's signed events (Stripe calls it, with its own payload)", {
      200: "{received: true, outcome}.",
      400: "The Stripe-Signature header is missing or does not verify.",
    }),
    async (c) => {
      const stripe = stripeClient(c.env);
      const payload = await c.req.text();
      const signature = c.req.header("stripe-signature");
      const event = await verifiedEvent(stripe, payload, signature, c.env.STRIPE_WEBHOOK_SECRET);
      const { outcome, userId } = await applyStripeEvent(c.var.db, stripe, event);
      // The tier decides the branding footer: the public page must follow at once.
      if (outcome === "applied" && userId) await pageChanged(c.var.db, c.env, { ownerId: userId });
      return c.json({ received: true, outcome });
    },
  );
