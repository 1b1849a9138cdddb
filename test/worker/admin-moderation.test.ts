import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { auditRows, idOf, signedInAdmin, signedInMember } from "./support/admin";
import { mailTo, receivedMail, tokenFrom } from "./support/mailbox";
import { saveChanges } from "./support/profile";
import { browser, json, request, signUp, uniqueUser } from "./support/requests";

type Body = { msg: string };

async function post(client: ReturnType<typeof browser>, path: string) {
  const response = await client.request(path, { method: "POST" });
  return { status: response.status, body: await json<Body>(response) };
}

async function login(user: { username: string; password: string }) {
  const client = browser();
  const response = await client.request("/api/login", {
    method: "POST",
    json: { identifier: user.username, password: user.password },
  });
  return { client, response };
}

const me = async (client: ReturnType<typeof browser>) => json(await client.request("/api/auth/me"));

describe("suspending and unsuspending a user", () => {
  it("suspension ends the user's sessions and their public page answers 404", async () => {
    const { client: admin, id: adminId } = await signedInAdmin();
    const member = await signedInMember();
    // Warm the public page's snapshot: suspension has to remove it, not just the D1 row.
    expect((await request(`/${member.user.username}`)).status).toBe(200);
    expect((await request(`/api/user/${member.user.username}`)).status).toBe(200);

    expect(await post(admin, `/api/admin/users/${member.id}/suspend`)).toEqual({
      status: 200,
      body: { msg: "User suspended." },
    });
    expect(await me(member.client)).toEqual({ authenticated: false });
    expect((await member.client.request("/api/profile")).status).toBe(401);
    const page = await request(`/${member.user.username}`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("User not found");
    expect((await request(`/api/user/${member.user.username}`)).status).toBe(404);
    expect((await login(member.user)).response.status).toBe(403);

    const [entry] = await auditRows({ targetUserId: member.id });
    expect(entry).toMatchObject({ action: "suspend_user", actor_user_id: adminId, target_user_id: member.id });
  });

  it("takes a reason into the owner's mail and the audit; suspending again adds no second entry or mail", async () => {
    const { client: admin } = await signedInAdmin();
    const member = await signedInMember();
    const reason = "Selling counterfeit tickets on your page.";
    const path = `/api/admin/users/${member.id}/suspend`;
    expect((await admin.request(path, { method: "POST", json: { reason } })).status).toBe(200);
    const mail = await receivedMail(member.user.email, /suspended/);
    expect(mail.text).toContain(`Reason: ${reason}`);
    const [entry] = await auditRows({ targetUserId: member.id });
    expect(JSON.parse(String(entry?.details))).toEqual({ reason });

    const again = await admin.request(path, { method: "POST", json: { reason: "Twice." } });
    expect(again.status).toBe(200);
    expect(await auditRows({ targetUserId: member.id })).toHaveLength(1);
    expect(await mailTo(member.user.email, /suspended/)).toHaveLength(1);

    const tooLong = await admin.request(path, { method: "POST", json: { reason: "x".repeat(501) } });
    expect(tooLong.status).toBe(400);
  });

  it("unsuspension brings the page back; sessions from before the suspension stay dead", async () => {
    const { client: admin, id: adminId } = await signedInAdmin();
    const member = await signedInMember();
    const oldCookie = member.client.cookie;
    await post(admin, `/api/admin/users/${member.id}/suspend`);
    expect(await post(admin, `/api/admin/users/${member.id}/unsuspend`)).toEqual({
      status: 200,
      body: { msg: "User unsuspended." },
    });
    expect((await request(`/${member.user.username}`)).status).toBe(200);
    const stale = browser();
    stale.cookie = oldCookie;
    expect(await me(stale)).toEqual({ authenticated: false });
    const { client, response } = await login(member.user);
    expect(response.status).toBe(200);
    expect(await me(client)).toMatchObject({ authenticated: true, username: member.user.username });

    expect((await auditRows({ targetUserId: member.id })).map((row) => [row.action, row.actor_user_id])).toEqual([
      ["suspend_user", adminId],
      ["unsuspend_user", adminId],
    ]);
  });

  it("an admin cannot suspend themselves", async () => {
    const { client: admin, id } = await signedInAdmin();
    const response = await post(admin, `/api/admin/users/${id}/suspend`);
    expect(response.status).toBe(400);
    expect(response.body.msg).toBe("You cannot suspend your own account.");
    expect(await me(admin)).toMatchObject({ authenticated: true });
    expect(await auditRows({ targetUserId: id })).toEqual([]);
  });

  it("every user action answers 404 'User not found' for an unknown id, and records nothing", async () => {
    const { client: admin } = await signedInAdmin();
    const unknown = crypto.randomUUID();
    for (const action of [
      "suspend",
      "unsuspend",
      "verify-override",
      "resend-verification",
      "trigger-password-reset",
      "impersonate",
      "billing-portal",
    ]) {
      expect(await post(admin, `/api/admin/users/${unknown}/${action}`), action).toEqual({
        status: 404,
        body: { msg: "User not found" },
      });
    }
    expect(await auditRows({ targetUserId: unknown })).toEqual([]);
  });
});

describe("an admin's look at a user's page", () => {
  it("shows a suspended account's page as visitors saw it, marked as not shown, read afresh", async () => {
    const { client: admin } = await signedInAdmin();
    const member = await signedInMember();
    const saved = await saveChanges(member.client, {
      bio: "Reviewed bio",
      links: [{ kind: "link", title: "Shop", url: "https://shop.example" }],
    });
    expect(saved.status, await saved.clone().text()).toBe(200);

    const before = await admin.request(`/api/admin/users/${member.id}/page`);
    expect(before.status).toBe(200);
    expect(before.headers.get("Cache-Control")).toBe("no-store");
    expect(await json(before)).toMatchObject({
      shown: true,
      profile: {
        username: member.user.username,
        bio: "Reviewed bio",
        links: [{ title: "Shop", url: "https://shop.example" }],
      },
    });

    expect((await admin.request(`/api/admin/users/${member.id}/suspend`, { method: "POST" })).status).toBe(200);
    expect((await request(`/${member.user.username}`)).status).toBe(404);
    expect(await json(await admin.request(`/api/admin/users/${member.id}/page`))).toMatchObject({
      shown: false,
      profile: { username: member.user.username, bio: "Reviewed bio" },
    });
  });

  it("is the admin's alone, and names no user that does not exist", async () => {
    const { client: admin } = await signedInAdmin();
    const member = await signedInMember();
    expect((await member.client.request(`/api/admin/users/${member.id}/page`)).status).toBe(403);
    // As every admin route answers anyone else (test/worker/authorization-matrix.test.ts).
    expect((await request(`/api/admin/users/${member.id}/page`)).status).toBe(403);
    const missing = await admin.request("/api/admin/users/no-such-user/page");
    expect(missing.status).toBe(404);
    expect(await json(missing)).toEqual({ msg: "User not found" });
  });
});

describe("the verify-email override", () => {
  it("verifies the account, counts the referral once and lets the user log in", async () => {
    const { client: admin, id: adminId } = await signedInAdmin();
    const referrer = await signedInMember("referrer");
    const code = await env.DB.prepare("select referral_code as code from users where id = ?")
      .bind(referrer.id)
      .first<{ code: string }>();
    const { user, response } = await signUp(uniqueUser("referred"), { ref: code?.code });
    expect(response.status).toBe(201);
    const id = await idOf(user.email);
    const referralCount = async () =>
      (
        await env.DB.prepare("select referral_count as n from users where id = ?")
          .bind(referrer.id)
          .first<{ n: number }>()
      )?.n;
    expect((await login(user)).response.status).toBe(403);

    expect(await post(admin, `/api/admin/users/${id}/verify-override`)).toEqual({
      status: 200,
      body: { msg: "Email marked as verified." },
    });
    expect(await referralCount()).toBe(1);
    expect((await login(user)).response.status).toBe(200);

    // Neither a second override nor the mailed link counts the referral again.
    expect(await post(admin, `/api/admin/users/${id}/verify-override`)).toEqual({
      status: 200,
      body: { msg: "This email address is already verified." },
    });
    const link = await request(`/api/verify-email?token=${tokenFrom(await receivedMail(user.email, /Verify/))}`);
    expect((await json<Body>(link)).msg).toBe("Your email is already verified. You can log in.");
    expect(await referralCount()).toBe(1);

    const entries = await auditRows({ targetUserId: id });
    expect(entries.map((row) => [row.action, row.actor_user_id])).toEqual([["verify_override", adminId]]);
  });
});

describe("the verify-email override and the admin role", () => {
  it("never makes an ADMIN_EMAILS address admin, not even at its next login: only the mailbox proves it", async () => {
    const { client: admin } = await signedInAdmin();
    const claimed = { ...uniqueUser("claimed"), email: env.ADMIN_EMAILS.split(",")[0] as string };
    expect((await signUp(claimed)).response.status).toBe(201);
    const id = await idOf(claimed.email);
    const roleOf = async () =>
      (await env.DB.prepare("select role from users where id = ?").bind(id).first<{ role: string }>())?.role;

    expect(await post(admin, `/api/admin/users/${id}/verify-override`)).toEqual({
      status: 200,
      body: { msg: "Email marked as verified." },
    });
    expect(await roleOf()).toBe("user");
    expect((await login(claimed)).response.status).toBe(200);
    expect(await roleOf()).toBe("user");
    expect((await (await login(claimed)).client.request("/api/admin/stats")).status).toBe(403);
  });
});

describe("mail sent by an admin", () => {
  it("resend-verification mails a fresh link to an unverified user, and refuses a verified one", async () => {
    const { client: admin, id: adminId } = await signedInAdmin();
    const { user } = await signUp(uniqueUser("unverified"));
    const id = await idOf(user.email);
    await receivedMail(user.email, /Verify your email/);
    expect(await post(admin, `/api/admin/users/${id}/resend-verification`)).toEqual({
      status: 200,
      body: { msg: "Verification email sent." },
    });
    const mail = await receivedMail(user.email, /Verify your email/, 2);
    const verified = await request(`/api/verify-email?token=${tokenFrom(mail)}`);
    expect((await json<Body>(verified)).msg).toBe("Email verified. You can now log in.");

    const again = await post(admin, `/api/admin/users/${id}/resend-verification`);
    expect(again).toEqual({ status: 400, body: { msg: "This email address is already verified." } });
    expect((await auditRows({ targetUserId: id })).map((row) => [row.action, row.actor_user_id])).toEqual([
      ["resend_verification", adminId],
    ]);
  });

  it("trigger-password-reset mails a working reset link", async () => {
    const { client: admin, id: adminId } = await signedInAdmin();
    const member = await signedInMember("forgetful");
    expect(await post(admin, `/api/admin/users/${member.id}/trigger-password-reset`)).toEqual({
      status: 200,
      body: { msg: "Password reset email sent." },
    });
    const mail = await receivedMail(member.user.email, /Reset your/);
    const reset = await request("/api/reset-password", {
      method: "POST",
      json: { token: tokenFrom(mail), password: "Changed123" },
    });
    expect(reset.status).toBe(200);
    expect((await login({ ...member.user, password: "Changed123" })).response.status).toBe(200);
    expect((await auditRows({ targetUserId: member.id })).map((row) => [row.action, row.actor_user_id])).toEqual([
      ["trigger_password_reset", adminId],
    ]);
  });
});
