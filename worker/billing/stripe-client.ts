// The Stripe SDK as the worker uses it (docs/guides/billing.md): fetch-based HTTP, a pinned API version, and the
// API host taken from STRIPE_API_BASE when set (the local Stripe fake in development and tests); and how a
// call that fails while someone waits is answered.
import { HTTPException } from "hono/http-exception";
import Stripe from "stripe";
import { apiError } from "../http/errors";

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

const webhookCrypto = Stripe.createSubtleCryptoProvider();

/**
 * A webhook's event, verified against its endpoint's signing secret over the raw body (SubtleCrypto, as
 * workerd has it); a missing or wrong signature, or one too old to be a fresh delivery, is a 400.
 */
export async function verifiedEvent(
  stripe: Stripe,
  payload: string,
  signature: string | undefined,
  secret: string,
): Promise<Stripe.Event> {
  const invalid = () => apiError(400, "Invalid Stripe signature.");
  if (!signature) throw invalid();
  try {
    return await stripe.webhooks.constructEventAsync(payload, signature, secret, undefined, webhookCrypto);
  } catch {
    throw invalid();
  }
}

/** Where Stripe's hosted Checkout lives: checkout.stripe.com, or the local fake's own origin. */
export function checkoutOrigin(env: Pick<Env, "STRIPE_API_BASE">): string {
  return env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE).origin : "https://checkout.stripe.com";
}

/**
 * Stripe failures become a clean 502 with the product's message; nothing is half-done on our side. A
 * refusal of our own made on what Stripe answered goes out as it is.
 */
export async function callStripe<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HTTPException) throw error;
    throw apiError(502, message, {}, { cause: error });
  }
}

export type { Stripe };
