// Connect's REST endpoints under /v1 (docs/guides/earn.md): Express accounts (create, retrieve), account
// links that open the fake's onboarding page, login links to its Express dashboard, and the Checkout
// Session of a direct charge on a connected account (the Stripe-Account header), with its platform fee.
import type { Context } from "hono";
import { Hono } from "hono";
import type { Account } from "./account";
import { newConnectedAccount } from "./connect";
import { StripeError, stripeJson } from "./errors";
import { type FormEnv, type FormObject, stringAt } from "./form";
import { type CheckoutSession, newId, now } from "./store";

/** How long an onboarding link stays good, as at Stripe. */
const accountLinkSeconds = 300;

/** The connected account a call acts on (its Stripe-Account header), or null for the platform's own. */
export function stripeAccountOf(c: Context): string | null {
  return c.req.header("Stripe-Account") ?? null;
}

const metadataOf = (form: FormObject) =>
  Object.fromEntries(
    Object.entries((form.metadata as Record<string, string> | undefined) ?? {}).filter(
      ([, v]) => typeof v === "string",
    ),
  );

/** A whole number of the currency's smallest unit, or undefined when the parameter is absent. */
function minorUnits(form: FormObject, name: string, ...path: (string | number)[]): number | undefined {
  const given = stringAt(form, ...path);
  if (given === undefined) return undefined;
  const value = Number(given);
  if (!/^\d+$/.test(given) || !Number.isSafeInteger(value)) throw new StripeError(400, `Invalid integer: ${name}`);
  return value;
}

/**
 * A payment-mode session with one line of price_data: on a connected account (a direct charge, where an
 * application fee may be taken) or, without one, on the platform (where it may not).
 */
export function paymentSession(fake: Account, form: FormObject, on: string | null): CheckoutSession {
  const successUrl = stringAt(form, "success_url");
  const cancelUrl = stringAt(form, "cancel_url");
  const currency = stringAt(form, "line_items", 0, "price_data", "currency");
  const name = stringAt(form, "line_items", 0, "price_data", "product_data", "name");
  const unitAmount = minorUnits(
    form,
    "line_items[0][price_data][unit_amount]",
    "line_items",
    0,
    "price_data",
    "unit_amount",
  );
  const quantity = minorUnits(form, "line_items[0][quantity]", "line_items", 0, "quantity") ?? 1;
  const fee = minorUnits(
    form,
    "payment_intent_data[application_fee_amount]",
    "payment_intent_data",
    "application_fee_amount",
  );
  if (!successUrl || !cancelUrl) throw new StripeError(400, "Missing required param: success_url or cancel_url.");
  if (!currency || !name || unitAmount === undefined) {
    throw new StripeError(
      400,
      "Missing required param: line_items[0][price_data] (currency, unit_amount, product_data[name]).",
    );
  }
  if (!["usd", "eur", "gbp"].includes(currency)) throw new StripeError(400, `Invalid currency: ${currency}.`);
  const amount = unitAmount * quantity;
  // Stripe's smallest charge in these currencies is about half a unit.
  if (amount < 50) throw new StripeError(400, "Amount must convert to at least 50 cents.");
  if (fee !== undefined && on === null) {
    throw new StripeError(
      400,
      "Can only apply an application_fee_amount when the request is made on behalf of another account.",
    );
  }
  if (fee !== undefined && fee > amount) throw new StripeError(400, "The application fee cannot exceed the amount.");
  if (on !== null && !fake.connectedAccount(on).charges_enabled) {
    throw new StripeError(400, "This account cannot currently make charges: its onboarding is not complete.");
  }
  const id = newId("cs_test");
  return {
    id,
    object: "checkout.session",
    mode: "payment",
    status: "open",
    payment_status: "unpaid",
    customer: null,
    client_reference_id: stringAt(form, "client_reference_id") ?? null,
    metadata: metadataOf(form),
    success_url: successUrl,
    cancel_url: cancelUrl,
    url: `${fake.baseUrl}/checkout/${id}`,
    subscription: null,
    price: null,
    account: on,
    amount_total: amount,
    currency,
    product_name: name,
    application_fee_amount: fee ?? null,
    payment_intent: null,
    created: now(),
  };
}

export function connectApiRoutes(fake: Account) {
  const { store } = fake;
  const connect = new Hono<FormEnv>();

  connect.post("/accounts", (c) => {
    const form = c.var.form;
    if (stringAt(form, "type") !== "express") throw new StripeError(400, "Only type=express accounts are made here.");
    const account = newConnectedAccount({ email: stringAt(form, "email") ?? null, metadata: metadataOf(form) });
    store.accounts.set(account.id, account);
    return stripeJson(c, account);
  });

  connect.get("/accounts/:id", (c) => stripeJson(c, fake.connectedAccount(c.req.param("id"))));

  connect.post("/account_links", (c) => {
    const form = c.var.form;
    const connected = fake.connectedAccount(stringAt(form, "account") ?? "");
    const refreshUrl = stringAt(form, "refresh_url");
    const returnUrl = stringAt(form, "return_url");
    if (stringAt(form, "type") !== "account_onboarding") {
      throw new StripeError(400, "Express accounts take account links of type account_onboarding.");
    }
    if (!refreshUrl || !returnUrl) throw new StripeError(400, "Missing required param: refresh_url or return_url.");
    const id = newId("acctlink");
    const link = {
      id,
      account: connected.id,
      refresh_url: refreshUrl,
      return_url: returnUrl,
      url: `${fake.baseUrl}/connect/onboarding/${id}`,
      expires_at: now() + accountLinkSeconds,
      used: false,
    };
    store.accountLinks.set(id, link);
    return stripeJson(c, { object: "account_link", created: now(), expires_at: link.expires_at, url: link.url });
  });

  connect.post("/accounts/:id/login_links", (c) => {
    const connected = fake.connectedAccount(c.req.param("id"));
    if (!connected.details_submitted) {
      throw new StripeError(400, "Cannot create a login link for an account that has not completed onboarding.");
    }
    return stripeJson(c, {
      object: "login_link",
      created: now(),
      url: `${fake.baseUrl}/connect/express/${connected.id}`,
    });
  });

  return connect;
}
