// The people a page is run with (docs/decisions/064): a Pro owner invites an address as editor or
// viewer, the mail's link is accepted by a verified account with that address, the member acts on the
// page as the routes' table allows, and a removal, a new role or the owner's lapse takes effect on the
// member's next request. Each refusal changes nothing.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  type AcceptedInvitation,
  type ActivityList,
  type PageList,
  type PageMember,
  pageLimits,
  pageMessages,
} from "#contract/pages";
import { auditRows } from "./support/admin";
import { receivedMail } from "./support/mailbox";
import { invitationToken } from "./support/members";
import { setSubscription } from "./support/profile";
import { type browser, deleteOwnAccount, json, request, signedInUser, uniqueUser } from "./support/requests";

type Client = ReturnType<typeof browser>;
type Person = Awaited<ReturnType<typeof signedInUser>>;
const aMonthOn = () => Date.now() + 30 * 24 * 60 * 60 * 1000;

async function proOwnerWithPage(prefix: string) {
  const owner = await signedInUser(prefix);
  await setSubscription(owner.user.username, "active", aMonthOn());
  const name = uniqueUser(`${prefix}p`).username;
  const created = await owner.client.request("/api/pages", { method: "POST", json: { username: name } });
  expect(created.status).toBe(201);
  const { id } = await json<{ id: string }>(created);
  return { ...owner, page: { id, username: name } };
}

function invite(client: Client, pageId: string, email: string, role = "editor") {
  return client.request(`/api/pages/${pageId}/members`, { method: "POST", json: { email, role } });
}

function accept(client: Client, token: string) {
  return client.request("/api/invitations/accept", { method: "POST", json: { token } });
}

/** Invites `person` to the page as `role` and accepts with its account: a member from then on. */
async function member(owner: { client: Client }, pageId: string, person: Person, role: "editor" | "viewer") {
  expect((await invite(owner.client, pageId, person.user.email, role)).status).toBe(201);
  const accepted = await accept(person.client, await invitationToken(person.user.email));
  expect(accepted.status).toBe(200);
}

async function members(client: Client, pageId: string): Promise<PageMember[]> {
  const response = await client.request(`/api/pages/${pageId}/members`);
  expect(response.status).toBe(200);
  return (await json<{ items: PageMember[] }>(response)).items;
}

async function savePage(client: Client, pageId: string, bio: string) {
  const loaded = await json<{ username: string; links: unknown[]; version: number }>(
    await client.request(`/api/pages/${pageId}/profile`),
  );
  return client.request(`/api/pages/${pageId}/profile`, {
    method: "PUT",
    json: { username: loaded.username, bio, links: loaded.links, version: loaded.version },
  });
}

describe("inviting", () => {
  it("mails the address a link and lists it as invited", async () => {
    const owner = await proOwnerWithPage("mb_inv");
    const email = uniqueUser("mb_guest").email;
    const response = await invite(owner.client, owner.page.id, email.toUpperCase(), "viewer");
    expect(response.status).toBe(201);
    const invited = await json<PageMember & { msg: string }>(response);
    expect(invited).toEqual({
      id: expect.any(String),
      email,
      username: null,
      role: "viewer",
      status: "invited",
      invitedAt: expect.any(String),
      msg: pageMessages.invited,
    });
    const mail = await receivedMail(email, new RegExp(`invited you to the page ${owner.page.username}`));
    expect(mail.text).toContain("as a viewer");
    expect(mail.text).toMatch(/\/invitation\?token=[A-Za-z0-9_-]+/);
    const { msg: _msg, ...listed } = invited;
    expect(await members(owner.client, owner.page.id)).toEqual([listed]);
  });

  it("is Pro: a free owner is refused with a message that names Pro, and no mail goes", async () => {
    const owner = await signedInUser("mb_free");
    const email = uniqueUser("mb_nobody").email;
    const response = await invite(owner.client, owner.id, email);
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ msg: pageMessages.membersProOnly });
    expect(await members(owner.client, owner.id)).toEqual([]);
  });

  it("refuses the owner's own address, an address invited already, a bad address or role, and a sixth member", async () => {
    const owner = await proOwnerWithPage("mb_bad");
    const own = await invite(owner.client, owner.page.id, owner.user.email);
    expect(own.status).toBe(400);
    expect(await json(own)).toMatchObject({ msg: pageMessages.inviteOwner });
    const malformed = await invite(owner.client, owner.page.id, "not-an-address");
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toMatchObject({ errors: [{ field: "email" }] });
    const noRole = await invite(owner.client, owner.page.id, uniqueUser("mb_x").email, "owner");
    expect(noRole.status).toBe(400);
    expect(await json(noRole)).toMatchObject({ errors: [{ field: "role" }] });

    const guests = Array.from({ length: pageLimits.membersPerPage }, (_, i) => uniqueUser(`mb_g${i}`).email);
    for (const email of guests) expect((await invite(owner.client, owner.page.id, email)).status).toBe(201);
    const again = await invite(owner.client, owner.page.id, guests[0] as string);
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ msg: pageMessages.alreadyInvited });
    const sixth = await invite(owner.client, owner.page.id, uniqueUser("mb_six").email);
    expect(sixth.status).toBe(409);
    expect(await json(sixth)).toEqual({ msg: pageMessages.membersLimit });
    expect(await members(owner.client, owner.page.id)).toHaveLength(pageLimits.membersPerPage);
  });
});

describe("accepting an invitation", () => {
  it("makes a verified account with the invited address a member, listed among its pages with its role", async () => {
    const owner = await proOwnerWithPage("mb_acc");
    const guest = await signedInUser("mb_ed");
    await invite(owner.client, owner.page.id, guest.user.email, "editor");
    const token = await invitationToken(guest.user.email);
    const response = await accept(guest.client, token);
    expect(response.status).toBe(200);
    expect(await json<AcceptedInvitation>(response)).toEqual({
      pageId: owner.page.id,
      username: owner.page.username,
      role: "editor",
      msg: pageMessages.invitationAccepted,
    });
    const listed = await json<PageList>(await guest.client.request("/api/pages"));
    expect(listed.items).toEqual([
      expect.objectContaining({ id: guest.id, role: "owner", primary: true }),
      {
        id: owner.page.id,
        username: owner.page.username,
        primary: false,
        role: "editor",
        owner: { username: owner.user.username },
      },
    ]);
    expect(await members(owner.client, owner.page.id)).toEqual([
      expect.objectContaining({
        email: guest.user.email,
        username: guest.user.username,
        status: "active",
        role: "editor",
      }),
    ]);

    const twice = await accept(guest.client, token);
    expect(twice.status).toBe(400);
    expect(await json(twice)).toEqual({ msg: pageMessages.invitationInvalid });
  });

  it("refuses a forged or expired token, another address and an unverified account, changing nothing", async () => {
    const owner = await proOwnerWithPage("mb_ref");
    const guest = await signedInUser("mb_gst");
    const other = await signedInUser("mb_oth");
    await invite(owner.client, owner.page.id, guest.user.email, "viewer");
    const token = await invitationToken(guest.user.email);

    const forged = await accept(guest.client, `${token.slice(0, -2)}xx`);
    expect(forged.status).toBe(400);
    expect(await json(forged)).toEqual({ msg: pageMessages.invitationInvalid });
    const empty = await accept(guest.client, "");
    expect(empty.status).toBe(400);

    const elsewhere = await accept(other.client, token);
    expect(elsewhere.status).toBe(403);
    expect(await json(elsewhere)).toEqual({ msg: pageMessages.invitationOtherEmail });

    await env.DB.prepare("update users set email_verified = 0 where id = ?").bind(guest.id).run();
    const unverified = await accept(guest.client, token);
    expect(unverified.status).toBe(403);
    expect(await json(unverified)).toEqual({ msg: pageMessages.invitationUnverified });
    await env.DB.prepare("update users set email_verified = 1 where id = ?").bind(guest.id).run();

    await env.DB.prepare("update page_members set expires_at = ? where page_id = ?")
      .bind(Date.now() - 1, owner.page.id)
      .run();
    const expired = await accept(guest.client, token);
    expect(expired.status).toBe(400);
    expect(await json(expired)).toEqual({ msg: pageMessages.invitationExpired });
    expect(await members(owner.client, owner.page.id)).toEqual([expect.objectContaining({ status: "invited" })]);
    expect((await guest.client.request(`/api/pages/${owner.page.id}/profile`)).status).toBe(404);

    // An expired invitation can be sent again, and the new link works.
    expect((await invite(owner.client, owner.page.id, guest.user.email, "viewer")).status).toBe(201);
    expect((await accept(guest.client, await invitationToken(guest.user.email, 2))).status).toBe(200);
  });

  it("asks who is calling", async () => {
    expect((await request("/api/invitations/accept", { method: "POST", json: { token: "x" } })).status).toBe(401);
  });
});

describe("what a member may do", () => {
  it("an editor saves the page and reads it with its own account's details, never the owner's", async () => {
    const owner = await proOwnerWithPage("mb_edit");
    const editor = await signedInUser("mb_editor");
    await member(owner, owner.page.id, editor, "editor");
    const loaded = await json<{ email: string; referralCode: string; username: string }>(
      await editor.client.request(`/api/pages/${owner.page.id}/profile`),
    );
    expect(loaded.username).toBe(owner.page.username);
    expect(loaded.email).toBe(editor.user.email);
    const ownersCode = (await env.DB.prepare("select referral_code from users where id = ?").bind(owner.id).first())
      ?.referral_code;
    expect(loaded.referralCode).not.toBe(ownersCode);

    const saved = await savePage(editor.client, owner.page.id, "Edited by the band's manager");
    expect(saved.status).toBe(200);
    expect(await json(saved)).toMatchObject({ email: editor.user.email, bio: "Edited by the band's manager" });
    expect(await json(await request(`/api/user/${owner.page.username}`))).toMatchObject({
      bio: "Edited by the band's manager",
    });
    for (const path of ["custom-domain", "audience/export.csv", "audience/webhook", "members"]) {
      const refused = await editor.client.request(`/api/pages/${owner.page.id}/${path}`);
      expect(refused.status, path).toBe(403);
      expect(await json(refused)).toEqual({ msg: pageMessages.ownerOnly });
    }
    expect((await editor.client.request(`/api/pages/${owner.page.id}/audience`)).status).toBe(200);
    // Deleting the page is the owner's alone: to anyone else it is not theirs.
    const deletion = await editor.client.request(`/api/pages/${owner.page.id}`, {
      method: "DELETE",
      json: { password: editor.user.password },
    });
    expect(deletion.status).toBe(404);
  });

  it("an editor brings a page over into the page and reads the answer with its own account's details", async () => {
    const owner = await proOwnerWithPage("mb_imp");
    const editor = await signedInUser("mb_importer");
    await member(owner, owner.page.id, editor, "editor");
    const applied = await editor.client.request(`/api/pages/${owner.page.id}/import/apply`, {
      method: "POST",
      json: { mode: "replace", bio: "Brought over by the editor", links: [], socials: [] },
    });
    expect(applied.status).toBe(200);
    const text = await applied.text();
    expect(text).not.toContain(owner.user.email);
    expect(JSON.parse(text)).toMatchObject({ email: editor.user.email, bio: "Brought over by the editor" });
    const activity = await json<ActivityList>(await owner.client.request(`/api/pages/${owner.page.id}/activity`));
    expect(activity.items[0]).toMatchObject({ action: "page.imported", actor: { username: editor.user.username } });
  });

  it("a viewer sees the page and its analytics and can change nothing", async () => {
    const owner = await proOwnerWithPage("mb_view");
    const viewer = await signedInUser("mb_viewer");
    await member(owner, owner.page.id, viewer, "viewer");
    expect((await viewer.client.request(`/api/pages/${owner.page.id}/profile`)).status).toBe(200);
    expect((await viewer.client.request(`/api/pages/${owner.page.id}/analytics`)).status).toBe(200);
    const refused = await savePage(viewer.client, owner.page.id, "Should not stick");
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({ msg: pageMessages.editorsOnly });
    expect(await json(await request(`/api/user/${owner.page.username}`))).toMatchObject({ bio: "" });
    expect((await viewer.client.request(`/api/pages/${owner.page.id}/audience`)).status).toBe(403);
    expect((await viewer.client.request(`/api/pages/${owner.page.id}/activity`)).status).toBe(403);
  });
});

describe("changing and ending a membership", () => {
  it("a removal or a new role holds from the member's next request", async () => {
    const owner = await proOwnerWithPage("mb_rm");
    const editor = await signedInUser("mb_gone");
    await member(owner, owner.page.id, editor, "editor");
    const [entry] = await members(owner.client, owner.page.id);

    const demoted = await owner.client.request(`/api/pages/${owner.page.id}/members/${entry?.id}`, {
      method: "PUT",
      json: { role: "viewer" },
    });
    expect(demoted.status).toBe(200);
    expect(await json(demoted)).toEqual({ msg: pageMessages.roleChanged });
    expect((await savePage(editor.client, owner.page.id, "x")).status).toBe(403);

    const removed = await owner.client.request(`/api/pages/${owner.page.id}/members/${entry?.id}`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ msg: pageMessages.memberRemoved });
    expect((await editor.client.request(`/api/pages/${owner.page.id}/profile`)).status).toBe(404);
    const listed = await json<PageList>(await editor.client.request("/api/pages"));
    expect(listed.items.map((page) => page.id)).toEqual([editor.id]);
    expect(await members(owner.client, owner.page.id)).toEqual([]);
  });

  it("a member leaves as `me`, and cannot remove anyone else", async () => {
    const owner = await proOwnerWithPage("mb_leave");
    const first = await signedInUser("mb_first");
    const second = await signedInUser("mb_second");
    await member(owner, owner.page.id, first, "editor");
    await member(owner, owner.page.id, second, "viewer");
    const others = await members(owner.client, owner.page.id);
    const secondId = others.find((entry) => entry.email === second.user.email)?.id;
    const meddling = await first.client.request(`/api/pages/${owner.page.id}/members/${secondId}`, {
      method: "DELETE",
    });
    expect(meddling.status).toBe(403);
    const left = await first.client.request(`/api/pages/${owner.page.id}/members/me`, { method: "DELETE" });
    expect(left.status).toBe(200);
    expect(await json(left)).toEqual({ msg: pageMessages.memberLeft });
    expect((await first.client.request(`/api/pages/${owner.page.id}/profile`)).status).toBe(404);
    expect((await members(owner.client, owner.page.id)).map((entry) => entry.email)).toEqual([second.user.email]);
    const unknown = await owner.client.request(`/api/pages/${owner.page.id}/members/nobody`, {
      method: "PUT",
      json: { role: "viewer" },
    });
    expect(unknown.status).toBe(404);
  });

  it("members open nothing while the owner is not Pro, and come back with the subscription", async () => {
    const owner = await proOwnerWithPage("mb_lapse");
    const editor = await signedInUser("mb_wait");
    await member(owner, owner.page.id, editor, "editor");
    await setSubscription(owner.user.username, "canceled", Date.now() - 1000);
    expect((await editor.client.request(`/api/pages/${owner.page.id}/profile`)).status).toBe(404);
    expect((await json<PageList>(await editor.client.request("/api/pages"))).items).toHaveLength(1);
    await setSubscription(owner.user.username, "active", aMonthOn());
    expect((await editor.client.request(`/api/pages/${owner.page.id}/profile`)).status).toBe(200);
  });

  it("deleting the page or the owner's account ends every membership; the members' own pages stay", async () => {
    const owner = await proOwnerWithPage("mb_del");
    const editor = await signedInUser("mb_keeps");
    await member(owner, owner.page.id, editor, "editor");
    await member(owner, owner.id, editor, "viewer");
    const deleted = await owner.client.request(`/api/pages/${owner.page.id}`, {
      method: "DELETE",
      json: { password: owner.user.password },
    });
    expect(deleted.status).toBe(200);
    expect((await editor.client.request(`/api/pages/${owner.page.id}/profile`)).status).toBe(404);
    expect((await json<PageList>(await editor.client.request("/api/pages"))).items.map((page) => page.role)).toEqual([
      "owner",
      "viewer",
    ]);
    expect((await deleteOwnAccount(owner.client, owner.user.password)).status).toBe(200);
    expect((await editor.client.request(`/api/pages/${owner.id}/profile`)).status).toBe(404);
    expect((await json<PageList>(await editor.client.request("/api/pages"))).items).toEqual([
      expect.objectContaining({ id: editor.id, role: "owner" }),
    ]);
    expect((await request(`/${editor.user.username}`)).status).toBe(200);
    const rows = await env.DB.prepare("select count(*) as n from page_members where user_id = ?")
      .bind(editor.id)
      .first();
    expect(rows?.n).toBe(0);
  });
});

describe("a page's activity", () => {
  it("names who changed what, newest first, for the owner and editors, a page at a time", async () => {
    const owner = await proOwnerWithPage("mb_act");
    const editor = await signedInUser("mb_actor");
    await member(owner, owner.page.id, editor, "editor");
    expect((await savePage(owner.client, owner.page.id, "one")).status).toBe(200);
    expect((await savePage(editor.client, owner.page.id, "two")).status).toBe(200);
    const response = await editor.client.request(`/api/pages/${owner.page.id}/activity`);
    expect(response.status).toBe(200);
    const { items, next } = await json<ActivityList>(response);
    expect(items.map((entry) => [entry.action, entry.actor?.username, entry.detail])).toEqual([
      ["page.saved", editor.user.username, null],
      ["page.saved", owner.user.username, null],
      ["member.joined", editor.user.username, `${editor.user.email} editor`],
      ["member.invited", owner.user.username, `${editor.user.email} editor`],
      ["page.created", owner.user.username, null],
    ]);
    expect(next).toBeNull();
    // Another page's activity holds none of it.
    const primary = await json<ActivityList>(await owner.client.request(`/api/pages/${owner.id}/activity`));
    expect(primary.items).toEqual([]);

    const audit = await auditRows({ targetUserId: owner.id });
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["page_member_invited", "page_member_joined"]),
    );
  });

  it("pages through a long history with the cursor it answers, and refuses one it did not", async () => {
    const owner = await proOwnerWithPage("mb_many");
    const size = pageLimits.activityPageSize;
    const at = Date.now() - 60_000;
    const statements = Array.from({ length: size + 3 }, (_, i) =>
      env.DB.prepare(
        "insert into page_activity (id, page_id, created_at, actor_id, action) values (?, ?, ?, ?, 'page.saved')",
      ).bind(crypto.randomUUID(), owner.page.id, at + (i % 7), owner.id),
    );
    await env.DB.batch(statements);
    const first = await json<ActivityList>(await owner.client.request(`/api/pages/${owner.page.id}/activity`));
    expect(first.items).toHaveLength(size);
    expect(first.next).toEqual(expect.any(String));
    const second = await json<ActivityList>(
      await owner.client.request(`/api/pages/${owner.page.id}/activity?before=${encodeURIComponent(first.next ?? "")}`),
    );
    // The 53 inserted and the page's creation, each once.
    const ids = [...first.items, ...second.items].map((entry) => entry.id);
    expect(new Set(ids).size).toBe(size + 4);
    expect(second.next).toBeNull();
    const bad = await owner.client.request(`/api/pages/${owner.page.id}/activity?before=yesterday`);
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ msg: pageMessages.activityCursor });
  });
});
