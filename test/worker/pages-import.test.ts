// Imports into a chosen page (docs/decisions/059): the data file goes into the page POST /api/account/import's
// `pageId` names (the primary page by default), and "Bring your page over" answers under /api/pages/{id}/import
// for the page its address names; the account's other pages are untouched, and another account's page is
// not found.
import { describe, expect, inject, it } from "vitest";
import { exportFormat, exportVersion, importMessages } from "#contract/account-data";
import { type PageImportPreview, pageImportMessages } from "#contract/page-import";
import { pageMessages } from "#contract/pages";
import { setSubscription } from "./support/profile";
import { type browser, json, request, signedInUser, uniqueUser } from "./support/requests";

type Client = ReturnType<typeof browser>;
type Profile = { username: string; bio: string; links: { title: string; url: string }[]; msg?: string };

const peerPages = inject("peerPagesUrl");

/** A Pro owner whose primary page has a bio and a link, and another page of theirs, empty. */
async function ownerWithTwoPages(prefix: string) {
  const owner = await signedInUser(prefix);
  await setSubscription(owner.user.username, "active", Date.now() + 30 * 24 * 60 * 60 * 1000);
  const primary = await json<{ version: number }>(await owner.client.request("/api/profile"));
  const saved = await owner.client.request("/api/profile", {
    method: "PUT",
    json: {
      username: owner.user.username,
      bio: "The primary page",
      links: [{ title: "Home", url: "https://home.example" }],
      version: primary.version,
    },
  });
  expect(saved.status).toBe(200);
  const name = uniqueUser(`${prefix}_p`).username;
  const made = await owner.client.request("/api/pages", { method: "POST", json: { username: name } });
  expect(made.status).toBe(201);
  const { id: pageId } = await json<{ id: string }>(made);
  return { ...owner, name, pageId };
}

const profileOf = async (client: Client, path: string) => json<Profile>(await client.request(path));
const shape = (profile: Profile) => ({
  username: profile.username,
  bio: profile.bio,
  links: profile.links.map(({ title, url }) => ({ title, url })),
});

const file = {
  format: exportFormat,
  version: exportVersion,
  profile: { bio: "From the file" },
  links: [{ title: "Shop", url: "https://shop.example" }],
};

const importFile = (client: Client, body: Record<string, unknown>) =>
  client.request("/api/account/import", { method: "POST", json: { data: file, mode: "replace", ...body } });

describe("POST /api/account/import into a chosen page", () => {
  it("puts the file into the page pageId names, keeping its name, and leaves the primary page as it was", async () => {
    const owner = await ownerWithTwoPages("pi_file");
    const primaryBefore = shape(await profileOf(owner.client, "/api/profile"));
    const response = await importFile(owner.client, { pageId: owner.pageId });
    expect(response.status, await response.clone().text()).toBe(200);
    const answered = await json<Profile>(response);
    expect(answered.msg).toBe(importMessages.imported);
    const expected = {
      username: owner.name,
      bio: "From the file",
      links: [{ title: "Shop", url: "https://shop.example" }],
    };
    expect(shape(answered)).toEqual(expected);
    expect(shape(await profileOf(owner.client, `/api/pages/${owner.pageId}/profile`))).toEqual(expected);
    expect(shape(await profileOf(owner.client, "/api/profile"))).toEqual(primaryBefore);
    // Public at once, under the page's own name.
    expect(await (await request(`/${owner.name}`)).text()).toContain("https://shop.example");
  });

  it("puts it into the primary page without pageId, or with the primary page's id", async () => {
    const owner = await ownerWithTwoPages("pi_primary");
    const otherBefore = shape(await profileOf(owner.client, `/api/pages/${owner.pageId}/profile`));
    for (const body of [{}, { pageId: owner.id }]) {
      const response = await importFile(owner.client, { ...body, mode: "merge" });
      expect(response.status).toBe(200);
    }
    expect(shape(await profileOf(owner.client, "/api/profile")).links).toEqual([
      { title: "Home", url: "https://home.example" },
      { title: "Shop", url: "https://shop.example" },
    ]);
    expect(shape(await profileOf(owner.client, `/api/pages/${owner.pageId}/profile`))).toEqual(otherBefore);
  });

  it("answers 404 for another account's page or no page at all, and 400 for a pageId that is no id", async () => {
    const owner = await ownerWithTwoPages("pi_theirs");
    const stranger = await signedInUser("pi_stranger");
    const before = shape(await profileOf(owner.client, `/api/pages/${owner.pageId}/profile`));
    for (const pageId of [owner.pageId, owner.id, "no-such-page", ""]) {
      const response = await importFile(stranger.client, { pageId });
      expect(response.status, pageId).toBe(404);
      expect(await json(response)).toEqual({ msg: pageMessages.pageNotFound });
    }
    for (const pageId of [42, null, ["x"], "x".repeat(65)]) {
      const response = await importFile(stranger.client, { pageId });
      expect(response.status, JSON.stringify(pageId)).toBe(400);
      expect((await json<{ errors: { field: string }[] }>(response)).errors.map((error) => error.field)).toEqual([
        "pageId",
      ]);
    }
    expect(shape(await profileOf(owner.client, `/api/pages/${owner.pageId}/profile`))).toEqual(before);
    expect(shape(await profileOf(owner.client, "/api/profile")).bio).toBe("The primary page");
  });
});

describe("/api/pages/{id}/import: bringing a page over into a chosen page", () => {
  const kept = { mode: "replace", bio: "Brought over", links: [], socials: [] };

  it("reads another service's page and applies it to the page its address names, the primary page untouched", async () => {
    const owner = await ownerWithTwoPages("pi_bring");
    const primaryBefore = shape(await profileOf(owner.client, "/api/profile"));
    const read = await owner.client.request(`/api/pages/${owner.pageId}/import/from-url`, {
      method: "POST",
      json: { url: `${peerPages}/linktree/robinvale` },
    });
    expect(read.status).toBe(200);
    const links = (await json<PageImportPreview>(read)).links.slice(0, 2);
    expect(links).toHaveLength(2);

    const applied = await owner.client.request(`/api/pages/${owner.pageId}/import/apply`, {
      method: "POST",
      json: { ...kept, links },
    });
    expect(applied.status, await applied.clone().text()).toBe(200);
    const answered = await json<Profile>(applied);
    expect(answered.msg).toBe(pageImportMessages.replaced);
    const expected = {
      username: owner.name,
      bio: "Brought over",
      links: links.map(({ title, url }) => ({ title, url })),
    };
    expect(shape(answered)).toEqual(expected);
    expect(shape(await profileOf(owner.client, `/api/pages/${owner.pageId}/profile`))).toEqual(expected);
    expect(shape(await profileOf(owner.client, "/api/profile"))).toEqual(primaryBefore);
  });

  it("answers 404 for another account's page, which stays as it was", async () => {
    const owner = await ownerWithTwoPages("pi_bring_theirs");
    const stranger = await signedInUser("pi_bring_stranger");
    const before = shape(await profileOf(owner.client, `/api/pages/${owner.pageId}/profile`));
    for (const [tail, body] of [
      ["apply", kept],
      ["from-url", { url: `${peerPages}/linktree/robinvale` }],
    ] as const) {
      for (const pageId of [owner.pageId, owner.id]) {
        const response = await stranger.client.request(`/api/pages/${pageId}/import/${tail}`, {
          method: "POST",
          json: body,
        });
        expect(response.status, tail).toBe(404);
        expect(await json(response)).toEqual({ msg: pageMessages.pageNotFound });
      }
    }
    expect(shape(await profileOf(owner.client, `/api/pages/${owner.pageId}/profile`))).toEqual(before);
  });
});
