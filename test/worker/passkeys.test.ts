// Passkeys (docs/product.md, "Accounts: the rules") with @simplewebauthn/server running in workerd, against a software
// authenticator: register, list, rename, remove, sign in with a passkey alone or as the second step,
// and refuse replayed, forged and foreign assertions.
import { describe, expect, it } from "vitest";
import { type PasskeySummary, securityMessages } from "#contract/security";
import { receivedMail } from "./support/mailbox";
import { json } from "./support/requests";
import { cookieBrowser, enableTotp, logIn, loginOptions, registerPasskey, signedInJar } from "./support/security";
import { softwareAuthenticator, strangerKey } from "./support/webauthn";

describe("registering a passkey", () => {
  it("asks for a discoverable, user-verifying credential, stores it, lists it and mails a notice", async () => {
    const { user, jar } = await signedInJar("pk_reg");
    type CreationOptions = {
      challenge: string;
      rp: { id: string; name: string };
      user: { id: string; name: string };
      authenticatorSelection: Record<string, unknown>;
      attestation: string;
    };
    const options = await json<CreationOptions>(
      await jar.request("/api/passkeys/register/options", { method: "POST" }),
    );
    expect(options.rp).toEqual({ name: "LinkNest", id: "localhost" });
    expect(options.user.name).toBe(user.username);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    expect(options.attestation).toBe("none");

    const authenticator = await softwareAuthenticator();
    const response = await jar.request("/api/passkeys/register/verify", {
      method: "POST",
      json: { response: await authenticator.register(options) },
    });
    expect(response.status).toBe(201);
    const added = await json<PasskeySummary & { msg: string }>(response);
    expect(added).toMatchObject({ id: authenticator.id, name: "Passkey on Chrome on Linux", lastUsedAt: null });
    expect(added.msg).toBe(securityMessages.passkeyAdded);

    const list = await json<PasskeySummary[]>(await jar.request("/api/passkeys"));
    expect(list).toEqual([
      { id: authenticator.id, name: "Passkey on Chrome on Linux", createdAt: added.createdAt, lastUsedAt: null },
    ]);
    expect(await json(await jar.request("/api/2fa"))).toMatchObject({ passkeys: 1 });
    const mail = await receivedMail(user.email, /passkey was added/);
    expect(mail.text).toContain("Passkey on Chrome on Linux");

    // The same authenticator again is excluded by the options, and refused if it answers anyway.
    const again = await json<{ excludeCredentials: { id: string }[] }>(
      await jar.request("/api/passkeys/register/options", { method: "POST" }),
    );
    expect(again.excludeCredentials.map((c) => c.id)).toEqual([authenticator.id]);
  });

  it("refuses a response without its options, a second use of the options, and a response made for another site", async () => {
    const { jar } = await signedInJar("pk_reg_bad");
    const authenticator = await softwareAuthenticator();
    const orphan = await jar.request("/api/passkeys/register/verify", {
      method: "POST",
      json: {
        response: await authenticator.register({ challenge: "abc", rp: { id: "localhost" }, user: { id: "x" } }),
      },
    });
    expect(orphan.status).toBe(400);
    expect((await json(orphan)).msg).toBe(securityMessages.passkeyChallengeExpired);

    const options = await json<{ challenge: string; rp: { id: string }; user: { id: string } }>(
      await jar.request("/api/passkeys/register/options", { method: "POST" }),
    );
    const phishing = await jar.request("/api/passkeys/register/verify", {
      method: "POST",
      json: { response: await authenticator.register(options, "https://evil.example") },
    });
    expect(phishing.status).toBe(400);
    expect((await json(phishing)).msg).toBe(securityMessages.passkeyFailed);
    // The options were spent by that attempt.
    const reused = await jar.request("/api/passkeys/register/verify", {
      method: "POST",
      json: { response: await authenticator.register(options) },
    });
    expect(reused.status).toBe(400);
    expect(await json<PasskeySummary[]>(await jar.request("/api/passkeys"))).toEqual([]);

    const malformed = await jar.request("/api/passkeys/register/verify", {
      method: "POST",
      json: { response: { id: 5 } },
    });
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).msg).toBe(securityMessages.passkeyResponseInvalid);
  });
});

describe("signing in with a passkey", () => {
  it("signs in with the passkey alone, and notes when it was used", async () => {
    const { user, jar } = await signedInJar("pk_login");
    const authenticator = await softwareAuthenticator();
    expect((await registerPasskey(jar, authenticator)).status).toBe(201);

    const browser = cookieBrowser();
    const options = await loginOptions(browser);
    expect(options.rpId).toBe("localhost");
    expect(options.allowCredentials ?? []).toEqual([]);
    const response = await browser.request("/api/passkeys/login/verify", {
      method: "POST",
      json: { response: await authenticator.assert(options) },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: "Welcome back.", username: user.username, language: "auto" });
    expect((await browser.request("/api/profile")).status).toBe(200);
    const [key] = await json<PasskeySummary[]>(await jar.request("/api/passkeys"));
    expect(key?.lastUsedAt).not.toBeNull();
  });

  it("refuses a replayed assertion, a forged one and a passkey not registered here", async () => {
    const { jar } = await signedInJar("pk_replay");
    const authenticator = await softwareAuthenticator();
    await registerPasskey(jar, authenticator);

    const browser = cookieBrowser();
    const assertion = await authenticator.assert(await loginOptions(browser));
    expect(
      (await browser.request("/api/passkeys/login/verify", { method: "POST", json: { response: assertion } })).status,
    ).toBe(200);

    // Replayed with no challenge, and against a fresh challenge.
    const attacker = cookieBrowser();
    const noChallenge = await attacker.request("/api/passkeys/login/verify", {
      method: "POST",
      json: { response: assertion },
    });
    expect(noChallenge.status).toBe(400);
    expect((await json(noChallenge)).msg).toBe(securityMessages.passkeyChallengeExpired);
    await loginOptions(attacker);
    const replayed = await attacker.request("/api/passkeys/login/verify", {
      method: "POST",
      json: { response: assertion },
    });
    expect(replayed.status).toBe(400);
    expect((await json(replayed)).msg).toBe(securityMessages.passkeyFailed);
    expect(attacker.cookies.has("ln_session")).toBe(false);

    // Signed by another key under the registered id.
    const forged = await authenticator.assert(await loginOptions(attacker), await strangerKey());
    const forgery = await attacker.request("/api/passkeys/login/verify", {
      method: "POST",
      json: { response: forged },
    });
    expect(forgery.status).toBe(400);
    expect((await json(forgery)).msg).toBe(securityMessages.passkeyFailed);

    // A credential LinkNest never registered.
    const stranger = await softwareAuthenticator();
    const foreign = await attacker.request("/api/passkeys/login/verify", {
      method: "POST",
      json: { response: await stranger.assert(await loginOptions(attacker)) },
    });
    expect(foreign.status).toBe(400);
    expect((await json(foreign)).msg).toBe(securityMessages.passkeyNotRecognized);
    expect(attacker.cookies.has("ln_session")).toBe(false);
  });

  it("serves as the second step of a password sign-in, offering only that account's passkeys", async () => {
    const { user, jar } = await signedInJar("pk_second");
    await enableTotp(jar);
    const authenticator = await softwareAuthenticator();
    await registerPasskey(jar, authenticator);
    const other = await signedInJar("pk_other");
    const othersKey = await softwareAuthenticator();
    await registerPasskey(other.jar, othersKey);

    const browser = cookieBrowser();
    expect(await json(await logIn(browser, user))).toEqual({ twoFactorRequired: true, methods: ["totp", "passkey"] });
    const options = await loginOptions(browser);
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([authenticator.id]);
    // Another account's passkey does not complete this account's sign-in.
    const wrongAccount = await browser.request("/api/passkeys/login/verify", {
      method: "POST",
      json: { response: await othersKey.assert(options) },
    });
    expect(wrongAccount.status).toBe(400);
    expect((await json(wrongAccount)).msg).toBe(securityMessages.passkeyNotRecognized);

    const right = await browser.request("/api/passkeys/login/verify", {
      method: "POST",
      json: { response: await authenticator.assert(await loginOptions(browser)) },
    });
    expect(right.status).toBe(200);
    expect(await json(right)).toMatchObject({ username: user.username });
    // The pending sign-in went with it.
    expect(browser.cookies.has("ln_pending")).toBe(false);
  });
});

describe("managing passkeys", () => {
  it("renames and removes the owner's passkeys only, with a notice on removal", async () => {
    const { user, jar } = await signedInJar("pk_manage");
    const authenticator = await softwareAuthenticator();
    await registerPasskey(jar, authenticator, "Work laptop");
    const intruder = await signedInJar("pk_intruder");
    const path = `/api/passkeys/${encodeURIComponent(authenticator.id)}`;

    expect((await intruder.jar.request(path, { method: "PATCH", json: { name: "Mine" } })).status).toBe(404);
    const intruderRecheck = { password: intruder.user.password };
    expect((await intruder.jar.request(path, { method: "DELETE", json: intruderRecheck })).status).toBe(404);
    const blank = await jar.request(path, { method: "PATCH", json: { name: "   " } });
    expect(blank.status).toBe(400);
    expect((await json(blank)).msg).toBe(securityMessages.passkeyNameRequired);
    const long = await jar.request(path, { method: "PATCH", json: { name: "x".repeat(61) } });
    expect((await json(long)).msg).toBe(securityMessages.passkeyNameTooLong);

    const renamed = await jar.request(path, { method: "PATCH", json: { name: "  Phone " } });
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({
      id: authenticator.id,
      name: "Phone",
      msg: securityMessages.passkeyRenamed,
    });

    const recheck = { password: user.password };
    const removed = await jar.request(path, { method: "DELETE", json: recheck });
    expect(removed.status).toBe(200);
    expect(await json<PasskeySummary[]>(await jar.request("/api/passkeys"))).toEqual([]);
    const mail = await receivedMail(user.email, /passkey was removed/);
    expect(mail.text).toContain('"Phone"');
    expect((await jar.request(path, { method: "DELETE", json: recheck })).status).toBe(404);

    // A removed passkey signs in no more.
    const browser = cookieBrowser();
    const gone = await browser.request("/api/passkeys/login/verify", {
      method: "POST",
      json: { response: await authenticator.assert(await loginOptions(browser)) },
    });
    expect(gone.status).toBe(400);
  });
});
