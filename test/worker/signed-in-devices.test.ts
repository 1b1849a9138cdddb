// Signed-in devices (docs/product.md, "Accounts: the rules"): the list of an account's sessions, ending one or every
// other, the notice mailed for each, and the notice of a sign-in from a browser not seen before.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type SessionSummary, securityMessages } from "#contract/security";
import { impersonate, signedInAdmin, signedInMember } from "./support/admin";
import { mailTo, receivedMail } from "./support/mailbox";
import { json } from "./support/requests";
import { chromeOnLinux, cookieBrowser, logIn, safariOnMac, signedInJar, verifiedAccount } from "./support/security";

describe("the signed-in devices list", () => {
  it("lists each session with its device and which one is this browser, never a token", async () => {
    const { user, jar } = await signedInJar("dev_list", chromeOnLinux);
    const phone = cookieBrowser(safariOnMac);
    await logIn(phone, user);

    const response = await jar.request("/api/sessions");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    const sessions = JSON.parse(text) as SessionSummary[];
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ device: "Chrome on Linux", current: true });
    expect(sessions[1]).toMatchObject({ device: "Safari on macOS", current: false });
    for (const session of sessions) {
      expect(Object.keys(session).sort()).toEqual(["createdAt", "current", "device", "id", "lastSeenAt"]);
      expect(Number.isNaN(Date.parse(session.createdAt))).toBe(false);
    }
    for (const cookie of [jar.cookies.get("ln_session"), phone.cookies.get("ln_session")]) {
      expect(text).not.toContain(cookie as string);
    }
    const hashes = await env.DB.prepare("select token_hash from user_sessions").all<{ token_hash: string }>();
    for (const row of hashes.results) expect(text).not.toContain(row.token_hash);
  });

  it("lists an admin's session after Stop Impersonating as this browser's", async () => {
    const admin = await signedInAdmin("dev_admin");
    const target = await signedInMember("dev_target");
    expect((await impersonate(admin.client, target.id)).status).toBe(200);
    expect((await admin.client.request("/api/admin/impersonate/stop", { method: "POST" })).status).toBe(200);
    const sessions = await json<SessionSummary[]>(await admin.client.request("/api/sessions"));
    expect(sessions.map((s) => s.current)).toEqual([true]);
  });

  it("drops a session that signed out from the list", async () => {
    const { user, jar } = await signedInJar("dev_logout");
    const other = cookieBrowser(safariOnMac);
    await logIn(other, user);
    await other.request("/api/logout", { method: "POST" });
    const sessions = await json<SessionSummary[]>(await jar.request("/api/sessions"));
    expect(sessions.map((s) => s.current)).toEqual([true]);
  });

  it("notes when a session was last seen, at most every five minutes", async () => {
    const { jar, id } = await signedInJar("dev_seen");
    const longAgo = Date.now() - 60 * 60 * 1000;
    await env.DB.prepare("update user_sessions set last_seen_at = ? where user_id = ?").bind(longAgo, id).run();
    await jar.request("/api/profile");
    await expect
      .poll(async () => {
        const [session] = await json<SessionSummary[]>(await jar.request("/api/sessions"));
        return Date.parse(session?.lastSeenAt ?? "") > longAgo;
      })
      .toBe(true);
  });
});

describe("ending sessions", () => {
  it("ends another session by id: that browser is signed out, the owner gets a notice", async () => {
    const { user, jar } = await signedInJar("dev_end");
    const phone = cookieBrowser(safariOnMac);
    await logIn(phone, user);
    const sessions = await json<SessionSummary[]>(await jar.request("/api/sessions"));
    const theirs = sessions.find((s) => !s.current) as SessionSummary;

    const ended = await jar.request(`/api/sessions/${theirs.id}`, { method: "DELETE" });
    expect(ended.status).toBe(200);
    expect(await json(ended)).toEqual({ msg: securityMessages.sessionEnded, current: false });
    expect((await phone.request("/api/profile")).status).toBe(401);
    expect((await jar.request("/api/profile")).status).toBe(200);
    expect(await json<SessionSummary[]>(await jar.request("/api/sessions"))).toHaveLength(1);
    const mail = await receivedMail(user.email, /session was signed out/);
    expect(mail.text).toContain("Safari on macOS");

    const again = await jar.request(`/api/sessions/${theirs.id}`, { method: "DELETE" });
    expect(again.status).toBe(404);
    expect((await json(again)).msg).toBe(securityMessages.sessionNotFound);
  });

  it("cannot end another account's session", async () => {
    const alice = await signedInJar("dev_alice");
    const bob = await signedInJar("dev_bob");
    const [bobs] = await json<SessionSummary[]>(await bob.jar.request("/api/sessions"));
    const attempt = await alice.jar.request(`/api/sessions/${bobs?.id}`, { method: "DELETE" });
    expect(attempt.status).toBe(404);
    expect((await bob.jar.request("/api/profile")).status).toBe(200);
  });

  it("ending this browser's own session signs it out", async () => {
    const { jar } = await signedInJar("dev_self");
    const [mine] = await json<SessionSummary[]>(await jar.request("/api/sessions"));
    const ended = await jar.request(`/api/sessions/${mine?.id}`, { method: "DELETE" });
    expect(await json(ended)).toMatchObject({ current: true });
    expect((await jar.request("/api/profile")).status).toBe(401);
  });

  it("revoke-others signs out every other session, listed or not, and keeps this browser signed in", async () => {
    const { user, id, jar } = await signedInJar("dev_others");
    const second = cookieBrowser(safariOnMac);
    const third = cookieBrowser();
    await logIn(second, user);
    await logIn(third, user);
    // A session the list does not hold (made before it existed): gone all the same.
    await env.DB.prepare("delete from user_sessions where user_id = ? and device = 'Safari on macOS'").bind(id).run();

    const response = await jar.request("/api/sessions/revoke-others", { method: "POST" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: securityMessages.othersEnded, ended: 1 });
    expect((await second.request("/api/profile")).status).toBe(401);
    expect((await third.request("/api/profile")).status).toBe(401);
    expect((await jar.request("/api/profile")).status).toBe(200);
    const sessions = await json<SessionSummary[]>(await jar.request("/api/sessions"));
    expect(sessions.map((s) => s.current)).toEqual([true]);
    await receivedMail(user.email, /other LinkNest sessions were signed out/);
  });
});

describe("new-device notices", () => {
  it("mails the owner when a browser not seen before signs in, but not for the first one or a known one", async () => {
    const { user } = await verifiedAccount("dev_new");
    const laptop = cookieBrowser(chromeOnLinux);
    expect((await logIn(laptop, user)).status).toBe(200);
    // The laptop again (its device cookie kept): nothing new.
    await laptop.request("/api/logout", { method: "POST" });
    expect((await logIn(laptop, user)).status).toBe(200);
    expect((await mailTo(user.email, /New sign-in/)).length).toBe(0);

    const phone = cookieBrowser(safariOnMac);
    expect((await logIn(phone, user)).status).toBe(200);
    const mail = await receivedMail(user.email, /New sign-in/);
    expect(mail.text).toContain("Safari on macOS");
    const device = laptop.setCookies.find((line) => line.startsWith("ln_device="));
    expect(device).toMatch(/HttpOnly/i);
  });
});
