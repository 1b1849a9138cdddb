// An account's pages (docs/decisions/059): GET /api/pages lists them, a Pro account adds up to ten in
// all under the signup's rules for a name, and deletes any but its primary page after a re-check; the
// account's deletion takes every page it owns.
import { describe, expect, it } from "vitest";
import type { AccountExport } from "#contract/account-data";
import { accountMessages } from "#contract/account-schemas";
import { limits } from "#contract/limits";
import { type PageList, pageLimits, pageMessages } from "#contract/pages";
import { profileMessages } from "#contract/profile-schemas";
import { securityMessages } from "#contract/security";
import { impersonatingAdmin, signedInAdmin } from "./support/admin";
import { avatarForm, images, setSubscription } from "./support/profile";
import { type browser, deleteOwnAccount, json, request, signedInUser, uniqueUser } from "./support/requests";

type Client = ReturnType<typeof browser>;
const aMonthOn = () => Date.now() + 30 * 24 * 60 * 60 * 1000;

async function proOwner(prefix: string) {
  const owner = await signedInUser(prefix);
  await setSubscription(owner.user.username, "active", aMonthOn());
  return owner;
}

function newPage(client: Client, username: string) {
  return client.request("/api/pages", { method: "POST", json: { username } });
}

async function listed(client: Client) {
  const response = await client.request("/api/pages");
  expect(response.status).toBe(200);
  return (await json<PageList>(response)).items;
}

describe("GET /api/pages", () => {
  it("lists the primary page alone for a new account, as its owner's", async () => {
    const { client, id, user } = await signedInUser("pg_list");
    expect(await listed(client)).toEqual([
      { id, username: user.username, primary: true, role: "owner", owner: { username: user.username } },
    ]);
  });

  it("asks who is calling", async () => {
    expect((await request("/api/pages")).status).toBe(401);
  });
});

describe("POST /api/pages", () => {
  it("adds an empty page a Pro account owns, public at once and listed after the primary page", async () => {
    const { client, id, user } = await proOwner("pg_new");
    const name = uniqueUser("band").username;
    const response = await newPage(client, name);
    expect(response.status).toBe(201);
    const created = await json<{ id: string; username: string; msg: string }>(response);
    expect(created).toEqual({ id: expect.any(String), username: name, msg: pageMessages.created });
    expect(created.id).not.toBe(id);
    expect((await listed(client)).map((page) => [page.username, page.primary, page.role])).toEqual([
      [user.username, true, "owner"],
      [name, false, "owner"],
    ]);
    const shown = await json<{ username: string; links: unknown[] }>(await request(`/api/user/${name}`));
    expect(shown).toMatchObject({ username: name, links: [] });
    expect((await request(`/${name}`)).status).toBe(200);
  });

  it("refuses a free account with a message that names Pro, adding nothing", async () => {
    const { client } = await signedInUser("pg_free");
    const response = await newPage(client, uniqueUser("solo").username);
    expect(response.status).toBe(403);
    expect(await json(response)).toEqual({ msg: pageMessages.proOnly });
    expect(await listed(client)).toHaveLength(1);
  });

  it("answers a taken, reserved or malformed name as signup does", async () => {
    const { client } = await proOwner("pg_names");
    const someone = await signedInUser("pg_taken");
    const taken = await newPage(client, someone.user.username.toUpperCase());
    expect(taken.status).toBe(409);
    expect(await json(taken)).toMatchObject({ msg: accountMessages.usernameTaken });
    const reserved = await newPage(client, "dashboard");
    expect(reserved.status).toBe(400);
    expect(await json(reserved)).toMatchObject({
      errors: [{ field: "username", message: accountMessages.usernameReserved }],
    });
    const malformed = await newPage(client, "two words");
    expect(malformed.status).toBe(400);
    expect(await json(malformed)).toMatchObject({ errors: [{ field: "username" }] });
    expect(await listed(client)).toHaveLength(1);
  });

  it(`stops at ${pageLimits.pagesPerAccount} pages with a message that names the limit`, async () => {
    const { client } = await proOwner("pg_most");
    for (let made = 1; made < pageLimits.pagesPerAccount; made += 1) {
      expect((await newPage(client, uniqueUser("more").username)).status).toBe(201);
    }
    const eleventh = await newPage(client, uniqueUser("more").username);
    expect(eleventh.status).toBe(409);
    expect(await json(eleventh)).toEqual({ msg: pageMessages.limitReached });
    expect(pageMessages.limitReached).toContain(String(pageLimits.pagesPerAccount));
    expect(await listed(client)).toHaveLength(pageLimits.pagesPerAccount);
  });
});

describe("a page's routes under its id", () => {
  it("load and save the page the address names, leaving the primary page as it was", async () => {
    const { client, user } = await proOwner("pg_edit");
    const name = uniqueUser("shop").username;
    const { id } = await json<{ id: string }>(await newPage(client, name));
    const loaded = await client.request(`/api/pages/${id}/profile`);
    expect(loaded.status).toBe(200);
    const page = await json<{ username: string; bio: string; version: number }>(loaded);
    expect(page).toMatchObject({ username: name, bio: "" });

    const saved = await client.request(`/api/pages/${id}/profile`, {
      method: "PUT",
      json: {
        username: name,
        bio: "Records and tapes",
        links: [{ title: "Store", url: "https://store.example" }],
        version: page.version,
      },
    });
    expect(saved.status).toBe(200);
    expect(await json(await request(`/api/user/${name}`))).toMatchObject({
      bio: "Records and tapes",
      links: [{ title: "Store", url: "https://store.example" }],
    });
    expect(await json(await client.request("/api/profile"))).toMatchObject({
      username: user.username,
      bio: "",
      links: [],
    });
    expect((await client.request(`/api/pages/${id}/analytics`)).status).toBe(200);
    expect(await json(await client.request(`/api/pages/${id}/audience`))).toMatchObject({ items: [], total: 0 });
  });

  it("take an avatar and a link's thumbnail as a file under the page's id, with the same limits", async () => {
    const { client } = await proOwner("pg_files");
    const name = uniqueUser("files").username;
    const { id } = await json<{ id: string }>(await newPage(client, name));
    const page = await json<{ version: number }>(await client.request(`/api/pages/${id}/profile`));
    const saved = await client.request(`/api/pages/${id}/profile`, {
      method: "PUT",
      json: { username: name, bio: "", links: [{ title: "Shop", url: "https://shop.example" }], version: page.version },
    });
    const linkId = (await json<{ links: { id: string }[] }>(saved)).links[0]?.id;

    const avatar = await client.request(`/api/pages/${id}/upload/avatar`, {
      method: "POST",
      body: avatarForm(images.png()),
    });
    expect(avatar.status, await avatar.clone().text()).toBe(200);
    expect((await json<{ avatar: string | null }>(await request(`/api/user/${name}`))).avatar).toMatch(/^\/uploads\//);
    const thumbnail = await client.request(`/api/pages/${id}/links/${linkId}/thumbnail`, {
      method: "POST",
      body: avatarForm(images.png(), { field: "thumbnail" }),
    });
    expect(thumbnail.status, await thumbnail.clone().text()).toBe(200);
    const tooLarge = await client.request(`/api/pages/${id}/upload/avatar`, {
      method: "POST",
      body: avatarForm(images.png(limits.avatarMaxBytes + 1)),
    });
    expect(tooLarge.status).toBe(413);
    expect(await json(tooLarge)).toEqual({ msg: profileMessages.avatarTooLarge });
  });

  it("find no page of someone else's, and ask who is calling", async () => {
    const owner = await proOwner("pg_mine");
    const { id } = await json<{ id: string }>(await newPage(owner.client, uniqueUser("mine").username));
    const stranger = await signedInUser("pg_stranger");
    for (const path of ["profile", "analytics", "audience", "custom-domain"]) {
      const response = await stranger.client.request(`/api/pages/${id}/${path}`);
      expect(response.status, path).toBe(404);
      expect(await json(response)).toEqual({ msg: pageMessages.pageNotFound });
    }
    const saved = await stranger.client.request(`/api/pages/${id}/profile`, {
      method: "PUT",
      json: { username: "taken_over", bio: "", links: [] },
    });
    expect(saved.status).toBe(404);
    expect((await request(`/api/pages/${id}/profile`)).status).toBe(401);
    expect((await request(`/api/pages/no-such-page/profile`, { cookie: owner.client.cookie })).status).toBe(404);
  });
});

describe("DELETE /api/pages/{id}", () => {
  it("deletes a page other than the primary one after the password, taking its address with it", async () => {
    const { client, user } = await proOwner("pg_del");
    const name = uniqueUser("gone").username;
    const { id } = await json<{ id: string }>(await newPage(client, name));
    const refused = await client.request(`/api/pages/${id}`, { method: "DELETE", json: {} });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ msg: securityMessages.recheckRequired });
    const wrong = await client.request(`/api/pages/${id}`, { method: "DELETE", json: { password: "Wrong999" } });
    expect(wrong.status).toBe(400);
    expect((await request(`/api/user/${name}`)).status).toBe(200);

    const deleted = await client.request(`/api/pages/${id}`, { method: "DELETE", json: { password: user.password } });
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ msg: pageMessages.deleted });
    expect((await request(`/api/user/${name}`)).status).toBe(404);
    expect((await listed(client)).map((page) => page.username)).toEqual([user.username]);
  });

  it("keeps the primary page (400) and finds no page of someone else's (404)", async () => {
    const { client, id, user } = await proOwner("pg_keep");
    const primary = await client.request(`/api/pages/${id}`, { method: "DELETE", json: { password: user.password } });
    expect(primary.status).toBe(400);
    expect(await json(primary)).toEqual({ msg: pageMessages.primaryPage });

    const other = await proOwner("pg_other");
    const { id: theirs } = await json<{ id: string }>(await newPage(other.client, uniqueUser("theirs").username));
    const stranger = await client.request(`/api/pages/${theirs}`, {
      method: "DELETE",
      json: { password: user.password },
    });
    expect(stranger.status).toBe(404);
    expect(await json(stranger)).toEqual({ msg: pageMessages.pageNotFound });
    expect(await listed(other.client)).toHaveLength(2);
  });

  it("is refused to an admin impersonating the owner", async () => {
    const { admin, target } = await impersonatingAdmin();
    const response = await admin.client.request(`/api/pages/${target.id}`, {
      method: "DELETE",
      json: { password: "x" },
    });
    expect(response.status).toBe(403);
  });
});

describe("what an admin sees and does", () => {
  it("suspending the account hides every page it owns, and lifting it shows them again", async () => {
    const { client, id, user } = await proOwner("pg_susp");
    const name = uniqueUser("also").username;
    expect((await newPage(client, name)).status).toBe(201);
    const admin = await signedInAdmin("pg_susp_admin");
    const suspended = await admin.client.request(`/api/admin/users/${id}/suspend`, { method: "POST", json: {} });
    expect(suspended.status).toBe(200);
    expect((await request(`/api/user/${name}`)).status).toBe(404);
    expect((await request(`/api/user/${user.username}`)).status).toBe(404);
    expect((await admin.client.request(`/api/admin/users/${id}/unsuspend`, { method: "POST" })).status).toBe(200);
    expect((await request(`/api/user/${name}`)).status).toBe(200);
  });

  it("a report names the page it was made on, whichever of the account's pages that is", async () => {
    const { client } = await proOwner("pg_report");
    const name = uniqueUser("reported").username;
    expect((await newPage(client, name)).status).toBe(201);
    const reported = await request("/api/reports", {
      method: "POST",
      json: { username: name, reason: "spam", details: "Looks like spam" },
    });
    expect(reported.status).toBe(201);
    const admin = await signedInAdmin("pg_report_admin");
    const { items } = await json<{ items: { username: string; details: string }[] }>(
      await admin.client.request("/api/admin/reports?status=open&pageSize=100"),
    );
    expect(items.find((item) => item.details === "Looks like spam")?.username).toBe(name);
  });
});

describe("the account's data file", () => {
  it("holds every page: the primary page as before, each other page with its profile and links", async () => {
    const { client, user } = await proOwner("pg_export");
    const name = uniqueUser("zine").username;
    const { id } = await json<{ id: string }>(await newPage(client, name));
    const saved = await client.request(`/api/pages/${id}/profile`, {
      method: "PUT",
      json: { username: name, bio: "Zines", links: [{ title: "First zine", url: "https://zine.example/1" }] },
    });
    expect(saved.status).toBe(200);
    const file = await json<AccountExport>(await client.request("/api/account/export"));
    expect(file.profile.username).toBe(user.username);
    expect(file.otherPages).toEqual([
      {
        profile: expect.objectContaining({ username: name, bio: "Zines" }),
        links: [expect.objectContaining({ title: "First zine", url: "https://zine.example/1" })],
        analytics: [],
        subscribers: [],
      },
    ]);
  });
});

describe("deleting the account", () => {
  it("takes every page it owns", async () => {
    const { client, user } = await proOwner("pg_acct");
    const name = uniqueUser("side").username;
    expect((await newPage(client, name)).status).toBe(201);
    expect((await deleteOwnAccount(client, user.password)).status).toBe(200);
    expect((await request(`/api/user/${name}`)).status).toBe(404);
    expect((await request(`/api/user/${user.username}`)).status).toBe(404);
  });
});
