// The Stripe SDK as the worker uses it (docs/guides/billing.md): fetch-based HTTP, a pinned API version, and the
// API host taken from STRIPE_API_BASE when set (the local Stripe fake in development and tests).
import Stripe from "stripe";

export const stripeApiVersion = Stripe.API_VERSION;

export function stripeClient(env: Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_BASE">): Stripe {
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    apiVersion: stripeApiVersion,
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
}

export const webhookCrypto = Stripe.createSubtleCryptoProvider();

export type { Stripe };
