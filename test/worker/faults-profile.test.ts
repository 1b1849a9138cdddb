// Faults injected into the profile side (profile save, avatar upload, clicks, the public page and its
// JSON): a clean 5xx (or the HTML error page with 'Try Again'), an error line or console error, and
// nothing half-stored — or, where the change had already committed, the change standing.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import {
  avatarKeysOf,
  d1Down,
  errorLogLine,
  expectCleanFailure,
  failing,
  failingD1,
  fetchWith,
  linksOf,
  newFault,
  storedState,
  userIdOf,
  watchConsoleErrors,
} from "./support/faults";
import { avatarForm, createProfile, images, putProfile, snapshotOf, uploadAvatar } from "./support/profile";
import { deliverAnalytics } from "./support/queues";
import { json, request, signedInUser } from "./support/requests";

let watcher: ReturnType<typeof watchConsoleErrors> | undefined;
afterEach(() => {
  watcher?.restore();
  watcher = undefined;
});

/** A signed-in owner with a saved profile (bio, two links, snapshot in KV). */
async function savedOwner(prefix: string) {
  const { user, client } = await signedInUser(prefix);
  const links = [
    { title: "One", url: "https://one.example" },
    { title: "Two", url: "https://two.example" },
  ];
  expect((await putProfile(client, { bio: "before", links })).status).toBe(200);
  const id = await userIdOf(user.email);
  return { user, client, id };
}

const saveBody = (username: string) => ({
  username,
  bio: "after",
  avatar: null,
  links: [{ title: "Three", url: "https://three.example" }],
});

describe("PUT /api/profile under faults", () => {
  it("D1 refusing the save's batch: 500, bio, links and snapshot as they were", async () => {
    const { user, client, id } = await savedOwner("b_save");
    const before = { stored: await storedState(id), snapshot: await snapshotOf(user.username) };
    const fault = newFault();
    const response = await fetchWith({ DB: failingD1(env.DB, { batch: true }, fault) }, "/api/profile", {
      method: "PUT",
      json: saveBody(user.username),
      cookie: client.cookie,
    });
    await expectCleanFailure(response, 500);
    expect({ stored: await storedState(id), snapshot: await snapshotOf(user.username) }).toEqual(before);
    expect(await errorLogLine(fault)).toMatchObject({ path: "/api/profile" });
  });

  it("D1 down: 500, nothing changed, the failure on the console", async () => {
    watcher = watchConsoleErrors();
    const { user, client, id } = await savedOwner("d_save");
    const before = await storedState(id);
    const fault = newFault();
    const response = await fetchWith({ DB: failingD1(env.DB, d1Down, fault) }, "/api/profile", {
      method: "PUT",
      json: saveBody(user.username),
      cookie: client.cookie,
    });
    await expectCleanFailure(response, 500);
    expect(await storedState(id)).toEqual(before);
    expect(watcher.mentions(fault)).toBe(true);
  });

  it("KV refusing the snapshot write: the save stands, the stale snapshot is dropped, the page shows the new bio", async () => {
    const { user, client } = await savedOwner("kv_save");
    const fault = newFault();
    const bindings = { PROFILES: failing(env.PROFILES, "PROFILES", ["put"], fault) };
    const response = await fetchWith(bindings, "/api/profile", {
      method: "PUT",
      json: saveBody(user.username),
      cookie: client.cookie,
    });
    expect(response.status).toBe(200);
    expect(fault.hits).toBeGreaterThan(0);
    expect(await snapshotOf(user.username)).toBeNull();
    const page = await fetchWith(bindings, `/${user.username}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("after");
  });

  it("KV refusing to forget the old name of a rename: the rename stands, and the stale key is reported", async () => {
    const { user, client } = await savedOwner("kv_rename");
    const fault = newFault();
    const renamed = `${user.username.slice(0, 24)}_new`;
    const response = await fetchWith(
      { PROFILES: failing(env.PROFILES, "PROFILES", ["delete"], fault) },
      "/api/profile",
      { method: "PUT", json: saveBody(renamed), cookie: client.cookie },
    );
    expect(response.status).toBe(200);
    expect((await json<{ username: string }>(response)).username).toBe(renamed);
    const line = await errorLogLine(fault);
    expect(line).toMatchObject({ path: "kv:PROFILES" });
    expect(line?.message).toContain(`old name "${user.username}"`);
  });
});

describe("POST /api/upload/avatar under faults", () => {
  it("R2 refusing the put: 500, the avatar unchanged, no object stored", async () => {
    const { client, id } = await savedOwner("r2_put");
    const before = await storedState(id);
    const fault = newFault();
    const response = await fetchWith(
      { AVATARS: failing(env.AVATARS, "AVATARS", ["put"], fault) },
      "/api/upload/avatar",
      { method: "POST", body: avatarForm(images.png()), cookie: client.cookie },
    );
    await expectCleanFailure(response, 500);
    expect(await storedState(id)).toEqual(before);
    expect(await errorLogLine(fault)).toMatchObject({ path: "/api/upload/avatar" });
  });

  it("D1 refusing the avatar update: 500, and the object just stored is deleted again", async () => {
    const { client, id } = await savedOwner("d1_avatar");
    expect((await uploadAvatar(client, avatarForm(images.png()))).status).toBe(200);
    const before = await storedState(id);
    expect(before.avatars).toHaveLength(1);
    const fault = newFault();
    const response = await fetchWith({ DB: failingD1(env.DB, { batch: true }, fault) }, "/api/upload/avatar", {
      method: "POST",
      body: avatarForm(images.gif()),
      cookie: client.cookie,
    });
    await expectCleanFailure(response, 500);
    expect(await storedState(id)).toEqual(before);
    expect(await errorLogLine(fault)).toMatchObject({ path: "/api/upload/avatar" });
  });

  it("R2 refusing to delete the replaced object: the new avatar stands, the leftover is reported", async () => {
    const { client, id } = await savedOwner("r2_delete");
    const first = await json<{ url: string }>(await uploadAvatar(client, avatarForm(images.png())));
    const fault = newFault();
    const response = await fetchWith(
      { AVATARS: failing(env.AVATARS, "AVATARS", ["delete"], fault) },
      "/api/upload/avatar",
      { method: "POST", body: avatarForm(images.gif()), cookie: client.cookie },
    );
    expect(response.status).toBe(200);
    const second = await json<{ url: string }>(response);
    expect((await storedState(id)).page?.avatar).toBe(second.url);
    expect(await avatarKeysOf(id)).toHaveLength(2);
    const line = await errorLogLine(fault);
    expect(line).toMatchObject({ path: "r2:AVATARS" });
    expect(line?.message).toContain(first.url.slice("/uploads/".length));
  });
});

describe("POST /api/click under faults", () => {
  it("D1 down: the click never touches D1 while the page's snapshot is in KV, so it is still taken", async () => {
    const owner = await createProfile({ links: [{ title: "A", url: "https://a.example", clicks: 3 }] });
    expect((await request(`/api/user/${owner.username}`)).status).toBe(200); // writes the snapshot
    const fault = newFault();
    const response = await fetchWith({ DB: failingD1(env.DB, d1Down, fault) }, "/api/click", {
      method: "POST",
      json: { username: owner.username, linkIndex: 0 },
    });
    expect(response.status).toBe(204);
    expect(fault.hits).toBe(0);
    await deliverAnalytics();
    expect((await linksOf(owner.id)).map((link) => link.clicks)).toEqual([4]);
  });

  it("D1 down and no snapshot: 500, nothing counted, the failure on the console", async () => {
    watcher = watchConsoleErrors();
    const owner = await createProfile({ links: [{ title: "A", url: "https://a.example", clicks: 3 }] });
    const fault = newFault();
    const response = await fetchWith({ DB: failingD1(env.DB, d1Down, fault) }, "/api/click", {
      method: "POST",
      json: { username: owner.username, linkIndex: 0 },
    });
    await expectCleanFailure(response, 500);
    expect((await linksOf(owner.id)).map((link) => link.clicks)).toEqual([3]);
    expect(watcher.mentions(fault)).toBe(true);
  });
});

describe("the public page and GET /api/user/{username} under faults", () => {
  it("KV refusing snapshot reads: the page is rendered from D1", async () => {
    const owner = await createProfile({ bio: "read from D1" });
    const fault = newFault();
    const bindings = { PROFILES: failing(env.PROFILES, "PROFILES", ["get"], fault) };
    const response = await fetchWith(bindings, `/${owner.username}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("read from D1");
    expect(fault.hits).toBe(1);
    const api = await fetchWith(bindings, `/api/user/${owner.username}`);
    expect((await json<{ bio: string }>(api)).bio).toBe("read from D1");
  });

  it("D1 down with the snapshot in KV: the page still renders", async () => {
    const owner = await createProfile({ bio: "kept in KV" });
    expect((await request(`/${owner.username}`)).status).toBe(200); // writes the snapshot
    const fault = newFault();
    const response = await fetchWith({ DB: failingD1(env.DB, d1Down, fault) }, `/${owner.username}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("kept in KV");
  });

  it("D1 down and no snapshot: the 500 page with 'Try Again', the JSON a clean 500", async () => {
    watcher = watchConsoleErrors();
    const owner = await createProfile({ bio: "unreachable" });
    const fault = newFault();
    const bindings = { DB: failingD1(env.DB, d1Down, fault) };
    const response = await fetchWith(bindings, `/${owner.username}`);
    expect(response.status).toBe(500);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain("<h1>Failed to load user profile</h1>");
    expect(html).toContain(`<a class="button" href="/${owner.username}">Try Again</a>`);
    expect(html).not.toContain(fault.tag);
    await expectCleanFailure(await fetchWith(bindings, `/api/user/${owner.username}`), 500);
    expect(watcher.mentions(fault)).toBe(true);
  });

  it("KV and D1 both down: the 500 page, never a stack", async () => {
    watcher = watchConsoleErrors();
    const owner = await createProfile();
    const fault = newFault();
    const response = await fetchWith(
      { DB: failingD1(env.DB, d1Down, fault), PROFILES: failing(env.PROFILES, "PROFILES", ["get", "put"], fault) },
      `/${owner.username}`,
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Try Again");
    expect(html).not.toMatch(/injected-fault|at .*\.ts/);
  });
});
