// Admins and the second factor (docs/product.md, "Roles"): while `adminsRequire2fa` is on, an admin without TOTP or a
// passkey gets 403 on every /api/admin call; off, they are let in. On by default in production, off in
// local development and these tests (docs/decisions/018).
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { securityMessages } from "#contract/security";
import { adminsRequire2fa } from "../../worker/settings/admin-2fa";
import { defaultSettings } from "../../worker/settings/settings";
import { signInDirectly } from "./support/accounts";
import { impersonate, signedInAdmin, signedInMember } from "./support/admin";
import { json } from "./support/requests";
import {
  codeFor,
  cookieBrowser,
  enableTotp,
  logIn,
  loginOptions,
  nextStep,
  registerPasskey,
  signedInJar,
} from "./support/security";
import { softwareAuthenticator } from "./support/webauthn";

const need2fa = { msg: "Set up two-factor authentication to use the admin area." };

/** Runs `steps` while admins require a second factor, turned on by an admin who has one and off after. */
async function whileAdminsRequire2fa(steps: () => Promise<void>) {
  const keeper = await signedInAdmin("a2fa_keeper");
  const jar = cookieBrowser();
  await logIn(jar, keeper.user);
  await enableTotp(jar);
  const on = await jar.request("/api/admin/settings", { method: "PUT", json: { adminsRequire2fa: true } });
  expect(on.status).toBe(200);
  try {
    await steps();
  } finally {
    const off = await jar.request("/api/admin/settings", { method: "PUT", json: { adminsRequire2fa: false } });
    expect(off.status).toBe(200);
  }
}

describe("admins require a second factor", () => {
  it("defaults on in production and off where ADMINS_REQUIRE_2FA is false, until an admin chooses", () => {
    expect(adminsRequire2fa(defaultSettings, { ADMINS_REQUIRE_2FA: "true" })).toBe(true);
    expect(adminsRequire2fa(defaultSettings, { ADMINS_REQUIRE_2FA: "false" })).toBe(false);
    expect(adminsRequire2fa({ ...defaultSettings, adminsRequire2fa: false }, { ADMINS_REQUIRE_2FA: "true" })).toBe(
      false,
    );
    expect(adminsRequire2fa({ ...defaultSettings, adminsRequire2fa: true }, { ADMINS_REQUIRE_2FA: "false" })).toBe(
      true,
    );
  });

  it("is off in local development: an admin without 2FA uses the admin area", async () => {
    const admin = await signedInAdmin("a2fa_off");
    const settings = await admin.client.request("/api/admin/settings");
    expect(await json(settings)).toMatchObject({ adminsRequire2fa: false });
    expect((await admin.client.request("/api/admin/stats")).status).toBe(200);
  });

  it("refuses to turn on for an admin who has no second factor of their own", async () => {
    const admin = await signedInAdmin("a2fa_self");
    const response = await admin.client.request("/api/admin/settings", {
      method: "PUT",
      json: { adminsRequire2fa: true },
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({
      msg: securityMessages.ownSecondFactorFirst,
      errors: [{ field: "adminsRequire2fa" }],
    });
    expect(await json(await admin.client.request("/api/admin/settings"))).toMatchObject({ adminsRequire2fa: false });
  });

  it("when on, answers 403 to every admin call of an admin without 2FA, and lets one with TOTP in", async () => {
    await whileAdminsRequire2fa(async () => {
      const bare = await signedInAdmin("a2fa_bare");
      for (const path of [
        "/api/admin/stats",
        "/api/admin/users?pageSize=10",
        "/api/admin/settings",
        "/api/admin/audit",
      ]) {
        const response = await bare.client.request(path);
        expect(response.status, path).toBe(403);
        expect(await json(response), path).toEqual(need2fa);
      }
      const put = await bare.client.request("/api/admin/settings", {
        method: "PUT",
        json: { adminsRequire2fa: false },
      });
      expect(put.status).toBe(403);
      // Outside the admin area the admin is an ordinary signed-in user.
      expect((await bare.client.request("/api/profile")).status).toBe(200);

      // Signed in with password and code, an admin with TOTP is let in.
      const withTotp = await signedInAdmin("a2fa_totp");
      const jar = cookieBrowser();
      await logIn(jar, withTotp.user);
      const { secret } = await enableTotp(jar);
      const fresh = cookieBrowser();
      expect(await json(await logIn(fresh, withTotp.user))).toMatchObject({ twoFactorRequired: true });
      expect(
        (await fresh.request("/api/login/2fa", { method: "POST", json: { code: codeFor(secret, nextStep()) } })).status,
      ).toBe(200);
      expect((await fresh.request("/api/admin/stats")).status).toBe(200);

      // Once the bare admin sets up TOTP, the browser that turned it on is let in too.
      const bareJar = cookieBrowser();
      await logIn(bareJar, bare.user);
      await enableTotp(bareJar);
      expect((await bareJar.request("/api/admin/stats")).status).toBe(200);
    });
    const later = await signedInAdmin("a2fa_later");
    expect((await later.client.request("/api/admin/stats")).status).toBe(200);
  });

  it("when on, an admin session that never proved a second factor steps up with a code before /api/admin", async () => {
    await whileAdminsRequire2fa(async () => {
      // This session was made before the admin had a second factor.
      const admin = await signedInAdmin("a2fa_before");
      const other = cookieBrowser();
      await logIn(other, admin.user);
      const { secret } = await enableTotp(other);
      // The browser that turned the authenticator on proved it there.
      expect((await other.request("/api/admin/stats")).status).toBe(200);

      const refused = await admin.client.request("/api/admin/stats");
      expect(refused.status).toBe(403);
      expect(await json(refused)).toEqual({ msg: securityMessages.adminStepUp, stepUp: true, methods: ["totp"] });
      const wrong = String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, "0");
      const wrongStep = await admin.client.request("/api/2fa/step-up", { method: "POST", json: { code: wrong } });
      expect(wrongStep.status).toBe(400);
      expect((await admin.client.request("/api/admin/stats")).status).toBe(403);

      const stepped = await admin.client.request("/api/2fa/step-up", {
        method: "POST",
        json: { code: codeFor(secret, nextStep()) },
      });
      expect(stepped.status).toBe(200);
      expect(await json(stepped)).toEqual({ msg: securityMessages.steppedUp });
      expect((await admin.client.request("/api/admin/stats")).status).toBe(200);
    });
  });

  it("when on, an admin with a passkey steps up by signing in with it in that browser", async () => {
    await whileAdminsRequire2fa(async () => {
      const admin = await signedInJar("a2fa_passkey");
      await env.DB.prepare("update users set role = 'admin' where id = ?").bind(admin.id).run();
      // The passkey is registered from another browser, whose session it proves.
      const elsewhere = cookieBrowser();
      for (const [name, value] of Object.entries(await signInDirectly(admin.id))) elsewhere.cookies.set(name, value);
      const authenticator = await softwareAuthenticator();
      expect((await registerPasskey(elsewhere, authenticator)).status).toBe(201);
      expect((await elsewhere.request("/api/admin/stats")).status).toBe(200);

      const refused = await admin.jar.request("/api/admin/stats");
      expect(await json(refused)).toEqual({ msg: securityMessages.adminStepUp, stepUp: true, methods: ["passkey"] });
      const signedIn = await admin.jar.request("/api/passkeys/login/verify", {
        method: "POST",
        json: { response: await authenticator.assert(await loginOptions(admin.jar)) },
      });
      expect(signedIn.status).toBe(200);
      expect((await admin.jar.request("/api/admin/stats")).status).toBe(200);
    });
  });

  it("when on, an admin's proof of a second factor lasts through impersonating someone and stopping", async () => {
    await whileAdminsRequire2fa(async () => {
      const admin = await signedInAdmin("a2fa_imp");
      const jar = cookieBrowser();
      await logIn(jar, admin.user);
      await enableTotp(jar);
      const member = await signedInMember("a2fa_imp_target");
      expect((await impersonate(jar, member.id)).status).toBe(200);
      expect((await jar.request("/api/admin/impersonate/stop", { method: "POST" })).status).toBe(200);
      expect((await jar.request("/api/admin/stats")).status).toBe(200);
    });
  });

  it("ending the other sessions keeps this browser's proof of a second factor", async () => {
    await whileAdminsRequire2fa(async () => {
      const admin = await signedInAdmin("a2fa_revoke");
      const jar = cookieBrowser();
      await logIn(jar, admin.user);
      await enableTotp(jar);
      expect((await jar.request("/api/sessions/revoke-others", { method: "POST" })).status).toBe(200);
      expect((await jar.request("/api/admin/stats")).status).toBe(200);
      // The session the admin had before the authenticator ended with the others.
      expect((await admin.client.request("/api/admin/stats")).status).toBe(403);
    });
  });
});
