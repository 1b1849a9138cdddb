// The page's newer blocks (docs/product.md, "Making the page yours"): the platforms people link to in the
// icon row, embedded players behind a facade, and link thumbnails — through PUT/GET /api/profile,
// GET /api/user/{username} and /{username}.

import { env } from "cloudflare:test";
import { svgPathData as amazonPath } from "@fortawesome/free-brands-svg-icons/faAmazon";
import { svgPathData as linkedInPath } from "@fortawesome/free-brands-svg-icons/faLinkedin";
import { describe, expect, it } from "vitest";
import type { AnalyticsReport } from "#contract/analytics";
import type { ErrorBody, PublicProfile } from "#contract/types";
import { beacon } from "./support/analytics";
import { avatarForm, fieldRefusal, getProfile, images, saveChanges } from "./support/profile";
import { deliverAnalytics } from "./support/queues";
import { deleteOwnAccount, json, request, signedInUser } from "./support/requests";

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

const save = saveChanges;
const refusal = fieldRefusal;

describe("the platforms people link to", () => {
  it("saves a LinkedIn icon and draws its mark, named, with no other brand's paths", async () => {
    const { user, client } = await signedInUser("linkedin");
    const socials = [
      { platform: "linkedin", url: "https://www.linkedin.com/in/ada" },
      { platform: "cashapp", url: "https://cash.app/$ada" },
    ];
    expect((await save(client, { socials })).status).toBe(200);
    expect((await json<PublicProfile>(await request(`/api/user/${user.username}`))).socials).toEqual(socials);
    const html = await (await request(`/${user.username}`)).text();
    expect(html).toContain('aria-label="LinkedIn"');
    expect(html).toContain('viewBox="0 0 448 512"');
    expect(html).toContain(linkedInPath);
    expect(html).toContain('aria-label="Cash App"');
    // Only the marks the page uses travel with it.
    expect(html).not.toContain(amazonPath);
  });

  it("still refuses a platform it does not know", async () => {
    const { client } = await signedInUser("myspace");
    const message = await refusal(
      await save(client, { socials: [{ platform: "myspace", url: "https://myspace.com/ada" }] }),
      400,
      "socials.0.platform",
    );
    expect(message).toBe("Choose one of the platforms.");
  });
});

describe("embedded players", () => {
  const video = { kind: "embed", title: "My new video", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" };

  it("saves an embed, answers it everywhere and draws a facade with no frame and nothing from the provider", async () => {
    const { user, client } = await signedInUser("embed");
    const links = [
      { kind: "header", title: "Watch" },
      video,
      { kind: "embed", title: "A track", url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" },
      { title: "Shop", url: "https://shop.example/" },
    ];
    expect((await save(client, { links })).status).toBe(200);
    const owned = (await getProfile(client)).links;
    expect(owned.map((link) => link.kind)).toEqual(["header", "embed", "embed", "link"]);
    const publicLinks = (await json<PublicProfile>(await request(`/api/user/${user.username}`))).links;
    expect(publicLinks).toEqual([
      { kind: "header", title: "Watch" },
      { kind: "embed", title: "My new video", url: video.url },
      { kind: "embed", title: "A track", url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" },
      { kind: "link", title: "Shop", url: "https://shop.example/", featured: false, sensitive: false },
    ]);

    const response = await request(`/${user.username}`);
    const html = await response.text();
    expect(html).not.toContain("<iframe");
    // Nothing on the page loads from elsewhere: the facade's only address of the provider's is its href.
    expect(html).not.toMatch(/src="https?:/);
    const facade = html.match(/<a class="embed embed--video"[^>]*>/)?.[0] ?? "";
    expect(facade).toContain(`href="${video.url}"`);
    expect(facade).toContain('data-embed="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1"');
    expect(facade).toContain('aria-label="Play My new video (YouTube)"');
    expect(html).toContain('data-embed="https://open.spotify.com/embed/track/4uLU6hMCjMI75M1A2tKUQC"');
    // The section title heads players as it heads links.
    expect(html).toContain('<h2 dir="auto">Watch</h2>');
  });

  it("counts a press on a player's facade as the link's click, and lists the player in the analytics' links", async () => {
    const owner = await signedInUser("embedclick");
    const track = { kind: "embed", title: "A track", url: "https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC" };
    const links = [{ kind: "header", title: "Watch" }, video, { title: "Shop", url: "https://shop.example/" }, track];
    expect((await save(owner.client, { links })).status).toBe(200);

    // The page numbers the players with the links, in the order a visitor sees them.
    const html = await (await request(`/${owner.user.username}`)).text();
    expect(html.match(/<a class="embed embed--video"[^>]*>/)?.[0]).toContain('data-i="0"');
    expect(html).toMatch(/<a href="https:\/\/shop\.example\/" rel="noopener nofollow ugc" data-i="1"/);
    expect(html.match(/<a class="embed embed--track"[^>]*>/)?.[0]).toContain('data-i="2"');

    for (const linkIndex of [0, 0, 2]) {
      expect((await beacon({ username: owner.user.username, linkIndex })).status).toBe(204);
    }
    await deliverAnalytics();
    const report = await json<AnalyticsReport>(await owner.client.request("/api/analytics"));
    expect(report.links.map(({ title, clicks }) => ({ title, clicks }))).toEqual([
      { title: "My new video", clicks: 2 },
      { title: "Shop", clicks: 0 },
      { title: "A track", clicks: 1 },
    ]);
  });

  it("lets the page frame exactly the four players' origins", async () => {
    const { user, client } = await signedInUser("csp");
    expect((await save(client, { links: [video] })).status).toBe(200);
    const policy = (await request(`/${user.username}`)).headers.get("Content-Security-Policy") ?? "";
    const frameSrc = policy.split("; ").filter((directive) => directive.startsWith("frame-src"));
    expect(frameSrc).toEqual([
      "frame-src https://www.youtube-nocookie.com https://player.vimeo.com https://open.spotify.com https://w.soundcloud.com",
    ]);
    expect(policy).toContain("frame-ancestors 'none'");
  });

  it.each([
    ["https://example.com/watch?v=dQw4w9WgXcQ", "Embed a YouTube, Vimeo, Spotify or SoundCloud link."],
    ["https://www.dailymotion.com/video/x8abc", "Embed a YouTube, Vimeo, Spotify or SoundCloud link."],
    [
      "https://www.youtube.com/@somechannel",
      "This YouTube link doesn't lead to one video or track. Copy the link of the one to play.",
    ],
    [
      "https://www.youtube.com/watch?v=short",
      "This YouTube link doesn't lead to one video or track. Copy the link of the one to play.",
    ],
    [
      "https://vimeo.com/channels/staffpicks",
      "This Vimeo link doesn't lead to one video or track. Copy the link of the one to play.",
    ],
    [
      "https://open.spotify.com/user/someone",
      "This Spotify link doesn't lead to one video or track. Copy the link of the one to play.",
    ],
    [
      "https://soundcloud.com/artist",
      "This SoundCloud link doesn't lead to one video or track. Copy the link of the one to play.",
    ],
    ["javascript:alert(1)", "Use http, https, mailto, tel or sms"],
  ])("refuses %s on the url field and stores nothing", async (url, message) => {
    const { client } = await signedInUser("badembed");
    const before = await getProfile(client);
    const response = await save(client, { links: [{ kind: "embed", title: "Play me", url }] });
    expect(await refusal(response, 400, "links.0.url")).toBe(message);
    expect((await getProfile(client)).links).toEqual(before.links);
  });

  it("keeps players out of the spotlight and from the 18+ mark", async () => {
    const { client } = await signedInUser("embedflags");
    expect(await refusal(await save(client, { links: [{ ...video, featured: true }] }), 400, "links.0.featured")).toBe(
      "An embedded player cannot be in the spotlight.",
    );
    expect(
      await refusal(await save(client, { links: [{ ...video, sensitive: true }] }), 400, "links.0.sensitive"),
    ).toBe("An embedded player cannot be marked 18+. Mark the whole page instead.");
  });
});

describe("link thumbnails", () => {
  const shop = { title: "Shop", url: "https://shop.example/" };

  /** A signed-in owner with one saved link, and that link's id. */
  async function ownerWithLink(prefix: string) {
    const owner = await signedInUser(prefix);
    expect((await save(owner.client, { links: [shop] })).status).toBe(200);
    const id = (await getProfile(owner.client)).links[0]?.id as string;
    return { ...owner, id };
  }

  function upload(client: Client, id: string, body: BodyInit) {
    return client.request(`/api/links/${id}/thumbnail`, { method: "POST", body });
  }

  const thumbnailForm = (bytes: Uint8Array) => avatarForm(bytes, { field: "thumbnail", name: "t.png" });
  const keyOf = (url: string) => url.slice("/uploads/".length);

  it("stores an image for the owner's link, carries it everywhere and draws it beside the title", async () => {
    const { user, client, id } = await ownerWithLink("thumb");
    const response = await upload(client, id, thumbnailForm(images.webp()));
    expect(response.status).toBe(200);
    const { url } = await json<{ url: string }>(response);
    expect(url).toMatch(/^\/uploads\/thumbnails\/[A-Za-z0-9_-]{32}\.webp$/);

    expect((await getProfile(client)).links[0]?.thumbnail).toBe(url);
    const publicLinks = (await json<PublicProfile>(await request(`/api/user/${user.username}`))).links;
    expect(publicLinks).toEqual([{ kind: "link", ...shop, featured: false, sensitive: false, thumbnail: url }]);
    const html = await (await request(`/${user.username}`)).text();
    expect(html).toContain(`<img src="${url}" alt="" width="40" height="40" loading="lazy" decoding="async"/>`);

    const served = await request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");

    // A save that keeps the link by its id keeps the image, even with a new title.
    const links = (await getProfile(client)).links.map((link) => ({ ...link, title: "New shop" }));
    expect((await save(client, { links })).status).toBe(200);
    expect((await getProfile(client)).links[0]?.thumbnail).toBe(url);
  });

  it("replaces and removes the image, deleting each object it leaves unused", async () => {
    const { client, id } = await ownerWithLink("thumbswap");
    const first = (await json<{ url: string }>(await upload(client, id, thumbnailForm(images.png())))).url;
    const second = (await json<{ url: string }>(await upload(client, id, thumbnailForm(images.jpeg())))).url;
    expect(await env.AVATARS.head(keyOf(first))).toBeNull();
    expect(await env.AVATARS.head(keyOf(second))).not.toBeNull();

    const removed = await client.request(`/api/links/${id}/thumbnail`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(await json(removed)).toEqual({ url: null, version: expect.any(Number) });
    expect(await env.AVATARS.head(keyOf(second))).toBeNull();
    expect((await getProfile(client)).links[0]?.thumbnail).toBeUndefined();
  });

  it("goes with its link: a save that drops the link, and the account's deletion", async () => {
    const { client, id } = await ownerWithLink("thumbdrop");
    const dropped = (await json<{ url: string }>(await upload(client, id, thumbnailForm(images.png())))).url;
    expect((await save(client, { links: [{ title: "Other", url: "https://other.example/" }] })).status).toBe(200);
    expect(await env.AVATARS.head(keyOf(dropped))).toBeNull();

    const leaving = await ownerWithLink("thumbgone");
    const kept = (await json<{ url: string }>(await upload(leaving.client, leaving.id, thumbnailForm(images.gif()))))
      .url;
    expect((await deleteOwnAccount(leaving.client, leaving.user.password)).status).toBe(200);
    expect(await env.AVATARS.head(keyOf(kept))).toBeNull();
  });

  it("refuses what is not an image, too large a file, a section, and another user's link, storing nothing", async () => {
    const { client, id } = await ownerWithLink("thumbbad");
    const objectsBefore = (await env.AVATARS.list({ prefix: "thumbnails/" })).objects.length;
    const svg = await upload(client, id, thumbnailForm(images.svg()));
    expect(svg.status).toBe(400);
    expect((await json<ErrorBody>(svg)).msg).toBe("Use a PNG, JPEG, GIF or WebP image.");
    const large = await upload(client, id, thumbnailForm(images.png(256 * 1024 + 1)));
    expect(large.status).toBe(413);
    expect((await json<ErrorBody>(large)).msg).toBe("Max file size is 256 KB.");
    const wrongField = await upload(client, id, avatarForm(images.png()));
    expect(wrongField.status).toBe(400);
    const notMultipart = await client.request(`/api/links/${id}/thumbnail`, { method: "POST", json: {} });
    expect(notMultipart.status).toBe(415);

    expect((await save(client, { links: [{ kind: "header", title: "Section" }, shop] })).status).toBe(200);
    const [section] = (await getProfile(client)).links;
    const onSection = await upload(client, section?.id as string, thumbnailForm(images.png()));
    expect(onSection.status).toBe(400);
    expect((await json<ErrorBody>(onSection)).msg).toBe("Only a link can show an image; sections and players cannot.");

    const other = await signedInUser("thumbother");
    const theirs = await upload(other.client, id, thumbnailForm(images.png()));
    expect(theirs.status).toBe(404);
    expect((await json<ErrorBody>(theirs)).msg).toBe("Link not found");
    expect((await other.client.request(`/api/links/${id}/thumbnail`, { method: "DELETE" })).status).toBe(404);
    expect((await upload(client, "no-such-link", thumbnailForm(images.png()))).status).toBe(404);

    expect((await getProfile(client)).links.every((link) => link.thumbnail === undefined)).toBe(true);
    expect((await env.AVATARS.list({ prefix: "thumbnails/" })).objects.length).toBe(objectsBefore);
  });
});
