// Re-checks (docs/product.md, "Accounts: the rules"): turning two-factor off, removing a passkey, deleting the account and
// making new recovery codes ask again for the password or a code from the authenticator app, and their
// wrong answers count as the login's and the second step's do — so a session left open, or stolen, is no
// way to guess the password, and the owner is never locked out from elsewhere.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type PasskeySummary, securityMessages } from "#contract/security";
import { json } from "./support/requests";
import { codeFor, cookieBrowser, enableTotp, logIn, nextStep, registerPasskey, signedInJar } from "./support/security";
import { softwareAuthenticator } from "./support/webauthn";

const waitAMinute = { msg: "Too many attempts. Please wait a minute and try again." };
const wrongCodeFor = (secret: string) => String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, "0");

async function accountExists(id: string): Promise<boolean> {
  return Boolean(await env.DB.prepare("select id from users where id = ?").bind(id).first());
}

describe("a password re-check counts its failures as login does", () => {
  it("turning two-factor off: after ten wrong passwords from an address, even the right one waits", async () => {
    const { user, jar } = await signedInJar("rc_guess");
    await enableTotp(jar);
    const ip = "10.251.0.1";
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const response = await jar.request("/api/2fa/disable", {
        method: "POST",
        json: { password: `Wrong${attempt}Pass` },
        ip,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));

    const right = await jar.request("/api/2fa/disable", { method: "POST", json: { password: user.password }, ip });
    expect(right.status).toBe(429);
    expect(await json(right)).toEqual(waitAMinute);
    expect(Number(right.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await json(await jar.request("/api/2fa"))).toMatchObject({ totp: true });
  });

  it("shares the login's counts: that address cannot log in either, while the owner still can from another", async () => {
    const { user, id, jar } = await signedInJar("rc_shared");
    const ip = "10.251.0.2";
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await jar.request("/api/account", { method: "DELETE", json: { password: "Wrong1234" }, ip });
      expect(response.status, `attempt ${attempt + 1}`).toBe(400);
      expect(await json(response)).toMatchObject({
        msg: securityMessages.wrongPassword,
        errors: [{ field: "password" }],
      });
    }
    expect(await accountExists(id)).toBe(true);

    const sameAddress = await logIn(cookieBrowser(), user, ip);
    expect(sameAddress.status).toBe(429);
    const elsewhere = await logIn(cookieBrowser(), user, "10.251.0.3");
    expect(elsewhere.status).toBe(200);
    expect(await json(elsewhere)).toMatchObject({ msg: "Welcome back." });
  });

  it("a wrong code counts as a wrong second-step code: the sixth waits, even right, and says for how long", async () => {
    const { jar } = await signedInJar("rc_codes");
    const { secret } = await enableTotp(jar);
    // From five addresses: the account's own count is what stops them.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await jar.request("/api/2fa/disable", {
        method: "POST",
        json: { code: wrongCodeFor(secret) },
        ip: `10.251.1.${attempt}`,
      });
      expect(response.status, `attempt ${attempt}`).toBe(400);
      expect(await json(response)).toMatchObject({ msg: securityMessages.codeInvalid, errors: [{ field: "code" }] });
    }
    const limited = await jar.request("/api/2fa/disable", {
      method: "POST",
      json: { code: codeFor(secret, nextStep()) },
      ip: "10.251.1.6",
    });
    expect(limited.status).toBe(429);
    expect(await json(limited)).toEqual({ msg: "Too many attempts. Please wait 5 minutes and try again." });
    expect(await json(await jar.request("/api/2fa"))).toMatchObject({ totp: true });
  });
});

describe("what asks again", () => {
  it("turning two-factor off takes the password or a code, and nothing else", async () => {
    const { user, jar } = await signedInJar("rc_off");
    const { secret } = await enableTotp(jar);
    for (const body of [{}, { password: "" }, { password: user.password, code: codeFor(secret, nextStep()) }]) {
      const response = await jar.request("/api/2fa/disable", { method: "POST", json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await json(await jar.request("/api/2fa"))).toMatchObject({ totp: true });
    const off = await jar.request("/api/2fa/disable", { method: "POST", json: { code: codeFor(secret, nextStep()) } });
    expect(off.status).toBe(200);
    expect(await json(off)).toEqual({ msg: securityMessages.disabled });
    expect(await json(await jar.request("/api/2fa"))).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
  });

  it("removing a passkey asks for the password or a code", async () => {
    const { user, jar } = await signedInJar("rc_passkey");
    const authenticator = await softwareAuthenticator();
    expect((await registerPasskey(jar, authenticator, "Laptop")).status).toBe(201);
    const path = `/api/passkeys/${encodeURIComponent(authenticator.id)}`;

    const bare = await jar.request(path, { method: "DELETE" });
    expect(bare.status).toBe(400);
    expect((await json(bare)).msg).toBe(securityMessages.recheckRequired);
    const wrong = await jar.request(path, { method: "DELETE", json: { password: "Wrong1234" } });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).msg).toBe(securityMessages.wrongPassword);
    expect(await json<PasskeySummary[]>(await jar.request("/api/passkeys"))).toHaveLength(1);

    const removed = await jar.request(path, { method: "DELETE", json: { password: user.password } });
    expect(removed.status).toBe(200);
    expect(await json<PasskeySummary[]>(await jar.request("/api/passkeys"))).toEqual([]);
  });

  it("deleting the account asks for the password or a code", async () => {
    const { id, jar } = await signedInJar("rc_delete");
    const { secret } = await enableTotp(jar);
    const bare = await jar.request("/api/account", { method: "DELETE" });
    expect(bare.status).toBe(400);
    expect((await json(bare)).msg).toBe(securityMessages.recheckRequired);
    const wrong = await jar.request("/api/account", { method: "DELETE", json: { code: wrongCodeFor(secret) } });
    expect(wrong.status).toBe(400);
    expect(await accountExists(id)).toBe(true);

    const deleted = await jar.request("/api/account", {
      method: "DELETE",
      json: { code: codeFor(secret, nextStep()) },
    });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ msg: "Account deleted." });
    expect(await accountExists(id)).toBe(false);
  });

  it("new recovery codes ask again, and replace the old ones", async () => {
    const { user, jar } = await signedInJar("rc_codes_new");
    const { recoveryCodes: old } = await enableTotp(jar);
    const bare = await jar.request("/api/2fa/recovery-codes", { method: "POST", json: {} });
    expect(bare.status).toBe(400);
    const fresh = await jar.request("/api/2fa/recovery-codes", { method: "POST", json: { password: user.password } });
    expect(fresh.status).toBe(200);
    const { recoveryCodes, msg } = await json<{ recoveryCodes: string[]; msg: string }>(fresh);
    expect(msg).toBe(securityMessages.recoveryCodesReplaced);
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes.some((code) => old.includes(code))).toBe(false);

    const before = cookieBrowser();
    await logIn(before, user);
    const stale = await before.request("/api/login/2fa", { method: "POST", json: { recoveryCode: old[0] } });
    expect(stale.status).toBe(400);
    const fine = await before.request("/api/login/2fa", { method: "POST", json: { recoveryCode: recoveryCodes[0] } });
    expect(fine.status).toBe(200);
  });

  it("new recovery codes need the authenticator on", async () => {
    const { user, jar } = await signedInJar("rc_codes_off");
    const response = await jar.request("/api/2fa/recovery-codes", {
      method: "POST",
      json: { password: user.password },
    });
    expect(response.status).toBe(400);
    expect((await json(response)).msg).toBe(securityMessages.notOn);
  });
});
