import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { adminRequired, impersonatingAdmin, signedInAdmin, signedInMember } from "./support/admin";
import { json, request } from "./support/requests";

type Endpoint = { method: string; path: string; json?: unknown };

/** Every /api/admin endpoint except /impersonate/stop, which has rules of its own. */
function endpoints(userId: string, inviteId: string): Endpoint[] {
  return [
    { method: "GET", path: "/api/admin/stats" },
    { method: "GET", path: "/api/admin/users?page=1&pageSize=20" },
    { method: "POST", path: `/api/admin/users/${userId}/suspend` },
    { method: "POST", path: `/api/admin/users/${userId}/unsuspend` },
    { method: "POST", path: `/api/admin/users/${userId}/verify-override` },
    { method: "POST", path: `/api/admin/users/${userId}/resend-verification` },
    { method: "POST", path: `/api/admin/users/${userId}/trigger-password-reset` },
    { method: "POST", path: `/api/admin/users/${userId}/impersonate` },
    { method: "POST", path: `/api/admin/users/${userId}/billing-portal` },
    { method: "POST", path: "/api/admin/impersonate/use", json: { token: "x".repeat(43) } },
    { method: "GET", path: "/api/admin/audit?page=1&pageSize=10" },
    { method: "POST", path: "/api/admin/audit/clear" },
    { method: "GET", path: "/api/admin/logs?lines=5" },
    { method: "GET", path: "/api/admin/errors?lines=5" },
    { method: "GET", path: "/api/admin/metrics" },
    { method: "GET", path: "/api/admin/top-referrers?limit=10" },
    { method: "GET", path: "/api/admin/settings" },
    { method: "PUT", path: "/api/admin/settings", json: { registrationClosed: true } },
    { method: "GET", path: "/api/admin/invite-codes" },
    { method: "POST", path: "/api/admin/invite-codes", json: { code: "SNEAKY", enabled: true } },
    { method: "PUT", path: `/api/admin/invite-codes/${inviteId}`, json: { enabled: false } },
    { method: "DELETE", path: `/api/admin/invite-codes/${inviteId}` },
    { method: "GET", path: "/api/admin/no-such-endpoint" },
  ];
}

async function fixtures() {
  const member = await signedInMember("victim");
  const inviteId = crypto.randomUUID();
  await env.DB.prepare("insert into invite_codes (id, code) values (?, ?)").bind(inviteId, `KEEP${Date.now()}`).run();
  return { member, inviteId };
}

/** Nothing the refused calls could have changed did change. */
async function expectUntouched(userId: string, inviteId: string) {
  const user = await env.DB.prepare("select is_suspended, email_verified, role from users where id = ?")
    .bind(userId)
    .first();
  expect(user).toEqual({ is_suspended: 0, email_verified: 1, role: "user" });
  expect(await env.DB.prepare("select enabled from invite_codes where id = ?").bind(inviteId).first()).toEqual({
    enabled: 1,
  });
  expect(await env.DB.prepare("select count(*) as n from invite_codes where code = 'SNEAKY'").first()).toEqual({
    n: 0,
  });
  expect(await env.DB.prepare("select count(*) as n from settings").first()).toEqual({ n: 0 });
  expect(
    await env.DB.prepare(
      "select count(*) as n from audit_log where action not in ('impersonate_start', 'impersonated_request')",
    ).first(),
  ).toEqual({ n: 0 });
}

describe("the admin check on every /api/admin endpoint", () => {
  it("answers 403 'Admin access required' to anonymous visitors", async () => {
    const { member, inviteId } = await fixtures();
    for (const endpoint of endpoints(member.id, inviteId)) {
      const response = await request(endpoint.path, { method: endpoint.method, json: endpoint.json });
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(await json(response)).toEqual(adminRequired);
    }
    await expectUntouched(member.id, inviteId);
  });

  it("answers 403 to a signed-in user who is not an admin", async () => {
    const { member, inviteId } = await fixtures();
    const other = await signedInMember("nosy");
    for (const endpoint of endpoints(member.id, inviteId)) {
      const response = await other.client.request(endpoint.path, { method: endpoint.method, json: endpoint.json });
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(await json(response)).toEqual(adminRequired);
    }
    await expectUntouched(member.id, inviteId);
  });

  it("answers 403 to an admin's session while it impersonates someone", async () => {
    const { member, inviteId } = await fixtures();
    const { admin } = await impersonatingAdmin();
    for (const endpoint of endpoints(member.id, inviteId)) {
      const response = await admin.client.request(endpoint.path, { method: endpoint.method, json: endpoint.json });
      expect(response.status, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(await json(response)).toEqual(adminRequired);
    }
    await expectUntouched(member.id, inviteId);
  });

  it("lets a signed-in admin through", async () => {
    const { member, inviteId } = await fixtures();
    const admin = await signedInAdmin();
    for (const path of [
      "/api/admin/stats",
      "/api/admin/users",
      "/api/admin/audit",
      "/api/admin/logs",
      "/api/admin/errors",
      "/api/admin/metrics",
      "/api/admin/top-referrers?limit=10",
      "/api/admin/settings",
      "/api/admin/invite-codes",
    ]) {
      const response = await admin.client.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    // An unknown admin path is an ordinary JSON 404 for an admin.
    const unknown = await admin.client.request("/api/admin/no-such-endpoint");
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ msg: "Not found" });
    await expectUntouched(member.id, inviteId);
  });

  it("an admin demoted meanwhile is refused at once", async () => {
    const admin = await signedInAdmin("demoted");
    expect((await admin.client.request("/api/admin/stats")).status).toBe(200);
    await env.DB.prepare("update users set role = 'user' where id = ?").bind(admin.id).run();
    const response = await admin.client.request("/api/admin/stats");
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual(adminRequired);
  });
});
