import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDb } from "../../worker/db/client";
import { pageChanged } from "../../worker/page-snapshot/page-changed";
import { recentSnapshotMaxAgeMs } from "../../worker/page-snapshot/store";
import {
  avatarForm,
  createProfile,
  getProfile,
  images,
  type LinkBody,
  putProfile,
  setSubscription,
  snapshotOf,
} from "./support/profile";
import { deleteOwnAccount, json, request, signedInUser } from "./support/requests";

afterEach(() => {
  vi.useRealTimers();
});

describe("the KV snapshot of a public profile", () => {
  it("is written by a profile save with the bio and links in order, each link with its kind's fields", async () => {
    const { user, client } = await signedInUser("snapsave");
    const links = [
      { title: "B", url: "https://b.example" },
      { title: "A", url: "https://a.example" },
    ];
    expect((await putProfile(client, { bio: "Fresh bio", links })).status).toBe(200);
    // A link of the contract's shape (contract/links.ts): only an e-mail sign-up block has a button.
    const stored = (link: (typeof links)[number]) => ({
      kind: "link",
      id: expect.any(String),
      title: link.title,
      enabled: true,
      startsAt: null,
      endsAt: null,
      url: link.url,
      featured: false,
      sensitive: false,
    });
    expect(await snapshotOf(user.username)).toMatchObject({
      username: user.username,
      bio: "Fresh bio",
      links: links.map(stored),
    });
    // and the next save replaces it
    await putProfile(client, { links: [links[1] as (typeof links)[number]] });
    expect((await snapshotOf(user.username))?.links).toEqual([stored(links[1] as (typeof links)[number])]);

    // A section and a sign-up block carry their own fields and none of a link's.
    const blocks = [{ kind: "header", title: "Shop" }, { kind: "signup", title: "Join", buttonText: "Go" }, links[0]];
    expect((await putProfile(client, { links: blocks as LinkBody[] })).status).toBe(200);
    const entry = { id: expect.any(String), enabled: true, startsAt: null, endsAt: null };
    expect((await snapshotOf(user.username))?.links).toEqual([
      { kind: "header", title: "Shop", ...entry },
      { kind: "signup", title: "Join", ...entry, buttonText: "Go" },
      stored(links[0] as (typeof links)[number]),
    ]);
  });

  it("moves with a rename: the old name's snapshot goes, the new one is written", async () => {
    const { user, client } = await signedInUser("snapname");
    await putProfile(client, { bio: "before" });
    expect(await snapshotOf(user.username)).not.toBeNull();
    const newName = `Moved_${Date.now().toString(36)}`;
    expect((await putProfile(client, { username: newName })).status).toBe(200);
    expect(await snapshotOf(user.username)).toBeNull();
    expect(await snapshotOf(newName)).toMatchObject({ username: newName, bio: "before" });
    // The old address now leads to the new one (username-change.test.ts).
    const old = await request(`/${user.username}`);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/${newName}`);
    expect((await request(`/${newName.toLowerCase()}`)).status).toBe(200);
  });

  it("follows avatar uploads and clearing", async () => {
    const { user, client } = await signedInUser("snapavatar");
    const { url } = await json<{ url: string }>(
      await client.request("/api/upload/avatar", { method: "POST", body: avatarForm(images.png()) }),
    );
    expect((await snapshotOf(user.username))?.avatar).toBe(url);
    await client.request("/api/upload/avatar", { method: "DELETE" });
    expect((await snapshotOf(user.username))?.avatar).toBeNull();
  });

  it("follows the branding toggle", async () => {
    const { user, client } = await signedInUser("snapbrand");
    await setSubscription(user.username, "active", null);
    await client.request("/api/profile", { method: "PUT", json: { showBranding: false } });
    expect(await snapshotOf(user.username)).toMatchObject({ showBranding: false, subscriptionStatus: "active" });
    expect((await request(`/${user.username}`).then((r) => r.text())).includes("Made with LinkNest")).toBe(false);
    await client.request("/api/profile", { method: "PUT", json: { showBranding: true } });
    expect((await snapshotOf(user.username))?.showBranding).toBe(true);
  });

  it("is removed when the account is deleted", async () => {
    const { user, client } = await signedInUser("snapdelete");
    await putProfile(client, { bio: "bye" });
    expect(await snapshotOf(user.username)).not.toBeNull();
    expect((await deleteOwnAccount(client, user.password)).status).toBe(200);
    expect(await snapshotOf(user.username)).toBeNull();
    expect((await request(`/${user.username}`)).status).toBe(404);
    expect((await request(`/api/user/${user.username}`)).status).toBe(404);
  });

  it("pageChanged follows a tier change and removes a suspended user's page", async () => {
    const owner = await createProfile({ showBranding: false });
    const db = openDb(env.DB);
    await pageChanged(db, env, { ownerId: owner.id });
    expect(await snapshotOf(owner.username)).toMatchObject({ subscriptionStatus: null, showBranding: false });
    await setSubscription(owner.username, "active", null);
    await pageChanged(db, env, { ownerId: owner.id });
    expect(await snapshotOf(owner.username)).toMatchObject({ subscriptionStatus: "active" });
    expect(await json(await request(`/api/user/${owner.username}`))).toMatchObject({
      isPro: true,
      showBranding: false,
    });

    await env.DB.prepare("update users set is_suspended = 1 where id = ?").bind(owner.id).run();
    await pageChanged(db, env, { ownerId: owner.id });
    expect(await snapshotOf(owner.username)).toBeNull();
    expect((await request(`/${owner.username}`)).status).toBe(404);
    // An unknown id is nothing to do.
    await pageChanged(db, env, { ownerId: "no-such-user" });
  });

  it("is read first: a page is served from KV; a miss reads D1 and writes the snapshot", async () => {
    const owner = await createProfile({ bio: "from D1" });
    expect(await snapshotOf(owner.username)).toBeNull();
    expect(await request(`/${owner.username}`).then((r) => r.text())).toContain("from D1");
    const written = await snapshotOf(owner.username);
    expect(written).toMatchObject({ version: 6, username: owner.username, bio: "from D1" });
    // It expires within the hour, so a lost race cannot keep a stale page for long.
    const [key] = (await env.PROFILES.list({ prefix: `profile:${owner.username.toLowerCase()}` })).keys;
    expect(key?.expiration).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(key?.expiration).toBeLessThanOrEqual(Date.now() / 1000 + 3601);

    await env.PROFILES.put(`profile:${owner.username.toLowerCase()}`, JSON.stringify({ ...written, bio: "from KV" }));
    // Once the isolate's copy of what it read from D1 is past its few seconds.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + recentSnapshotMaxAgeMs);
    expect(await request(`/${owner.username}`).then((r) => r.text())).toContain("from KV");
    expect((await json<{ bio: string }>(await request(`/api/user/${owner.username}`))).bio).toBe("from KV");
  });

  it("a snapshot in an unknown shape is ignored and rebuilt from D1", async () => {
    const owner = await createProfile({ bio: "real" });
    await env.PROFILES.put(`profile:${owner.username.toLowerCase()}`, JSON.stringify({ bio: "junk" }));
    expect((await json<{ bio: string }>(await request(`/api/user/${owner.username}`))).bio).toBe("real");
    expect(await snapshotOf(owner.username)).toMatchObject({ version: 6, bio: "real" });
  });

  it("a snapshot whose links break the link schema is ignored and rebuilt from D1", async () => {
    const owner = await createProfile({ bio: "real", links: [{ title: "Real", url: "https://real.example" }] });
    await request(`/${owner.username}`); // writes the snapshot
    const written = (await snapshotOf(owner.username)) as Record<string, unknown>;
    const key = `profile:${owner.username.toLowerCase()}`;
    for (const link of [
      { kind: "banner", id: "x", title: "Forged", enabled: true, startsAt: null, endsAt: null },
      { kind: "link", id: "x", title: "Forged", enabled: true, startsAt: null, endsAt: null },
      { kind: "signup", id: "x", title: "Forged", enabled: "yes", startsAt: null, endsAt: null, buttonText: "Go" },
    ]) {
      await env.PROFILES.put(key, JSON.stringify({ ...written, bio: "from KV", links: [link] }));
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() + recentSnapshotMaxAgeMs);
      const profile = await json<{ bio: string; links: { title: string }[] }>(
        await request(`/api/user/${owner.username}`),
      );
      expect(profile.bio, JSON.stringify(link)).toBe("real");
      expect(profile.links.map((l) => l.title)).toEqual(["Real"]);
    }
  });

  it("a snapshot of the version before links took the contract's shape is rebuilt from D1", async () => {
    const { user, client } = await signedInUser("snapold");
    const links = [
      { kind: "header", title: "Shop" },
      { kind: "signup", title: "Join", buttonText: "Go" },
    ];
    expect((await putProfile(client, { bio: "Bio of today", links: links as LinkBody[] })).status).toBe(200);
    const current = (await snapshotOf(user.username)) as Record<string, unknown>;
    // What version 3 stored: every link with every column, the kinds' own and the others'.
    const flat = { id: "x", enabled: true, startsAt: null, endsAt: null, featured: false, sensitive: false };
    const version3 = {
      ...current,
      version: 3,
      bio: "Bio of before",
      links: [
        { ...flat, kind: "header", title: "Old shop", url: "", buttonText: null },
        { ...flat, kind: "signup", title: "Old join", url: "", buttonText: "Old go" },
      ],
    };
    await env.PROFILES.put(`profile:${user.username.toLowerCase()}`, JSON.stringify(version3));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + recentSnapshotMaxAgeMs);
    const html = await request(`/${user.username}`).then((r) => r.text());
    expect(html).toContain("Bio of today");
    expect(html).not.toContain("Old join");
    expect(await snapshotOf(user.username)).toMatchObject({ version: 6, bio: "Bio of today", links: current.links });
  });

  it("keeps the page up from KV while D1 cannot answer", async () => {
    const owner = await createProfile({ bio: "still here" });
    await request(`/${owner.username}`); // warms the snapshot
    await env.DB.prepare("alter table settings rename to settings_hidden").run();
    await env.DB.prepare("alter table links rename to links_hidden").run();
    try {
      const response = await request(`/${owner.username}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("still here");
    } finally {
      await env.DB.prepare("alter table settings_hidden rename to settings").run();
      await env.DB.prepare("alter table links_hidden rename to links").run();
    }
  });

  it("GET /api/profile is never served from the snapshot", async () => {
    const { user, client } = await signedInUser("snapowner");
    await putProfile(client, { bio: "owner view" });
    await env.PROFILES.put(
      `profile:${user.username.toLowerCase()}`,
      JSON.stringify({ ...(await snapshotOf(user.username)), bio: "stale" }),
    );
    expect((await getProfile(client)).bio).toBe("owner view");
  });
});
