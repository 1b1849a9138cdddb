// Faults injected into the account endpoints (signup, login, e-mail change, password reset,
// resend): each answers a clean JSON 5xx, leaves an error line (or, with D1 itself down, a console
// error), and stores nothing half-done.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import {
  d1Down,
  errorLogLine,
  expectCleanFailure,
  type Fault,
  failing,
  failingD1,
  fetchWith,
  newFault,
  tokensOf,
  userIdOf,
  userRow,
  watchConsoleErrors,
} from "./support/faults";
import { browser, json, request, signedInUser, signUp, uniqueUser } from "./support/requests";

const mailNotSent = {
  verification: "We could not send the verification email. Please try again.",
  reset: "We could not send the password reset email. Please try again.",
  confirmation: "We could not send the confirmation email. Please try again.",
};

const queueDown = (fault: Fault) => ({
  EMAIL_QUEUE: failing(env.EMAIL_QUEUE, "EMAIL_QUEUE", ["send", "sendBatch"], fault),
});

async function expectErrorLine(fault: Fault, path: string) {
  expect(await errorLogLine(fault)).toMatchObject({ path });
}

const consoleErrors = watchConsoleErrors;
let watcher: ReturnType<typeof watchConsoleErrors> | undefined;
afterEach(async () => {
  watcher?.restore();
  watcher = undefined;
  await env.DB.prepare("delete from settings").run();
});

describe("POST /api/signup under faults", () => {
  it("a queue that refuses the verification mail: 503, no account left, the invite use given back", async () => {
    await env.DB.prepare("insert into settings (key, value) values ('invitesRequired', 'true')").run();
    const code = `FAULT${Date.now().toString(36)}`;
    await env.DB.prepare("insert into invite_codes (id, code, uses, max_uses) values (?, ?, 0, 1)")
      .bind(crypto.randomUUID(), code)
      .run();
    const user = uniqueUser("q_signup");
    const fault = newFault();
    const response = await fetchWith(queueDown(fault), "/api/signup", {
      method: "POST",
      json: { ...user, inviteCode: code },
    });
    await expectCleanFailure(response, 503, mailNotSent.verification);
    expect(fault.hits).toBe(1);
    expect(await userRow({ email: user.email })).toBeNull();
    const invite = await env.DB.prepare("select uses from invite_codes where code = ?").bind(code).first();
    expect(invite).toEqual({ uses: 0 });
    await expectErrorLine(fault, "/api/signup");
    // Nothing is left that would block a second try: the same details sign up once the queue is back.
    expect((await signUp(user, { inviteCode: code })).response.status).toBe(201);
  });

  it("D1 refusing the verification token: 500, no account left behind", async () => {
    const user = uniqueUser("t_signup");
    const fault = newFault();
    const DB = failingD1(env.DB, { statements: /insert into "tokens"/ }, fault);
    const response = await fetchWith({ DB }, "/api/signup", { method: "POST", json: user });
    await expectCleanFailure(response, 500);
    expect(await userRow({ email: user.email })).toBeNull();
    await expectErrorLine(fault, "/api/signup");
  });

  it("D1 down: 500, nothing stored, the failure on the console", async () => {
    watcher = consoleErrors();
    const user = uniqueUser("d_signup");
    const fault = newFault();
    const response = await fetchWith({ DB: failingD1(env.DB, d1Down, fault) }, "/api/signup", {
      method: "POST",
      json: user,
    });
    await expectCleanFailure(response, 500);
    expect(await userRow({ email: user.email })).toBeNull();
    expect(watcher.mentions(fault)).toBe(true);
  });
});

describe("POST /api/login under faults", () => {
  it("KV refusing the new session: 500, no cookie, and the browser's earlier session still works", async () => {
    const { user, client } = await signedInUser("kv_login");
    const fault = newFault();
    const response = await fetchWith({ SESSIONS: failing(env.SESSIONS, "SESSIONS", ["put"], fault) }, "/api/login", {
      method: "POST",
      json: { identifier: user.username, password: user.password },
      cookie: client.cookie,
    });
    await expectCleanFailure(response, 500);
    expect(response.headers.getSetCookie()).toEqual([]);
    await expectErrorLine(fault, "/api/login");
    expect((await client.request("/api/profile")).status).toBe(200);
  });

  it("KV refusing session reads: a signed-in request answers 500, not a silent log-out", async () => {
    const { client } = await signedInUser("kv_read");
    const fault = newFault();
    const response = await fetchWith({ SESSIONS: failing(env.SESSIONS, "SESSIONS", ["get"], fault) }, "/api/profile", {
      cookie: client.cookie,
    });
    await expectCleanFailure(response, 500);
    expect(response.headers.getSetCookie()).toEqual([]);
    await expectErrorLine(fault, "/api/profile");
    expect((await client.request("/api/profile")).status).toBe(200);
  });

  it("D1 down: 500, no session, the failure on the console", async () => {
    watcher = consoleErrors();
    const { user } = await signedInUser("d_login");
    const fault = newFault();
    const sessionsBefore = (await env.SESSIONS.list({ prefix: "session:" })).keys.length;
    const response = await fetchWith({ DB: failingD1(env.DB, d1Down, fault) }, "/api/login", {
      method: "POST",
      json: { identifier: user.username, password: user.password },
    });
    await expectCleanFailure(response, 500);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await env.SESSIONS.list({ prefix: "session:" })).keys.length).toBe(sessionsBefore);
    expect(watcher.mentions(fault)).toBe(true);
  });
});

describe("POST /api/change-email under faults", () => {
  async function withPendingChange() {
    const { user, client } = await signedInUser("q_change");
    const first = `first_${user.email}`;
    expect((await client.request("/api/change-email", { method: "POST", json: { newEmail: first } })).status).toBe(200);
    const id = await userIdOf(user.email);
    return { user, client, id, first };
  }

  it("a queue that refuses the mails: 503, the earlier pending change and its link untouched", async () => {
    const { client, id, first } = await withPendingChange();
    const before = { user: await userRow({ id }), tokens: await tokensOf(id) };
    const fault = newFault();
    const response = await fetchWith(queueDown(fault), "/api/change-email", {
      method: "POST",
      json: { newEmail: `second_${first}` },
      cookie: client.cookie,
    });
    await expectCleanFailure(response, 503, mailNotSent.confirmation);
    expect({ user: await userRow({ id }), tokens: await tokensOf(id) }).toEqual(before);
    expect((await userRow({ id }))?.pending_email).toBe(first);
    await expectErrorLine(fault, "/api/change-email");
  });

  it("D1 refusing the pending address: 500, no dangling token", async () => {
    const { client, id, first } = await withPendingChange();
    const before = { user: await userRow({ id }), tokens: await tokensOf(id) };
    const fault = newFault();
    const DB = failingD1(env.DB, { statements: /update "users" set "pending_email"/ }, fault);
    const response = await fetchWith({ DB }, "/api/change-email", {
      method: "POST",
      json: { newEmail: `second_${first}` },
      cookie: client.cookie,
    });
    await expectCleanFailure(response, 500);
    expect({ user: await userRow({ id }), tokens: await tokensOf(id) }).toEqual(before);
    await expectErrorLine(fault, "/api/change-email");
  });
});

describe("POST /api/forgot-password under faults", () => {
  it("a queue that refuses the reset mail: 503, no new token, the earlier link still valid", async () => {
    const { user } = await signedInUser("q_forgot");
    expect((await request("/api/forgot-password", { method: "POST", json: { email: user.email } })).status).toBe(200);
    const id = await userIdOf(user.email);
    const before = await tokensOf(id);
    expect(before.filter((token) => token.purpose === "reset_password")).toHaveLength(1);
    const fault = newFault();
    const response = await fetchWith(queueDown(fault), "/api/forgot-password", {
      method: "POST",
      json: { email: user.email },
    });
    await expectCleanFailure(response, 503, mailNotSent.reset);
    expect(await tokensOf(id)).toEqual(before);
    await expectErrorLine(fault, "/api/forgot-password");
  });

  it("D1 down: 500, the failure on the console", async () => {
    watcher = consoleErrors();
    const { user } = await signedInUser("d_forgot");
    const id = await userIdOf(user.email);
    const before = await tokensOf(id);
    const fault = newFault();
    const response = await fetchWith({ DB: failingD1(env.DB, d1Down, fault) }, "/api/forgot-password", {
      method: "POST",
      json: { email: user.email },
    });
    await expectCleanFailure(response, 500);
    expect(await tokensOf(id)).toEqual(before);
    expect(watcher.mentions(fault)).toBe(true);
  });
});

describe("POST /api/resend-verification under faults", () => {
  it("a queue that refuses the mail: 503, the link sent at signup still valid", async () => {
    const { user } = await signUp(uniqueUser("q_resend"));
    const id = await userIdOf(user.email);
    const before = await tokensOf(id);
    expect(before).toHaveLength(1);
    const fault = newFault();
    const response = await fetchWith(queueDown(fault), "/api/resend-verification", {
      method: "POST",
      json: { email: user.email },
    });
    await expectCleanFailure(response, 503, mailNotSent.verification);
    expect(await tokensOf(id)).toEqual(before);
    await expectErrorLine(fault, "/api/resend-verification");
  });
});

describe("POST /api/reset-password under faults", () => {
  it("a queue that refuses the 'password changed' notice does not misreport the reset that happened", async () => {
    const { user } = await signedInUser("q_reset");
    const id = await userIdOf(user.email);
    // A reset token issued as the forgot-password mail would carry it.
    const token = "fault-reset-token-0123456789abcdef";
    const hash = [...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)))]
      .map((byte) => byte.toString(16).padStart(2, "0"))
      .join("");
    await env.DB.prepare(
      "insert into tokens (token_hash, purpose, user_id, expires_at) values (?, 'reset_password', ?, ?)",
    )
      .bind(hash, id, Date.now() + 60_000)
      .run();
    const fault = newFault();
    const response = await fetchWith(queueDown(fault), "/api/reset-password", {
      method: "POST",
      json: { token, password: "Changed123" },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: "Your password has been reset. You can now log in." });
    // The reset stands; the lost notice is an e-mail failure in the admin's Errors view and metrics.
    await expectErrorLine(fault, "queue:linknest-email");
    const login = await browser().request("/api/login", {
      method: "POST",
      json: { identifier: user.username, password: "Changed123" },
    });
    expect(login.status).toBe(200);
  });
});
