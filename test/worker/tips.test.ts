// The tip block and POST /tip (docs/guides/earn.md) against the Stripe fake: the block's rules in the editor's
// save, the no-script form on the page (only while the owner's account can charge), the way to Checkout as a
// direct charge on the owner's account with the fee of the plan at that moment, the way back, every
// refusal with nothing written, the address's ceiling, custom domains, and suspended or deleted owners.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { earnMessages } from "#contract/earn";
import { pageTexts } from "#contract/page/texts";
import { profileMessages } from "#contract/profile-schemas";
import { settleBackgroundWork } from "./support/background";
import { fakeControl } from "./support/billing";
import { addedDomain, checkedDomain, onHost, proOwner, uniqueHost } from "./support/custom-domains";
import {
  accountControl,
  checkoutFor,
  connectLink,
  fakeSession,
  onboard,
  payCheckout,
  postTip,
  stripeAccountIdOf,
  stripeCallsDuring,
  tipBlock,
  tippableOwner,
  tipRows,
} from "./support/earn";
import { fieldRefusal, putProfile, setSubscription } from "./support/profile";
import { queuedCustomDomainWork } from "./support/queues";
import { inOneWindow } from "./support/rate-windows";
import { deleteOwnAccount, json, request, signedInUser } from "./support/requests";

const site = { title: "My site", url: "https://example.com/" };

/** What D1 holds of tips and Stripe events: a refused tip must leave both as they were. */
async function storedCounts() {
  const counts = await env.DB.batch<{ n: number }>([
    env.DB.prepare("select count(*) as n from tips"),
    env.DB.prepare("select count(*) as n from stripe_events"),
  ]);
  return counts.map((result) => result.results[0]?.n);
}

/** A refused tip: its status, the page saying why, and nothing stored or asked of Stripe. */
async function expectRefused(fields: Record<string, string>, status: number, message: string) {
  const before = await storedCounts();
  let response: Response | undefined;
  const calls = await stripeCallsDuring(async () => {
    response = await postTip(fields);
  });
  expect(response?.status).toBe(status);
  const html = (await response?.text()) ?? "";
  expect(html).toContain(pageTexts.tipRefusedTitle.defaultMessage.replace(/'/g, "&#x27;"));
  expect(html).toContain(message.replace(/'/g, "&#x27;"));
  expect(calls).toEqual([]);
  expect(await storedCounts()).toEqual(before);
}

describe("the tip block in the editor's save", () => {
  it("is kept with its amounts, currency and custom amount, and given back as the owner saved it", async () => {
    const owner = await signedInUser("tipsave");
    expect((await putProfile(owner.client, { links: [site, tipBlock] })).status).toBe(200);
    const profile = await json<{ links: Record<string, unknown>[] }>(await owner.client.request("/api/profile"));
    expect(profile.links[1]).toMatchObject({
      kind: "tip",
      title: "Buy me a coffee",
      url: "",
      amounts: [3, 5, 10],
      currency: "usd",
      allowCustom: true,
    });
  });

  it.each([
    ["no amounts", { amounts: [] }, "links.1.amounts", earnMessages.amountsRequired],
    ["five amounts", { amounts: [1, 2, 3, 4, 5] }, "links.1.amounts", earnMessages.amountsTooMany],
    ["zero", { amounts: [0, 5] }, "links.1.amounts", earnMessages.amountRange],
    ["a negative amount", { amounts: [-5] }, "links.1.amounts", earnMessages.amountRange],
    ["a fraction", { amounts: [2.5] }, "links.1.amounts", earnMessages.amountRange],
    ["over 1,000", { amounts: [1001] }, "links.1.amounts", earnMessages.amountRange],
    ["an amount twice", { amounts: [5, 5] }, "links.1.amounts", earnMessages.amountsRepeated],
    ["an unknown currency", { currency: "jpy" }, "links.1.currency", earnMessages.currencyUnknown],
    ["a URL", { url: "https://example.com/" }, "links.1.url", earnMessages.tipHasUrl],
    ["the spotlight", { featured: true }, "links.1.featured", earnMessages.tipFeatured],
    ["the 18+ mark", { sensitive: true }, "links.1.sensitive", earnMessages.tipSensitive],
  ])("refuses a block with %s on its field, storing nothing", async (_, change, field, message) => {
    const owner = await signedInUser("tipbad");
    const response = await putProfile(owner.client, { links: [site, { ...tipBlock, ...change }] as never });
    expect(await fieldRefusal(response, 400, field)).toBe(message);
    const stored = await env.DB.prepare("select count(*) as n from links where page_id = ?").bind(owner.id).first();
    expect(stored).toEqual({ n: 0 });
  });

  it("refuses a second tip block on its kind", async () => {
    const owner = await signedInUser("tiptwo");
    const response = await putProfile(owner.client, { links: [tipBlock, { ...tipBlock, title: "Again" }] });
    expect(await fieldRefusal(response, 400, "links.1.kind")).toBe(earnMessages.twoTipBlocks);
  });
});

describe("the tip block on the page", () => {
  it("is a form that works without JavaScript: the amounts as buttons, an optional name and message, posting to this host", async () => {
    const owner = await tippableOwner("tipform");
    const page = await request(`/${owner.user.username}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form class="tip"[^>]* action="\/tip" method="post">/);
    expect(html).toContain(">Buy me a coffee</h2>");
    expect(html).toContain(`<input type="hidden" name="username" value="${owner.user.username}"/>`);
    expect(html).toContain('<input type="hidden" name="currency" value="usd"/>');
    expect(html).toContain('<input id="tip-name" type="text" maxLength="50" autoComplete="name" name="name"/>');
    expect(html).toContain('<textarea id="tip-message" name="message" maxLength="200" rows="2"></textarea>');
    // Each preset is a button of its own, which needs nothing typed in the custom field.
    for (const [value, text] of [
      ["3", "$3.00"],
      ["5", "$5.00"],
      ["10", "$10.00"],
    ]) {
      expect(html).toContain(
        `<button type="submit" value="${value}" class="button" formNoValidate="" name="amount">${text}</button>`,
      );
    }
    expect(html).toContain('<input id="tip-custom" type="number" min="1" max="1000" step="1" name="customAmount"/>');
    expect(html).toContain('<button type="submit" value="custom" class="button" name="amount">Tip</button>');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/);
  });

  it("lets the page's forms go to Stripe's Checkout only where a tip block is", async () => {
    const owner = await tippableOwner("tipcsp");
    const checkoutOrigin = new URL(env.STRIPE_API_BASE).origin;
    const withBlock = await request(`/${owner.user.username}`);
    expect(withBlock.headers.get("Content-Security-Policy")).toContain(`form-action 'self' ${checkoutOrigin}`);
    const plain = await signedInUser("tipcspplain");
    await putProfile(plain.client, { links: [site] });
    const without = await request(`/${plain.user.username}`);
    expect(without.headers.get("Content-Security-Policy")).toContain("form-action 'none'");
  });

  it("is shown only while the owner's account can take charges", async () => {
    const owner = await signedInUser("tipshown");
    await putProfile(owner.client, { links: [site, tipBlock] });
    const publicLinks = async () =>
      (await json<{ links: { kind: string }[] }>(await request(`/api/user/${owner.user.username}`))).links.map(
        (link) => link.kind,
      );
    expect(await publicLinks()).toEqual(["link"]);
    const link = await connectLink(owner.client);
    expect(await publicLinks()).toEqual(["link"]);
    await onboard(link);
    expect(await publicLinks()).toEqual(["link", "tip"]);
    expect(await (await request(`/${owner.user.username}`)).text()).toContain('class="tip"');
    await accountControl(owner.id, "needs-details");
    expect(await publicLinks()).toEqual(["link"]);
    expect(await (await request(`/${owner.user.username}`)).text()).not.toContain('class="tip"');
  });

  it("thanks the visitor back from Checkout, or says nothing happened, without writing anything", async () => {
    const owner = await tippableOwner("tipback");
    const before = await storedCounts();
    const thanks = await (await request(`/${owner.user.username}?tip=thanks`)).text();
    expect(thanks).toContain(`<p role="status">${pageTexts.tipThanks.defaultMessage.replace(/'/g, "&#x27;")}</p>`);
    const cancelled = await (await request(`/${owner.user.username}?tip=cancelled`)).text();
    expect(cancelled).toContain(pageTexts.tipCancelled.defaultMessage);
    expect(cancelled).not.toContain(pageTexts.tipThanks.defaultMessage);
    expect(await storedCounts()).toEqual(before);
  });
});

describe("POST /tip", () => {
  it("sends the visitor to Checkout with a 303: a direct charge on the owner's account, 5% to LinkNest on Free, one call to Stripe", async () => {
    const owner = await tippableOwner("tipgo");
    const account = await stripeAccountIdOf(owner.id);
    let response: Response | undefined;
    const calls = await stripeCallsDuring(async () => {
      response = await postTip({
        username: owner.user.username,
        amount: "5",
        currency: "usd",
        name: " Grace ",
        message: "Thanks for\nthe links!",
      });
    });
    expect(response?.status).toBe(303);
    const checkout = response?.headers.get("Location") ?? "";
    expect(checkout.startsWith(`${env.STRIPE_API_BASE}/checkout/`)).toBe(true);
    expect(calls).toEqual([{ method: "POST", path: "/v1/checkout/sessions", account }]);
    const session = await fakeSession(checkout, account);
    expect(session).toMatchObject({
      amount_total: 500,
      currency: "usd",
      application_fee_amount: 25,
      metadata: { kind: "tip", name: "Grace", message: "Thanks for\nthe links!", pageId: owner.id },
      success_url: `${env.APP_URL}/${owner.user.username}?tip=thanks`,
      cancel_url: `${env.APP_URL}/${owner.user.username}?tip=cancelled`,
    });
  });

  it("reads the fee at the moment of the charge: after an upgrade to Pro the next tip has none", async () => {
    const owner = await tippableOwner("tipfee");
    const account = await stripeAccountIdOf(owner.id);
    const fields = { username: owner.user.username, amount: "10", currency: "usd" };
    expect((await fakeSession(await checkoutFor(fields), account)).application_fee_amount).toBe(50);
    await setSubscription(owner.user.username, "active", Date.now() + 365 * 24 * 60 * 60 * 1000);
    expect((await fakeSession(await checkoutFor(fields), account)).application_fee_amount).toBeNull();
  });

  it("takes an amount of the visitor's own where the block allows one", async () => {
    const owner = await tippableOwner("tipcustom");
    const account = await stripeAccountIdOf(owner.id);
    const checkout = await checkoutFor({
      username: owner.user.username,
      amount: "custom",
      customAmount: "1000",
      currency: "usd",
    });
    expect((await fakeSession(checkout, account)).amount_total).toBe(100_000);
  });

  it.each([
    ["an amount not offered", { amount: "7" }, 400, earnMessages.amountNotOffered],
    ["zero", { amount: "custom", customAmount: "0" }, 400, earnMessages.customAmountRange],
    ["a negative amount", { amount: "custom", customAmount: "-5" }, 400, earnMessages.customAmountRange],
    ["a fraction", { amount: "custom", customAmount: "2.50" }, 400, earnMessages.customAmountRange],
    ["over 1,000", { amount: "custom", customAmount: "1001" }, 400, earnMessages.customAmountRange],
    ["no amount at all", { amount: "" }, 400, earnMessages.customAmountRange],
    ["an unknown currency", { currency: "jpy" }, 400, earnMessages.currencyMismatch],
    ["another currency than the block's", { currency: "eur" }, 400, earnMessages.currencyMismatch],
    ["a name over 50 characters", { name: "n".repeat(51) }, 400, earnMessages.nameTooLong],
    ["a message over 200 characters", { message: "m".repeat(201) }, 400, earnMessages.messageTooLong],
    ["a name of invisible characters", { name: "\u200b\u200b" }, 400, earnMessages.nameInvisible],
    ["a message of invisible characters", { message: "\u2060 \u200d" }, 400, earnMessages.messageInvisible],
    ["a control character in the name", { name: "Ada\u0007" }, 400, earnMessages.nameControlCharacters],
    ["a control character in the message", { message: "hi\u001b[31m" }, 400, earnMessages.messageControlCharacters],
  ])("refuses %s with a 4xx page, writing nothing and asking Stripe nothing", async (_, change, status, message) => {
    const owner = await tippableOwner("tipbadin");
    await expectRefused({ username: owner.user.username, amount: "5", currency: "usd", ...change }, status, message);
  });

  it("refuses a custom amount where the block takes none", async () => {
    const owner = await tippableOwner("tipnocustom", { ...tipBlock, allowCustom: false });
    const fields = { username: owner.user.username, amount: "custom", customAmount: "5", currency: "usd" };
    await expectRefused(fields, 400, earnMessages.amountNotOffered);
  });

  it("takes the direction overrides out of the texts, as the profile's text rules do", async () => {
    const owner = await tippableOwner("tipbidi");
    const account = await stripeAccountIdOf(owner.id);
    const checkout = await checkoutFor({
      username: owner.user.username,
      amount: "3",
      currency: "usd",
      name: "Pay\u202elap",
    });
    expect((await fakeSession(checkout, account)).metadata.name).toBe("Paylap");
  });

  it("answers 404 for a page without a tip block, an unknown page, and an owner whose account cannot charge", async () => {
    const plain = await signedInUser("tipnoblock");
    await putProfile(plain.client, { links: [site] });
    await expectRefused({ username: plain.user.username, amount: "5", currency: "usd" }, 404, earnMessages.noTipBlock);
    await expectRefused({ username: "nobody_here", amount: "5", currency: "usd" }, 404, profileMessages.userNotFound);
    const owner = await tippableOwner("tipcannot");
    await accountControl(owner.id, "pending-verification");
    await expectRefused({ username: owner.user.username, amount: "5", currency: "usd" }, 404, earnMessages.noTipBlock);
  });

  it("answers 404 once the owner is suspended or deleted, whose page no longer shows the block", async () => {
    const suspended = await tippableOwner("tipsusp");
    await env.DB.prepare("update users set is_suspended = 1 where id = ?").bind(suspended.id).run();
    const fields = { username: suspended.user.username, amount: "5", currency: "usd" };
    await expectRefused(fields, 404, profileMessages.userNotFound);

    const deleted = await tippableOwner("tipgone");
    expect((await deleteOwnAccount(deleted.client, deleted.user.password)).status).toBe(200);
    expect((await request(`/${deleted.user.username}`)).status).toBe(404);
    await expectRefused(
      { username: deleted.user.username, amount: "5", currency: "usd" },
      404,
      profileMessages.userNotFound,
    );
  });

  it("refuses a form posted from another site (403) and one too large (413)", async () => {
    const owner = await tippableOwner("tipsite");
    const fields = { username: owner.user.username, amount: "5", currency: "usd" };
    const elsewhere = await postTip(fields, { origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.text()).toContain(earnMessages.formFromElsewhere);
    const large = await postTip({ ...fields, message: "m".repeat(5000) });
    expect(large.status).toBe(413);
  });

  it("answers 502 with nothing stored when Stripe refuses, and records the error", async () => {
    const owner = await tippableOwner("tipdown");
    await fakeControl("fail-next", { status: "400", message: "Stripe refused the session" });
    const before = await storedCounts();
    const response = await postTip({ username: owner.user.username, amount: "5", currency: "usd" });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain(earnMessages.checkoutFailed.replace(/'/g, "&#x27;"));
    expect(await storedCounts()).toEqual(before);
    await settleBackgroundWork();
    const logged = await env.DB.prepare(
      "select message from logs where kind = 'error' and path = '/tip' order by id desc",
    ).first<{ message: string }>();
    expect(logged?.message).toContain("Stripe refused the session");
  });

  it("is limited per visitor address: past 10 a minute, 429", async () => {
    const owner = await tippableOwner("tiplimit");
    const fields = { username: owner.user.username, amount: "5", currency: "usd", name: "n".repeat(60) };
    const statuses = await inOneWindow(60, async (attempt) => {
      const ip = `10.77.${attempt}.1`;
      const seen: number[] = [];
      for (let i = 0; i < 11; i += 1) seen.push((await postTip(fields, { ip })).status);
      return seen;
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it("works on the owner's custom domain, coming back to the domain", async () => {
    const owner = await proOwner("tiphost");
    await onboard(await connectLink(owner.client));
    await putProfile(owner.client, { links: [site, tipBlock] });
    const hostname = uniqueHost();
    await addedDomain(owner.client, hostname);
    await checkedDomain(owner.client);
    await queuedCustomDomainWork();
    const page = await onHost(hostname, "/");
    expect(await page.text()).toContain('class="tip"');
    const response = await postTip({ username: owner.user.username, amount: "5", currency: "usd" }, { host: hostname });
    expect(response.status).toBe(303);
    const session = await fakeSession(response.headers.get("Location") ?? "", await stripeAccountIdOf(owner.id));
    expect(session.success_url).toBe(`http://${hostname}/?tip=thanks`);
    expect(session.application_fee_amount).toBeNull();
    // Another owner's page is not tipped through this domain.
    const other = await tippableOwner("tiphostother");
    const crossed = await postTip({ username: other.user.username, amount: "5", currency: "usd" }, { host: hostname });
    expect(crossed.status).toBe(404);
  }, 20_000);
});

describe("a paid tip", () => {
  it("lands the visitor back on the page's thanks, and is recorded once with its fee, name and message", async () => {
    const owner = await tippableOwner("tippaid");
    const checkout = await checkoutFor({ username: owner.user.username, amount: "5", currency: "usd", message: "Hi!" });
    const landing = await payCheckout(checkout);
    expect(landing).toBe(`${env.APP_URL}/${owner.user.username}?tip=thanks`);
    expect(await tipRows(owner.id)).toEqual([
      {
        amount: 500,
        currency: "usd",
        fee: 25,
        name: null,
        message: "Hi!",
        status: "paid",
        amountRefunded: 0,
        pageId: owner.id,
      },
    ]);
    const listed = await json<{ items: unknown[] }>(await owner.client.request("/api/earn/tips"));
    expect(listed.items).toEqual([
      expect.objectContaining({ amount: 500, currency: "usd", fee: 25, name: null, message: "Hi!", status: "paid" }),
    ]);
  });
});
