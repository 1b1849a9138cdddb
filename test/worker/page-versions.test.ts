// Saves carry the version of the page they were edited from (docs/decisions/053): a save edited from a
// version the page has left answers 409 and changes nothing, whoever wrote in between — another tab, an
// upload, a request that crossed this one between its read and its write.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { profileMessages } from "#contract/profile-schemas";
import { fetchWith } from "./support/faults";
import { d1HoldingFirstBatch, expectInterleaved } from "./support/interleaving";
import {
  avatarForm,
  getProfile,
  images,
  type OwnerProfileBody,
  setSubscription,
  uploadAvatar,
} from "./support/profile";
import { json, signedInUser } from "./support/requests";

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];
type StaleBody = { msg: string; stale?: boolean; version?: number };

/** PUT /api/profile with what `from` held and the changes, as an editor loaded from `from` sends it. */
function saveFrom(client: Client, from: OwnerProfileBody, changes: Record<string, unknown>) {
  const { username, bio, avatar, links, version } = from;
  return client.request("/api/profile", {
    method: "PUT",
    json: { username, bio, avatar, links, version, ...changes },
  });
}

async function versionOf(client: Client): Promise<number> {
  return (await getProfile(client)).version;
}

describe("two tabs saving the same page", () => {
  it("the second save, edited from the page before the first, answers 409 and loses nothing", async () => {
    const { client } = await signedInUser("two_tabs");
    const tabA = await getProfile(client);
    const tabB = await getProfile(client);
    expect(tabA.version).toEqual(expect.any(Number));

    const first = await saveFrom(client, tabA, { bio: "The new bio from tab A" });
    expect(first.status).toBe(200);
    const saved = await json<OwnerProfileBody>(first);
    expect(saved.version).toBe(tabA.version + 1);

    const second = await saveFrom(client, tabB, { links: [{ title: "Shop", url: "https://shop.example" }] });
    expect(second.status).toBe(409);
    const refusal = await json<StaleBody>(second);
    expect(refusal).toMatchObject({ msg: profileMessages.pageChanged, stale: true, version: saved.version });

    const now = await getProfile(client);
    expect(now.bio).toBe("The new bio from tab A");
    expect(now.links).toEqual([]);
    expect(now.version).toBe(saved.version);
  });

  it("a save from the latest version goes through, and each save moves the version on by one", async () => {
    const { client } = await signedInUser("in_turn");
    const first = await json<OwnerProfileBody>(await saveFrom(client, await getProfile(client), { bio: "one" }));
    const second = await saveFrom(client, first, { bio: "two" });
    expect(second.status).toBe(200);
    expect((await json<OwnerProfileBody>(second)).version).toBe(first.version + 1);
  });

  it("a save that crosses another between its read and its write is refused by the write itself", async () => {
    const { client } = await signedInUser("crossed");
    const loaded = await getProfile(client);
    const held = d1HoldingFirstBatch(env.DB, async () => {
      const other = await saveFrom(client, loaded, { bio: "saved meanwhile" });
      expect(other.status).toBe(200);
    });
    const response = await fetchWith({ DB: held.d1 }, "/api/profile", {
      method: "PUT",
      json: { username: loaded.username, bio: "saved late", links: [], version: loaded.version },
      cookie: client.cookie,
    });
    expectInterleaved(held);
    expect(response.status).toBe(409);
    expect(await json<StaleBody>(response)).toMatchObject({ stale: true });
    expect((await getProfile(client)).bio).toBe("saved meanwhile");
  });

  it("a save naming no version is the specification's call and is taken as the latest word", async () => {
    const { client } = await signedInUser("no_version");
    const before = await versionOf(client);
    const { username, links } = await getProfile(client);
    const response = await client.request("/api/profile", { method: "PUT", json: { username, bio: "plain", links } });
    expect(response.status).toBe(200);
    expect(await versionOf(client)).toBe(before + 1);
  });

  it("a version that is no count is refused on its field", async () => {
    const { client } = await signedInUser("bad_version");
    const profile = await getProfile(client);
    for (const version of [-1, 1.5, "3", null]) {
      const response = await saveFrom(client, profile, { version });
      expect(response.status).toBe(400);
      const body = await json<{ errors: { field: string }[] }>(response);
      expect(body.errors.map((error) => error.field)).toContain("version");
    }
  });
});

describe("every write the page shows moves its version on", () => {
  it("an avatar upload and clear, each answering the version it made", async () => {
    const { client } = await signedInUser("v_avatar");
    const before = await versionOf(client);
    const uploaded = await json<{ version: number }>(await uploadAvatar(client, avatarForm(images.png())));
    expect(uploaded.version).toBe(before + 1);
    const cleared = await json<{ version: number }>(await client.request("/api/upload/avatar", { method: "DELETE" }));
    expect(cleared.version).toBe(before + 2);
    expect(await versionOf(client)).toBe(before + 2);
  });

  it("a thumbnail's upload and removal, each answering the version it made", async () => {
    const { client } = await signedInUser("v_thumb");
    const saved = await json<OwnerProfileBody>(
      await saveFrom(client, await getProfile(client), { links: [{ title: "Shop", url: "https://shop.example" }] }),
    );
    const path = `/api/links/${saved.links[0]?.id}/thumbnail`;
    const uploaded = await json<{ version: number }>(
      await client.request(path, { method: "POST", body: avatarForm(images.png(), { field: "thumbnail" }) }),
    );
    expect(uploaded.version).toBe(saved.version + 1);
    const removed = await json<{ version: number }>(await client.request(path, { method: "DELETE" }));
    expect(removed.version).toBe(saved.version + 2);
  });

  it("a thumbnail refused (another's link) moves nothing", async () => {
    const { client } = await signedInUser("v_thumb_no");
    const before = await versionOf(client);
    const response = await client.request("/api/links/not-a-link/thumbnail", { method: "DELETE" });
    expect(response.status).toBe(404);
    expect(await versionOf(client)).toBe(before);
  });

  it("the branding toggle, answering the version it made", async () => {
    const { user, client } = await signedInUser("v_brand");
    await setSubscription(user.username, "active", Date.now() + 86_400_000);
    const before = await versionOf(client);
    const response = await client.request("/api/profile", { method: "PUT", json: { showBranding: false } });
    expect(response.status).toBe(200);
    expect((await json<{ version: number }>(response)).version).toBe(before + 1);
  });

  it("a save edited before an upload in another tab is stale", async () => {
    const { client } = await signedInUser("v_upload_tab");
    const loaded = await getProfile(client);
    await uploadAvatar(client, avatarForm(images.png()));
    const response = await saveFrom(client, loaded, { bio: "edited before the upload" });
    expect(response.status).toBe(409);
  });
});
