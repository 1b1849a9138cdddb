// Search and sharing (docs/product.md, "Making the page yours"): the page's title, description and noindex
// through PUT/GET /api/profile and GET /api/user/{username}; the page's <title>, meta description and
// Open Graph/Twitter tags use them, defaulting to the name and the bio; "Hide my page from search
// engines" sends a robots meta tag and X-Robots-Tag, on /{username} and on the owner's custom domain.
// Bad values are refused with their message and store nothing.
import { describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import { sharingMessages } from "#contract/search-and-sharing";
import type { ErrorBody, PublicProfile } from "#contract/types";
import { onHost, ownerWithActiveDomain } from "./support/custom-domains";
import { getProfile, snapshotOf } from "./support/profile";
import { json, request, signedInUser } from "./support/requests";

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

/** PUT /api/profile with what GET answered and the given changes. */
async function save(client: Client, changes: Record<string, unknown>): Promise<Response> {
  const { username, bio, links } = await getProfile(client);
  return client.request("/api/profile", { method: "PUT", json: { username, bio, links, ...changes } });
}

/** Text as the HTML holds it, read back: React escapes these five. */
const unescaped = (text: string | undefined) =>
  text
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The content of the head's <meta> named by name or property, or undefined. */
const meta = (html: string, key: string) =>
  unescaped(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1]);

const titleOf = (html: string) => unescaped(/<title>([^<]*)<\/title>/.exec(html)?.[1]);

describe("the page's title and description", () => {
  it("default to the name and the bio", async () => {
    const { client, user } = await signedInUser("share_default");
    expect(await getProfile(client)).toMatchObject({ pageTitle: "", pageDescription: "", noindex: false });
    expect((await save(client, { bio: "Drawings and\nzines" })).status).toBe(200);

    const html = await (await request(`/${user.username}`)).text();
    expect(titleOf(html)).toBe(`@${user.username} | LinkNest`);
    expect(meta(html, "description")).toBe("Drawings and zines");
    expect(meta(html, "og:title")).toBe(`@${user.username} | LinkNest`);
    expect(meta(html, "og:description")).toBe("Drawings and zines");
    expect(meta(html, "twitter:title")).toBe(`@${user.username} | LinkNest`);
    expect(meta(html, "robots")).toBeUndefined();
  });

  it("are saved, answered by both APIs and used by the title, description, Open Graph and Twitter tags", async () => {
    const { client, user } = await signedInUser("share_set");
    const response = await save(client, {
      bio: "The bio",
      pageTitle: "  Ana's shop & studio ",
      pageDescription: 'Prints, commissions and the "weekly" zine.',
    });
    expect(response.status).toBe(200);
    const saved = await json<Record<string, unknown>>(response);
    expect(saved).toMatchObject({
      pageTitle: "Ana's shop & studio",
      pageDescription: 'Prints, commissions and the "weekly" zine.',
      noindex: false,
    });
    expect(await getProfile(client)).toMatchObject({ pageTitle: "Ana's shop & studio" });
    const publicProfile = await json<PublicProfile>(await request(`/api/user/${user.username}`));
    expect(publicProfile).toMatchObject({ pageTitle: "Ana's shop & studio", noindex: false });
    expect(await snapshotOf(user.username)).toMatchObject({ version: 6, pageTitle: "Ana's shop & studio" });

    const html = await (await request(`/${user.username}`)).text();
    expect(titleOf(html)).toBe("Ana's shop & studio");
    for (const key of ["og:title", "twitter:title"]) expect(meta(html, key)).toBe("Ana's shop & studio");
    for (const key of ["description", "og:description", "twitter:description"]) {
      expect(meta(html, key)).toBe('Prints, commissions and the "weekly" zine.');
    }
  });

  it("a save that leaves the fields out keeps them; blank text falls back to the defaults", async () => {
    const { client, user } = await signedInUser("share_keep");
    expect((await save(client, { pageTitle: "Kept", pageDescription: "Kept too", noindex: true })).status).toBe(200);
    expect((await save(client, { bio: "New bio" })).status).toBe(200);
    expect(await getProfile(client)).toMatchObject({ pageTitle: "Kept", pageDescription: "Kept too", noindex: true });

    expect((await save(client, { pageTitle: " \u200b ", pageDescription: "" })).status).toBe(200);
    expect(await getProfile(client)).toMatchObject({ pageTitle: "", pageDescription: "" });
    const html = await (await request(`/${user.username}`)).text();
    expect(titleOf(html)).toBe(`@${user.username} | LinkNest`);
    expect(meta(html, "description")).toBe("New bio");
  });
});

describe("bad values", () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    [
      "a title over the limit",
      { pageTitle: "t".repeat(limits.pageTitleMax + 1) },
      "pageTitle",
      sharingMessages.pageTitleTooLong,
    ],
    ["a title that is not text", { pageTitle: 7 }, "pageTitle", sharingMessages.pageTitleInvalid],
    ["a title with a line break", { pageTitle: "One\ntwo" }, "pageTitle", sharingMessages.pageTitleControlCharacters],
    [
      "a description over the limit",
      { pageDescription: "d".repeat(limits.pageDescriptionMax + 1) },
      "pageDescription",
      sharingMessages.pageDescriptionTooLong,
    ],
    [
      "a description with a control character",
      { pageDescription: "Bell\u0007" },
      "pageDescription",
      sharingMessages.pageDescriptionControlCharacters,
    ],
    ["a noindex that is not a boolean", { noindex: "yes" }, "noindex", sharingMessages.noindexInvalid],
  ];
  for (const [what, changes, field, message] of cases) {
    it(`refuses ${what} with its message and stores nothing`, async () => {
      const { client } = await signedInUser("share_bad");
      const before = await getProfile(client);
      const response = await save(client, { bio: "Changed", ...changes });
      expect(response.status).toBe(400);
      const body = await json<ErrorBody>(response);
      expect(body.errors).toContainEqual({ field, message });
      expect(await getProfile(client)).toEqual(before);
    });
  }

  it("takes a title and a description at their limits, direction controls taken out", async () => {
    const { client } = await signedInUser("share_limits");
    const pageTitle = "t".repeat(limits.pageTitleMax);
    const pageDescription = "d".repeat(limits.pageDescriptionMax);
    expect((await save(client, { pageTitle: `\u202e${pageTitle}`, pageDescription })).status).toBe(200);
    expect(await getProfile(client)).toMatchObject({ pageTitle, pageDescription });
  });
});

describe("Hide my page from search engines", () => {
  it("sends a noindex robots tag and X-Robots-Tag, and takes both away when switched off", async () => {
    const { client, user } = await signedInUser("share_noindex");
    const shown = await request(`/${user.username}`);
    expect(shown.headers.get("X-Robots-Tag")).toBeNull();
    expect(meta(await shown.text(), "robots")).toBeUndefined();

    expect((await save(client, { noindex: true })).status).toBe(200);
    const hidden = await request(`/${user.username}`);
    expect(hidden.status).toBe(200);
    expect(hidden.headers.get("X-Robots-Tag")).toBe("noindex");
    expect(meta(await hidden.text(), "robots")).toBe("noindex");

    expect((await save(client, { noindex: false })).status).toBe(200);
    const again = await request(`/${user.username}`);
    expect(again.headers.get("X-Robots-Tag")).toBeNull();
    expect(meta(await again.text(), "robots")).toBeUndefined();
  });

  it("applies on the owner's custom domain too", async () => {
    const owner = await ownerWithActiveDomain("share_host");
    expect((await save(owner.client, { noindex: true, pageTitle: "On my domain" })).status).toBe(200);
    const page = await onHost(owner.hostname, "/");
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Robots-Tag")).toBe("noindex");
    const html = await page.text();
    expect(meta(html, "robots")).toBe("noindex");
    expect(titleOf(html)).toBe("On my domain");
  });
});
