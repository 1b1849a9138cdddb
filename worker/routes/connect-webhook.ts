// Stripe's Connect endpoint, POST /api/stripe/connect-webhook (docs/guides/earn.md): the events of owners'
// connected accounts, signed with the endpoint's own secret (STRIPE_CONNECT_WEBHOOK_SECRET). Exempt from
// the CSRF and JSON guards (Stripe is cross-site by nature): the signature over the raw body is what
// authenticates it. A change to whether an owner takes tips refreshes their page at once.
import { Hono } from "hono";
import { stripeClient, verifiedEvent } from "../billing/stripe-client";
import { applyConnectEvent } from "../earn/connect-webhook";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { pageChanged } from "../page-snapshot/page-changed";

export const connectWebhookRoutes = new Hono<AppEnv>().post(
  "/stripe/connect-webhook",
  answers("Stripe's signed Connect events (Stripe calls it, with its own payload)", {
    200: "{received: true, outcome}: applied, duplicate or ignored (an unknown event or account).",
    400: "The Stripe-Signature header is missing or does not verify.",
  }),
  async (c) => {
    const stripe = stripeClient(c.env);
    const payload = await c.req.text();
    const signature = c.req.header("stripe-signature");
    const event = await verifiedEvent(stripe, payload, signature, c.env.STRIPE_CONNECT_WEBHOOK_SECRET);
    const { outcome, pageOwnerId } = await applyConnectEvent(c.var.db, stripe, event);
    if (pageOwnerId) await pageChanged(c.var.db, c.env, { ownerId: pageOwnerId });
    return c.json({ received: true, outcome });
  },
);
