import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  auditRows,
  type Client,
  impersonate,
  impersonatingAdmin,
  signedInAdmin,
  signedInMember,
} from "./support/admin";
import { upgrade } from "./support/billing";
import { getProfile, putProfile } from "./support/profile";
import { browser, deleteOwnAccount, json, request } from "./support/requests";

type Body = { msg: string; username?: string };

const me = async (client: Client) => json(await client.request("/api/auth/me"));

/** Stop Impersonating answers 200 and the session is the admin's own again. */
async function expectStoppedAsAdmin(client: Client, adminUsername: string): Promise<void> {
  const stopped = await client.request("/api/admin/impersonate/stop", { method: "POST" });
  expect(stopped.status).toBe(200);
  expect(await json<Body>(stopped)).toEqual({ msg: "Stopped impersonating.", username: adminUsername });
  expect(await me(client)).toEqual({
    authenticated: true,
    username: adminUsername,
    impersonating: false,
    isAdmin: true,
    language: "auto",
  });
}

function withCookie(cookie: string): Client {
  const client = browser();
  client.cookie = cookie;
  return client;
}

async function tokenFor(admin: Client, userId: string): Promise<string> {
  const response = await admin.request(`/api/admin/users/${userId}/impersonate`, { method: "POST" });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  return (await json<{ token: string }>(response)).token;
}

const use = (admin: Client, token: string) =>
  admin.request("/api/admin/impersonate/use", { method: "POST", json: { token } });

describe("impersonation", () => {
  it("start → use → the user's session remembering the admin → audited actions → stop → the admin again", async () => {
    const admin = await signedInAdmin();
    const member = await signedInMember("impersonated");
    const adminCookie = admin.client.cookie;

    const token = await tokenFor(admin.client, member.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const used = await use(admin.client, token);
    expect(used.status).toBe(200);
    expect(await json<Body>(used)).toEqual({
      msg: `You are now signed in as ${member.user.username}.`,
      username: member.user.username,
    });
    expect(await me(admin.client)).toEqual({
      authenticated: true,
      username: member.user.username,
      impersonating: true,
      // The session is the member's while impersonating: no Admin link in the header.
      isAdmin: false,
      language: "auto",
    });
    // The admin's previous session is gone; a fresh one comes back at stop.
    expect(await me(withCookie(adminCookie))).toEqual({ authenticated: false });
    expect((await getProfile(admin.client)).email).toBe(member.user.email);

    // State-changing requests are audited with the real actor, whatever their outcome; reads are not.
    expect((await putProfile(admin.client, { bio: "Changed by support" })).status).toBe(200);
    // Refused while impersonating, and audited all the same.
    expect((await admin.client.request("/api/cancel-subscription", { method: "POST" })).status).toBe(403);
    await admin.client.request("/api/subscription-status");
    const impersonationCookie = admin.client.cookie;

    await expectStoppedAsAdmin(admin.client, admin.user.username);
    expect(admin.client.cookie).not.toBe(adminCookie);
    expect(await me(withCookie(impersonationCookie))).toEqual({ authenticated: false });
    expect((await admin.client.request("/api/admin/stats")).status).toBe(200);

    const entries = await auditRows({ targetUserId: member.id });
    expect(entries.map((row) => [row.action, row.actor_user_id, row.details && JSON.parse(row.details)])).toEqual([
      ["impersonate_start", admin.id, null],
      ["impersonated_request", admin.id, { method: "PUT", path: "/api/profile" }],
      ["impersonated_request", admin.id, { method: "POST", path: "/api/cancel-subscription" }],
      ["impersonate_stop", admin.id, null],
    ]);
    // The audit list names the admin as the actor of what was done as the user.
    const audit = await json<{ items: { action: string; actorUserId: unknown; targetUserId: unknown }[] }>(
      await admin.client.request("/api/admin/audit?action=impersonated_request"),
    );
    expect(audit.items[0]).toMatchObject({
      actorUserId: { email: admin.user.email, username: admin.user.username },
      targetUserId: { email: member.user.email, username: member.user.username },
    });
  });

  it("admins cannot be impersonated, and no token is issued for them", async () => {
    const admin = await signedInAdmin();
    const other = await signedInAdmin("other_admin");
    for (const id of [other.id, admin.id]) {
      const response = await admin.client.request(`/api/admin/users/${id}/impersonate`, { method: "POST" });
      expect(response.status).toBe(403);
      expect(await json(response)).toEqual({ msg: "Admins cannot be impersonated." });
    }
    const tokens = await env.DB.prepare(
      "select count(*) as n from tokens where purpose = 'impersonate' and user_id in (?, ?)",
    )
      .bind(other.id, admin.id)
      .first();
    expect(tokens).toEqual({ n: 0 });
  });

  it("a token only works for the admin it was issued to, once, and within 60 seconds", async () => {
    const first = await signedInAdmin("first");
    const second = await signedInAdmin("second");
    const member = await signedInMember("target");

    // Shown by another admin, the token is refused and spent.
    const leaked = await tokenFor(first.client, member.id);
    const stolen = await use(second.client, leaked);
    expect(stolen.status).toBe(403);
    expect(await json(stolen)).toEqual({ msg: "This impersonation token was issued to another admin." });
    expect(await me(second.client)).toMatchObject({ username: second.user.username, impersonating: false });
    expect((await use(first.client, leaked)).status).toBe(400);

    const token = await tokenFor(first.client, member.id);
    expect((await use(first.client, token)).status).toBe(200);
    await first.client.request("/api/admin/impersonate/stop", { method: "POST" });
    const twice = await use(first.client, token);
    expect(twice.status).toBe(400);
    expect(await json(twice)).toEqual({ msg: "This impersonation token is invalid or has expired." });

    const expiring = await tokenFor(first.client, member.id);
    await env.DB.prepare("update tokens set expires_at = ? where user_id = ? and used_at is null")
      .bind(Date.now() - 1, member.id)
      .run();
    expect((await use(first.client, expiring)).status).toBe(400);

    const missing = await first.client.request("/api/admin/impersonate/use", { method: "POST", json: {} });
    expect(missing.status).toBe(400);
    expect(await me(first.client)).toMatchObject({ username: first.user.username, impersonating: false });
    expect((await auditRows({ targetUserId: member.id })).map((row) => row.action)).toEqual([
      "impersonate_start",
      "impersonate_stop",
    ]);
  });

  it("a suspended user cannot be impersonated", async () => {
    const admin = await signedInAdmin();
    const member = await signedInMember("suspended");
    await admin.client.request(`/api/admin/users/${member.id}/suspend`, { method: "POST" });
    const response = await admin.client.request(`/api/admin/users/${member.id}/impersonate`, { method: "POST" });
    expect(response.status).toBe(400);
    expect((await json<Body>(response)).msg).toBe("A suspended user cannot be impersonated. Unsuspend them first.");
  });
});

describe("POST /api/admin/impersonate/stop", () => {
  it("answers 401 to anonymous visitors and 400 to sessions that impersonate no one", async () => {
    const anonymous = await request("/api/admin/impersonate/stop", { method: "POST" });
    expect(anonymous.status).toBe(401);
    const member = await signedInMember();
    const admin = await signedInAdmin();
    for (const client of [member.client, admin.client]) {
      const response = await client.request("/api/admin/impersonate/stop", { method: "POST" });
      expect(response.status).toBe(400);
      expect(await json(response)).toEqual({ msg: "You are not impersonating anyone." });
    }
    expect(await me(admin.client)).toMatchObject({ username: admin.user.username });
  });

  it("an impersonation ends as soon as its admin is no longer an admin", async () => {
    const admin = await signedInAdmin();
    const member = await signedInMember();
    expect((await impersonate(admin.client, member.id)).status).toBe(200);
    await env.DB.prepare("update users set role = 'user' where id = ?").bind(admin.id).run();
    expect(await me(admin.client)).toEqual({ authenticated: false });
    expect((await admin.client.request("/api/profile")).status).toBe(401);
    expect((await admin.client.request("/api/admin/impersonate/stop", { method: "POST" })).status).toBe(401);
  });

  it("an impersonation ends when its admin's sessions are ended (a password reset), without a way back", async () => {
    const admin = await signedInAdmin();
    const member = await signedInMember();
    expect((await impersonate(admin.client, member.id)).status).toBe(200);
    await env.DB.prepare("update users set sessions_valid_after = ? where id = ?")
      .bind(Date.now() + 1, admin.id)
      .run();
    expect((await admin.client.request("/api/admin/impersonate/stop", { method: "POST" })).status).toBe(401);
    expect(await me(admin.client)).toEqual({ authenticated: false });
    expect((await auditRows({ targetUserId: member.id })).map((row) => row.action)).toEqual(["impersonate_start"]);
  });
});

describe("what an impersonating admin may not do", () => {
  const refused = { msg: "Not allowed while impersonating." };
  const accountAndBillingCalls = [
    { method: "DELETE", path: "/api/account" },
    { method: "POST", path: "/api/change-email", json: { newEmail: "taken-over@example.com" } },
    { method: "POST", path: "/api/create-checkout-session" },
    { method: "POST", path: "/api/billing-portal-session" },
    { method: "POST", path: "/api/cancel-subscription" },
    { method: "POST", path: "/api/resume-subscription" },
  ];

  it("deleting the account, changing its e-mail and every billing action answer 403, change nothing, and are audited", async () => {
    const { admin, target } = await impersonatingAdmin();
    for (const call of accountAndBillingCalls) {
      const response = await admin.client.request(call.path, { method: call.method, json: call.json });
      expect(response.status, `${call.method} ${call.path}`).toBe(403);
      expect(await json(response)).toEqual(refused);
    }
    const row = await env.DB.prepare(
      "select email, pending_email, stripe_customer_id, subscription_status from users where id = ?",
    )
      .bind(target.id)
      .first();
    expect(row).toEqual({
      email: target.user.email,
      pending_email: null,
      stripe_customer_id: null,
      subscription_status: null,
    });
    expect(await me(admin.client)).toMatchObject({ username: target.user.username, impersonating: true });

    const entries = await auditRows({ targetUserId: target.id, action: "impersonated_request" });
    expect(entries.map((entry) => [entry.actor_user_id, JSON.parse(entry.details ?? "null")])).toEqual(
      accountAndBillingCalls.map((call) => [admin.id, { method: call.method, path: call.path }]),
    );
  });

  it("a Pro user's subscription cannot be cancelled from an impersonated session", async () => {
    const admin = await signedInAdmin();
    const member = await signedInMember("pro_target");
    await upgrade(member.client);
    expect((await impersonate(admin.client, member.id)).status).toBe(200);
    const response = await admin.client.request("/api/cancel-subscription", { method: "POST" });
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual(refused);
    expect(await json(await member.client.request("/api/subscription-status"))).toMatchObject({
      isPro: true,
      subscriptionStatus: "active",
    });
  });

  it("the user themselves still can do all of it", async () => {
    const member = await signedInMember("self_service");
    const change = await member.client.request("/api/change-email", {
      method: "POST",
      json: { newEmail: `new-${member.user.email}` },
    });
    expect(change.status).toBe(200);
    expect((await member.client.request("/api/create-checkout-session", { method: "POST" })).status).toBe(200);
    expect((await deleteOwnAccount(member.client, member.user.password)).status).toBe(200);
  });
});

describe("Stop Impersonating always returns the admin", () => {
  it("even when the impersonated user deleted their account meanwhile", async () => {
    const { admin, target } = await impersonatingAdmin();
    expect((await deleteOwnAccount(target.client, target.user.password)).status).toBe(200);

    await expectStoppedAsAdmin(admin.client, admin.user.username);
    expect((await admin.client.request("/api/admin/stats")).status).toBe(200);
    expect((await auditRows({ targetUserId: target.id })).map((row) => row.action)).toEqual([
      "impersonate_start",
      "impersonate_stop",
    ]);
  });

  it("even when another admin suspended the impersonated user meanwhile", async () => {
    const { admin, target } = await impersonatingAdmin();
    const other = await signedInAdmin("other_admin");
    expect((await other.client.request(`/api/admin/users/${target.id}/suspend`, { method: "POST" })).status).toBe(200);
    // Requests in between act as no one, and do not end the way back.
    expect((await admin.client.request("/api/profile")).status).toBe(401);

    const stopped = await admin.client.request("/api/admin/impersonate/stop", { method: "POST" });
    expect(stopped.status).toBe(200);
    expect(await me(admin.client)).toEqual({
      authenticated: true,
      username: admin.user.username,
      impersonating: false,
      isAdmin: true,
      language: "auto",
    });
  });
});

describe("the audit entry of an impersonated request", () => {
  it("names its method, path and target user, and still names the target once the account is gone", async () => {
    const { admin, target } = await impersonatingAdmin();
    expect((await putProfile(admin.client, { bio: "Edited by support" })).status).toBe(200);
    expect((await deleteOwnAccount(target.client, target.user.password)).status).toBe(200);
    expect((await admin.client.request("/api/admin/impersonate/stop", { method: "POST" })).status).toBe(200);

    const [entry] = await auditRows({ targetUserId: target.id, action: "impersonated_request" });
    expect(entry).toMatchObject({ actor_user_id: admin.id, target: target.user.username });
    expect(JSON.parse(entry?.details ?? "null")).toEqual({ method: "PUT", path: "/api/profile" });
    const listed = await json<{ items: { target: string | null; targetUserId: unknown }[] }>(
      await admin.client.request(`/api/admin/audit?action=impersonated_request&target=${target.user.username}`),
    );
    expect(listed.items).toEqual([expect.objectContaining({ targetUserId: null, target: target.user.username })]);
  });
});
