// Avatar calls crossing a profile save or each other (docs/product.md, "Limits"): whichever way they
// interleave, the profile points at a stored object and no object is left that nothing points at.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { avatarKeysOf, fetchWith, primaryPageRow, userIdOf } from "./support/faults";
import { d1HoldingFirstBatch, expectInterleaved } from "./support/interleaving";
import { avatarForm, getProfile, images, uploadAvatar } from "./support/profile";
import { json, signedInUser } from "./support/requests";

type UploadBody = { url: string };

const objectKey = (url: string) => url.slice("/uploads/".length);

/** A signed-in owner whose avatar is an uploaded PNG. */
async function ownerWithAvatar(prefix: string) {
  const { user, client } = await signedInUser(prefix);
  const { url } = await json<UploadBody>(await uploadAvatar(client, avatarForm(images.png())));
  return { client, id: await userIdOf(user.email), firstAvatar: url };
}

/** Uploads a GIF as the other request of a race and answers its url. */
async function uploadMeanwhile(client: Awaited<ReturnType<typeof signedInUser>>["client"]): Promise<string> {
  const response = await uploadAvatar(client, avatarForm(images.gif()));
  expect(response.status).toBe(200);
  return (await json<UploadBody>(response)).url;
}

/**
 * The profile as a save that names no version sends it (the specification's call): one naming the version
 * it was edited from is refused once an upload moved the page on (page-versions.test.ts).
 */
function unversioned(profile: Awaited<ReturnType<typeof getProfile>>) {
  const { version: _, ...rest } = profile;
  return rest;
}

/** Where the avatar points and which objects the owner has: they must agree. */
async function avatarState(id: string) {
  return { avatar: (await primaryPageRow(id))?.avatar ?? null, objects: await avatarKeysOf(id) };
}

describe("a profile save racing an avatar upload", () => {
  it("a save that read the old avatar keeps the upload that replaced it meanwhile", async () => {
    const { client, id, firstAvatar } = await ownerWithAvatar("race_keep");
    const profile = await getProfile(client);
    expect(profile.avatar).toBe(firstAvatar);
    let uploaded = "";
    const held = d1HoldingFirstBatch(env.DB, async () => {
      uploaded = await uploadMeanwhile(client);
    });
    const response = await fetchWith({ DB: held.d1 }, "/api/profile", {
      method: "PUT",
      json: { ...unversioned(profile), bio: "saved while uploading" },
      cookie: client.cookie,
    });
    expectInterleaved(held);
    expect(response.status).toBe(200);
    const saved = await json<{ avatar: string | null; bio: string }>(response);
    expect(saved).toMatchObject({ avatar: uploaded, bio: "saved while uploading" });
    expect(await avatarState(id)).toEqual({ avatar: uploaded, objects: [objectKey(uploaded)] });
  });

  it("a save that clears the avatar it read leaves an upload that replaced it meanwhile, and no orphan", async () => {
    const { client, id } = await ownerWithAvatar("race_clear");
    const profile = await getProfile(client);
    let uploaded = "";
    const held = d1HoldingFirstBatch(env.DB, async () => {
      uploaded = await uploadMeanwhile(client);
    });
    const response = await fetchWith({ DB: held.d1 }, "/api/profile", {
      method: "PUT",
      json: { ...unversioned(profile), avatar: null },
      cookie: client.cookie,
    });
    expectInterleaved(held);
    expect(response.status).toBe(200);
    expect(await avatarState(id)).toEqual({ avatar: uploaded, objects: [objectKey(uploaded)] });
  });
});

describe("an avatar clear racing an avatar upload", () => {
  it("an upload landing inside a clear is cleared with it: no avatar, no object", async () => {
    const { client, id } = await ownerWithAvatar("race_inclear");
    const held = d1HoldingFirstBatch(env.DB, () => uploadMeanwhile(client));
    const response = await fetchWith({ DB: held.d1 }, "/api/upload/avatar", {
      method: "DELETE",
      cookie: client.cookie,
    });
    expectInterleaved(held);
    expect(response.status).toBe(200);
    expect(await avatarState(id)).toEqual({ avatar: null, objects: [] });
  });

  it("a clear landing inside an upload leaves the upload: its avatar and only its object", async () => {
    const { client, id } = await ownerWithAvatar("race_inupload");
    const held = d1HoldingFirstBatch(env.DB, async () => {
      expect((await client.request("/api/upload/avatar", { method: "DELETE" })).status).toBe(200);
    });
    const response = await fetchWith({ DB: held.d1 }, "/api/upload/avatar", {
      method: "POST",
      body: avatarForm(images.webp()),
      cookie: client.cookie,
    });
    expectInterleaved(held);
    expect(response.status).toBe(200);
    const { url } = await json<UploadBody>(response);
    expect(await avatarState(id)).toEqual({ avatar: url, objects: [objectKey(url)] });
  });
});
