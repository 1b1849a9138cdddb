// POST /api/stripe/connect-webhook (docs/guides/earn.md): signatures under the Connect endpoint's own secret,
// each event applied once however often and however concurrently it comes, unknown events and accounts
// answered 200 and ignored, the account's state re-read from Stripe, a paid tip recorded once by its event
// and its session, refunds and disputes marking it, and a withdrawn connection ending the tip block.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { fakeControl } from "./support/billing";
import {
  accountControl,
  type ConnectEvent,
  chargeOfSession,
  checkoutFor,
  connectLink,
  connectSignature,
  connectWebhook,
  deliverConnect,
  earnStatus,
  fakeEvents,
  onboard,
  payCheckout,
  postTip,
  stripeAccountIdOf,
  tippableOwner,
  tipRows,
  withConnectEvents,
} from "./support/earn";
import { json, request } from "./support/requests";

/** A paid tip's checkout.session.completed event, as the fake emitted it (not yet delivered). */
async function paidButUndelivered(username: string): Promise<ConnectEvent> {
  const checkout = await checkoutFor({ username, amount: "5", currency: "usd" });
  const before = new Set((await fakeEvents()).map((event) => event.id));
  await fetch(`${checkout}/pay`, { method: "POST", redirect: "manual" });
  const emitted = ((await fakeEvents()) as ConnectEvent[]).filter((event) => !before.has(event.id));
  const completed = emitted.find((event) => event.type === "checkout.session.completed");
  if (!completed) throw new Error("no checkout.session.completed");
  return completed;
}

async function stripeEventCount(): Promise<number> {
  return ((await env.DB.prepare("select count(*) as n from stripe_events").first()) as { n: number }).n;
}

describe("the Connect endpoint's signature", () => {
  it("refuses a missing, forged or platform-signed event with 400, applying nothing", async () => {
    const owner = await tippableOwner("cwsig");
    const event = await paidButUndelivered(owner.user.username);
    const payload = JSON.stringify(event);
    const unsigned = await request("/api/stripe/connect-webhook", {
      method: "POST",
      body: payload,
      headers: { "Content-Type": "application/json" },
    });
    expect(unsigned.status).toBe(400);
    const forged = await request("/api/stripe/connect-webhook", {
      method: "POST",
      body: payload,
      headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" },
    });
    expect(forged.status).toBe(400);
    // Signed for the platform's endpoint: the other secret does not make it a Connect event.
    expect((await connectWebhook(payload, env.STRIPE_WEBHOOK_SECRET)).status).toBe(400);
    // Signed as it was sent, then changed on the way.
    const { "Stripe-Signature": signature } = await connectSignature(payload);
    const changed = payload.replace('"amount_total":500', '"amount_total":50000');
    expect(changed).not.toBe(payload);
    const tampered = await request("/api/stripe/connect-webhook", {
      method: "POST",
      body: changed,
      headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    });
    expect(tampered.status).toBe(400);
    expect(await json(tampered)).toEqual({ msg: "Invalid Stripe signature." });
    expect(await tipRows(owner.id)).toEqual([]);
  });

  it("is not held to the API's cross-site rule: Stripe posts from its own servers", async () => {
    const owner = await tippableOwner("cwcsrf");
    const event = await paidButUndelivered(owner.user.username);
    expect(await deliverConnect(event)).toEqual({ received: true, outcome: "applied" });
  });
});

describe("a paid tip's event", () => {
  it("is recorded once, however often and however concurrently it is delivered", async () => {
    const owner = await tippableOwner("cwonce");
    const event = await paidButUndelivered(owner.user.username);
    const outcomes = await Promise.all([deliverConnect(event), deliverConnect(event), deliverConnect(event)]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["applied", "duplicate", "duplicate"]);
    expect(await deliverConnect(event)).toEqual({ received: true, outcome: "duplicate" });
    expect(await tipRows(owner.id)).toHaveLength(1);
  });

  it("is recorded once by its session too, should Stripe send the session's completion as another event", async () => {
    const owner = await tippableOwner("cwsession");
    const event = await paidButUndelivered(owner.user.username);
    await deliverConnect(event);
    await deliverConnect({ ...event, id: `evt_again_${crypto.randomUUID()}` });
    expect(await tipRows(owner.id)).toHaveLength(1);
  });

  it("is answered 200 and ignored for an account no owner connects, and for a session that is no tip", async () => {
    const owner = await tippableOwner("cwunknown");
    const event = await paidButUndelivered(owner.user.username);
    const events = await stripeEventCount();
    expect(await deliverConnect({ ...event, id: `evt_${crypto.randomUUID()}`, account: "acct_nobody" })).toEqual({
      received: true,
      outcome: "ignored",
    });
    const notTip = {
      ...event,
      id: `evt_${crypto.randomUUID()}`,
      data: { object: { ...event.data.object, metadata: {} } },
    };
    expect((await deliverConnect(notTip)).outcome).toBe("ignored");
    const platformEvent = { ...event, id: `evt_${crypto.randomUUID()}`, account: undefined };
    expect((await deliverConnect(platformEvent)).outcome).toBe("ignored");
    expect(await tipRows(owner.id)).toEqual([]);
    expect(await stripeEventCount()).toBe(events);
  });

  it("answers an event it does not act on 200 and ignores it", async () => {
    const owner = await tippableOwner("cwother");
    await paidButUndelivered(owner.user.username);
    const succeeded = ((await fakeEvents()) as ConnectEvent[]).filter(
      (event) => event.type === "payment_intent.succeeded",
    );
    const latest = succeeded[succeeded.length - 1] as ConnectEvent;
    expect(await deliverConnect(latest)).toEqual({ received: true, outcome: "ignored" });
  });
});

describe("account.updated", () => {
  it("mirrors the account as Stripe has it now, not as a late event says", async () => {
    const { client, id } = await tippableOwner("cwstale");
    const events = (await fakeEvents()) as ConnectEvent[];
    const account = await stripeAccountIdOf(id);
    const ready = events.filter((event) => event.type === "account.updated" && event.account === account).pop();
    await accountControl(id, "needs-details");
    expect((await earnStatus(client)).status).toBe("restricted");
    // The old "can charge" event arrives late: Stripe's account still says restricted.
    expect((await deliverConnect({ ...(ready as ConnectEvent), id: `evt_${crypto.randomUUID()}` })).outcome).toBe(
      "applied",
    );
    expect((await earnStatus(client)).status).toBe("restricted");
  });
});

describe("refunds and disputes", () => {
  it("mark the tip refunded once the whole of it is refunded, keeping a partial refund's amount meanwhile", async () => {
    const owner = await tippableOwner("cwrefund");
    const checkout = await checkoutFor({ username: owner.user.username, amount: "10", currency: "usd" });
    await payCheckout(checkout);
    const charge = await chargeOfSession(checkout);
    await withConnectEvents(() => fakeControl(`charges/${charge}/refund`, { amount: "300" }));
    expect(await tipRows(owner.id)).toMatchObject([{ status: "paid", amountRefunded: 300 }]);
    await withConnectEvents(() => fakeControl(`charges/${charge}/refund`));
    expect(await tipRows(owner.id)).toMatchObject([{ status: "refunded", amountRefunded: 1000 }]);
  });

  it("keep the larger refund when the events come out of order", async () => {
    const owner = await tippableOwner("cworder");
    const checkout = await checkoutFor({ username: owner.user.username, amount: "10", currency: "usd" });
    await payCheckout(checkout);
    const charge = await chargeOfSession(checkout);
    const before = new Set((await fakeEvents()).map((event) => event.id));
    await fakeControl(`charges/${charge}/refund`, { amount: "300" });
    await fakeControl(`charges/${charge}/refund`);
    const [partial, whole] = ((await fakeEvents()) as ConnectEvent[]).filter((event) => !before.has(event.id));
    await deliverConnect(whole as ConnectEvent);
    await deliverConnect(partial as ConnectEvent);
    expect(await tipRows(owner.id)).toMatchObject([{ status: "refunded", amountRefunded: 1000 }]);
  });

  it("mark the tip disputed, which leaves the month's totals", async () => {
    const owner = await tippableOwner("cwdispute");
    const checkout = await checkoutFor({ username: owner.user.username, amount: "5", currency: "usd" });
    await payCheckout(checkout);
    await withConnectEvents(async () => fakeControl(`charges/${await chargeOfSession(checkout)}/dispute`));
    expect(await tipRows(owner.id)).toMatchObject([{ status: "disputed" }]);
    const listed = await json<{ totals: unknown[] }>(await owner.client.request("/api/earn/tips"));
    expect(listed.totals).toEqual([]);
  });
});

describe("account.application.deauthorized", () => {
  it("takes the owner back to not connected and the block off the page; connecting again makes a new account", async () => {
    const owner = await tippableOwner("cwdeauth");
    const account = await stripeAccountIdOf(owner.id);
    await accountControl(owner.id, "deauthorize");
    expect((await earnStatus(owner.client)).status).toBe("not_connected");
    expect(await (await request(`/${owner.user.username}`)).text()).not.toContain('class="tip"');
    expect((await postTip({ username: owner.user.username, amount: "5", currency: "usd" })).status).toBe(404);
    expect((await owner.client.request("/api/earn/dashboard", { method: "POST" })).status).toBe(409);

    await onboard(await connectLink(owner.client));
    const again = await stripeAccountIdOf(owner.id);
    expect(again).not.toBe(account);
    expect((await earnStatus(owner.client)).status).toBe("enabled");
    expect(await (await request(`/${owner.user.username}`)).text()).toContain('class="tip"');
  });
});
