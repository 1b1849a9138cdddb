// The account's data (product §7 "Your data"): the export carries what GET /api/profile answers plus
// links with clicks, analytics, subscription, referrals and sessions, and never a secret; the import
// takes such a file's profile fields and links through the profile save's rules, or changes nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type AccountExport, importMessages } from "#contract/account-data";
import { storeRollups } from "./support/analytics";
import { json } from "./support/requests";
import { signedInJar } from "./support/security";

async function ownerWithLinks(prefix: string) {
  const account = await signedInJar(prefix);
  const saved = await account.jar.request("/api/profile", {
    method: "PUT",
    json: {
      username: account.user.username,
      bio: "Songs and shows",
      links: [
        { title: "Shop", url: "https://shop.example" },
        { title: "Blog", url: "https://blog.example/posts" },
      ],
    },
  });
  expect(saved.status).toBe(200);
  return account;
}

const exportOf = async (jar: Awaited<ReturnType<typeof signedInJar>>["jar"]) => {
  const response = await jar.request("/api/account/export");
  expect(response.status).toBe(200);
  return { response, text: await response.text() };
};

describe("the export", () => {
  it("is a JSON attachment built from the profile, with links and clicks, analytics, billing, referrals and sessions", async () => {
    const { jar, id, user } = await ownerWithLinks("data_export");
    await env.DB.prepare("update links set clicks = 7 where user_id = ? and title = 'Shop'").bind(id).run();
    await storeRollups(id, [{ day: "2026-11-20", metric: "views", dimension: "total", count: 12 }]);

    const { response, text } = await exportOf(jar);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(response.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="linknest-${user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const file = JSON.parse(text) as AccountExport;
    const profile = await json<Record<string, unknown>>(await jar.request("/api/profile"));
    const { links, ...profileFields } = profile;
    expect(file).toMatchObject({ format: "linknest-export", version: 1, profile: profileFields, links });
    expect(file.links).toEqual([
      expect.objectContaining({ title: "Shop", url: "https://shop.example", clicks: 7 }),
      expect.objectContaining({ title: "Blog", url: "https://blog.example/posts", clicks: 0 }),
    ]);
    expect(file.analytics).toEqual([{ day: "2026-11-20", metric: "views", dimension: "total", count: 12 }]);
    expect(file.subscription).toEqual({ isPro: false, subscriptionStatus: null, subscriptionEndDate: null });
    expect(file.referralCount).toBe(0);
    expect(file.sessions).toEqual([expect.objectContaining({ device: "Chrome on Linux" })]);

    // Never a token, a hash or a secret.
    const row = await env.DB.prepare("select password_hash from users where id = ?")
      .bind(id)
      .first<{ password_hash: string }>();
    expect(text).not.toContain(row?.password_hash as string);
    expect(text).not.toContain(jar.cookies.get("ln_session") as string);
    const hashes = await env.DB.prepare("select token_hash from user_sessions where user_id = ?")
      .bind(id)
      .all<{ token_hash: string }>();
    for (const { token_hash } of hashes.results) expect(text).not.toContain(token_hash);
    expect(text).not.toMatch(/password|token|secret/i);
  });
});

describe("the import", () => {
  it("replaces a fresh account's profile fields and links with the file's, keeping its own username", async () => {
    const source = await ownerWithLinks("data_src");
    const { text } = await exportOf(source.jar);
    const target = await signedInJar("data_dst");

    const response = await target.jar.request("/api/account/import", {
      method: "POST",
      json: { data: JSON.parse(text), mode: "replace" },
    });
    expect(response.status).toBe(200);
    const answer = await json<Record<string, unknown>>(response);
    expect(answer.msg).toBe(importMessages.imported);
    const profile = await json<{
      username: string;
      bio: string;
      links: { title: string; url: string; clicks: number }[];
    }>(await target.jar.request("/api/profile"));
    expect(profile.username).toBe(target.user.username);
    expect(profile.bio).toBe("Songs and shows");
    expect(profile.links.map(({ title, url, clicks }) => ({ title, url, clicks }))).toEqual([
      { title: "Shop", url: "https://shop.example", clicks: 0 },
      { title: "Blog", url: "https://blog.example/posts", clicks: 0 },
    ]);
    // The public page shows them.
    const page = await json<{ links: { title: string }[] }>(
      await target.jar.request(`/api/user/${target.user.username}`),
    );
    expect(page.links.map((link) => link.title)).toEqual(["Shop", "Blog"]);
  });

  it("merges: keeps the account's links and fields, adds the file's new links after them", async () => {
    const source = await ownerWithLinks("data_msrc");
    const { text } = await exportOf(source.jar);
    const target = await signedInJar("data_mdst");
    await target.jar.request("/api/profile", {
      method: "PUT",
      json: {
        username: target.user.username,
        bio: "Mine",
        links: [{ title: "My shop", url: "https://shop.example" }],
      },
    });
    const response = await target.jar.request("/api/account/import", {
      method: "POST",
      json: { data: JSON.parse(text), mode: "merge" },
    });
    expect(response.status).toBe(200);
    const profile = await json<{ bio: string; links: { title: string; url: string }[] }>(
      await target.jar.request("/api/profile"),
    );
    expect(profile.bio).toBe("Mine");
    expect(profile.links.map((link) => link.title)).toEqual(["My shop", "Blog"]);
  });

  it("refuses what is not a LinkNest export, and a file that breaks a save's rules, changing nothing", async () => {
    const { jar } = await ownerWithLinks("data_bad");
    const before = await (await jar.request("/api/profile")).text();
    const notExports = [
      { data: { links: [] }, mode: "replace" },
      { data: { format: "other", version: 1 }, mode: "replace" },
      { data: { format: "linknest-export", version: 2 }, mode: "replace" },
      { data: "linknest-export", mode: "merge" },
      { data: { format: "linknest-export", version: 1, links: "none" }, mode: "merge" },
    ];
    for (const body of notExports) {
      const response = await jar.request("/api/account/import", { method: "POST", json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await json(response)).msg, JSON.stringify(body)).toBe(importMessages.notAnExport);
    }
    const badMode = await jar.request("/api/account/import", {
      method: "POST",
      json: { data: { format: "linknest-export", version: 1 }, mode: "overwrite" },
    });
    expect(badMode.status).toBe(400);
    expect((await json(badMode)).msg).toBe(importMessages.modeInvalid);

    const breaking = [
      {
        links: [{ title: "Evil", url: "javascript:alert(1)" }],
        error: { field: "links.0.url", message: "Use http or https" },
      },
      {
        links: [{ title: "", url: "https://ok.example" }],
        error: { field: "links.0.title", message: "Title is required" },
      },
      {
        links: Array.from({ length: 51 }, (_, i) => ({ title: `L${i}`, url: `https://l${i}.example` })),
        error: { field: "links", message: "A profile can have at most 50 links." },
      },
      {
        profile: { bio: "x".repeat(501) },
        links: [],
        error: { field: "bio", message: "Bio must be at most 500 characters." },
      },
    ];
    for (const { error, ...file } of breaking) {
      const response = await jar.request("/api/account/import", {
        method: "POST",
        json: { data: { format: "linknest-export", version: 1, ...file }, mode: "replace" },
      });
      expect(response.status, error.field).toBe(400);
      expect((await json<{ errors: unknown[] }>(response)).errors, error.field).toContainEqual(error);
    }
    expect(await (await jar.request("/api/profile")).text()).toBe(before);
  });
});
