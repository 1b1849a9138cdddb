import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { profileMessages } from "#contract/profile-schemas";
import { avatarForm, crcOf, type ErrorBody, getProfile, images, uploadAvatar } from "./support/profile";
import { json, request, signedInUser } from "./support/requests";

type UploadBody = { url: string; msg: string };

const objectKey = (url: string) => url.slice("/uploads/".length);

describe("POST /api/upload/avatar", () => {
  it("stores a PNG, JPEG, GIF or WebP under an unguessable key and makes it the avatar", async () => {
    const { client } = await signedInUser("upload");
    const urls: string[] = [];
    for (const [kind, type] of [
      ["png", "image/png"],
      ["jpeg", "image/jpeg"],
      ["gif", "image/gif"],
      ["webp", "image/webp"],
    ] as const) {
      // The browser's claimed type is ignored: the bytes decide.
      const response = await uploadAvatar(client, avatarForm(images[kind](), { type: "application/octet-stream" }));
      expect(response.status, kind).toBe(200);
      const body = await json<UploadBody>(response);
      expect(body.msg).toBe("Avatar uploaded.");
      expect(body.url).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]{32}\.(png|jpg|gif|webp)$/);
      expect((await getProfile(client)).avatar).toBe(body.url);
      const object = await env.AVATARS.head(objectKey(body.url));
      expect(object?.httpMetadata?.contentType).toBe(type);
      urls.push(body.url);
    }
    expect(new Set(urls).size).toBe(4);
  });

  it("deletes the previous object when a new one replaces it", async () => {
    const { client } = await signedInUser("replace");
    const first = await json<UploadBody>(await uploadAvatar(client, avatarForm(images.png())));
    const second = await json<UploadBody>(await uploadAvatar(client, avatarForm(images.gif())));
    expect(await env.AVATARS.head(objectKey(first.url))).toBeNull();
    expect(await env.AVATARS.head(objectKey(second.url))).not.toBeNull();
  });

  it("accepts exactly 2 MB and refuses one byte more with 'Max file size is 2MB.'", async () => {
    const { client } = await signedInUser("size");
    const ok = await uploadAvatar(client, avatarForm(images.png(2_097_152)));
    expect(ok.status).toBe(200);
    const over = await uploadAvatar(client, avatarForm(images.png(2_097_153)));
    expect(over.status).toBe(413);
    expect(await json(over)).toEqual({ msg: "Max file size is 2MB." });
    const wayOver = await uploadAvatar(client, avatarForm(images.png(3 * 1024 * 1024)));
    expect(wayOver.status).toBe(413);
    expect(await json(wayOver)).toEqual({ msg: "Max file size is 2MB." });
  });

  it("refuses files whose bytes are not PNG, JPEG, GIF or WebP, SVG included, and stores nothing", async () => {
    const { user, client } = await signedInUser("wrongtype");
    const before = (await env.AVATARS.list({ prefix: "avatars/" })).objects.length;
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    const riffNotWebp = new Uint8Array([...new TextEncoder().encode("RIFF\0\0\0\0WAVEfmt ")]);
    for (const [bytes, name, type] of [
      [images.svg(), "avatar.svg", "image/svg+xml"],
      [html, "avatar.png", "image/png"],
      [riffNotWebp, "avatar.webp", "image/webp"],
      [new Uint8Array(0), "empty.png", "image/png"],
      [new Uint8Array([0x89, 0x50, 0x4e]), "short.png", "image/png"],
    ] as const) {
      const response = await uploadAvatar(client, avatarForm(bytes, { name, type }));
      expect(response.status, name).toBe(400);
      expect(await json(response)).toEqual({ msg: "Use a PNG, JPEG, GIF or WebP image." });
    }
    expect((await env.AVATARS.list({ prefix: "avatars/" })).objects.length).toBe(before);
    const row = await env.DB.prepare("select avatar from pages where username = ?").bind(user.username).first();
    expect(row).toEqual({ avatar: null });
  });

  it("refuses an image that is not whole, or of absurd dimensions, saying why, and stores nothing", async () => {
    const { user, client } = await signedInUser("notwhole");
    const before = (await env.AVATARS.list({ prefix: "avatars/" })).objects.length;
    const cut = (bytes: Uint8Array) => bytes.slice(0, Math.floor(bytes.length * 0.6));
    const damaged: [string, Uint8Array][] = [
      ["the PNG signature alone", new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
      ["a JPEG's first four bytes", new Uint8Array([0xff, 0xd8, 0xff, 0xe0])],
      ["a JPEG's first bytes, padded", Uint8Array.from({ length: 256 }, (_, i) => [0xff, 0xd8, 0xff, 0xe0][i] ?? 0)],
      ["a cut-off PNG", cut(images.png(4096))],
      ["a cut-off JPEG", cut(images.jpeg(4096))],
      ["a cut-off GIF", cut(images.gif(4096))],
      ["a cut-off WebP", cut(images.webp(4096))],
      ["a PNG whose chunk is corrupted", images.png(512).map((byte, i) => (i === 40 ? byte ^ 0xff : byte))],
    ];
    for (const [what, bytes] of damaged) {
      const response = await uploadAvatar(client, avatarForm(bytes));
      expect(response.status, what).toBe(400);
      expect(await json(response), what).toEqual({ msg: profileMessages.imageDamaged });
    }
    // Whole, but claiming 100,000 pixels a side: no decoder should be asked to open it.
    const huge = images.png(256);
    new DataView(huge.buffer).setUint32(16, 100_000);
    new DataView(huge.buffer).setUint32(29, crcOf(huge.subarray(12, 29)));
    const tooLarge = await uploadAvatar(client, avatarForm(huge));
    expect(tooLarge.status).toBe(400);
    expect(await json(tooLarge)).toEqual({ msg: profileMessages.imageTooManyPixels });

    expect((await env.AVATARS.list({ prefix: "avatars/" })).objects.length).toBe(before);
    const row = await env.DB.prepare("select avatar from pages where username = ?").bind(user.username).first();
    expect(row).toEqual({ avatar: null });
  });

  it("refuses a link thumbnail that is not whole the same way", async () => {
    const { client } = await signedInUser("thumbwhole");
    await client.request("/api/profile", {
      method: "PUT",
      json: {
        username: (await getProfile(client)).username,
        bio: "",
        links: [{ title: "Shop", url: "https://shop.example" }],
      },
    });
    const [link] = (await getProfile(client)).links;
    const response = await client.request(`/api/links/${link?.id}/thumbnail`, {
      method: "POST",
      body: avatarForm(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), { field: "thumbnail" }),
    });
    expect(response.status).toBe(400);
    expect(await json(response)).toEqual({ msg: profileMessages.imageDamaged });
  });

  it("answers 4xx, never 5xx, for a missing field, a text field, bad multipart or another content type", async () => {
    const { client } = await signedInUser("badform");
    const wrongField = await uploadAvatar(client, avatarForm(images.png(), { field: "file" }));
    expect(wrongField.status).toBe(400);
    expect(await json(wrongField)).toEqual({ msg: "Choose an image file to upload." });

    const textField = new FormData();
    textField.append("avatar", "not a file");
    expect((await uploadAvatar(client, textField)).status).toBe(400);

    const noBoundary = await uploadAvatar(client, "--x\r\nbroken", { "Content-Type": "multipart/form-data" });
    expect(noBoundary.status).toBe(400);
    const truncated = await uploadAvatar(
      client,
      '--abc\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n\x89PNG',
      { "Content-Type": "multipart/form-data; boundary=abc" },
    );
    expect(truncated.status).toBeGreaterThanOrEqual(400);
    expect(truncated.status).toBeLessThan(500);

    const asJson = await client.request("/api/upload/avatar", { method: "POST", json: { avatar: "x" } });
    expect(asJson.status).toBe(415);
    const asText = await uploadAvatar(client, "plain", { "Content-Type": "text/plain" });
    expect(asText.status).toBe(415);
    const empty = await client.request("/api/upload/avatar", { method: "POST" });
    expect(empty.status).toBe(415);
    for (const response of [asJson, asText, empty]) expect((await json<ErrorBody>(response)).msg).toMatch(/multipart/);
  });

  it("needs a signed-in user, and refuses a cross-site form post", async () => {
    const anonymous = await request("/api/upload/avatar", { method: "POST", body: avatarForm(images.png()) });
    expect(anonymous.status).toBe(401);
    const { client } = await signedInUser("csrf");
    const crossSite = await client.request("/api/upload/avatar", {
      method: "POST",
      body: avatarForm(images.png()),
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await getProfile(client)).avatar).toBeNull();
  });
});

describe("DELETE /api/upload/avatar", () => {
  it("clears the avatar and deletes the object; clearing twice is fine", async () => {
    const { client } = await signedInUser("clear");
    const { url } = await json<UploadBody>(await uploadAvatar(client, avatarForm(images.jpeg())));
    const response = await client.request("/api/upload/avatar", { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: "Avatar cleared.", avatar: null, version: expect.any(Number) });
    expect((await getProfile(client)).avatar).toBeNull();
    expect(await env.AVATARS.head(objectKey(url))).toBeNull();
    expect((await request(url)).status).toBe(404);
    expect((await client.request("/api/upload/avatar", { method: "DELETE" })).status).toBe(200);
  });

  it("a profile save that clears the avatar deletes the object too", async () => {
    const { client } = await signedInUser("saveclear");
    const { url } = await json<UploadBody>(await uploadAvatar(client, avatarForm(images.png())));
    const current = await getProfile(client);
    const response = await client.request("/api/profile", { method: "PUT", json: { ...current, avatar: null } });
    expect(response.status).toBe(200);
    expect(await env.AVATARS.head(objectKey(url))).toBeNull();
  });

  it("needs a signed-in user", async () => {
    expect((await request("/api/upload/avatar", { method: "DELETE" })).status).toBe(401);
  });
});

describe("GET /uploads/*", () => {
  it("streams the file with its detected type, a year of immutable caching, an ETag and nosniff", async () => {
    const { client } = await signedInUser("serve");
    const bytes = images.webp(1000);
    const { url } = await json<UploadBody>(await uploadAvatar(client, avatarForm(bytes, { type: "text/html" })));
    const response = await request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);

    const revalidated = await request(url, { headers: { "If-None-Match": etag ?? "" } });
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("etag")).toBe(etag);
    expect(await revalidated.text()).toBe("");
    const changed = await request(url, { headers: { "If-None-Match": '"something-else"' } });
    expect(changed.status).toBe(200);
    await changed.arrayBuffer();
  });

  it("answers 404 for unknown or malformed keys", async () => {
    for (const path of [
      "/uploads/avatars/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png",
      "/uploads/avatars/../secret",
      "/uploads/other/thing.png",
      "/uploads/",
    ]) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      await response.arrayBuffer();
    }
  });
});
