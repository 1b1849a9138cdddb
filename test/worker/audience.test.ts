// The audience (docs/guides/audience.md): the sign-up block on the page, double opt-in through the real
// mailbox, the same answer whatever became of an address, the limits, the honeypot, refused addresses and
// links, the owner's list with paging, removal and CSV, the account's export and deletion.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { accountMessages } from "#contract/account-schemas";
import { audienceMessages } from "#contract/audience";
import { pageTexts } from "#contract/page/texts";
import { themeColour } from "#contract/page/theme";
import { profileMessages } from "#contract/profile-schemas";
import { defaultTheme, type Theme } from "#contract/themes";
import { confirmPageSignUp } from "../../worker/audience/sign-ups";
import { openDb } from "../../worker/db/client";
import { translateFor } from "../../worker/i18n/translations";
import { mailTo, receivedMail } from "./support/mailbox";
import { putProfile } from "./support/profile";
import { inOneWindow } from "./support/rate-windows";
import { type browser, deleteOwnAccount, json, origin, request, signedInUser } from "./support/requests";

/** The page's words in its source language. */
const en = translateFor("en");

type Client = ReturnType<typeof browser>;

const signupBlock = { kind: "signup" as const, title: "Get my newsletter", url: "", buttonText: "Subscribe" };

/** An owner whose page carries a sign-up block. */
async function ownerWithSignupBlock(prefix = "aud") {
  const owner = await signedInUser(prefix);
  const saved = await putProfile(owner.client, {
    links: [{ title: "My site", url: "https://example.com/" }, signupBlock],
  });
  expect(saved.status).toBe(200);
  return owner;
}

const subscribe = (username: string, email: string, ip?: string) =>
  request("/api/subscribe", { method: "POST", json: { username, email }, ...(ip ? { ip } : {}) });

/** The page's no-JS form, posted as a browser does from the page. */
const postForm = (fields: Record<string, string>, options: { origin?: string; ip?: string } = {}) =>
  request("/subscribe", {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? origin },
    ...(options.ip ? { ip: options.ip } : {}),
  });

const confirmationMails = (email: string) => mailTo(email, /Confirm your subscription/);

/** The confirmation link of the newest mail to the address, as a path on the app. */
async function confirmationPath(email: string): Promise<string> {
  const mail = await receivedMail(email, /Confirm your subscription/);
  const link = mail.text.match(/https?:\/\/\S+\/subscribe\/confirm\?token=[\w-]+/)?.[0];
  expect(link).toBeDefined();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

async function audience(client: Client, query = "") {
  const response = await client.request(`/api/audience${query}`);
  expect(response.status).toBe(200);
  return json<{
    items: { id: string; email: string; confirmedAt: string }[];
    total: number;
    page: number;
    pageSize: number;
  }>(response);
}

async function subscriberRows(userId: string) {
  const { results } = await env.DB.prepare(
    "select email, confirmed_at as confirmedAt from subscribers where page_id = ? order by email",
  )
    .bind(userId)
    .all<{ email: string; confirmedAt: number | null }>();
  return results;
}

/** Confirmed subscribers written straight to D1, for the list's own tests. */
async function addConfirmed(userId: string, emails: string[], start = Date.now() - 1_000_000) {
  await env.DB.batch(
    emails.map((email, index) =>
      env.DB.prepare("insert into subscribers (id, page_id, email, confirmed_at) values (?, ?, ?, ?)").bind(
        crypto.randomUUID(),
        userId,
        email,
        start + index * 1000,
      ),
    ),
  );
}

describe("the sign-up block", () => {
  it("shows on the page as a form that works without JavaScript, posting to this host", async () => {
    const owner = await ownerWithSignupBlock();
    const page = await request(`/${owner.user.username}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<form class="signup"[^>]* action="\/subscribe" method="post">/);
    expect(html).toContain(">Get my newsletter</h2>");
    expect(html).toMatch(/<input id="signup-email" type="email" required=""[^>]* name="email"\/>/);
    expect(html).toContain(`<input type="hidden" name="username" value="${owner.user.username}"/>`);
    // The honeypot: out of sight, out of the tab order, hidden from assistive technology.
    expect(html).toMatch(
      /<div class="hp" aria-hidden="true">.*<input id="signup-website" type="text" tabindex="-1"[^>]* name="website"\/>/,
    );
    expect(html).toContain(">Subscribe</button>");
    expect(html).toContain(en(pageTexts.signupJoining, { username: owner.user.username }).replace(/'/g, "&#x27;"));
    expect(page.headers.get("Content-Security-Policy")).toContain("form-action 'self'");
    // No script file and no stylesheet file: the block is HTML and the page's inline style.
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+stylesheet/);
  });

  it("is in the public response, and a page without one posts nowhere", async () => {
    const owner = await ownerWithSignupBlock();
    const body = await json<{ links: unknown[] }>(await request(`/api/user/${owner.user.username}`));
    expect(body.links).toContainEqual({ kind: "signup", title: "Get my newsletter", buttonText: "Subscribe" });
    const plain = await signedInUser("audplain");
    await putProfile(plain.client, { links: [{ title: "Site", url: "https://example.com/" }] });
    const page = await request(`/${plain.user.username}`);
    expect(page.headers.get("Content-Security-Policy")).toContain("form-action 'none'");
  });

  it("refuses a second block on its field, and a block without button text, storing nothing", async () => {
    const owner = await ownerWithSignupBlock();
    const second = await putProfile(owner.client, { links: [signupBlock, { ...signupBlock, title: "Again" }] });
    expect(second.status).toBe(400);
    expect((await json<{ errors: unknown[] }>(second)).errors).toContainEqual({
      field: "links.1.kind",
      message: audienceMessages.twoSignupBlocks,
    });
    const noButton = await putProfile(owner.client, { links: [{ ...signupBlock, buttonText: " " }] });
    expect(noButton.status).toBe(400);
    expect((await json<{ errors: unknown[] }>(noButton)).errors).toContainEqual({
      field: "links.0.buttonText",
      message: audienceMessages.buttonTextRequired,
    });
    const stored = await json<{ links: { kind: string; title: string }[] }>(await owner.client.request("/api/profile"));
    expect(stored.links.map((link) => [link.kind, link.title])).toEqual([
      ["link", "My site"],
      ["signup", "Get my newsletter"],
    ]);
  });
  it("refuses a block in the spotlight or marked 18+, which would mean nothing on a form, storing nothing", async () => {
    const owner = await ownerWithSignupBlock();
    const response = await putProfile(owner.client, { links: [{ ...signupBlock, featured: true, sensitive: true }] });
    expect(response.status).toBe(400);
    const { errors } = await json<{ errors: unknown[] }>(response);
    expect(errors).toContainEqual({ field: "links.0.featured", message: audienceMessages.signupFeatured });
    expect(errors).toContainEqual({ field: "links.0.sensitive", message: audienceMessages.signupSensitive });
    const stored = await json<{ links: { kind: string; featured?: boolean }[] }>(
      await owner.client.request("/api/profile"),
    );
    expect(stored.links.find((link) => link.kind === "signup")?.featured ?? false).toBe(false);
  });
});

describe("signing up (double opt-in)", () => {
  it("keeps the address pending until the mailed link is opened, then lists it", async () => {
    const owner = await ownerWithSignupBlock();
    const response = await subscribe(owner.user.username, "Reader.One@Example.com");
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ msg: audienceMessages.checkInbox });
    expect(await subscriberRows(owner.id)).toEqual([{ email: "reader.one@example.com", confirmedAt: null }]);
    expect((await audience(owner.client)).total).toBe(0);

    const confirm = await request(await confirmationPath("reader.one@example.com"));
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain(
      en(pageTexts.confirmed, { username: owner.user.username }).replace(/'/g, "&#x27;"),
    );
    const list = await audience(owner.client);
    expect(list.total).toBe(1);
    expect(list.items).toEqual([
      { id: expect.any(String), email: "reader.one@example.com", confirmedAt: expect.any(String) },
    ]);
  });

  it("answers a repeat and a confirmed address the same, mailing one confirmation per pending sign-up", async () => {
    const owner = await ownerWithSignupBlock();
    const email = `repeat-${Date.now()}@example.com`;
    const answers = [];
    for (let i = 0; i < 5; i++) {
      const response = await subscribe(owner.user.username, email);
      answers.push([response.status, await response.json()]);
    }
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await confirmationMails(email)).toHaveLength(1);
    // Once confirmed, a sign-up is answered the same and mails nothing.
    expect((await request(await confirmationPath(email))).status).toBe(200);
    const again = await subscribe(owner.user.username, email);
    expect([again.status, await again.json()]).toEqual(answers[0]);
    expect(await confirmationMails(email)).toHaveLength(1);
    expect(await subscriberRows(owner.id)).toHaveLength(1);
  });

  it("mails again on an explicit 'send it again', at most three mails an hour, and any of the links works", async () => {
    const owner = await ownerWithSignupBlock();
    const email = `resend-${Date.now()}@example.com`;
    expect((await subscribe(owner.user.username, email)).status).toBe(202);
    const resend = () =>
      request("/api/subscribe", { method: "POST", json: { username: owner.user.username, email, resend: true } });
    for (let i = 0; i < 3; i++) expect((await resend()).status).toBe(202);
    expect(await confirmationMails(email)).toHaveLength(3);
    expect((await request(await confirmationPath(email))).status).toBe(200);
  });

  it("mails again once the pending link has expired", async () => {
    const owner = await ownerWithSignupBlock();
    const email = `expired-${Date.now()}@example.com`;
    await subscribe(owner.user.username, email);
    await env.DB.prepare(
      "update subscriber_confirmation_tokens set expires_at = ? where subscriber_id in (select id from subscribers where email = ?)",
    )
      .bind(Date.now() - 1000, email)
      .run();
    await subscribe(owner.user.username, email);
    expect(await confirmationMails(email)).toHaveLength(2);
  });

  it("mails once when two sign-ups of one address cross", async () => {
    const owner = await ownerWithSignupBlock();
    const email = `crossed-${Date.now()}@example.com`;
    await Promise.all([subscribe(owner.user.username, email), subscribe(owner.user.username, email)]);
    expect(await confirmationMails(email)).toHaveLength(1);
  });

  it("takes the page's no-JS form and answers a page saying to check the mailbox, with a way back", async () => {
    const owner = await ownerWithSignupBlock();
    const response = await postForm({ username: owner.user.username, email: "form.reader@example.com", website: "" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain(en(pageTexts.checkInboxTitle));
    expect(html).toContain(`href="/${owner.user.username}"`);
    expect(await confirmationMails("form.reader@example.com")).toHaveLength(1);
    // The page offers to send it again: a form that posts the same sign-up, asking for a new mail.
    expect(html).toContain(`>${en(pageTexts.sendAgain)}</button>`);
    expect(html).toContain('name="resend" value="1"');
    const again = await postForm({ username: owner.user.username, email: "form.reader@example.com", resend: "1" });
    expect(again.status).toBe(200);
    expect(await confirmationMails("form.reader@example.com")).toHaveLength(2);
  });

  it("tells a bot that filled the hidden field what it tells a person, keeping and mailing nothing", async () => {
    const owner = await ownerWithSignupBlock();
    const person = await postForm({ username: owner.user.username, email: "person@example.com", website: "" });
    const bot = await postForm({ username: owner.user.username, email: "bot@example.com", website: "http://spam" });
    expect(bot.status).toBe(person.status);
    // The same page but for its nonce and the address it offers to send the mail again to.
    const withoutNonce = (html: string) =>
      html.replace(/nonce="[^"]*"/g, "").replace(/name="email" value="[^"]*"/g, 'name="email"');
    expect(withoutNonce(await bot.text())).toBe(withoutNonce(await person.text()));
    expect((await subscriberRows(owner.id)).map((row) => row.email)).toEqual(["person@example.com"]);
    expect(await confirmationMails("bot@example.com")).toEqual([]);
  });

  it("refuses a form sent from another site", async () => {
    const owner = await ownerWithSignupBlock();
    const response = await postForm(
      { username: owner.user.username, email: "csrf@example.com" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(audienceMessages.formFromElsewhere);
    expect(await subscriberRows(owner.id)).toEqual([]);
  });

  it.each([
    ["a malformed address", "not-an-address", accountMessages.emailInvalid],
    ["an overlong address", `${"a".repeat(250)}@example.com`, null],
    ["a throwaway address", "someone@mailinator.com", audienceMessages.emailDisposable],
    ["a throwaway subdomain", "someone@mail.yopmail.com", audienceMessages.emailDisposable],
  ])("refuses %s with a 400 and a message, storing and mailing nothing", async (_, email, message) => {
    const owner = await ownerWithSignupBlock();
    const response = await subscribe(owner.user.username, email);
    expect(response.status).toBe(400);
    const body = await json<{ msg: string; errors: { field: string }[] }>(response);
    if (message) expect(body.msg).toContain(message);
    expect(body.errors[0]?.field).toBe("email");
    expect(await subscriberRows(owner.id)).toEqual([]);
    const form = await postForm({ username: owner.user.username, email });
    expect(form.status).toBe(400);
    expect(await subscriberRows(owner.id)).toEqual([]);
  });

  it("answers 404 for an unknown page and for a page without a sign-up block", async () => {
    const unknown = await subscribe("nobody_here_at_all", "x@example.com");
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).msg).toBe(profileMessages.userNotFound);
    const plain = await signedInUser("audnone");
    await putProfile(plain.client, { links: [{ title: "Site", url: "https://example.com/" }] });
    const none = await subscribe(plain.user.username, "x@example.com");
    expect(none.status).toBe(404);
    expect((await json(none)).msg).toBe(audienceMessages.noSignupBlock);
    expect(await subscriberRows(plain.id)).toEqual([]);
  });

  it("limits sign-ups per address and per page", async () => {
    const owner = await ownerWithSignupBlock();
    // Each burst runs inside one of the binding's windows, from a fresh address or on a fresh page.
    const statuses = await inOneWindow(60, async (attempt) => {
      const seen = [];
      for (let i = 0; i < 11; i++) {
        seen.push((await subscribe(owner.user.username, `ip${i}@example.com`, `198.51.100.${attempt + 1}`)).status);
      }
      return seen;
    });
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(statuses[10]).toBe(429);

    const pageStatuses = await inOneWindow(60, async () => {
      const busy = await ownerWithSignupBlock("audbusy");
      const seen = [];
      for (let i = 0; i < 61; i++) seen.push((await subscribe(busy.user.username, `p${i}@example.com`)).status);
      return seen;
    });
    expect(pageStatuses.filter((status) => status === 202)).toHaveLength(60);
    expect(pageStatuses[60]).toBe(429);
    // Seventy-odd requests, and a burst may run again when a window ended while it ran.
  }, 60_000);
});

const escaped = (text: string) => text.replace(/'/g, "&#x27;");
const themeColourOf = (html: string) => /<meta name="theme-color" content="([^"]+)"/.exec(html)?.[1];

describe("the confirmation link", () => {
  it("confirms once; pressed again it says the address is subscribed; a forged, expired or missing token gets a 400 page", async () => {
    const owner = await ownerWithSignupBlock();
    await subscribe(owner.user.username, "once@example.com");
    const path = await confirmationPath("once@example.com");
    expect((await request(path)).status).toBe(200);
    const again = await request(path);
    expect(again.status).toBe(200);
    const html = await again.text();
    expect(html).toContain(en(pageTexts.alreadySubscribedTitle).replace(/'/g, "&#x27;"));
    expect(html).toContain(escaped(en(pageTexts.alreadySubscribed, { username: owner.user.username })));
    expect(html).not.toContain(en(pageTexts.linkInvalidTitle).replace(/'/g, "&#x27;"));
    expect(await subscriberRows(owner.id)).toEqual([{ email: "once@example.com", confirmedAt: expect.any(Number) }]);
    expect((await request("/subscribe/confirm?token=forged-token")).status).toBe(400);
    const missing = await request("/subscribe/confirm");
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain(audienceMessages.noToken);

    await subscribe(owner.user.username, "late@example.com");
    const token = new URL(`${origin}${await confirmationPath("late@example.com")}`).searchParams.get("token") as string;
    const twoDaysLater = Date.now() + 48 * 60 * 60 * 1000 + 1;
    expect(await confirmPageSignUp(openDb(env.DB), env, token, twoDaysLater)).toBeNull();
    expect((await subscriberRows(owner.id)).find((row) => row.email === "late@example.com")?.confirmedAt).toBeNull();
  });

  it("wears the owner's theme on the sign-up and confirmation pages, and the default on a name that is no one's", async () => {
    const owner = await ownerWithSignupBlock("audtheme");
    const theme: Theme = { preset: "ocean", accent: "#7fd4ff" };
    expect((await putProfile(owner.client, { theme })).status).toBe(200);
    const email = `themed-${Date.now()}@example.com`;
    const form = await postForm({ username: owner.user.username, email, website: "" });
    expect(form.status).toBe(200);
    const formHtml = await form.text();
    expect(themeColour(theme)).not.toBe(themeColour(defaultTheme));
    expect(themeColourOf(formHtml)).toBe(themeColour(theme));
    const confirmed = await request(await confirmationPath(email));
    expect(themeColourOf(await confirmed.text())).toBe(themeColour(theme));
    const refused = await postForm({ username: owner.user.username, email: "not-an-address", website: "" });
    expect(refused.status).toBe(400);
    expect(themeColourOf(await refused.text())).toBe(themeColour(theme));
    const nobody = await postForm({ username: "no-such-page-here", email, website: "" });
    expect(themeColourOf(await nobody.text())).toBe(themeColour(defaultTheme));
  });
});

describe("the owner's audience", () => {
  it("pages through confirmed subscribers, newest first, leaving pending ones out", async () => {
    const owner = await signedInUser("audlist");
    await addConfirmed(
      owner.id,
      Array.from({ length: 25 }, (_, i) => `s${String(i).padStart(2, "0")}@example.com`),
    );
    await env.DB.prepare("insert into subscribers (id, page_id, email) values (?, ?, 'pending@example.com')")
      .bind(crypto.randomUUID(), owner.id)
      .run();
    const first = await audience(owner.client);
    expect([first.total, first.page, first.pageSize, first.items.length]).toEqual([25, 1, 20, 20]);
    expect(first.items[0]?.email).toBe("s24@example.com");
    const second = await audience(owner.client, "?page=2&pageSize=20");
    expect(second.items.map((item) => item.email)).toEqual([
      "s04@example.com",
      "s03@example.com",
      "s02@example.com",
      "s01@example.com",
      "s00@example.com",
    ]);
    const bad = await owner.client.request("/api/audience?pageSize=7");
    expect(bad.status).toBe(400);
    expect((await json(bad)).msg).toBe(audienceMessages.pageSizeInvalid);
  });

  it("removes one subscriber of the owner's, and no one else's", async () => {
    const owner = await signedInUser("auddel");
    const other = await signedInUser("audother");
    await addConfirmed(owner.id, ["keep@example.com", "drop@example.com"]);
    const [drop] = (await audience(owner.client)).items;
    expect(drop?.email).toBe("drop@example.com");
    const refused = await other.client.request(`/api/audience/${drop?.id}`, { method: "DELETE" });
    expect(refused.status).toBe(404);
    const removed = await owner.client.request(`/api/audience/${drop?.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await audience(owner.client)).items.map((item) => item.email)).toEqual(["keep@example.com"]);
  });

  it("downloads every subscriber as CSV, with no cell a spreadsheet would run", async () => {
    const owner = await signedInUser("audcsv");
    await addConfirmed(owner.id, [
      "plain@example.com",
      "=cmd|' /C calc'!A0@example.com",
      "+1@example.com",
      "-2@example.com",
      '@x,"y"@example.com',
    ]);
    const response = await owner.client.request("/api/audience/export.csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toContain("subscribers.csv");
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe("email,confirmed_at");
    expect(lines.slice(1).map((line) => line.replace(/,\d{4}-[\d-]+T[\d:.]+Z$/, ""))).toEqual([
      "plain@example.com",
      "'=cmd|' /C calc'!A0@example.com",
      "'+1@example.com",
      "'-2@example.com",
      '"\'@x,""y""@example.com"',
    ]);
  });

  it("goes with the account's data file, and with the account", async () => {
    const owner = await signedInUser("auddata");
    await addConfirmed(owner.id, ["fan@example.com"]);
    const file = await json<{ subscribers: { email: string }[] }>(await owner.client.request("/api/account/export"));
    expect(file.subscribers.map((subscriber) => subscriber.email)).toEqual(["fan@example.com"]);
    expect((await deleteOwnAccount(owner.client, owner.user.password)).status).toBe(200);
    expect(await subscriberRows(owner.id)).toEqual([]);
  });
});
