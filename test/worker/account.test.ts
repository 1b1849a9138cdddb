import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import type { ErrorBody } from "#contract/types";
import { mailTo, receivedMail, tokenFrom } from "./support/mailbox";
import { deleteOwnAccount, json, request, signedInUser, signedUpAndLoggedIn, uniqueUser } from "./support/requests";

type Body = ErrorBody;

describe("POST /api/change-email", () => {
  it("sets pendingEmail, mails the new address a link and the old one a notice; the link completes it", async () => {
    const { user, client } = await signedInUser("change");
    const newEmail = uniqueUser("newaddr").email;
    const response = await client.request("/api/change-email", {
      method: "POST",
      json: { newEmail: newEmail.toUpperCase() },
    });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: "Confirmation link sent to new email." });
    const pending = await env.DB.prepare("select email, pending_email from users where username = ?")
      .bind(user.username)
      .first();
    expect(pending).toEqual({ email: user.email, pending_email: newEmail });

    const notice = await receivedMail(user.email, /about to change/);
    expect(notice.text).toContain(newEmail);
    const link = await receivedMail(newEmail, /Confirm your new email/);
    const confirm = await request(`/api/verify-email-change?token=${tokenFrom(link)}`);
    expect(confirm.status).toBe(200);
    expect((await json<Body>(confirm)).msg).toBe("Your email address has been changed.");
    const done = await env.DB.prepare("select email, pending_email from users where username = ?")
      .bind(user.username)
      .first();
    expect(done).toEqual({ email: newEmail, pending_email: null });
    // The old address hears that the change happened.
    const changed = await receivedMail(user.email, /email was changed/);
    expect(changed.text).toContain(newEmail);

    const login = await request("/api/login", {
      method: "POST",
      json: { identifier: newEmail, password: user.password },
    });
    expect(login.status).toBe(200);
    const again = await request(`/api/verify-email-change?token=${tokenFrom(link)}`);
    expect((await json<Body>(again)).msg).toMatch(/already verified/);
  });

  it("answers a change to another account's address as it answers any change, and mails that address nothing", async () => {
    const { user, client } = await signedInUser("taken");
    const other = await signedInUser("other");
    const taken = await client.request("/api/change-email", {
      method: "POST",
      json: { newEmail: other.user.email.toUpperCase() },
    });
    expect(taken.status).toBe(200);
    expect(await json(taken)).toEqual({ msg: "Confirmation link sent to new email." });
    // The dashboard shows the pending address and the old address gets its notice, as for any change.
    const row = await env.DB.prepare("select email, pending_email from users where username = ?")
      .bind(user.username)
      .first();
    expect(row).toEqual({ email: user.email, pending_email: other.user.email });
    expect((await receivedMail(user.email, /about to change/)).text).toContain(other.user.email);
    expect((await mailTo(other.user.email, /Confirm your new email|about to change/)).length).toBe(0);
  });

  it("refuses the current address", async () => {
    const { user, client } = await signedInUser("same");
    const same = await client.request("/api/change-email", { method: "POST", json: { newEmail: user.email } });
    expect(same.status).toBe(400);
    expect((await json<Body>(same)).errors).toEqual([
      { field: "newEmail", message: "That is already your email address." },
    ]);
    const row = await env.DB.prepare("select pending_email from users where username = ?").bind(user.username).first();
    expect(row).toEqual({ pending_email: null });
  });

  it("confirming retires every outstanding reset and verification link of the account", async () => {
    // The signup's verification link is still outstanding: the account is verified directly.
    const { user, client } = await signedUpAndLoggedIn("retire");
    await request("/api/forgot-password", { method: "POST", json: { email: user.email } });
    const resetLink = await receivedMail(user.email, /Reset your/);
    const newEmail = uniqueUser("moved").email;
    await client.request("/api/change-email", { method: "POST", json: { newEmail } });
    const confirm = await request(
      `/api/verify-email-change?token=${tokenFrom(await receivedMail(newEmail, /Confirm/))}`,
    );
    expect(confirm.status).toBe(200);

    const reset = await request("/api/reset-password", {
      method: "POST",
      json: { token: tokenFrom(resetLink), password: "Hijack123" },
    });
    expect(reset.status).toBe(400);
    expect((await json<Body>(reset)).msg).toBe("This reset link is invalid or has expired.");
    const outstanding = await env.DB.prepare(
      // The link that undoes the change, mailed to the old address, is the one meant to stay.
      `select count(*) as n from tokens where used_at is null and expires_at > ? and purpose <> 'undo_email_change'
         and user_id = (select id from users where email = ?)`,
    )
      .bind(Date.now(), newEmail)
      .first();
    expect(outstanding).toEqual({ n: 0 });
    const login = await request("/api/login", {
      method: "POST",
      json: { identifier: newEmail, password: user.password },
    });
    expect(login.status).toBe(200);
  });

  it("confirming a change to an ADMIN_EMAILS address proves that mailbox and makes the account admin", async () => {
    const { user, client } = await signedInUser("promoted");
    const adminEmail = env.ADMIN_EMAILS.split(",")[0] as string;
    const asked = await client.request("/api/change-email", { method: "POST", json: { newEmail: adminEmail } });
    expect(asked.status, await asked.clone().text()).toBe(200);
    const link = await receivedMail(adminEmail, /Confirm your new email/);
    expect((await request(`/api/verify-email-change?token=${tokenFrom(link)}`)).status).toBe(200);
    const row = await env.DB.prepare("select email, role from users where username = ?").bind(user.username).first();
    expect(row).toEqual({ email: adminEmail, role: "admin" });
  });

  it("needs a signed-in user and a valid address", async () => {
    const anonymous = await request("/api/change-email", { method: "POST", json: { newEmail: "a@example.com" } });
    expect(anonymous.status).toBe(401);
    expect((await json<Body>(anonymous)).msg).toBeTruthy();
    const { client } = await signedInUser("invalid");
    for (const body of [{}, { newEmail: "" }, { newEmail: "nope" }, { newEmail: 42 }]) {
      const response = await client.request("/api/change-email", { method: "POST", json: body });
      expect(response.status).toBe(400);
    }
  });

  it("only the newest requested address can be confirmed", async () => {
    const { user, client } = await signedInUser("twice");
    const first = uniqueUser("first").email;
    const second = uniqueUser("second").email;
    await client.request("/api/change-email", { method: "POST", json: { newEmail: first } });
    const firstLink = await receivedMail(first, /Confirm your new email/);
    await client.request("/api/change-email", { method: "POST", json: { newEmail: second } });
    const stale = await request(`/api/verify-email-change?token=${tokenFrom(firstLink)}`);
    expect(stale.status).toBe(400);
    const row = await env.DB.prepare("select email from users where username = ?").bind(user.username).first();
    expect(row).toEqual({ email: user.email });
  });
});

describe("DELETE /api/account", () => {
  it("removes the user, their links, tokens, avatar object and sessions", async () => {
    const { user, client } = await signedInUser("delete");
    const row = await env.DB.prepare("select id from users where email = ?").bind(user.email).first<{ id: string }>();
    const id = row?.id as string;
    await env.DB.batch([
      env.DB.prepare(
        "insert into links (id, page_id, position, title, url) values (?, ?, 0, 'Site', 'https://a.example')",
      ).bind(crypto.randomUUID(), id),
      env.DB.prepare("update pages set avatar = ? where id = ?").bind(`/uploads/avatars/${id}/pic.png`, id),
    ]);
    await env.AVATARS.put(`avatars/${id}/pic.png`, new Uint8Array([137, 80, 78, 71]));
    await client.request("/api/forgot-password", { method: "POST", json: { email: user.email } });
    const stolen = client.cookie;

    const response = await deleteOwnAccount(client, user.password);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: "Account deleted." });

    const counts = await env.DB.batch([
      env.DB.prepare("select count(*) as n from users where id = ?").bind(id),
      env.DB.prepare("select count(*) as n from links where page_id = ?").bind(id),
      env.DB.prepare("select count(*) as n from tokens where user_id = ?").bind(id),
    ]);
    expect(counts.map((c) => c.results[0])).toEqual([{ n: 0 }, { n: 0 }, { n: 0 }]);
    expect(await env.AVATARS.head(`avatars/${id}/pic.png`)).toBeNull();
    expect(await json(await request("/api/auth/me", { cookie: stolen }))).toEqual({ authenticated: false });
    const login = await request("/api/login", {
      method: "POST",
      json: { identifier: user.email, password: user.password },
    });
    expect(login.status).toBe(401);
  });

  it("takes a deleted verified referral off the referrer's count", async () => {
    const referrer = await signedInUser("referrer");
    const code = await env.DB.prepare("select referral_code as c from users where email = ?")
      .bind(referrer.user.email)
      .first<{ c: string }>();
    const referred = uniqueUser("referred");
    await request("/api/signup", { method: "POST", json: { ...referred, ref: code?.c } });
    await request(`/api/verify-email?token=${tokenFrom(await receivedMail(referred.email, /Verify/))}`);
    const countOf = async () =>
      (await env.DB.prepare("select referral_count as n from users where email = ?").bind(referrer.user.email).first())
        ?.n;
    expect(await countOf()).toBe(1);
    const login = await request("/api/login", {
      method: "POST",
      json: { identifier: referred.email, password: referred.password },
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
    expect(
      (await request("/api/account", { method: "DELETE", cookie, json: { password: referred.password } })).status,
    ).toBe(200);
    expect(await countOf()).toBe(0);
  });

  it("needs a signed-in user", async () => {
    const response = await request("/api/account", { method: "DELETE" });
    expect(response.status).toBe(401);
  });
});
