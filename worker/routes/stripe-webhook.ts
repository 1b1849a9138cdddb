// POST /api/stripe/webhook: Stripe's signed events. Exempt from CSRF (Stripe is cross-site by
// nature); the signature over the raw body is what authenticates it.
import { Hono } from "hono";
import { stripeClient, webhookCrypto } from "../billing/stripe-client";
import { applyStripeEvent } from "../billing/webhook";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { refreshPublicProfile } from "../profiles/snapshot";

export const invalidSignature = "Invalid Stripe signature.";

export const stripeWebhookRoutes = new Hono<AppEnv>().post("/stripe/webhook", async (c) => {
  const signature = c.req.header("stripe-signature");
  if (!signature) throw apiError(400, invalidSignature);
  const payload = await c.req.text();
  const stripe = stripeClient(c.env);
  let event: Awaited<ReturnType<typeof stripe.webhooks.constructEventAsync>>;
  try {
    event = await stripe.webhooks.constructEventAsync(
      payload,
      signature,
      c.env.STRIPE_WEBHOOK_SECRET,
      undefined,
      webhookCrypto,
    );
  } catch {
    throw apiError(400, invalidSignature);
  }
  const { outcome, userId } = await applyStripeEvent(c.var.db, stripe, event);
  // The tier decides the branding footer: the public page must follow at once.
  if (outcome === "applied" && userId) await refreshPublicProfile(c.var.db, c.env, userId);
  return c.json({ received: true, outcome });
});
