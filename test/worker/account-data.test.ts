// The account's data (docs/product.md, "Accounts: the rules"): the export carries what GET /api/profile answers plus
// links with clicks, analytics, subscription, referrals and sessions, and never a secret; the import
// takes such a file's profile fields and links through the profile save's rules, or changes nothing.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { type AccountExport, importMessages, type LeftOut } from "#contract/account-data";
import { audienceMessages } from "#contract/audience";
import { earnMessages } from "#contract/earn";
import { linksFromPastedText } from "#contract/pasted-links";
import { profileMessages } from "#contract/profile-schemas";
import type { OwnerLink, OwnerProfile } from "#contract/types";
import { storeRollups } from "./support/analytics";
import { avatarForm, dataUrlOf, images, onePixelPng, setSubscription } from "./support/profile";
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
    await env.DB.prepare("update links set clicks = 7 where page_id = ? and title = 'Shop'").bind(id).run();
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

  it("refuses what is not a LinkNest export, changing nothing", async () => {
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

    expect(await (await jar.request("/api/profile")).text()).toBe(before);
  });

  it("takes the rest of a file that breaks a save's rules, listing each thing it left out and why", async () => {
    const { jar } = await ownerWithLinks("data_rules");
    const links = [
      { title: "Evil", url: "javascript:alert(1)" },
      { title: "", url: "https://untitled.example" },
      { title: "Kept", url: "https://kept.example" },
      { kind: "signup", title: "List", buttonText: "Join" },
      { kind: "signup", title: "Second list", buttonText: "Join" },
      { kind: "tip", title: "Coffee", amounts: [3, 5], currency: "eur", allowCustom: true },
      { kind: "tip", title: "Second tip jar", amounts: [3], currency: "eur" },
      ...Array.from({ length: 49 }, (_, i) => ({ title: `L${i}`, url: `https://l${i}.example` })),
    ];
    const response = await importFile(
      jar,
      { format: "linknest-export", version: 1, profile: { bio: "x".repeat(501), pageTitle: "Fine" }, links },
      "replace",
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await json<{ msg: string; leftOut: LeftOut[] }>(response);
    expect(answer.msg).toBe(importMessages.importedExcept);
    expect(answer.leftOut).toEqual([
      { field: "bio", message: importMessages.fieldLeftOut("bio", "Bio must be at most 500 characters.") },
      { field: "links.0", message: importMessages.linkLeftOut("“Evil”", profileMessages.urlScheme) },
      { field: "links.1", message: importMessages.linkLeftOut("Link 2", "Title is required") },
      { field: "links.4", message: importMessages.linkLeftOut("“Second list”", audienceMessages.twoSignupBlocks) },
      { field: "links.6", message: importMessages.linkLeftOut("“Second tip jar”", earnMessages.twoTipBlocks) },
      ...[47, 48].map((i) => ({
        field: `links.${i + 7}`,
        message: importMessages.linkLeftOut(`“L${i}”`, profileMessages.tooManyLinks),
      })),
    ]);
    const profile = await profileOf(jar);
    expect(profile.bio).toBe("Songs and shows");
    expect(profile.pageTitle).toBe("Fine");
    expect(profile.links.map((link) => link.title)).toEqual([
      "Kept",
      "List",
      "Coffee",
      ...Array.from({ length: 47 }, (_, i) => `L${i}`),
    ]);
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

  it("brings back a player and a tip block as they were", async () => {
    const source = await signedInJar("kinds_src");
    const links = [
      { kind: "embed", title: "Live set", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
      { kind: "tip", title: "Coffee", amounts: [3, 5], currency: "eur", allowCustom: true },
      { title: "Shop", url: "https://shop.example" },
    ];
    const saved = await source.jar.request("/api/profile", {
      method: "PUT",
      json: { username: source.user.username, bio: "", links },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const file = JSON.parse((await exportOf(source.jar)).text) as AccountExport;
    const target = await signedInJar("kinds_dst");
    const response = await importFile(target.jar, file, "replace");
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json<{ leftOut: LeftOut[] }>(response)).leftOut).toEqual([]);
    expect(ownerSettings(await profileOf(target.jar)).links).toEqual(ownerSettings(await profileOf(source.jar)).links);
    expect((await profileOf(target.jar)).links.map((link) => link.kind)).toEqual(["embed", "tip", "link"]);
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

  it("into a free account takes everything but the Pro settings, listing them: scheduled links come in hidden", async () => {
    const source = await ownerOfEverything("pro_src");
    const file = JSON.parse((await exportOf(source.jar)).text) as AccountExport;
    const target = await signedInJar("free_dst");

    const response = await importFile(target.jar, file, "replace");
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await json<{ msg: string; leftOut: LeftOut[] }>(response);
    expect(answer.msg).toBe(importMessages.importedExcept);
    expect(answer.leftOut).toEqual([
      { field: "showBranding", message: importMessages.brandingLeftOut },
      { field: "links.2", message: importMessages.scheduleLeftOut("“New album”") },
      { field: "links.3", message: importMessages.scheduleLeftOut("“Old tour”") },
      { field: "links.6", message: importMessages.scheduleLeftOut("“Blog”") },
    ]);

    const profile = await profileOf(target.jar);
    expect(profile.showBranding).toBe(true);
    expect(profile.links.map(({ title, enabled, startsAt, endsAt }) => ({ title, enabled, startsAt, endsAt }))).toEqual(
      file.links.map(({ title, enabled, startsAt }) => ({
        title,
        enabled: startsAt === null && enabled && !["Old tour", "Blog"].includes(title),
        startsAt: null,
        endsAt: null,
      })),
    );
    // Everything else is the file's.
    const { showBranding: _, links: __, ...rest } = ownerSettings(profile);
    const { showBranding: ___, links: ____, ...fileRest } = ownerSettings(await profileOf(source.jar));
    expect(rest).toEqual(fileRest);
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

/** The bytes a /uploads/ address serves. */
async function servedBytes(jar: Jar, path: string): Promise<Uint8Array> {
  const response = await jar.request(path);
  expect(response.status, path).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** An account with an avatar and a thumbnail on its first link, each a real image. */
async function ownerWithImages(prefix: string) {
  const account = await ownerWithLinks(prefix);
  const avatar = images.png(100 * 1024);
  expect((await account.jar.request("/api/upload/avatar", { method: "POST", body: avatarForm(avatar) })).status).toBe(
    200,
  );
  const [shop] = (await profileOf(account.jar)).links;
  const thumbnail = await account.jar.request(`/api/links/${shop?.id}/thumbnail`, {
    method: "POST",
    body: avatarForm(onePixelPng, { field: "thumbnail" }),
  });
  expect(thumbnail.status).toBe(200);
  return { ...account, avatar };
}

// These move files of up to a few megabytes through the worker and R2.
describe("the avatar and thumbnails in the export", { timeout: 20_000 }, () => {
  it("travel inside the one JSON file as data: URLs and come back through the upload checks", async () => {
    const source = await ownerWithImages("img_src");
    const file = JSON.parse((await exportOf(source.jar)).text) as AccountExport;
    expect(file.profile.avatar).toBe(dataUrlOf(source.avatar));
    expect(file.links[0]?.thumbnail).toBe(dataUrlOf(onePixelPng));
    expect(file.links[1]?.thumbnail).toBeUndefined();

    // A file of more than 100 KB: an import takes a file as large as its images make it.
    const target = await signedInJar("img_dst");
    const response = await importFile(target.jar, file, "replace");
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json<{ msg: string; leftOut: LeftOut[] }>(response)).toMatchObject({
      msg: importMessages.imported,
      leftOut: [],
    });
    const profile = await profileOf(target.jar);
    expect(profile.avatar).toMatch(/^\/uploads\/avatars\/[\w-]{32}\.png$/);
    expect(await servedBytes(target.jar, profile.avatar as string)).toEqual(source.avatar);
    const thumbnail = profile.links[0]?.thumbnail as string;
    expect(thumbnail).toMatch(/^\/uploads\/thumbnails\/[\w-]{32}\.png$/);
    expect(await servedBytes(target.jar, thumbnail)).toEqual(onePixelPng);
    expect(profile.links[1]?.thumbnail).toBeUndefined();
    // The public page shows them.
    const page = await (await target.jar.request(`/${target.user.username}`)).text();
    expect(page).toContain(`src="${profile.avatar}"`);
    expect(page).toContain(`src="${thumbnail}"`);
  });

  it("leaves out an image the upload checks refuse, and an old file's address, listing each", async () => {
    const source = await ownerWithImages("img_bad_src");
    const file = JSON.parse((await exportOf(source.jar)).text) as AccountExport;
    const svg = dataUrlOf(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"), "image/svg+xml");
    const tampered = {
      ...file,
      profile: { ...file.profile, avatar: dataUrlOf(images.png(2_097_153)) },
      links: file.links.map((link, index) => (index === 1 ? { ...link, thumbnail: svg } : link)),
    };
    const target = await signedInJar("img_bad_dst");
    const response = await importFile(target.jar, tampered, "replace");
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await json<{ leftOut: LeftOut[] }>(response)).leftOut).toEqual([
      { field: "avatar", message: importMessages.avatarLeftOut(profileMessages.avatarTooLarge) },
      {
        field: "links.1.thumbnail",
        message: importMessages.thumbnailLeftOut("“Blog”", profileMessages.avatarWrongType),
      },
    ]);
    const profile = await profileOf(target.jar);
    expect(profile.avatar).toBeNull();
    expect(profile.links.map((link) => link.thumbnail)).toEqual([expect.stringMatching(/^\/uploads\//), undefined]);

    // An export from before images were carried names the exporting account's file: not this account's.
    const old = { ...file, profile: { ...file.profile, avatar: "/uploads/avatars/someone-elses.png" } };
    const oldResponse = await importFile(target.jar, old, "replace");
    expect((await json<{ leftOut: LeftOut[] }>(oldResponse)).leftOut).toContainEqual({
      field: "avatar",
      message: importMessages.avatarNotInFile,
    });
  });

  it("a merge fills an empty avatar and keeps one the account has", async () => {
    const source = await ownerWithImages("img_merge_src");
    const file = JSON.parse((await exportOf(source.jar)).text) as AccountExport;
    const empty = await signedInJar("img_merge_empty");
    expect((await importFile(empty.jar, file, "merge")).status).toBe(200);
    expect((await profileOf(empty.jar)).avatar).toMatch(/^\/uploads\/avatars\//);

    const withOwn = await ownerWithImages("img_merge_own");
    const own = (await profileOf(withOwn.jar)).avatar;
    expect((await importFile(withOwn.jar, file, "merge")).status).toBe(200);
    expect((await profileOf(withOwn.jar)).avatar).toBe(own);
  });
});
