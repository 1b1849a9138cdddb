// The local Stripe fake answers Connect the way Stripe does (docs/guides/earn.md), through the real SDK the app
// uses: Express accounts and their onboarding links and page, login links once onboarded, Checkout
// Sessions of direct charges honouring Stripe-Account and application_fee_amount, Pay, refunds and
// disputes through its test controls, and Connect events signed with the Connect endpoint's own secret.
import { env } from "cloudflare:test";
import Stripe from "stripe";
import { describe, expect, inject, it } from "vitest";
import { fakeControl, stripeAtFake } from "./support/billing";
import { type ConnectEvent, fakeEvents } from "./support/earn";

const returns = {
  refresh_url: "http://localhost:8787/dashboard/earn?stripe=refresh",
  return_url: "http://localhost:8787/dashboard/earn?stripe=return",
};

async function newAccount() {
  return stripeAtFake().accounts.create({ type: "express", email: "owner@example.com", metadata: { userId: "u1" } });
}

async function onboardingLink(account: string) {
  return (await stripeAtFake().accountLinks.create({ account, type: "account_onboarding", ...returns })).url;
}

async function onboarded() {
  const account = await newAccount();
  const link = await onboardingLink(account.id);
  expect((await fetch(`${link}/complete`, { method: "POST", redirect: "manual" })).status).toBe(303);
  return account.id;
}

function tipSession(account: string | undefined, fee?: number) {
  return stripeAtFake().checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        { quantity: 1, price_data: { currency: "usd", unit_amount: 500, product_data: { name: "Tip for @ada" } } },
      ],
      ...(fee === undefined ? {} : { payment_intent_data: { application_fee_amount: fee } }),
      metadata: { kind: "tip" },
      success_url: "http://localhost:8787/ada?tip=thanks",
      cancel_url: "http://localhost:8787/ada?tip=cancelled",
    },
    account ? { stripeAccount: account } : {},
  );
}

/** The events the fake emitted meanwhile. */
async function emittedDuring(action: () => Promise<unknown>): Promise<ConnectEvent[]> {
  const before = new Set((await fakeEvents()).map((event) => event.id));
  await action();
  return ((await fakeEvents()) as ConnectEvent[]).filter((event) => !before.has(event.id));
}

describe("the Stripe fake's Express accounts", () => {
  it("makes an account that can neither charge nor pay out before onboarding, and answers it by id", async () => {
    const account = await newAccount();
    expect(account).toMatchObject({
      type: "express",
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
    });
    expect(account.requirements?.currently_due?.length).toBeGreaterThan(0);
    expect((await stripeAtFake().accounts.retrieve(account.id)).id).toBe(account.id);
  });

  it("'Complete onboarding' lets the account charge and sends account.updated on it, then goes back to the app", async () => {
    const account = await newAccount();
    const link = await onboardingLink(account.id);
    const page = await fetch(link);
    expect(await page.text()).toContain("Complete onboarding");
    let location = "";
    const events = await emittedDuring(async () => {
      const done = await fetch(`${link}/complete`, { method: "POST", redirect: "manual" });
      location = done.headers.get("Location") ?? "";
    });
    expect(location).toBe(returns.return_url);
    expect(events.map((event) => [event.type, event.account])).toEqual([["account.updated", account.id]]);
    expect(await stripeAtFake().accounts.retrieve(account.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
  });

  it("'Needs more details' leaves it restricted, with what is due listed", async () => {
    const account = await newAccount();
    const link = await onboardingLink(account.id);
    await fetch(`${link}/needs-details`, { method: "POST", redirect: "manual" });
    const after = await stripeAtFake().accounts.retrieve(account.id);
    expect(after).toMatchObject({ charges_enabled: false, details_submitted: true });
    expect(after.requirements?.currently_due).toEqual(["individual.verification.document"]);
  });

  it("opens a used link at its refresh_url, as Stripe's single-use links do", async () => {
    const account = await newAccount();
    const link = await onboardingLink(account.id);
    await fetch(`${link}/complete`, { method: "POST", redirect: "manual" });
    const again = await fetch(link, { redirect: "manual" });
    expect(again.status).toBe(302);
    expect(again.headers.get("Location")).toBe(returns.refresh_url);
  });

  it("gives a login link to the Express dashboard only once onboarding is done", async () => {
    const account = await newAccount();
    await expect(stripeAtFake().accounts.createLoginLink(account.id)).rejects.toThrow(/not completed onboarding/);
    const ready = await onboarded();
    const login = await stripeAtFake().accounts.createLoginLink(ready);
    expect(await (await fetch(login.url)).text()).toContain("Express dashboard");
  });
});

describe("the Stripe fake's Checkout on a connected account", () => {
  it("makes the session on the account named by Stripe-Account, with its application fee, and scopes reads to it", async () => {
    const account = await onboarded();
    const session = await tipSession(account, 25);
    expect(session).toMatchObject({ mode: "payment", amount_total: 500, currency: "usd", status: "open" });
    const onAccount = await stripeAtFake().checkout.sessions.retrieve(session.id, {}, { stripeAccount: account });
    expect(onAccount.id).toBe(session.id);
    // The platform's own view does not hold another account's session.
    await expect(stripeAtFake().checkout.sessions.retrieve(session.id)).rejects.toThrow(/No such checkout.session/);
  });

  it("refuses an application fee without a connected account, an account that cannot charge, and an unknown account", async () => {
    await expect(tipSession(undefined, 25)).rejects.toThrow(/on behalf of another account/);
    const unfinished = await newAccount();
    await expect(tipSession(unfinished.id, 25)).rejects.toThrow(/cannot currently make charges/);
    await expect(tipSession("acct_nobody", 25)).rejects.toThrow(/does not have access to account/);
  });

  it("'Pay' completes the session, charges the account with the fee, and sends checkout.session.completed on the account", async () => {
    const account = await onboarded();
    const session = await tipSession(account, 25);
    let location = "";
    const events = await emittedDuring(async () => {
      const paid = await fetch(`${session.url}/pay`, { method: "POST", redirect: "manual" });
      location = paid.headers.get("Location") ?? "";
    });
    expect(location).toBe("http://localhost:8787/ada?tip=thanks");
    expect(events.map((event) => [event.type, event.account])).toEqual([
      ["charge.succeeded", account],
      ["payment_intent.succeeded", account],
      ["checkout.session.completed", account],
    ]);
    const read = await stripeAtFake().checkout.sessions.retrieve(
      session.id,
      { expand: ["payment_intent"] },
      { stripeAccount: account },
    );
    expect(read.payment_status).toBe("paid");
    expect(read.payment_intent).toMatchObject({ amount: 500, application_fee_amount: 25 });
  });

  it("refunds and disputes a charge through its test controls, each sending its Connect event", async () => {
    const account = await onboarded();
    const session = await tipSession(account);
    const paid = await emittedDuring(() => fetch(`${session.url}/pay`, { method: "POST", redirect: "manual" }));
    const charge = paid.find((event) => event.type === "charge.succeeded")?.data.object.id as string;

    const partial = await emittedDuring(() => fakeControl(`charges/${charge}/refund`, { amount: "100" }));
    expect(partial[0]).toMatchObject({
      type: "charge.refunded",
      account,
      data: { object: { amount_refunded: 100, refunded: false } },
    });
    const rest = await emittedDuring(() => fakeControl(`charges/${charge}/refund`));
    expect(rest[0]).toMatchObject({ data: { object: { amount_refunded: 500, refunded: true } } });
    const disputed = await emittedDuring(() => fakeControl(`charges/${charge}/dispute`));
    expect(disputed[0]).toMatchObject({ type: "charge.dispute.created", account, data: { object: { charge } } });
  });

  it("withdraws the platform's access with account.application.deauthorized, after which the account is out of reach", async () => {
    const account = await onboarded();
    const events = await emittedDuring(() => fakeControl(`accounts/${account}/deauthorize`));
    expect(events.map((event) => [event.type, event.account])).toEqual([["account.application.deauthorized", account]]);
    await expect(tipSession(account)).rejects.toThrow(/does not have access to account/);
  });
});

describe("the Stripe fake's Connect events", () => {
  it("are signed with the Connect endpoint's secret, which the platform's secret does not verify", async () => {
    const account = await onboarded();
    const events = await emittedDuring(() => fakeControl(`accounts/${account}/payouts-paused`));
    const box = `connect-${crypto.randomUUID()}`;
    const receiver = inject("webhookReceiverUrl");
    await fakeControl(`events/${events[0]?.id}/deliver`, { url: `${receiver}/receive/${box}` });
    const [delivery] = (await (await fetch(`${receiver}/received/${box}`)).json()) as {
      headers: Record<string, string>;
      body: string;
    }[];
    const signature = delivery?.headers["stripe-signature"] ?? "";
    const sdk = new Stripe("sk_test_verifier");
    const subtle = Stripe.createSubtleCryptoProvider();
    const verify = (secret: string) =>
      sdk.webhooks.constructEventAsync(delivery?.body ?? "", signature, secret, undefined, subtle);
    expect(await verify(env.STRIPE_CONNECT_WEBHOOK_SECRET)).toMatchObject({ type: "account.updated", account });
    await expect(verify(env.STRIPE_WEBHOOK_SECRET)).rejects.toThrow();
  });
});
