// What the public page keeps per isolate (docs/decisions/009-performance.md): a copy of the settings
// at most recentSettingsMaxAgeMs old, used only when the profile comes from its KV snapshot, and the
// rendered pages, keyed by everything they show.
import { env } from "cloudflare:test";
import { createElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDb } from "../../worker/db/client";
import { recentSnapshotMaxAgeMs, snapshotKey } from "../../worker/page-snapshot/store";
import { cachedPageCount, maxCachedChars, maxCachedPages, renderCachedPage } from "../../worker/public-page/render";
import { recentSettingsMaxAgeMs, writeSettings } from "../../worker/settings/settings";
import { createProfile, tenLinks } from "./support/profile";
import { request, signedInUser } from "./support/requests";

const db = () => openDb(env.DB);

afterEach(async () => {
  vi.useRealTimers();
  // Through writeSettings, so this isolate's copy is dropped too.
  await env.DB.prepare("delete from settings").run();
  await writeSettings(db(), { extraReservedUsernames: [] });
});

async function shows(path: string): Promise<"profile" | "spa" | "not found"> {
  const response = await request(path);
  const html = await response.text();
  if (html.includes('id="ln-config"')) return "spa";
  if (response.status === 404) return "not found";
  expect(html).toContain("<h1>@");
  return "profile";
}

/** A settings row written by someone else: another isolate, another location, a migration. */
async function reserveElsewhere(names: string[]) {
  await env.DB.prepare("insert or replace into settings (key, value) values ('extraReservedUsernames', ?)")
    .bind(JSON.stringify(names))
    .run();
}

describe("the public page's copy of the settings", () => {
  it("a name the admin reserves stops being a profile at once in the isolate that saved it", async () => {
    const owner = await createProfile({ links: tenLinks() });
    expect(await shows(`/${owner.username}`)).toBe("profile"); // the snapshot and the settings copy are warm
    const { client, user } = await signedInUser("reserver");
    await env.DB.prepare("update users set role = 'admin' where email = ?").bind(user.email).run();
    const saved = await client.request("/api/admin/settings", {
      method: "PUT",
      json: { extraReservedUsernames: [owner.username.toUpperCase()] },
    });
    expect(saved.status).toBe(200);
    expect(await shows(`/${owner.username}`)).toBe("spa");
  });

  it("so does a name reserved with writeSettings, and giving it back restores the page", async () => {
    const owner = await createProfile();
    expect(await shows(`/${owner.username}`)).toBe("profile");
    await writeSettings(db(), { extraReservedUsernames: [owner.username] });
    expect(await shows(`/${owner.username}`)).toBe("spa");
    await writeSettings(db(), { extraReservedUsernames: [] });
    expect(await shows(`/${owner.username}`)).toBe("profile");
  });

  it("a change saved elsewhere applies to a page served from its snapshot within the bounded delay", async () => {
    const owner = await createProfile();
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await shows(`/${owner.username}`)).toBe("profile");
    await reserveElsewhere([owner.username]);
    // Still the copy this isolate read a moment ago…
    vi.setSystemTime(Date.now() + recentSettingsMaxAgeMs - 1000);
    expect(await shows(`/${owner.username}`)).toBe("profile");
    // …and the saved change once the copy is older than the bound.
    vi.setSystemTime(Date.now() + 1001);
    expect(await shows(`/${owner.username}`)).toBe("spa");
  });

  it("a page rebuilt from D1 (no snapshot yet) always reads the settings fresh", async () => {
    const warm = await createProfile();
    expect(await shows(`/${warm.username}`)).toBe("profile"); // the copy is fresh and reserves nothing
    const owner = await createProfile();
    await reserveElsewhere([owner.username]);
    expect(await shows(`/${owner.username}`)).toBe("spa");
    // An unknown name is not found, or the SPA's once reserved, also at once.
    await reserveElsewhere([owner.username, "nobody_has_this"]);
    expect(await shows("/nobody_has_this")).toBe("spa");
    expect(await shows("/nobody_has_that")).toBe("not found");
  });
});

describe("the public page's copy of a profile's snapshot", () => {
  /** The snapshot as another location would leave it in KV. */
  async function changeElsewhere(username: string, bio: string) {
    const key = snapshotKey(username);
    const stored = JSON.parse((await env.PROFILES.get(key)) ?? "null");
    await env.PROFILES.put(key, JSON.stringify({ ...stored, bio }));
  }

  const bioOf = async (path: string, cookie?: string) => {
    const html = await (await request(path, cookie ? { cookie } : {})).text();
    return /<p dir="auto">([^<]*)<\/p>/.exec(html)?.[1];
  };

  it("serves anonymous visitors this isolate's copy for a few seconds, and signed-in visitors KV's at once", async () => {
    const owner = await createProfile({ bio: "first" });
    const path = `/${owner.username}`;
    const visitor = await signedInUser("fresh-reader");
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await bioOf(path)).toBe("first");
    await changeElsewhere(owner.username, "second");
    vi.setSystemTime(Date.now() + recentSnapshotMaxAgeMs - 1000);
    expect(await bioOf(path)).toBe("first");
    expect(await bioOf(path, visitor.client.cookie)).toBe("second");
    vi.setSystemTime(Date.now() + 1001);
    expect(await bioOf(path)).toBe("second");
  });

  it("ages the copy from when it was read, even when the settings beside it are read again", async () => {
    const owner = await createProfile({ bio: "first" });
    const path = `/${owner.username}`;
    const visitor = await signedInUser("age-reader");
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    expect(await bioOf(path)).toBe("first"); // the settings copy and the snapshot copy, both read now
    vi.setSystemTime(start + 3000);
    expect(await bioOf(path, visitor.client.cookie)).toBe("first"); // the snapshot copy, read again
    await changeElsewhere(owner.username, "second");
    vi.setSystemTime(start + 6000); // the settings copy is old and is read again; the snapshot copy is not
    expect(await bioOf(path)).toBe("first");
    vi.setSystemTime(start + 3000 + recentSnapshotMaxAgeMs + 1);
    expect(await bioOf(path)).toBe("second");
  });

  it("drops the copy when the page changes through this isolate: a save and a suspension show at once", async () => {
    const { client, user } = await signedInUser("saver");
    const path = `/${user.username}`;
    const saveBio = async (bio: string) => {
      const saved = await client.request("/api/profile", {
        method: "PUT",
        json: { username: user.username, bio, links: [] },
      });
      expect(saved.status).toBe(200);
    };
    await saveBio("before");
    expect(await bioOf(path)).toBe("before");
    await saveBio("after");
    expect(await bioOf(path)).toBe("after");

    const admin = await signedInUser("suspender");
    await env.DB.prepare("update users set role = 'admin' where email = ?").bind(admin.user.email).run();
    const id = (await env.DB.prepare("select id from users where email = ?").bind(user.email).first<{ id: string }>())
      ?.id;
    const suspended = await admin.client.request(`/api/admin/users/${id}/suspend`, { method: "POST" });
    expect(suspended.status).toBe(200);
    expect((await request(path)).status).toBe(404);
  });
});

describe("rendered public pages kept per isolate", () => {
  it("a page seen before comes back identical but for a fresh nonce in its CSP, style and script", async () => {
    const owner = await createProfile({ links: tenLinks() });
    const first = await request(`/${owner.username}`);
    const firstHtml = await first.text();
    const kept = cachedPageCount();
    const second = await request(`/${owner.username}`);
    const secondHtml = await second.text();
    expect(cachedPageCount()).toBe(kept);
    const nonce = (response: Response) =>
      response.headers.get("content-security-policy")?.match(/script-src 'nonce-([^']+)'/)?.[1] ?? "";
    const [n1, n2] = [nonce(first), nonce(second)];
    expect(n1).not.toBe(n2);
    expect(secondHtml.match(new RegExp(n2, "g"))).toHaveLength(2); // the <style> and the <script>
    expect(secondHtml).not.toContain(n1);
    expect(secondHtml.replaceAll(n2, "N")).toBe(firstHtml.replaceAll(n1, "N"));
  });

  it("renders anew whenever what the page shows changes", async () => {
    const owner = await createProfile({ bio: "first bio" });
    expect(await (await request(`/${owner.username}`)).text()).toContain("first bio");
    const key = `profile:${owner.username.toLowerCase()}`;
    const snapshot = (await env.PROFILES.get(key, "json")) as Record<string, unknown>;
    await env.PROFILES.put(key, JSON.stringify({ ...snapshot, bio: "second bio" }));
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + recentSnapshotMaxAgeMs); // past the isolate's copy of the snapshot
    const html = await (await request(`/${owner.username}`)).text();
    expect(html).toContain("second bio");
    expect(html).not.toContain("first bio");
  });

  it("keeps at most maxCachedPages pages, dropping the least recently used first", async () => {
    let renders = 0;
    const page = (label: string) => (nonce: string) => {
      renders += 1;
      return createElement("p", { nonce }, label);
    };
    const html = await renderCachedPage("lru:first", page("first"), "n0");
    expect(html).toBe('<p nonce="n0">first</p>');
    for (let i = 0; i < maxCachedPages + 10; i++) {
      await renderCachedPage(`lru:${i}`, page(String(i)), "n");
      // Touched all along, so it is never the least recently used.
      await renderCachedPage("lru:first", page("first"), "n");
    }
    expect(cachedPageCount()).toBeLessThanOrEqual(maxCachedPages);
    const before = renders;
    expect(await renderCachedPage("lru:first", page("first"), "n1")).toBe('<p nonce="n1">first</p>');
    expect(renders).toBe(before);
    await renderCachedPage("lru:0", page("0"), "n"); // long evicted: rendered again
    expect(renders).toBe(before + 1);
  });

  it("keeps the pages it holds under maxCachedChars in all", async () => {
    let renders = 0;
    const big = "x".repeat(Math.ceil(maxCachedChars / 4));
    const page = (label: string) => (nonce: string) => {
      renders += 1;
      return createElement("p", { nonce }, `${label}${big}`);
    };
    for (let i = 0; i < 5; i++) await renderCachedPage(`big:${i}`, page(String(i)), "n");
    const before = renders;
    await renderCachedPage("big:4", page("4"), "n"); // the newest is kept
    expect(renders).toBe(before);
    await renderCachedPage("big:0", page("0"), "n"); // the oldest had to go
    expect(renders).toBe(before + 1);
  });
});
