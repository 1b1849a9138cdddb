import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { loginMessages } from "../../worker/accounts/passwords";
import { receivedMail, tokenFrom } from "./support/mailbox";
import { json, request, signedInUser, signUp, uniqueUser } from "./support/requests";

type Body = { msg: string; emailNotVerified?: boolean; email?: string; username?: string };

describe("POST /api/login", () => {
  it("accepts the e-mail or the username, in any case, and sets an HttpOnly session cookie", async () => {
    const { user } = await signedInUser("login");
    for (const identifier of [user.email.toUpperCase(), user.username.toUpperCase()]) {
      const response = await request("/api/login", { method: "POST", json: { identifier, password: user.password } });
      expect(response.status).toBe(200);
      expect(await json<Body>(response)).toEqual({ msg: "Welcome back.", username: user.username, language: "auto" });
      const cookie = response.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^ln_session=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
    }
  });

  it("gives one generic answer for an unknown account and for a wrong password", async () => {
    const { user } = await signedInUser("generic");
    const wrongPassword = await request("/api/login", {
      method: "POST",
      json: { identifier: user.username, password: "Wrong123" },
    });
    const unknown = await request("/api/login", {
      method: "POST",
      json: { identifier: "nobody@example.com", password: "Wrong123" },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await json(wrongPassword)).toEqual(await json(unknown));
    expect(wrongPassword.headers.get("set-cookie")).toBeNull();
  });

  it("answers an unverified account with 403 emailNotVerified", async () => {
    const { user } = await signUp(uniqueUser("unverified"));
    const response = await request("/api/login", {
      method: "POST",
      json: { identifier: user.username, password: user.password },
    });
    expect(response.status).toBe(403);
    const body = await json<Body>(response);
    expect(body.emailNotVerified).toBe(true);
    expect(body.email).toBe(user.email);
    expect(body.msg).toMatch(/verify your email/i);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("answers a suspended account with 403 and a msg naming the operator's address", async () => {
    const { user } = await signedInUser("suspended");
    await env.DB.prepare("update users set is_suspended = 1 where email = ?").bind(user.email).run();
    const response = await request("/api/login", {
      method: "POST",
      json: { identifier: user.email, password: user.password },
    });
    expect(response.status).toBe(403);
    const body = await json<Body>(response);
    // It says how to reach the operator, not just "contact support".
    expect(body.msg).toBe(loginMessages.suspended(env.OPERATOR_EMAIL));
    expect(body.msg).toContain(env.OPERATOR_EMAIL);
    expect(body.emailNotVerified).toBeUndefined();
  });

  it("refuses malformed bodies with 400 and field errors, never 5xx", async () => {
    const bodies: unknown[] = [
      {},
      { identifier: "" },
      { identifier: 5, password: [] },
      null,
      [],
      "text",
      { identifier: "a", password: "x".repeat(2000) },
    ];
    for (const body of bodies) {
      const response = await request("/api/login", { method: "POST", json: body });
      expect(response.status).toBe(400);
      const parsed = await json<{ msg: string; errors: unknown[] }>(response);
      expect(parsed.msg).toBeTruthy();
      expect(parsed.errors.length).toBeGreaterThan(0);
    }
    const broken = await request("/api/login", {
      method: "POST",
      body: "{not json",
      headers: { "Content-Type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect((await json<Body>(broken)).msg).toBeTruthy();
  });
});

describe("login limits", () => {
  const login = (identifier: string, password: string, ip?: string) =>
    request("/api/login", { method: "POST", json: { identifier, password }, ip });

  it("failed logins from other addresses never stop the owner's correct password from a fresh address", async () => {
    const { user } = await signedInUser("victim");
    // Eleven guesses, each from an address of its own (the request helper picks a fresh one).
    for (let i = 0; i < 11; i++) expect((await login(user.email, "Wrong123")).status).toBe(401);
    const owner = await login(user.email, user.password);
    expect(owner.status).toBe(200);
  });

  it("one address answers 429 after 10 failed logins in a minute, even to the right password", async () => {
    const { user } = await signedInUser("crowded");
    const ip = "198.51.100.10";
    for (let i = 0; i < 10; i++) expect((await login(`nobody_${i}@example.com`, "Wrong123", ip)).status).toBe(401);
    const limited = await login(user.email, user.password, ip);
    expect(limited.status).toBe(429);
    expect((await json<Body>(limited)).msg).toBe("Too many attempts. Please wait a minute and try again.");
    expect((await login(user.email, user.password, "198.51.100.11")).status).toBe(200);
  });

  it("successful logins do not count toward an address's limit", async () => {
    const { user } = await signedInUser("regular");
    const ip = "198.51.100.20";
    for (let i = 0; i < 12; i++) expect((await login(user.username, user.password, ip)).status).toBe(200);
    for (let i = 0; i < 10; i++) expect((await login(user.username, "Wrong123", ip)).status).toBe(401);
    expect((await login(user.username, user.password, ip)).status).toBe(429);
  });

  it("counts an account's failures by the account, whichever name was typed: past 10, an address that failed on it waits and a fresh one does not", async () => {
    const { user } = await signedInUser("shared");
    const attackers = Array.from({ length: 10 }, (_, i) => `203.0.113.${i + 1}`);
    for (const [i, ip] of attackers.entries()) {
      expect((await login(i < 5 ? user.email : user.username.toUpperCase(), "Wrong123", ip)).status).toBe(401);
    }
    expect((await login(user.username, user.password, attackers[0])).status).toBe(429);
    expect((await login(user.email, "Wrong123", "203.0.113.50")).status).toBe(401);
    expect((await login(user.email, user.password, "203.0.113.51")).status).toBe(200);
  });
});

describe("sessions", () => {
  it("GET /api/auth/me says who is signed in, and nothing for a guest", async () => {
    const { user, client } = await signedInUser("me");
    expect(await json(await client.request("/api/auth/me"))).toEqual({
      authenticated: true,
      username: user.username,
      impersonating: false,
      isAdmin: false,
      language: "auto",
    });
    expect(await json(await request("/api/auth/me"))).toEqual({ authenticated: false });
    expect(await json(await request("/api/auth/me", { cookie: "ln_session=garbage" }))).toEqual({
      authenticated: false,
    });
  });

  it("keep the session id out of KV keys and values: only its hash is stored", async () => {
    const { client } = await signedInUser("hashed");
    const token = client.cookie.split("=")[1] as string;
    const { keys } = await env.SESSIONS.list({ prefix: "session:" });
    expect(keys.some((k) => k.name.includes(token))).toBe(false);
    expect(keys.length).toBeGreaterThan(0);
  });

  it("logout ends the session on the server, not just in the browser", async () => {
    const { client } = await signedInUser("logout");
    const stolen = client.cookie;
    const response = await client.request("/api/logout", { method: "POST" });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/ln_session=;.*Max-Age=0/);
    expect(await json(await request("/api/auth/me", { cookie: stolen }))).toEqual({ authenticated: false });
  });

  it("logout without a session still answers 200", async () => {
    expect((await request("/api/logout", { method: "POST" })).status).toBe(200);
  });

  it("a new login issues a fresh token and retires the browser's previous one", async () => {
    const { user, client } = await signedInUser("fresh");
    const first = client.cookie;
    await client.request("/api/login", { method: "POST", json: { identifier: user.email, password: user.password } });
    expect(client.cookie).not.toBe(first);
    expect(await json(await request("/api/auth/me", { cookie: first }))).toEqual({ authenticated: false });
    expect((await json(await client.request("/api/auth/me"))).authenticated).toBe(true);
  });

  it("die at once when the user is suspended, even though KV still holds them", async () => {
    const { user, client } = await signedInUser("killed");
    await env.DB.prepare("update users set is_suspended = 1 where email = ?").bind(user.email).run();
    const response = await client.request("/api/auth/me");
    expect(await json(response)).toEqual({ authenticated: false });
  });

  it("die when older than sessions_valid_after", async () => {
    const { user, client } = await signedInUser("revoked");
    await env.DB.prepare("update users set sessions_valid_after = ? where email = ?")
      .bind(Date.now() + 1, user.email)
      .run();
    expect(await json(await client.request("/api/auth/me"))).toEqual({ authenticated: false });
  });

  it("cross-site form posts cannot log a user out", async () => {
    const { client } = await signedInUser("csrf");
    const attack = await client.request("/api/logout", {
      method: "POST",
      headers: { Origin: "https://evil.example", "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(attack.status).toBe(403);
    expect((await json(await client.request("/api/auth/me"))).authenticated).toBe(true);
  });
});

describe("ADMIN_EMAILS", () => {
  it("makes a matching account admin once it proves the address through the mailed link", async () => {
    const email = env.ADMIN_EMAILS.split(",")[0] as string;
    const response = await request("/api/signup", {
      method: "POST",
      json: { email, username: "first_admin", password: "Secret123" },
    });
    expect(response.status).toBe(201);
    const roleOf = async () =>
      (await env.DB.prepare("select role from users where username = 'first_admin'").first<{ role: string }>())?.role;
    expect(await roleOf()).toBe("user");
    const verified = await request(
      `/api/verify-email?token=${tokenFrom(await receivedMail(email, /Verify your email/))}`,
    );
    expect(verified.status).toBe(200);
    expect(await roleOf()).toBe("admin");
  });
});
