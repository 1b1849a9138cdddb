// TOTP two-factor sign-in (docs/product.md, "Accounts: the rules"): setup, turning on with a first code, the sign-in's
// second step with a code or a recovery code, each accepted once, the pending cookie's five minutes,
// the attempt limits, and turning it off. Codes are computed from the secret, as an app would.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { securityMessages, type TotpSetup } from "#contract/security";
import { receivedMail, tokenFrom } from "./support/mailbox";
import { json, request } from "./support/requests";
import { codeFor, cookieBrowser, enableTotp, logIn, nextStep, signedInJar } from "./support/security";

describe("TOTP setup", () => {
  it("hands out a secret, its otpauth URL and a QR code, and nothing is in force until a code proves it", async () => {
    const { user, jar } = await signedInJar("totp_setup");
    const response = await jar.request("/api/2fa/totp/setup", { method: "POST" });
    expect(response.status).toBe(200);
    const setup = await json<TotpSetup>(response);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.otpauthUrl);
    expect(url.protocol).toBe("otpauth:");
    expect(url.searchParams.get("secret")).toBe(setup.secret);
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(setup.qrSvg).toMatch(/^<svg[^>]*viewBox/);

    // Not on yet: the password alone still signs in.
    const again = await logIn(cookieBrowser(), user);
    expect(await json(again)).toMatchObject({ msg: "Welcome back.", username: user.username });
    expect(await json(await jar.request("/api/2fa"))).toEqual({ totp: false, passkeys: 0, recoveryCodesLeft: 0 });
  });

  it("refuses a wrong first code and turns on with a right one, answering ten recovery codes once", async () => {
    const { user, jar } = await signedInJar("totp_enable");
    const notSetUp = await jar.request("/api/2fa/totp/enable", { method: "POST", json: { code: "123456" } });
    expect(notSetUp.status).toBe(400);
    expect((await json(notSetUp)).msg).toBe(securityMessages.totpNotSetUp);

    const setup = await json<TotpSetup>(await jar.request("/api/2fa/totp/setup", { method: "POST" }));
    const wrongCode = String((Number(codeFor(setup.secret)) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await jar.request("/api/2fa/totp/enable", { method: "POST", json: { code: wrongCode } });
    expect(wrong.status).toBe(400);
    expect(await json(wrong)).toMatchObject({ msg: securityMessages.codeInvalid, errors: [{ field: "code" }] });
    const malformed = await jar.request("/api/2fa/totp/enable", { method: "POST", json: { code: "12ab56" } });
    expect(malformed.status).toBe(400);

    const right = await jar.request("/api/2fa/totp/enable", { method: "POST", json: { code: codeFor(setup.secret) } });
    expect(right.status).toBe(200);
    const { recoveryCodes } = await json<{ recoveryCodes: string[] }>(right);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    // Stored hashed only.
    const stored = await env.DB.prepare(
      "select code_hash from recovery_codes join users on users.id = recovery_codes.user_id where users.email = ?",
    )
      .bind(user.email)
      .all<{ code_hash: string }>();
    expect(stored.results).toHaveLength(10);
    for (const row of stored.results) expect(recoveryCodes.join()).not.toContain(row.code_hash);

    expect(await json(await jar.request("/api/2fa"))).toEqual({ totp: true, passkeys: 0, recoveryCodesLeft: 10 });
    const twice = await jar.request("/api/2fa/totp/setup", { method: "POST" });
    expect(twice.status).toBe(409);
    await receivedMail(user.email, /Two-factor authentication is on/);
  });
});

describe("signing in with a second factor", () => {
  it("answers twoFactorRequired with only a pending cookie, and a code completes the sign-in once", async () => {
    const { user, jar } = await signedInJar("totp_login");
    const { secret } = await enableTotp(jar);

    const browser = cookieBrowser();
    const first = await logIn(browser, user);
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ twoFactorRequired: true, methods: ["totp"] });
    expect(browser.cookies.has("ln_session")).toBe(false);
    const pending = browser.setCookies.find((line) => line.startsWith("ln_pending="));
    expect(pending).toMatch(/HttpOnly/i);
    expect(pending).toMatch(/Max-Age=300/i);
    expect((await browser.request("/api/profile")).status).toBe(401);

    const code = codeFor(secret);
    const second = await browser.request("/api/login/2fa", { method: "POST", json: { code } });
    expect(second.status).toBe(200);
    expect(await json(second)).toEqual({ msg: "Welcome back.", username: user.username, language: "auto" });
    expect((await browser.request("/api/profile")).status).toBe(200);
    expect(browser.cookies.has("ln_pending")).toBe(false);

    // The same code, in a new pending sign-in, is refused: it was spent.
    const other = cookieBrowser();
    await logIn(other, user);
    const reused = await other.request("/api/login/2fa", { method: "POST", json: { code } });
    expect(reused.status).toBe(400);
    expect((await json(reused)).msg).toBe(securityMessages.codeInvalid);
    expect(other.cookies.has("ln_session")).toBe(false);
    // A newer step's code still works.
    const newer = await other.request("/api/login/2fa", {
      method: "POST",
      json: { code: codeFor(secret, nextStep()) },
    });
    expect(newer.status).toBe(200);
  });

  it("refuses an older step's code once a newer one was used, and a code far from now", async () => {
    const { user, jar } = await signedInJar("totp_old");
    const { secret, spentAt } = await enableTotp(jar);
    const browser = cookieBrowser();
    await logIn(browser, user);
    // The step enableTotp spent, not "the previous step" asked again: a step boundary passed in between
    // would make that a newer step, which is right to accept.
    const stale = await browser.request("/api/login/2fa", {
      method: "POST",
      json: { code: codeFor(secret, spentAt) },
    });
    expect(stale.status).toBe(400);
    const far = await browser.request("/api/login/2fa", {
      method: "POST",
      json: { code: codeFor(secret, Date.now() + 5 * 60_000) },
    });
    expect(far.status).toBe(400);
  });

  it("takes a recovery code once, and mails the owner how many are left", async () => {
    const { user, jar } = await signedInJar("totp_recovery");
    const { recoveryCodes } = await enableTotp(jar);
    const [code] = recoveryCodes as [string];

    const browser = cookieBrowser();
    await logIn(browser, user);
    // Typed in capitals without the dash, as people do.
    const used = await browser.request("/api/login/2fa", {
      method: "POST",
      json: { recoveryCode: code.replace("-", "").toUpperCase() },
    });
    expect(used.status).toBe(200);
    expect((await browser.request("/api/profile")).status).toBe(200);
    const mail = await receivedMail(user.email, /recovery code was used/);
    expect(mail.text).toContain("9 unused codes are left");

    const again = cookieBrowser();
    await logIn(again, user);
    const reused = await again.request("/api/login/2fa", { method: "POST", json: { recoveryCode: code } });
    expect(reused.status).toBe(400);
    expect(await json(reused)).toMatchObject({
      msg: securityMessages.recoveryCodeInvalid,
      errors: [{ field: "recoveryCode" }],
    });
    expect(again.cookies.has("ln_session")).toBe(false);
    expect(await json(await jar.request("/api/2fa"))).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it("wants exactly one of a code and a recovery code", async () => {
    const { user, jar } = await signedInJar("totp_both");
    const { secret, recoveryCodes } = await enableTotp(jar);
    const browser = cookieBrowser();
    await logIn(browser, user);
    for (const body of [{}, { code: codeFor(secret), recoveryCode: recoveryCodes[0] }, { code: 123456 }]) {
      const response = await browser.request("/api/login/2fa", { method: "POST", json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(browser.cookies.has("ln_session")).toBe(false);
  });

  it("refuses the second step without a pending sign-in, after five minutes, or a second time", async () => {
    const { user, jar } = await signedInJar("totp_pending");
    const { secret } = await enableTotp(jar);

    const none = await cookieBrowser().request("/api/login/2fa", { method: "POST", json: { code: codeFor(secret) } });
    expect(none.status).toBe(401);
    expect((await json(none)).msg).toBe(securityMessages.pendingExpired);

    // Expired: the row's five minutes are over (moved into the past, as the clock would).
    const late = cookieBrowser();
    await logIn(late, user);
    await env.DB.prepare(
      "update pending_sign_ins set expires_at = ? where user_id = (select id from users where email = ?)",
    )
      .bind(Date.now() - 1, user.email)
      .run();
    const expired = await late.request("/api/login/2fa", { method: "POST", json: { code: codeFor(secret) } });
    expect(expired.status).toBe(401);
    expect((await json(expired)).msg).toBe(securityMessages.pendingExpired);
    expect(late.cookies.has("ln_session")).toBe(false);

    // Used twice: the cookie of a completed sign-in, replayed, completes nothing.
    const browser = cookieBrowser();
    await logIn(browser, user);
    const pendingCookie = `ln_pending=${browser.cookies.get("ln_pending")}`;
    expect((await browser.request("/api/login/2fa", { method: "POST", json: { code: codeFor(secret) } })).status).toBe(
      200,
    );
    const replay = cookieBrowser();
    replay.cookies.set("ln_pending", pendingCookie.split("=")[1] as string);
    const replayed = await replay.request("/api/login/2fa", {
      method: "POST",
      json: { code: codeFor(secret, nextStep()) },
    });
    expect(replayed.status).toBe(401);
    expect(replay.cookies.has("ln_session")).toBe(false);
  });

  it("limits wrong codes per account: the sixth attempt within five minutes waits, even with the right code", async () => {
    const { user, jar } = await signedInJar("totp_limit");
    const { secret } = await enableTotp(jar);
    const wrong = String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, "0");
    // From different addresses: the account's own count is what stops them.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const browser = cookieBrowser();
      await logIn(browser, user);
      const response = await browser.request("/api/login/2fa", { method: "POST", json: { code: wrong } });
      expect(response.status, `attempt ${attempt}`).toBe(400);
    }
    const browser = cookieBrowser();
    await logIn(browser, user);
    const limited = await browser.request("/api/login/2fa", { method: "POST", json: { code: codeFor(secret) } });
    expect(limited.status).toBe(429);
    expect(browser.cookies.has("ln_session")).toBe(false);
    // The wait is the account's five minutes, said as such (not "a minute"), and in Retry-After.
    expect(await json(limited)).toEqual({ msg: "Too many attempts. Please wait 5 minutes and try again." });
    const retryAfter = Number(limited.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(240);
    expect(retryAfter).toBeLessThanOrEqual(300);
  });

  it("says how long a lockout still lasts, not how long it lasted at first", async () => {
    const { user, id, jar } = await signedInJar("totp_wait");
    const { secret } = await enableTotp(jar);
    const wrong = String((Number(codeFor(secret)) + 500_000) % 1_000_000).padStart(6, "0");
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const browser = cookieBrowser();
      await logIn(browser, user);
      await browser.request("/api/login/2fa", { method: "POST", json: { code: wrong } });
    }
    // Three of the five minutes have passed: the window now ends in two (moved, as the clock would).
    const twoMinutesLeft = Date.now() + 2 * 60_000 - 5_000;
    const moved = await env.DB.prepare("update attempt_counts set window_ends_at = ? where key like ?")
      .bind(twoMinutesLeft, `%${id}%`)
      .run();
    expect(moved.meta.changes).toBeGreaterThan(0);
    const browser = cookieBrowser();
    await logIn(browser, user);
    const limited = await browser.request("/api/login/2fa", { method: "POST", json: { code: codeFor(secret) } });
    expect(limited.status).toBe(429);
    expect(await json(limited)).toEqual({ msg: "Too many attempts. Please wait 2 minutes and try again." });
  });

  it("limits wrong codes per address across accounts", async () => {
    const ip = "10.250.1.1";
    const accounts = await Promise.all([signedInJar("totp_ip_a"), signedInJar("totp_ip_b"), signedInJar("totp_ip_c")]);
    const secrets = [];
    for (const account of accounts) secrets.push((await enableTotp(account.jar)).secret);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const index = attempt % 3;
      const account = accounts[index] as (typeof accounts)[number];
      const browser = cookieBrowser(undefined, ip);
      await logIn(browser, account.user);
      const wrong = String((Number(codeFor(secrets[index] as string)) + 500_000) % 1_000_000).padStart(6, "0");
      statuses.push((await browser.request("/api/login/2fa", { method: "POST", json: { code: wrong } })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });
});

describe("turning TOTP off", () => {
  it("needs the password, removes the recovery codes, signs in with the password alone again and mails a notice", async () => {
    const { user, id, jar } = await signedInJar("totp_off");
    await enableTotp(jar);
    const wrong = await jar.request("/api/2fa/disable", { method: "POST", json: { password: "Wrong123" } });
    expect(wrong.status).toBe(400);
    expect((await json(wrong)).msg).toBe(securityMessages.wrongPassword);
    expect(await json(await jar.request("/api/2fa"))).toMatchObject({ totp: true });

    const off = await jar.request("/api/2fa/disable", { method: "POST", json: { password: user.password } });
    expect(off.status).toBe(200);
    expect((await json(off)).msg).toBe(securityMessages.disabled);
    const left = await env.DB.prepare("select count(*) as n from recovery_codes where user_id = ?")
      .bind(id)
      .first<{ n: number }>();
    expect(left?.n).toBe(0);
    expect(await json(await logIn(cookieBrowser(), user))).toMatchObject({ msg: "Welcome back." });
    await receivedMail(user.email, /Two-factor authentication is off/);

    const again = await jar.request("/api/2fa/disable", { method: "POST", json: { password: user.password } });
    expect(again.status).toBe(400);
    expect((await json(again)).msg).toBe(securityMessages.notOn);
  });
});

describe("a half-finished sign-in dies with the password", () => {
  it("a password reset ends a pending sign-in: a recovery code completes nothing after it", async () => {
    const { user, jar } = await signedInJar("pending_reset");
    const { recoveryCodes } = await enableTotp(jar);
    const attacker = cookieBrowser();
    expect(await json(await logIn(attacker, user))).toMatchObject({ twoFactorRequired: true });

    await request("/api/forgot-password", { method: "POST", json: { email: user.email } });
    const token = tokenFrom(await receivedMail(user.email, /Reset your/));
    expect(
      (await request("/api/reset-password", { method: "POST", json: { token, password: "Brand9New" } })).status,
    ).toBe(200);

    const late = await attacker.request("/api/login/2fa", { method: "POST", json: { recoveryCode: recoveryCodes[0] } });
    expect(late.status).toBe(401);
    expect((await json(late)).msg).toBe(securityMessages.pendingExpired);
    expect(attacker.cookies.has("ln_session")).toBe(false);
    // The refused attempt spent nothing: the owner signs in with the new password and that code.
    const owner = cookieBrowser();
    expect(await json(await logIn(owner, { ...user, password: "Brand9New" }))).toMatchObject({
      twoFactorRequired: true,
    });
    expect(
      (await owner.request("/api/login/2fa", { method: "POST", json: { recoveryCode: recoveryCodes[0] } })).status,
    ).toBe(200);
  });

  it("ending every other session ends pending sign-ins too", async () => {
    const { user, jar } = await signedInJar("pending_revoke");
    const { secret } = await enableTotp(jar);
    const elsewhere = cookieBrowser();
    await logIn(elsewhere, user);
    expect((await jar.request("/api/sessions/revoke-others", { method: "POST" })).status).toBe(200);
    const late = await elsewhere.request("/api/login/2fa", {
      method: "POST",
      json: { code: codeFor(secret, nextStep()) },
    });
    expect(late.status).toBe(401);
    expect(elsewhere.cookies.has("ln_session")).toBe(false);
  });

  it("turning TOTP on answers how many other sessions are signed in, so the owner can end them", async () => {
    const { user, jar } = await signedInJar("totp_others");
    expect((await logIn(cookieBrowser(), user)).status).toBe(200);
    expect((await logIn(cookieBrowser(), user)).status).toBe(200);
    const setup = await json<TotpSetup>(await jar.request("/api/2fa/totp/setup", { method: "POST" }));
    const enabled = await jar.request("/api/2fa/totp/enable", {
      method: "POST",
      json: { code: codeFor(setup.secret) },
    });
    expect(enabled.status).toBe(200);
    expect(await json(enabled)).toMatchObject({ otherSessions: 2 });
    expect((await jar.request("/api/sessions/revoke-others", { method: "POST" })).status).toBe(200);
    expect(await json<unknown[]>(await jar.request("/api/sessions"))).toHaveLength(1);
  });
});
