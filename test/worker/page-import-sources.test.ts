// Reading another service's page (docs/guides/page-import.md, "The sources"): each source the peer-pages
// fake serves is recognised by its content and answered as POST /api/import/from-url's contract says —
// the name, bio and avatar, the links and section titles in order, the social icons — and nothing is stored.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { PageImportPreview } from "#contract/page-import";
import { robin } from "../../fakes/peer-pages/pages";
import { json, signedInUser } from "./support/requests";

const peerPages = inject("peerPagesUrl");
let client: Awaited<ReturnType<typeof signedInUser>>["client"];
let userId: string;

beforeAll(async () => {
  ({ client, id: userId } = await signedInUser("importer"));
});

async function preview(path: string) {
  const response = await client.request("/api/import/from-url", {
    method: "POST",
    json: { url: `${peerPages}${path}` },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<PageImportPreview>(response);
}

const sectionLinks = robin.sections.flatMap((section) => section.links.map((link) => ({ ...link, kind: "link" })));
const withSections = robin.sections.flatMap((section) => [
  { title: section.title, url: "", kind: "header" },
  ...section.links.map((link) => ({ ...link, kind: "link" })),
]);
const socialOf = (platform: string) => {
  const social = robin.socials.find((item) => item.platform === platform);
  return { platform, url: social?.url };
};

describe("POST /api/import/from-url reads each source the fake serves", () => {
  it("reads a Linktree page from its __NEXT_DATA__: sections, links by position, socials by type, the avatar", async () => {
    const found = await preview("/linktree/robinvale");
    expect(found).toEqual({
      source: "linktree",
      profile: { displayName: robin.displayName, bio: robin.bio, avatarUrl: `${peerPages}/images/avatar.png` },
      links: withSections,
      socials: [socialOf("instagram"), socialOf("youtube"), socialOf("email")],
      warnings: [],
    });
    // Keys in the contract's order, as the shape names them.
    expect(Object.keys(found.links[0] ?? {})).toEqual(["title", "url", "kind"]);
  });

  it("reads a LinkStack page by its buttons' markup: section titles, buttons, the icon row, name, bio, avatar", async () => {
    expect(await preview("/linkstack/robinvale")).toEqual({
      source: "linkstack",
      profile: { displayName: robin.displayName, bio: robin.bio, avatarUrl: `${peerPages}/images/avatar.png` },
      links: withSections,
      socials: [socialOf("instagram"), socialOf("youtube"), socialOf("email")],
      warnings: [],
    });
  });

  it("reads a LittleLink page by its brand buttons, leaving out a commented-out button and the footer's link", async () => {
    const found = await preview("/littlelink/robinvale");
    expect(found).toEqual({
      source: "littlelink",
      // The avatar's relative address, made absolute against the page.
      profile: { displayName: robin.displayName, bio: robin.bio, avatarUrl: `${peerPages}/images/avatar.png` },
      links: [
        ...sectionLinks,
        { title: "Instagram", url: "https://instagram.com/robinvale", kind: "link" },
        { title: "YouTube", url: "https://youtube.com/@robinvale", kind: "link" },
      ],
      // A mailto: button is an e-mail icon on LinkNest, whose links are web addresses.
      socials: [socialOf("email")],
      warnings: [],
    });
    expect(JSON.stringify(found)).not.toMatch(/discord|littlelink\.io/);
  });

  it("reads a Beacons page by its JSON-LD: the name without Beacons' suffix, sameAs as icons, the buttons as links", async () => {
    expect(await preview("/beacons/robinvale")).toEqual({
      source: "beacons",
      profile: { displayName: robin.displayName, bio: robin.bio, avatarUrl: `${peerPages}/images/avatar.png` },
      // Neither Beacons' own links nor the page's own site, nor the icons again.
      links: sectionLinks,
      socials: [socialOf("instagram"), socialOf("youtube")],
      warnings: [],
    });
  });

  it("reads any other page by its links and Open Graph tags, marked html with a warning", async () => {
    const found = await preview("/html/robinvale");
    expect(found.source).toBe("html");
    expect(found.profile).toEqual({
      displayName: robin.displayName,
      bio: robin.bio,
      avatarUrl: `${peerPages}/images/avatar.png`,
    });
    // Links with text, in order; icons without text to known platforms; the page's own anchors left out.
    expect(found.links).toEqual(sectionLinks);
    expect(found.socials).toEqual([socialOf("instagram"), socialOf("youtube"), socialOf("email")]);
    expect(found.warnings).toEqual([
      "This page was read as a plain web page, not a page of a service we know: check what was found.",
    ]);
  });

  it("shows each item as a save would keep it: the characters that turn text around taken out", async () => {
    const found = await preview("/edge/direction-controls");
    expect(found.profile.bio).toBe("Illustrator & zine maker");
    expect(found.links).toEqual([{ title: "Shop", url: "https://shop.robinvale.example/", kind: "link" }]);
  });

  it("stores nothing: no link, icon, bio or avatar of the account changes", async () => {
    const account = () => env.DB.prepare("select bio, avatar, updated_at from pages where id = ?").bind(userId).first();
    const count = async (table: string) =>
      (await env.DB.prepare(`select count(*) as n from ${table} where page_id = ?`).bind(userId).first<{ n: number }>())
        ?.n;
    const before = await account();
    await preview("/linktree/robinvale");
    expect(await count("links")).toBe(0);
    expect(await count("profile_styles")).toBe(0);
    expect(await account()).toEqual(before);
    const objects = await env.AVATARS.list({ prefix: "avatars/", include: ["customMetadata"] });
    expect(objects.objects.filter((object) => object.customMetadata?.userId === userId)).toEqual([]);
  });
});
