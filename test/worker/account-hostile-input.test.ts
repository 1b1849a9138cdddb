import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { json, request, signedInUser } from "./support/requests";

const badBodies: unknown[] = [
  {},
  null,
  [],
  "a string",
  12345,
  true,
  { email: null, password: null, username: null, identifier: null, token: null, newEmail: null },
  { email: { $gt: "" }, identifier: { $ne: null }, password: ["Secret123"], token: 7, newEmail: [] },
  {
    email: "x".repeat(40_000),
    identifier: "y".repeat(40_000),
    username: "z".repeat(40_000),
    token: "t".repeat(40_000),
  },
  { email: "\u0000@\u202e.com", username: "\u{1F600}\u{1F600}\u{1F600}", password: "\uD800Aa1aaa", newEmail: "é@ü" },
];

const endpoints = [
  "/api/signup",
  "/api/login",
  "/api/resend-verification",
  "/api/forgot-password",
  "/api/reset-password",
  "/api/change-email",
];

async function stateFingerprint() {
  const rows = await env.DB.batch([
    env.DB.prepare("select count(*) as n from users"),
    env.DB.prepare("select count(*) as n from tokens"),
    env.DB.prepare("select group_concat(email || pending_email) as e from users"),
  ]);
  return rows.map((r) => r.results[0]);
}

describe("account endpoints under hostile input", () => {
  it("answer every malformed, oversized or wrongly typed body with a 4xx and a msg, and change nothing", async () => {
    const { client } = await signedInUser("hostile");
    const before = await stateFingerprint();
    for (const path of endpoints) {
      for (const body of badBodies) {
        const response = await client.request(path, { method: "POST", json: body });
        expect(response.status, `${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        expect((await json<{ msg: string }>(response)).msg).toBeTruthy();
      }
      const invalidJson = await client.request(path, {
        method: "POST",
        body: '{"email": "a@b.co",',
        headers: { "Content-Type": "application/json" },
      });
      expect(invalidJson.status).toBe(400);
      const wrongType = await client.request(path, {
        method: "POST",
        body: "email=a@b.co",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      expect(wrongType.status).toBe(415);
    }
    expect(await stateFingerprint()).toEqual(before);
  });

  it("ignore extra fields: a signup cannot choose its role, verification or referral count", async () => {
    const response = await request("/api/signup", {
      method: "POST",
      json: {
        email: "sneaky@example.com",
        username: "sneaky",
        password: "Secret123",
        role: "admin",
        emailVerified: true,
        email_verified: 1,
        referralCount: 99,
        isPro: true,
      },
    });
    expect(response.status).toBe(201);
    const row = await env.DB.prepare(
      "select role, email_verified, referral_count, subscription_status from users where username = 'sneaky'",
    ).first();
    expect(row).toEqual({ role: "user", email_verified: 0, referral_count: 0, subscription_status: null });
  });

  it("token query strings of any shape are a 400, never a 5xx", async () => {
    for (const path of ["/api/verify-email", "/api/verify-email-change"]) {
      for (const query of [
        "",
        "?token=",
        "?token=%00",
        `?token=${"a".repeat(5000)}`,
        "?token=a&token=b",
        "?token=%E0%A4%A",
      ]) {
        const response = await request(`${path}${query}`);
        expect(response.status, `${path}${query.slice(0, 30)}`).toBe(400);
        expect((await json<{ msg: string }>(response)).msg).toBeTruthy();
      }
    }
  });
});
