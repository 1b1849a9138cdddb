// The owner's Earn area (docs/guides/earn.md) against the Stripe fake: connecting through onboarding and
// every status it leads to, the fee by plan, "Open Stripe", the tips received with their totals and CSV,
// impersonation and Stripe failing, the account's export and its deletion.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { earnMessages, feeText } from "#contract/earn";
import { impersonate, signedInAdmin } from "./support/admin";
import { fakeControl, stripeAtFake } from "./support/billing";
import {
  accountControl,
  checkoutFor,
  connectLink,
  earnStatus,
  onboard,
  payCheckout,
  stripeAccountIdOf,
  stripeCallsDuring,
  tippableOwner,
  tipRows,
} from "./support/earn";
import { setSubscription } from "./support/profile";
import { deleteOwnAccount, json, signedInUser } from "./support/requests";

const aYear = () => Date.now() + 365 * 24 * 60 * 60 * 1000;

/** Tips written straight to D1, for the list's own tests: [amount, currency, fee, status, createdAt, refunded]. */
async function addTips(userId: string, rows: [number, string, number, string, number, number?][]) {
  await env.DB.batch(
    rows.map(([amount, currency, fee, status, createdAt, refunded]) =>
      env.DB.prepare(
        `insert into tips (id, user_id, page_id, stripe_account_id, checkout_session_id, amount, currency, fee, status,
           created_at, amount_refunded, name, message) values (?, ?, ?, 'acct_x', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        crypto.randomUUID(),
        userId,
        userId,
        `cs_${crypto.randomUUID()}`,
        amount,
        currency,
        fee,
        status,
        createdAt,
        refunded ?? 0,
        "Ada",
        '=HYPERLINK("x")',
      ),
    ),
  );
}

describe("connecting with Stripe", () => {
  it("starts not connected, with the fee of a free plan said before anything is connected", async () => {
    const { client } = await signedInUser("earnnew");
    expect(await earnStatus(client)).toEqual({
      status: "not_connected",
      chargesEnabled: false,
      payoutsEnabled: false,
      feePercent: 5,
      defaultCurrency: null,
      detailsNeeded: false,
    });
    expect(feeText).toContain("5% of each tip on Free and 0% on Pro");
  });

  it("makes one Express account for the owner, whatever the number of calls, and hands out a fresh onboarding link each time", async () => {
    const { client, id, user } = await signedInUser("earnone");
    const first = await connectLink(client);
    const account = await stripeAccountIdOf(id);
    const [second, third] = await Promise.all([connectLink(client), connectLink(client)]);
    expect(new Set([first, second, third]).size).toBe(3);
    expect(await stripeAccountIdOf(id)).toBe(account);
    const atStripe = await stripeAtFake().accounts.retrieve(account);
    expect(atStripe).toMatchObject({ type: "express", email: user.email, metadata: { userId: id } });
    expect(await earnStatus(client)).toMatchObject({ status: "onboarding", chargesEnabled: false });
  });

  it("comes back to the Earn area from onboarding, ready to accept tips once Stripe says the account can charge", async () => {
    const { client } = await signedInUser("earnready");
    const back = await onboard(await connectLink(client));
    expect(back).toBe(`${env.APP_URL}/dashboard/earn?stripe=return`);
    expect(await earnStatus(client)).toEqual({
      status: "enabled",
      chargesEnabled: true,
      payoutsEnabled: true,
      feePercent: 5,
      defaultCurrency: "usd",
      detailsNeeded: false,
    });
  });

  it("is restricted with details needed, then pending verification, then payouts paused, as Stripe's account says", async () => {
    const { client, id } = await signedInUser("earnstates");
    await onboard(await connectLink(client), "needs-details");
    expect(await earnStatus(client)).toMatchObject({
      status: "restricted",
      chargesEnabled: false,
      detailsNeeded: true,
    });
    await accountControl(id, "pending-verification");
    expect(await earnStatus(client)).toMatchObject({ status: "restricted", detailsNeeded: false });
    await accountControl(id, "payouts-paused");
    expect(await earnStatus(client)).toMatchObject({ status: "enabled", chargesEnabled: true, payoutsEnabled: false });
  });

  it("takes no fee on Pro: the fee follows the plan now", async () => {
    const { client, user } = await signedInUser("earnpro");
    await setSubscription(user.username, "active", aYear());
    expect((await earnStatus(client)).feePercent).toBe(0);
    await setSubscription(user.username, "cancelling", Date.now() - 1000);
    expect((await earnStatus(client)).feePercent).toBe(5);
  });

  it("answers 502 with nothing stored when Stripe refuses or cannot be reached", async () => {
    const { client, id } = await signedInUser("earndown");
    await fakeControl("fail-next", { status: "400", message: "Stripe refused" });
    const response = await client.request("/api/earn/connect", { method: "POST" });
    expect(response.status).toBe(502);
    expect(await json(response)).toEqual({ msg: earnMessages.connectFailed });
    const row = await env.DB.prepare("select 1 from connected_accounts where user_id = ?").bind(id).first();
    expect(row).toBeNull();
  });

  it("is the owner's in person: an admin impersonating them may neither connect nor open Stripe", async () => {
    const owner = await signedInUser("earnimp");
    const admin = await signedInAdmin();
    expect((await impersonate(admin.client, owner.id)).status).toBe(200);
    const impersonating = admin.client;
    for (const path of ["/api/earn/connect", "/api/earn/dashboard"]) {
      expect((await impersonating.request(path, { method: "POST" })).status).toBe(403);
    }
    expect((await impersonating.request("/api/earn/tips.csv")).status).toBe(403);
    expect((await impersonating.request("/api/earn")).status).toBe(200);
  });
});

describe("Open Stripe", () => {
  it("answers 409 before onboarding is done, and a login link to the Express dashboard after", async () => {
    const { client } = await signedInUser("earndash");
    const before = await client.request("/api/earn/dashboard", { method: "POST" });
    expect(before.status).toBe(409);
    expect(await json(before)).toEqual({ msg: earnMessages.notOnboarded });
    const link = await connectLink(client);
    expect((await client.request("/api/earn/dashboard", { method: "POST" })).status).toBe(409);
    await onboard(link);
    const after = await client.request("/api/earn/dashboard", { method: "POST" });
    expect(after.status).toBe(200);
    const { url } = await json<{ url: string }>(after);
    expect(await (await fetch(url)).text()).toContain("Express dashboard");
  });
});

describe("the tips received", () => {
  it("lists them newest first, a page at a time, with totals per month and currency of what the owner keeps", async () => {
    const { client, id } = await signedInUser("earnlist");
    const nov = Date.UTC(2026, 10, 15);
    const dec = Date.UTC(2026, 11, 2);
    await addTips(id, [
      [500, "usd", 25, "paid", nov],
      [1000, "usd", 50, "paid", nov + 1000],
      [300, "eur", 0, "paid", dec],
      [700, "usd", 35, "refunded", dec + 1000, 700],
      [900, "usd", 45, "disputed", dec + 2000],
      [2000, "usd", 100, "paid", dec + 3000, 500],
    ]);
    const first = await json<{
      items: { amount: number; status: string; name: string; createdAt: string }[];
      total: number;
      page: number;
      pageSize: number;
      totals: unknown[];
    }>(await client.request("/api/earn/tips?page=1&pageSize=20"));
    expect(first.total).toBe(6);
    expect(first.items.map((tip) => tip.amount)).toEqual([2000, 900, 700, 300, 1000, 500]);
    expect(first.items[0]).toMatchObject({ currency: "usd", fee: 100, name: "Ada", status: "paid" });
    expect(first.totals).toEqual([
      { month: "2026-12", currency: "eur", gross: 300, fees: 0, net: 300 },
      { month: "2026-12", currency: "usd", gross: 1500, fees: 100, net: 1400 },
      { month: "2026-11", currency: "usd", gross: 1500, fees: 75, net: 1425 },
    ]);
    const bad = await client.request("/api/earn/tips?pageSize=7");
    expect(bad.status).toBe(400);
    expect((await json(bad)).msg).toBe(earnMessages.pageSizeInvalid);
  });

  it("are the owner's alone: another owner sees none of them", async () => {
    const owner = await signedInUser("earnmine");
    const other = await signedInUser("earnother");
    await addTips(owner.id, [[500, "usd", 25, "paid", Date.now()]]);
    const seen = await json<{ total: number }>(await other.client.request("/api/earn/tips"));
    expect(seen.total).toBe(0);
  });

  it("download as CSV with figures a spreadsheet reads and no cell it would run", async () => {
    const { client, id } = await signedInUser("earncsv");
    await addTips(id, [[123456, "usd", 6172, "paid", Date.UTC(2026, 11, 1)]]);
    const response = await client.request("/api/earn/tips.csv");
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="tips.csv"');
    expect(await response.text()).toBe(
      `date,amount,currency,fee,net,name,message,status\r\n2026-12-01T00:00:00.000Z,1234.56,USD,61.72,1172.84,Ada,"'=HYPERLINK(""x"")",paid\r\n`,
    );
  });

  it("are in the account's export", async () => {
    const { client, id } = await signedInUser("earnexport");
    await addTips(id, [[500, "gbp", 25, "paid", Date.UTC(2026, 11, 1)]]);
    const file = await json<{ tips: unknown[] }>(await client.request("/api/account/export"));
    expect(file.tips).toEqual([
      expect.objectContaining({
        amount: 500,
        currency: "gbp",
        fee: 25,
        status: "paid",
        createdAt: "2026-12-01T00:00:00.000Z",
      }),
    ]);
  });
});

describe("deleting the account", () => {
  it("forgets the connected account and its tips, and leaves the account at Stripe the owner's", async () => {
    const owner = await tippableOwner("earndel");
    const account = await stripeAccountIdOf(owner.id);
    const checkout = await checkoutFor({ username: owner.user.username, amount: "5", currency: "usd" });
    await payCheckout(checkout);
    expect(await tipRows(owner.id)).toHaveLength(1);
    const calls = await stripeCallsDuring(async () => {
      expect((await deleteOwnAccount(owner.client, owner.user.password)).status).toBe(200);
    });
    expect(calls.filter((call) => call.path.startsWith("/v1/accounts"))).toEqual([]);
    const left = await env.DB.batch([
      env.DB.prepare("select count(*) as n from connected_accounts where stripe_account_id = ?").bind(account),
      env.DB.prepare("select count(*) as n from tips where user_id = ?").bind(owner.id),
    ]);
    expect(left.map((result) => (result.results[0] as { n: number }).n)).toEqual([0, 0]);
    expect((await stripeAtFake().accounts.retrieve(account)).charges_enabled).toBe(true);
  });
});
