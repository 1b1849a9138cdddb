// Events the fake emits: signed exactly like Stripe's (Stripe-Signature: t=…,v1=…), then either
// delivered to the app's webhook URL or kept for a test to deliver, replay or reorder itself. As at
// Stripe, the platform's own events go to its account endpoint and those that happen on a connected
// account (marked with `account`) to its Connect endpoint, each signed with that endpoint's own secret.
import Stripe from "stripe";
import { newId, now, type Store, type StripeEvent } from "./store";

const signer = new Stripe("sk_test_signer");

export function signPayload(payload: string, secret: string): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret });
}

export type WebhookTarget = { url?: string; secret: string };

/** The two endpoints: the platform's account events, and the Connect events of its connected accounts. */
export type WebhookTargets = { platform: WebhookTarget; connect: WebhookTarget };

export const targetOf = (event: StripeEvent, targets: WebhookTargets): WebhookTarget =>
  event.account ? targets.connect : targets.platform;

export async function emit(
  store: Store,
  targets: WebhookTargets,
  type: string,
  object: unknown,
  account?: string,
): Promise<StripeEvent> {
  const event: StripeEvent = {
    id: newId("evt"),
    object: "event",
    type,
    ...(account ? { account } : {}),
    created: now(),
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    // A snapshot, as Stripe sends: later changes to the object do not alter a sent event.
    data: { object: structuredClone(object) },
  };
  store.events.push(event);
  const target = targetOf(event, targets);
  if (target.url) await deliver(event, target);
  return event;
}

export async function deliver(event: StripeEvent, target: WebhookTarget): Promise<number> {
  if (!target.url) return 0;
  const payload = JSON.stringify(event);
  try {
    const response = await fetch(target.url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Stripe-Signature": signPayload(payload, target.secret) },
      body: payload,
    });
    if (!response.ok) console.error(`[stripe-fake] webhook ${event.type} answered ${response.status}`);
    return response.status;
  } catch (error) {
    console.error(`[stripe-fake] webhook ${event.type} could not be delivered`, error);
    return 0;
  }
}
