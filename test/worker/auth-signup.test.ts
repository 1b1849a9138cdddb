import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import type { ErrorBody } from "#contract/types";
import { receivedMail, tokenFrom, waitForMail } from "./support/mailbox";
import { passwordCost as testPasswordCost } from "./support/password-cost";
import { json, request, requestOverRealQueues, signUp, uniqueUser } from "./support/requests";

afterEach(async () => {
  await env.DB.prepare("delete from settings").run();
});

async function setting(key: string, value: unknown) {
  await env.DB.prepare("insert or replace into settings (key, value) values (?, ?)")
    .bind(key, JSON.stringify(value))
    .run();
}

describe("POST /api/signup", () => {
  // The e-mail queue's end-to-end test: the signup goes in through SELF and its mail takes the real queue.
  it("creates an unverified account and mails a verification link", async () => {
    const user = uniqueUser("Mixed_Case");
    const response = await requestOverRealQueues("/api/signup", { method: "POST", json: user });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ msg: "Account created. Check your email to verify." });
    const row = await env.DB.prepare(
      "select email, username, email_verified, password_hash, role from users where email = ?",
    )
      .bind(user.email)
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ email: user.email, username: user.username, email_verified: 0, role: "user" });
    // At the cost the worker runs with: the tests' here (password-hashing.test.ts checks production's).
    const { N, r, p } = testPasswordCost;
    expect(String(row?.password_hash)).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$`));
    expect(String(row?.password_hash)).not.toContain(user.password);
    const mail = await waitForMail(user.email, /Verify your email/);
    expect(mail.text).toContain(`http://localhost:8787/verify-email?token=${tokenFrom(mail)}`);
  });

  it("stores the e-mail lower-case and keeps the username as typed", async () => {
    const user = uniqueUser("CamelCase");
    const response = await request("/api/signup", {
      method: "POST",
      json: { ...user, email: `  ${user.email.toUpperCase()} ` },
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare("select email, username from users where username = ?")
      .bind(user.username)
      .first();
    expect(row).toEqual({ email: user.email, username: user.username });
  });

  it.each([
    [{ username: "ab" }, "username", "Username must be 3-30 characters."],
    [{ username: "a".repeat(31) }, "username", "Username must be 3-30 characters."],
    [{ username: "has space" }, "username", "Use only letters, numbers, hyphens and underscores."],
    [{ username: "dots.not.ok" }, "username", "Use only letters, numbers, hyphens and underscores."],
    [{ password: "Aa1" }, "password", "Password must be 6-128 characters."],
    [{ password: `Aa1${"x".repeat(126)}` }, "password", "Password must be 6-128 characters."],
    [{ password: "alllower1" }, "password", "Password needs an uppercase letter, a lowercase letter and a number."],
    [{ password: "NoDigitsHere" }, "password", "Password needs an uppercase letter, a lowercase letter and a number."],
    [{ email: "not-an-email" }, "email", "Enter a valid email address."],
    [{ email: "" }, "email", "Email is required."],
  ])("refuses %j with a field error", async (override, field, message) => {
    const user = uniqueUser();
    const response = await request("/api/signup", { method: "POST", json: { ...user, ...override } });
    expect(response.status).toBe(400);
    const body = await json<ErrorBody>(response);
    expect(body.errors).toContainEqual({ field, message });
    const count = await env.DB.prepare("select count(*) as n from users where email = ?").bind(user.email).first();
    expect(count).toEqual({ n: 0 });
  });

  it("refuses reserved usernames, from the product list and from settings, in any case", async () => {
    for (const username of ["admin", "Dashboard", "verify-email", "API"]) {
      const response = await request("/api/signup", { method: "POST", json: { ...uniqueUser(), username } });
      expect(response.status).toBe(400);
      expect((await json<ErrorBody>(response)).errors).toEqual([
        { field: "username", message: "This username is reserved." },
      ]);
    }
    await setting("extraReservedUsernames", ["support"]);
    const response = await request("/api/signup", { method: "POST", json: { ...uniqueUser(), username: "Support" } });
    expect((await json<ErrorBody>(response)).errors).toEqual([
      { field: "username", message: "This username is reserved." },
    ]);
  });

  it("answers 409 with a field error for a taken username, case-insensitively, whoever holds the e-mail", async () => {
    const { user } = await signUp();
    for (const email of [uniqueUser().email, user.email.toUpperCase()]) {
      const again = await request("/api/signup", {
        method: "POST",
        json: { ...uniqueUser(), email, username: user.username.toUpperCase() },
      });
      expect(again.status).toBe(409);
      expect(await json<ErrorBody>(again)).toEqual({
        msg: "This username is already taken.",
        errors: [{ field: "username", message: "This username is already taken." }],
      });
    }
  });

  it("answers 403 'Registration is currently closed.' when closed", async () => {
    await setting("registrationClosed", true);
    const user = uniqueUser();
    const response = await request("/api/signup", { method: "POST", json: user });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ msg: "Registration is currently closed." });
    expect(await env.DB.prepare("select count(*) as n from users where email = ?").bind(user.email).first()).toEqual({
      n: 0,
    });
  });

  it("records the referrer from ref, and counts the referral only once the new account verifies", async () => {
    const { user: referrer } = await signUp();
    const code = await env.DB.prepare("select referral_code as code from users where email = ?")
      .bind(referrer.email)
      .first<{ code: string }>();
    const { user, response } = await signUp(uniqueUser(), { ref: code?.code.toUpperCase() });
    expect(response.status).toBe(201);
    const countOf = () =>
      env.DB.prepare("select referral_count as n from users where email = ?")
        .bind(referrer.email)
        .first<{ n: number }>();
    expect(await countOf()).toEqual({ n: 0 });
    const mail = await receivedMail(user.email, /Verify your email/);
    await request(`/api/verify-email?token=${tokenFrom(mail)}`);
    expect(await countOf()).toEqual({ n: 1 });
    // A second click on the link does not count twice.
    await request(`/api/verify-email?token=${tokenFrom(mail)}`);
    expect(await countOf()).toEqual({ n: 1 });
  });

  it.each([
    ["unknown", "nosuchcode"],
    ["long", "x".repeat(65)],
    ["huge", "r".repeat(5000)],
    ["oddly written", "<script>alert(1)</script>"],
    ["empty", ""],
    ["a number", 42],
    ["an object", { code: "abc" }],
    ["a list", ["abc"]],
  ])("never lets an %s ref block signup: the account is created without a referrer", async (_label, ref) => {
    const { user, response } = await signUp(uniqueUser(), { ref });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ msg: "Account created. Check your email to verify." });
    expect(await env.DB.prepare("select referred_by from users where email = ?").bind(user.email).first()).toEqual({
      referred_by: null,
    });
  });
});

describe("a signup with a registered e-mail", () => {
  it("answers exactly as a fresh signup does, and creates nothing", async () => {
    const { user: owner } = await signUp(uniqueUser("owner"));
    const fresh = await signUp(uniqueUser("fresh"));
    const stranger = uniqueUser("stranger");
    const again = await request("/api/signup", {
      method: "POST",
      json: { ...stranger, email: ` ${owner.email.toUpperCase()}` },
    });
    expect(again.status).toBe(fresh.response.status);
    expect(again.headers.get("content-type")).toBe(fresh.response.headers.get("content-type"));
    expect(await again.text()).toBe(await fresh.response.text());
    const rows = await env.DB.prepare("select username from users where email = ? or username = ?")
      .bind(owner.email, stranger.username)
      .all();
    expect(rows.results).toEqual([{ username: owner.username }]);
  });

  it("mails the address's owner a notice with a reset link that works", async () => {
    const { user: owner } = await signUp(uniqueUser("noticed"));
    await request("/api/signup", { method: "POST", json: { ...uniqueUser("someone"), email: owner.email } });
    const notice = await receivedMail(owner.email, /already have/);
    expect(notice.text).toContain(owner.username);
    const reset = await request("/api/reset-password", {
      method: "POST",
      json: { token: tokenFrom(notice), password: "Recovered123" },
    });
    expect(reset.status).toBe(200);
    const login = await request("/api/login", {
      method: "POST",
      json: { identifier: owner.email, password: "Recovered123" },
    });
    // The reset proves nothing about the mailbox for verification: the account still waits for its link.
    expect(login.status).toBe(403);
  });
});

describe("invite codes", () => {
  async function inviteCode(values: {
    enabled?: boolean;
    maxUses?: number | null;
    expiresAt?: number | null;
    uses?: number;
  }) {
    const code = `INV${crypto.randomUUID().slice(0, 8)}`;
    await env.DB.prepare(
      "insert into invite_codes (id, code, enabled, uses, max_uses, expires_at) values (?, ?, ?, ?, ?, ?)",
    )
      .bind(
        crypto.randomUUID(),
        code,
        values.enabled === false ? 0 : 1,
        values.uses ?? 0,
        values.maxUses ?? null,
        values.expiresAt ?? null,
      )
      .run();
    return code;
  }
  const usesOf = (code: string) =>
    env.DB.prepare("select uses from invite_codes where code = ?").bind(code).first<{ uses: number }>();

  it("are required when invites are required", async () => {
    await setting("invitesRequired", true);
    const response = await request("/api/signup", { method: "POST", json: uniqueUser() });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toEqual([
      { field: "inviteCode", message: "Invite code is required." },
    ]);
  });

  it("are counted when used, case-insensitively", async () => {
    await setting("invitesRequired", true);
    const code = await inviteCode({ maxUses: 2 });
    const { response } = await signUp(uniqueUser(), { inviteCode: code.toLowerCase() });
    expect(response.status).toBe(201);
    expect(await usesOf(code)).toEqual({ uses: 1 });
  });

  it.each([
    ["disabled", { enabled: false }],
    ["expired", { expiresAt: Date.now() - 1000 }],
    ["exhausted", { maxUses: 1, uses: 1 }],
  ])("refuse a %s code without counting it", async (_label, values) => {
    await setting("invitesRequired", true);
    const code = await inviteCode(values);
    const before = await usesOf(code);
    const { user, response } = await signUp(uniqueUser(), { inviteCode: code });
    expect(response.status).toBe(400);
    expect((await json<ErrorBody>(response)).errors).toEqual([
      { field: "inviteCode", message: "This invite code is not valid." },
    ]);
    expect(await usesOf(code)).toEqual(before);
    expect(await env.DB.prepare("select count(*) as n from users where email = ?").bind(user.email).first()).toEqual({
      n: 0,
    });
  });

  it("give the last use to exactly one of many simultaneous signups", async () => {
    await setting("invitesRequired", true);
    const code = await inviteCode({ maxUses: 1 });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => signUp(uniqueUser("race"), { inviteCode: code }).then((r) => r.response.status)),
    );
    expect(results.filter((status) => status === 201)).toHaveLength(1);
    expect(results.filter((status) => status === 400)).toHaveLength(7);
    expect(await usesOf(code)).toEqual({ uses: 1 });
  });

  it("are not needed when invites are not required", async () => {
    const { response } = await signUp(uniqueUser(), { inviteCode: "whatever" });
    expect(response.status).toBe(201);
  });
});

describe("signup rate limit", () => {
  it("is not used up by rejected signups (invalid, taken, reserved): only accepted ones count", async () => {
    const ip = "192.0.2.88";
    const { user: holder } = await signUp();
    for (let i = 0; i < 3; i++) {
      const invalid = await request("/api/signup", { method: "POST", json: { ...uniqueUser(), username: "ab" }, ip });
      expect(invalid.status).toBe(400);
      const taken = await request("/api/signup", {
        method: "POST",
        json: { ...uniqueUser(), username: holder.username },
        ip,
      });
      expect(taken.status).toBe(409);
      const reserved = await request("/api/signup", {
        method: "POST",
        json: { ...uniqueUser(), username: "admin" },
        ip,
      });
      expect(reserved.status).toBe(400);
    }
    for (let i = 0; i < 5; i++) {
      expect((await request("/api/signup", { method: "POST", json: uniqueUser("accepted"), ip })).status).toBe(201);
    }
  });

  it("still answers 429 to a flood of attempts of any kind from one address", async () => {
    const statuses: number[] = [];
    // A ceiling of 30 attempts in fixed 60 s windows: 2 × 30 + 1 attempts overflow one of them.
    for (let i = 0; i < 61 && !statuses.includes(429); i++) {
      const response = await request("/api/signup", { method: "POST", json: { email: "nope" }, ip: "192.0.2.99" });
      statuses.push(response.status);
      if (response.status === 429) expect((await json<ErrorBody>(response)).msg).toMatch(/Too many attempts/);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 400).length).toBeGreaterThanOrEqual(30);
  });

  it("answers 429 with a msg after too many signups from one address", async () => {
    const statuses: number[] = [];
    // Fixed 60 s windows: 2 × 5 + 1 attempts overflow one of them wherever a boundary falls.
    for (let i = 0; i < 11 && !statuses.includes(429); i++) {
      const response = await request("/api/signup", { method: "POST", json: uniqueUser("burst"), ip: "192.0.2.77" });
      statuses.push(response.status);
      if (response.status === 429) expect((await json<ErrorBody>(response)).msg).toMatch(/Too many attempts/);
    }
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true);
    expect(statuses).toContain(429);
  });
});
