// The account's data (docs/product.md, "Accounts: the rules"): the export carries what GET /api/profile answers plus
// links with clicks, analytics, subscription, referrals and sessions, and never a secret; the import
// takes such a file's profile fields and links through the profile save's rules, or changes nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type AccountExport, importMessages } from "#contract/account-data";
import { linksFromPastedText } from "#contract/pasted-links";
import { profileMessages } from "#contract/profile-schemas";
import type { OwnerLink, OwnerProfile } from "#contract/types";
import { storeRollups } from "./support/analytics";
import { setSubscription } from "./support/profile";
import { json } from "./support/requests";
import { type Jar, signedInJar } from "./support/security";

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
        error: { field: "links.0.url", message: "Use http, https, mailto, tel or sms" },
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

const hour = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

/** Everything an owner sets on a profile, as GET /api/profile answers it, without what is the account's own. */
function ownerSettings(profile: OwnerProfile) {
  return {
    bio: profile.bio,
    theme: profile.theme,
    socials: profile.socials,
    sensitive: profile.sensitive,
    showBranding: profile.showBranding,
    pageTitle: profile.pageTitle,
    pageDescription: profile.pageDescription,
    noindex: profile.noindex,
    links: profile.links.map(({ id, clicks, held, ...link }) => link),
  };
}

/**
 * A Pro account using every setting: sections, a hidden, an ended, a scheduled, a spotlight and an 18+
 * link, socials, a theme, a sensitive page, its search and sharing settings and the branding hidden.
 */
async function ownerOfEverything(prefix: string) {
  const account = await signedInJar(prefix);
  await setSubscription(account.user.username, "active", null);
  const saved = await account.jar.request("/api/profile", {
    method: "PUT",
    json: {
      username: account.user.username,
      bio: "Songs and shows",
      sensitive: true,
      pageTitle: "Songs & shows — tour dates",
      pageDescription: "Every date of the tour, the shop and the new album.",
      noindex: true,
      theme: { preset: "ocean", accent: "#7fd4ff" },
      socials: [
        { platform: "github", url: "https://github.com/songs" },
        { platform: "email", url: "mailto:songs@example.com" },
      ],
      links: [
        { kind: "header", title: "Music" },
        { title: "Shop", url: "https://shop.example", sensitive: true },
        { title: "New album", url: "https://album.example", featured: true, startsAt: at(24 * hour) },
        { title: "Old tour", url: "https://tour.example/2025", endsAt: at(-hour) },
        { title: "Draft", url: "https://draft.example", enabled: false },
        { kind: "header", title: "Elsewhere" },
        { title: "Blog", url: "https://blog.example/posts", startsAt: at(-hour), endsAt: at(48 * hour) },
      ],
    },
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const branding = await account.jar.request("/api/profile", { method: "PUT", json: { showBranding: false } });
  expect(branding.status).toBe(200);
  return account;
}

const importFile = (jar: Jar, data: unknown, mode: "merge" | "replace") =>
  jar.request("/api/account/import", { method: "POST", json: { data, mode } });

const profileOf = async (jar: Jar) => json<OwnerProfile>(await jar.request("/api/profile"));

describe("an export imported again", () => {
  it("replaces exactly: every link with its kind, visibility, schedule, spotlight and 18+ mark, the socials, theme and branding", async () => {
    const source = await ownerOfEverything("exact_src");
    const file = JSON.parse((await exportOf(source.jar)).text) as AccountExport;
    const target = await signedInJar("exact_dst");
    await setSubscription(target.user.username, "active", null);

    const response = await importFile(target.jar, file, "replace");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(ownerSettings(await profileOf(target.jar))).toEqual(ownerSettings(await profileOf(source.jar)));

    // The page shows what the source's page shows: sections, the spotlight first, nothing hidden or out of time.
    const page = await json<{ links: unknown[] }>(await target.jar.request(`/api/user/${target.user.username}`));
    const sourcePage = await json<{ links: unknown[] }>(await source.jar.request(`/api/user/${source.user.username}`));
    expect(page.links).toEqual(sourcePage.links);
    expect(page.links).toEqual([
      { kind: "header", title: "Music" },
      { kind: "link", title: "Shop", url: "https://shop.example", featured: false, sensitive: true },
      { kind: "header", title: "Elsewhere" },
      { kind: "link", title: "Blog", url: "https://blog.example/posts", featured: false, sensitive: false },
    ]);
  });

  it("restores an account's own export over later edits", async () => {
    const owner = await ownerOfEverything("exact_self");
    const before = await profileOf(owner.jar);
    const file = JSON.parse((await exportOf(owner.jar)).text) as AccountExport;
    // Later edits the restore undoes.
    const edited = await owner.jar.request("/api/profile", {
      method: "PUT",
      json: { username: owner.user.username, bio: "Changed", links: [{ title: "Only", url: "https://only.example" }] },
    });
    expect(edited.status).toBe(200);

    const response = await importFile(owner.jar, file, "replace");
    expect(response.status, await response.clone().text()).toBe(200);
    const after = await profileOf(owner.jar);
    expect(ownerSettings(after)).toEqual(ownerSettings(before));
  });

  it("refuses a Pro setting on a free account with the Pro message, changing nothing", async () => {
    const source = await ownerOfEverything("pro_src");
    const file = JSON.parse((await exportOf(source.jar)).text) as AccountExport;
    const target = await signedInJar("free_dst");
    const before = await (await target.jar.request("/api/profile")).text();

    // The file's schedules: the first link with one (the scheduled album, its start) is named.
    const scheduled = await importFile(target.jar, file, "replace");
    expect(scheduled.status).toBe(403);
    expect(await json(scheduled)).toMatchObject({
      msg: profileMessages.schedulingProOnly,
      errors: [{ field: "links.2.startsAt", message: profileMessages.schedulingProOnly }],
    });

    // Without schedules, the file's hidden branding.
    const unscheduled = {
      ...file,
      links: file.links.map((link) => ({ ...link, startsAt: null, endsAt: null })),
    };
    const branding = await importFile(target.jar, unscheduled, "replace");
    expect(branding.status).toBe(403);
    expect(await json(branding)).toMatchObject({
      msg: profileMessages.brandingProOnly,
      errors: [{ field: "showBranding", message: profileMessages.brandingProOnly }],
    });
    expect(await (await target.jar.request("/api/profile")).text()).toBe(before);

    // With the branding shown, the free account takes the rest.
    const free = { ...unscheduled, profile: { ...unscheduled.profile, showBranding: true } };
    const imported = await importFile(target.jar, free, "replace");
    expect(imported.status, await imported.clone().text()).toBe(200);
    expect((await profileOf(target.jar)).links.map(({ title, enabled }) => ({ title, enabled }))).toEqual(
      file.links.map(({ title, enabled }) => ({ title, enabled })),
    );
  });
});

describe("a merge into an account with section titles", () => {
  it("keeps the account's links, spotlight and marks, and adds the file's new links under their sections", async () => {
    const source = await ownerOfEverything("merge_src");
    const file = JSON.parse((await exportOf(source.jar)).text) as AccountExport;
    const target = await signedInJar("merge_dst");
    await setSubscription(target.user.username, "active", null);
    const own = await target.jar.request("/api/profile", {
      method: "PUT",
      json: {
        username: target.user.username,
        bio: "Mine",
        links: [
          { kind: "header", title: "Mine" },
          { title: "My shop", url: "https://shop.example/", featured: true, sensitive: true },
          { title: "Archive", url: "https://archive.example", enabled: false },
        ],
      },
    });
    expect(own.status).toBe(200);
    const mine = (await profileOf(target.jar)).links.map(({ id, clicks, held, ...link }) => link);

    const response = await importFile(target.jar, file, "merge");
    expect(response.status, await response.clone().text()).toBe(200);
    const after = await profileOf(target.jar);
    expect(after.bio).toBe("Mine");
    expect(after.socials).toEqual(file.profile.socials);
    const links = after.links.map(({ id, clicks, held, ...link }) => link);
    expect(links.slice(0, 3)).toEqual(mine);
    // The file's Shop is the account's "My shop" already; the album comes without the spotlight the
    // account keeps for its own link.
    const fileLink = (title: string) => {
      const { id, clicks, held, ...link } = file.links.find((l) => l.title === title) as OwnerLink;
      return link;
    };
    expect(links.slice(3)).toEqual([
      fileLink("Music"),
      { ...fileLink("New album"), featured: false },
      fileLink("Old tour"),
      fileLink("Draft"),
      fileLink("Elsewhere"),
      fileLink("Blog"),
    ]);
  });

  it("adds pasted links once, leaving out addresses already there and repeated lines, titled as their hosts are written", async () => {
    const { jar, user } = await signedInJar("paste_dst");
    const own = await jar.request("/api/profile", {
      method: "PUT",
      json: {
        username: user.username,
        bio: "",
        links: [
          { kind: "header", title: "Shops" },
          { title: "Shop", url: "https://shop.example" },
        ],
      },
    });
    expect(own.status).toBe(200);
    const pasted = linksFromPastedText(
      [
        "shop.example",
        "new.example",
        "https://new.example/",
        "new.example",
        "https://www.bücher.example/neu",
        "https://xn--caf-dma.example/menu",
        "mailto:ada@example.com",
        "tel:+15551234567",
        "javascript:alert(1)",
      ].join("\n"),
    );
    // The editor's rule: what it would refuse, the box leaves out.
    expect(pasted.skipped).toEqual(["javascript:alert(1)"]);
    const response = await importFile(jar, { format: "linknest-export", version: 1, links: pasted.links }, "merge");
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await profileOf(jar)).links.map(({ kind, title, url }) => ({ kind, title, url }))).toEqual([
      { kind: "header", title: "Shops", url: "" },
      { kind: "link", title: "Shop", url: "https://shop.example" },
      { kind: "link", title: "new.example", url: "https://new.example" },
      { kind: "link", title: "bücher.example", url: "https://www.bücher.example/neu" },
      { kind: "link", title: "café.example", url: "https://xn--caf-dma.example/menu" },
      { kind: "link", title: "ada@example.com", url: "mailto:ada@example.com" },
      { kind: "link", title: "+15551234567", url: "tel:+15551234567" },
    ]);
  });
});
