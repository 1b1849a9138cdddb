// Admins and the second factor (docs/product.md, "Roles"): while `adminsRequire2fa` is on, an admin without TOTP or a
// passkey gets 403 on every /api/admin call; off, they are let in. On by default in production, off in
// local development and these tests (docs/decisions/018).
import { describe, expect, it } from "vitest";
import { securityMessages } from "#contract/security";
import { adminsRequire2fa } from "../../worker/settings/admin-2fa";
import { defaultSettings } from "../../worker/settings/settings";
import { signedInAdmin } from "./support/admin";
import { json } from "./support/requests";
import { codeFor, cookieBrowser, enableTotp, logIn } from "./support/security";

const need2fa = { msg: "Set up two-factor authentication to use the admin area." };

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
    // The admin who turns it on has TOTP, and signs in with it.
    const keeper = await signedInAdmin("a2fa_keeper");
    const jar = cookieBrowser();
    await logIn(jar, keeper.user);
    const { secret } = await enableTotp(jar);
    const on = await jar.request("/api/admin/settings", { method: "PUT", json: { adminsRequire2fa: true } });
    expect(on.status).toBe(200);
    expect(await json(on)).toMatchObject({ adminsRequire2fa: true });

    try {
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

      // The keeper, signed in with password and code, is let in.
      const fresh = cookieBrowser();
      expect(await json(await logIn(fresh, keeper.user))).toMatchObject({ twoFactorRequired: true });
      expect((await fresh.request("/api/login/2fa", { method: "POST", json: { code: codeFor(secret) } })).status).toBe(
        200,
      );
      expect((await fresh.request("/api/admin/stats")).status).toBe(200);

      // Once the bare admin sets up TOTP, they are let in too.
      const bareJar = cookieBrowser();
      await logIn(bareJar, bare.user);
      await enableTotp(bareJar);
      expect((await bareJar.request("/api/admin/stats")).status).toBe(200);
    } finally {
      const off = await jar.request("/api/admin/settings", { method: "PUT", json: { adminsRequire2fa: false } });
      expect(off.status).toBe(200);
    }
    const later = await signedInAdmin("a2fa_later");
    expect((await later.client.request("/api/admin/stats")).status).toBe(200);
  });
});
