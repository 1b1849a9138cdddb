import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { mailTo, receivedMail, tokenFrom } from "./support/mailbox";
import { browser, json, request, signedInUser, signUp, uniqueUser } from "./support/requests";

type Body = { msg: string };

describe("GET /api/verify-email", () => {
  it("verifies the account once; a second click says it is already verified", async () => {
    const { user } = await signUp(uniqueUser("verify"));
    const token = tokenFrom(await receivedMail(user.email, /Verify your email/));
    const first = await request(`/api/verify-email?token=${token}`);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ msg: "Email verified. You can now log in." });
    const row = await env.DB.prepare("select email_verified as v from users where email = ?").bind(user.email).first();
    expect(row).toEqual({ v: 1 });
    const second = await request(`/api/verify-email?token=${token}`);
    expect(second.status).toBe(200);
    expect((await json<Body>(second)).msg).toMatch(/already verified/);
  });

  it("refuses a missing, unknown or expired token with 400 and changes nothing", async () => {
    const missing = await request("/api/verify-email");
    expect(missing.status).toBe(400);
    expect((await json<Body>(missing)).msg).toBe("No verification token provided.");

    const unknown = await request(`/api/verify-email?token=${"x".repeat(43)}`);
    expect(unknown.status).toBe(400);
    expect((await json<Body>(unknown)).msg).toBe("This verification link is invalid.");

    const { user } = await signUp(uniqueUser("expired"));
    const token = tokenFrom(await receivedMail(user.email, /Verify your email/));
    await env.DB.prepare("update tokens set expires_at = ? where purpose = 'verify_email'")
      .bind(Date.now() - 1)
      .run();
    const expired = await request(`/api/verify-email?token=${token}`);
    expect(expired.status).toBe(400);
    expect((await json<Body>(expired)).msg).toMatch(/expired/);
    const row = await env.DB.prepare("select email_verified as v from users where email = ?").bind(user.email).first();
    expect(row).toEqual({ v: 0 });
  });

  it("stores only the SHA-256 of a token", async () => {
    const { user } = await signUp(uniqueUser("hash"));
    const token = tokenFrom(await receivedMail(user.email, /Verify your email/));
    const rows = await env.DB.prepare("select token_hash from tokens").all<{ token_hash: string }>();
    expect(rows.results.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.results.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe("POST /api/resend-verification", () => {
  it("sends a new link, and the earlier one still verifies until it expires", async () => {
    const { user } = await signUp(uniqueUser("resend"));
    const oldToken = tokenFrom(await receivedMail(user.email, /Verify your email/));
    const response = await request("/api/resend-verification", { method: "POST", json: { email: user.email } });
    expect(response.status).toBe(200);
    const newest = await receivedMail(user.email, /Verify your email/, 2);
    expect(tokenFrom(newest)).not.toBe(oldToken);
    const earlier = await request(`/api/verify-email?token=${oldToken}`);
    expect(earlier.status).toBe(200);
    expect(await json(earlier)).toEqual({ msg: "Email verified. You can now log in." });
    expect((await json<Body>(await request(`/api/verify-email?token=${tokenFrom(newest)}`))).msg).toMatch(
      /already verified/,
    );
  });

  it("an earlier link stops verifying once it expires, even while a newer one works", async () => {
    const { user } = await signUp(uniqueUser("lapsed"));
    const oldToken = tokenFrom(await receivedMail(user.email, /Verify your email/));
    await env.DB.prepare(
      "update tokens set expires_at = ? where purpose = 'verify_email' and user_id = (select id from users where email = ?)",
    )
      .bind(Date.now() - 1, user.email)
      .run();
    await request("/api/resend-verification", { method: "POST", json: { email: user.email } });
    const newest = await receivedMail(user.email, /Verify your email/, 2);
    expect((await json<Body>(await request(`/api/verify-email?token=${oldToken}`))).msg).toMatch(/expired/);
    expect((await request(`/api/verify-email?token=${tokenFrom(newest)}`)).status).toBe(200);
  });

  it("answers the same for an unknown address (no account enumeration)", async () => {
    const { user } = await signUp(uniqueUser("enum"));
    const known = await json(
      await request("/api/resend-verification", { method: "POST", json: { email: user.email } }),
    );
    const unknown = await json(
      await request("/api/resend-verification", { method: "POST", json: { email: "ghost@example.com" } }),
    );
    expect(unknown).toEqual(known);
  });

  it("keeps answering its neutral message for a busy address, and mails it at most 3 times an hour", async () => {
    const { user } = await signUp(uniqueUser("busy"));
    for (let i = 0; i < 8; i++) {
      // Each request from an address of its own, as a crowd of senders would.
      const response = await request("/api/resend-verification", { method: "POST", json: { email: user.email } });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({
        msg: "If that account still needs verifying, a new verification link is on its way.",
      });
    }
    // The link mailed at signup, and three resent ones.
    expect((await mailTo(user.email, /Verify your email/)).length).toBe(4);
  });

  it("is rate limited per client address", async () => {
    const statuses: number[] = [];
    // Fixed 60 s windows: 2 × 5 + 1 attempts overflow one of them wherever a boundary falls.
    for (let i = 0; i < 11 && !statuses.includes(429); i++) {
      const email = uniqueUser("spread").email;
      statuses.push(
        (await request("/api/resend-verification", { method: "POST", json: { email }, ip: "198.51.100.30" })).status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses[0]).toBe(200);
  });
});

describe("password reset", () => {
  it("forgot → mailed link → new password ends every session, old password stops working", async () => {
    const { user, client } = await signedInUser("reset");
    const forgot = await request("/api/forgot-password", { method: "POST", json: { email: user.email } });
    expect(forgot.status).toBe(200);
    const token = tokenFrom(await receivedMail(user.email, /Reset your/));
    const reset = await request("/api/reset-password", { method: "POST", json: { token, password: "Brand9New" } });
    expect(reset.status).toBe(200);
    expect((await json<Body>(reset)).msg).toMatch(/reset/);

    expect(await json(await client.request("/api/auth/me"))).toEqual({ authenticated: false });
    const oldLogin = await request("/api/login", {
      method: "POST",
      json: { identifier: user.email, password: user.password },
    });
    expect(oldLogin.status).toBe(401);
    const fresh = browser();
    const newLogin = await fresh.request("/api/login", {
      method: "POST",
      json: { identifier: user.email, password: "Brand9New" },
    });
    expect(newLogin.status).toBe(200);
    expect((await json(await fresh.request("/api/auth/me"))).authenticated).toBe(true);
    await receivedMail(user.email, /password was changed/);
  });

  it("a reset link works once", async () => {
    const { user } = await signedInUser("once");
    await request("/api/forgot-password", { method: "POST", json: { email: user.email } });
    const token = tokenFrom(await receivedMail(user.email, /Reset your/));
    expect(
      (await request("/api/reset-password", { method: "POST", json: { token, password: "First1pass" } })).status,
    ).toBe(200);
    const reused = await request("/api/reset-password", { method: "POST", json: { token, password: "Second2pass" } });
    expect(reused.status).toBe(400);
    expect((await json<Body>(reused)).msg).toBe("This reset link is invalid or has expired.");
  });

  it("a link can be checked when its page opens, without spending it: unknown or used links are 400", async () => {
    const { user } = await signedInUser("peek");
    await request("/api/forgot-password", { method: "POST", json: { email: user.email } });
    const token = tokenFrom(await receivedMail(user.email, /Reset your/));
    const check = (value: string) => request("/api/reset-password/check", { method: "POST", json: { token: value } });
    for (let i = 0; i < 2; i++) expect((await check(token)).status).toBe(200);
    const bogus = await check("x".repeat(43));
    expect(bogus.status).toBe(400);
    expect((await json<Body>(bogus)).msg).toBe("This reset link is invalid or has expired.");
    expect((await check("")).status).toBe(400);
    expect(
      (await request("/api/reset-password", { method: "POST", json: { token, password: "First1pass" } })).status,
    ).toBe(200);
    const used = await check(token);
    expect(used.status).toBe(400);
    expect((await json<Body>(used)).msg).toBe("This reset link is invalid or has expired.");
  });

  it("an expired link is refused and the password stays", async () => {
    const { user } = await signedInUser("late");
    await request("/api/forgot-password", { method: "POST", json: { email: user.email } });
    const token = tokenFrom(await receivedMail(user.email, /Reset your/));
    await env.DB.prepare("update tokens set expires_at = ? where purpose = 'reset_password'")
      .bind(Date.now() - 1)
      .run();
    const response = await request("/api/reset-password", { method: "POST", json: { token, password: "Late1pass" } });
    expect(response.status).toBe(400);
    expect((await json<Body>(response)).msg).toMatch(/invalid or has expired/);
    const login = await request("/api/login", {
      method: "POST",
      json: { identifier: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
  });

  it("validates the new password and the token", async () => {
    const weak = await request("/api/reset-password", {
      method: "POST",
      json: { token: "t".repeat(43), password: "weak" },
    });
    expect(weak.status).toBe(400);
    expect((await json<{ errors: { field: string }[] }>(weak)).errors.map((e) => e.field)).toContain("password");
    const noToken = await request("/api/reset-password", { method: "POST", json: { password: "Good1pass" } });
    expect(noToken.status).toBe(400);
    expect((await json<{ errors: { field: string; message: string }[] }>(noToken)).errors).toContainEqual({
      field: "token",
      message: "Invalid reset token",
    });
  });

  it("forgot-password keeps answering its neutral message for a busy address, and mails it at most 3 times an hour", async () => {
    const { user } = await signedInUser("popular");
    for (let i = 0; i < 8; i++) {
      const response = await request("/api/forgot-password", { method: "POST", json: { email: user.email } });
      expect(response.status).toBe(200);
      expect(await json(response)).toEqual({
        msg: "If an account exists for that email, we sent a link to reset the password.",
      });
    }
    expect((await mailTo(user.email, /Reset your/)).length).toBe(3);
  });

  it("forgot-password answers the same for unknown addresses and sends nothing", async () => {
    const known = await signedInUser("known");
    const a = await json(await request("/api/forgot-password", { method: "POST", json: { email: known.user.email } }));
    const b = await json(
      await request("/api/forgot-password", { method: "POST", json: { email: "nobody@nowhere.example" } }),
    );
    expect(a).toEqual(b);
    // The known address's mail went through the queue first; had the unknown one been queued, it would be there too.
    await receivedMail(known.user.email, /Reset your/);
    const mail = await json<{ items: unknown[] }>(await request("/api/dev/mail?to=nobody@nowhere.example"));
    expect(mail.items).toEqual([]);
  });
});
