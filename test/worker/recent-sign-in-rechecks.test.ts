// Changing the e-mail address and adding a passkey ask for the password or a code unless the session
// signed in within the last ten minutes; the old address's notice carries a link that undoes the change
// within 7 days and ends every session.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { securityMessages } from "#contract/security";
import type { ErrorBody } from "#contract/types";
import { sha256Hex } from "../../worker/security/encoding";
import { recentSignInMs } from "../../worker/two-factor/second-step";
import { receivedMail, tokenFrom } from "./support/mailbox";
import { json, request, uniqueUser } from "./support/requests";
import { codeFor, enableTotp, type Jar, logIn, registerPasskey, signedInJar } from "./support/security";
import { softwareAuthenticator } from "./support/webauthn";

/** Makes the jar's session one whose sign-in was `ago` ms before now, as a session left open would be. */
async function signedInAgo(jar: Jar, ago: number) {
  const key = `session:${await sha256Hex(jar.cookies.get("ln_session") ?? "")}`;
  const record = await env.SESSIONS.get<Record<string, unknown>>(key, "json");
  await env.SESSIONS.put(key, JSON.stringify({ ...record, signedInAt: Date.now() - ago }));
}

const stale = recentSignInMs + 60_000;
const needsRecheck = [{ field: "password", message: securityMessages.recheckRequired }];

describe("changing the e-mail address", () => {
  it("needs nothing more right after signing in, as the specification's { newEmail } call", async () => {
    const { jar } = await signedInJar("chg_fresh");
    const newEmail = uniqueUser("chg_fresh_new").email;
    const response = await jar.request("/api/change-email", { method: "POST", json: { newEmail } });
    expect(response.status).toBe(200);
  });

  it("asks a session signed in more than ten minutes ago for the password or a code, counted like logins", async () => {
    const { jar, user, id } = await signedInJar("chg_stale");
    await signedInAgo(jar, stale);
    const newEmail = uniqueUser("chg_stale_new").email;
    const bare = await jar.request("/api/change-email", { method: "POST", json: { newEmail } });
    expect(bare.status).toBe(400);
    expect((await json<ErrorBody>(bare)).errors).toEqual(needsRecheck);
    const wrong = await jar.request("/api/change-email", { method: "POST", json: { newEmail, password: "Wrong123" } });
    expect(wrong.status).toBe(400);
    expect((await json<ErrorBody>(wrong)).errors).toEqual([
      { field: "password", message: securityMessages.wrongPassword },
    ]);
    const pending = await env.DB.prepare("select pending_email from users where id = ?").bind(id).first();
    expect(pending).toEqual({ pending_email: null });

    const right = await jar.request("/api/change-email", {
      method: "POST",
      json: { newEmail, password: user.password },
    });
    expect(right.status).toBe(200);
  });

  it("takes a code from the authenticator instead of the password", async () => {
    const { jar } = await signedInJar("chg_code");
    const { secret } = await enableTotp(jar);
    await signedInAgo(jar, stale);
    const newEmail = uniqueUser("chg_code_new").email;
    const response = await jar.request("/api/change-email", {
      method: "POST",
      json: { newEmail, code: codeFor(secret) },
    });
    expect(response.status).toBe(200);
  });

  it("mails the old address a link that undoes the change within 7 days and ends every session", async () => {
    const { jar, user, id } = await signedInJar("chg_undo");
    const newEmail = uniqueUser("chg_undo_new").email;
    expect((await jar.request("/api/change-email", { method: "POST", json: { newEmail } })).status).toBe(200);
    const confirm = await request(
      `/api/verify-email-change?token=${tokenFrom(await receivedMail(newEmail, /Confirm/))}`,
    );
    expect(confirm.status).toBe(200);

    const notice = await receivedMail(user.email, /email was changed/);
    expect(notice.text).not.toMatch(/reset your password/i);
    expect(notice.text).toMatch(/undo the change within 7 days: http\S*\/undo-email-change\?token=/);
    const token = tokenFrom(notice);
    const row = await env.DB.prepare("select expires_at - created_at as lifetime from tokens where purpose = ?")
      .bind("undo_email_change")
      .first<{ lifetime: number }>();
    expect(row?.lifetime).toBe(7 * 24 * 60 * 60 * 1000);

    const undo = await request("/api/undo-email-change", { method: "POST", json: { token } });
    expect(undo.status).toBe(200);
    expect((await json<ErrorBody>(undo)).msg).toMatch(/undone/);
    const back = await env.DB.prepare("select email, pending_email from users where id = ?").bind(id).first();
    expect(back).toEqual({ email: user.email, pending_email: null });
    // Every session ends: the one that made the change too.
    expect((await jar.request("/api/profile")).status).toBe(401);
    // A reset now goes to the old address again.
    await request("/api/forgot-password", { method: "POST", json: { email: user.email } });
    expect((await receivedMail(user.email, /Reset your/)).text).toContain("/reset-password?token=");

    const again = await request("/api/undo-email-change", { method: "POST", json: { token } });
    expect(again.status).toBe(200);
    expect((await json<ErrorBody>(again)).msg).toMatch(/already undone/);
    const bogus = await request("/api/undo-email-change", { method: "POST", json: { token: "x".repeat(43) } });
    expect(bogus.status).toBe(400);
    // Opening the link (as a mail scanner does) undoes nothing: only its page's POST does.
    expect((await request(`/api/undo-email-change?token=${token}`)).status).toBe(404);
  });
});

describe("adding a passkey", () => {
  it("needs nothing more right after signing in", async () => {
    const { jar } = await signedInJar("pk_fresh");
    expect((await registerPasskey(jar, await softwareAuthenticator())).status).toBe(201);
  });

  it("asks a session signed in more than ten minutes ago for the password or a code before the ceremony", async () => {
    const { jar, user } = await signedInJar("pk_stale");
    await signedInAgo(jar, stale);
    const bare = await jar.request("/api/passkeys/register/options", { method: "POST" });
    expect(bare.status).toBe(400);
    expect((await json<ErrorBody>(bare)).errors).toEqual(needsRecheck);
    const wrong = await jar.request("/api/passkeys/register/options", {
      method: "POST",
      json: { password: "Wrong123" },
    });
    expect(wrong.status).toBe(400);
    const right = await jar.request("/api/passkeys/register/options", {
      method: "POST",
      json: { password: user.password },
    });
    expect(right.status).toBe(200);
    expect(await json(right)).toHaveProperty("challenge");
  });

  it("counts a sign-in from the time it was made, not from a renewed session", async () => {
    const { jar, user } = await signedInJar("pk_renew");
    await signedInAgo(jar, stale);
    // Signing out the other sessions gives this browser a new session, but proves nothing.
    expect((await jar.request("/api/sessions/revoke-others", { method: "POST" })).status).toBe(200);
    expect((await jar.request("/api/passkeys/register/options", { method: "POST" })).status).toBe(400);
    // A new sign-in does.
    expect((await logIn(jar, user)).status).toBe(200);
    expect((await jar.request("/api/passkeys/register/options", { method: "POST" })).status).toBe(200);
  });
});
