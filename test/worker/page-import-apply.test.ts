// Applying what an import found (docs/guides/page-import.md, "Applying"): what the owner kept ticked is
// added to the page (merge) or takes its place (replace) through the profile save's own rules and
// function, the avatar is fetched and stored as an upload is, and any refusal — a link a save refuses, a
// page over its counts, an avatar that is no image — answers 4xx with nothing stored.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { type ImportedLink, overLimit, type PageImportPreview, pageImportMessages } from "#contract/page-import";
import { profileMessages } from "#contract/profile-schemas";
import { safetyMessages } from "#contract/safety";
import { openDb } from "../../worker/db/client";
import { writeSettings } from "../../worker/settings/settings";
import { fieldRefusal, getProfile, images, type OwnerProfileBody, putProfile } from "./support/profile";
import { json, request, signedInUser } from "./support/requests";

const peerPages = inject("peerPagesUrl");
type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

let linktree: PageImportPreview;

beforeAll(async () => {
  const { client } = await signedInUser("reader");
  const response = await client.request("/api/import/from-url", {
    method: "POST",
    json: { url: `${peerPages}/linktree/robinvale` },
  });
  linktree = await json<PageImportPreview>(response);
});

function apply(client: Client, body: Record<string, unknown>) {
  return client.request("/api/import/apply", { method: "POST", json: body });
}

/** Everything the Linktree page offered, ticked, as the dashboard sends it. */
const everything = () => ({
  displayName: linktree.profile.displayName,
  bio: linktree.profile.bio,
  avatarUrl: linktree.profile.avatarUrl,
  links: linktree.links,
  socials: linktree.socials,
});

/** The page's links as the owner sees them: kind, title and address. */
const shape = (profile: OwnerProfileBody) => profile.links.map(({ kind, title, url }) => ({ kind, title, url }));
const asSaved = (links: ImportedLink[]) => links.map(({ kind, title, url }) => ({ kind, title, url }));

async function storedAvatar(url: string | null) {
  expect(url).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]{32}\.png$/);
  return env.AVATARS.get((url ?? "").slice("/uploads/".length));
}

describe("POST /api/import/apply", () => {
  it("adds everything to a new owner's empty page: answered as PUT /api/profile answers, and public at once", async () => {
    const { client, user } = await signedInUser("newcomer");
    const response = await apply(client, { mode: "merge", ...everything() });
    expect(response.status).toBe(200);
    const saved = await json<OwnerProfileBody>(response);
    expect(saved.msg).toBe(pageImportMessages.added);
    const { msg: _msg, ...profile } = saved;
    expect(profile).toEqual(await getProfile(client));

    expect(shape(saved)).toEqual(asSaved(linktree.links));
    expect(saved.socials).toEqual(linktree.socials);
    expect(saved.displayName).toBe("Robin Vale");
    expect(saved.bio).toBe(linktree.profile.bio);
    // Stored as an upload is: by its bytes, under a random key, with its type.
    const object = await storedAvatar(saved.avatar);
    expect(object?.httpMetadata?.contentType).toBe("image/png");
    expect(object?.customMetadata?.userId).toBeDefined();

    const page = await (await request(`/${user.username}`)).text();
    const titles = [...page.matchAll(/Prints &amp; posters|Zines|Commissions|Podcast|Newsletter|>Shop<|>Listen</g)].map(
      ([text]) => text,
    );
    expect(titles).toEqual([
      ">Shop<",
      "Prints &amp; posters",
      "Zines",
      "Commissions",
      ">Listen<",
      "Podcast",
      "Newsletter",
    ]);
    expect(page).toContain(`src="${saved.avatar}"`);
    expect(page).toContain('href="https://instagram.com/robinvale"');
  });

  it("merges into a page with its own links: keeps them, leaves out repeats and emptied sections, keeps its bio and avatar", async () => {
    const { client } = await signedInUser("merger");
    expect(
      (
        await putProfile(client, {
          displayName: "My own name",
          bio: "My own bio",
          links: [
            { title: "My shop", url: "https://shop.robinvale.example/prints" },
            { title: "Blog", url: "https://blog.example.com/" },
          ],
        })
      ).status,
    ).toBe(200);
    const uploaded = new FormData();
    uploaded.append("avatar", new File([images.gif()], "me.gif"));
    const own = await json<{ url: string }>(
      await client.request("/api/upload/avatar", { method: "POST", body: uploaded }),
    );

    const shop = linktree.links.slice(0, 2); // "Shop" and the prints the page already links to
    const response = await apply(client, {
      mode: "merge",
      ...everything(),
      links: [...shop, ...linktree.links.slice(4)],
    });
    expect(response.status).toBe(200);
    const saved = await json<OwnerProfileBody>(response);
    expect(shape(saved)).toEqual([
      { kind: "link", title: "My shop", url: "https://shop.robinvale.example/prints" },
      { kind: "link", title: "Blog", url: "https://blog.example.com/" },
      ...asSaved(linktree.links.slice(4)),
    ]);
    expect(saved.displayName).toBe("My own name");
    expect(saved.bio).toBe("My own bio");
    expect(saved.avatar).toBe(own.url);
  });

  it("replaces the page's links, icons, bio and avatar with what was ticked, keeping what was not sent", async () => {
    const { client } = await signedInUser("replacer");
    await putProfile(client, {
      displayName: "Old name",
      bio: "Old bio",
      links: [{ title: "Old", url: "https://old.example.com/" }],
    });
    const chosen = linktree.links.filter((link) => link.title !== "Zines");
    const response = await apply(client, { mode: "replace", links: chosen, socials: linktree.socials.slice(0, 1) });
    expect(response.status).toBe(200);
    const saved = await json<OwnerProfileBody>(response);
    expect(saved.msg).toBe(pageImportMessages.replaced);
    expect(shape(saved)).toEqual(asSaved(chosen));
    expect(saved.socials).toEqual(linktree.socials.slice(0, 1));
    expect(saved.displayName).toBe("Old name");
    expect(saved.bio).toBe("Old bio");
    expect(saved.avatar).toBeNull();

    const withBio = await json<OwnerProfileBody>(
      await apply(client, { mode: "replace", ...everything(), links: chosen.slice(0, 2) }),
    );
    expect(withBio.displayName).toBe("Robin Vale");
    expect(withBio.bio).toBe(linktree.profile.bio);
    await storedAvatar(withBio.avatar);
  });
});

describe("an apply a save's rules refuse stores nothing", () => {
  async function unchanged(client: Client, before: OwnerProfileBody) {
    expect(await getProfile(client)).toEqual(before);
  }

  it("refuses a link or icon the save's schema refuses, on its field in the import", async () => {
    const { client } = await signedInUser("badlinks");
    const before = await getProfile(client);
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { links: [{ title: "Run", url: "javascript:alert(1)" }], socials: [] },
        "links.0.url",
        profileMessages.urlScheme,
      ],
      [
        { links: [{ title: "", url: "https://shop.example.com/" }], socials: [] },
        "links.0.title",
        profileMessages.titleRequired,
      ],
      [
        { links: [{ title: "Video", url: "https://youtu.be/x", kind: "embed" }], socials: [] },
        "links.0.kind",
        pageImportMessages.kindInvalid,
      ],
      [
        { links: [], socials: [{ platform: "myspace", url: "https://myspace.com/r" }] },
        "socials.0.platform",
        profileMessages.platformUnknown,
      ],
    ];
    for (const [body, field, message] of cases) {
      expect(await fieldRefusal(await apply(client, { mode: "merge", ...body }), 400, field)).toBe(message);
    }
    await unchanged(client, before);
  });

  it("refuses a link or icon on a blocked domain, by its place in the import", async () => {
    const { client } = await signedInUser("blockedimport");
    await writeSettings(openDb(env.DB), { blockedDomains: ["robinvale.example"] });
    try {
      const before = await getProfile(client);
      const response = await apply(client, { mode: "merge", ...everything(), avatarUrl: undefined });
      const body = await json<{ errors: { field: string; message: string }[] }>(response);
      expect(response.status).toBe(400);
      const blockedFields = linktree.links.flatMap((link, index) =>
        link.url.includes("robinvale.example") ? [`links.${index}.url`] : [],
      );
      expect(body.errors.map((error) => error.field)).toEqual([...blockedFields, "socials.2.url"]);
      expect(new Set(body.errors.map((error) => error.message))).toEqual(new Set([safetyMessages.linkBlocked]));
      await unchanged(client, before);
    } finally {
      await writeSettings(openDb(env.DB), { blockedDomains: [] });
    }
  });

  it("refuses a merge past 50 links or 12 icons, saying how many to untick", async () => {
    const { client } = await signedInUser("fullpage");
    const own = Array.from({ length: 45 }, (_, i) => ({ title: `Mine ${i}`, url: `https://mine.example.com/${i}` }));
    expect((await putProfile(client, { links: own })).status).toBe(200);
    const before = await getProfile(client);
    const adding = linktree.links
      .filter((link) => link.kind === "link")
      .concat(
        Array.from({ length: 3 }, (_, i) => ({
          kind: "link" as const,
          title: `More ${i}`,
          url: `https://more.example.com/${i}`,
        })),
      );
    const links = await apply(client, { mode: "merge", links: adding, socials: [] });
    expect(await fieldRefusal(links, 400, "links")).toBe(overLimit("links", 50, 45, 8));
    expect(overLimit("links", 50, 45, 8)).toBe(
      "Your page can have at most 50 links: it has 45 and this would add 8. Untick 3 and try again.",
    );

    const icons = Array.from({ length: 13 }, (_, i) => ({ platform: "website", url: `https://site${i}.example.com/` }));
    const tooMany = await apply(client, { mode: "replace", links: [], socials: icons });
    expect(await fieldRefusal(tooMany, 400, "socials")).toBe(profileMessages.tooManySocials);
    await unchanged(client, before);
  });

  it("refuses an apply with nothing ticked, which would add nothing or empty the page", async () => {
    const { client } = await signedInUser("nothing");
    for (const mode of ["merge", "replace"]) {
      expect(await fieldRefusal(await apply(client, { mode, links: [], socials: [] }), 400, "links")).toBe(
        pageImportMessages.nothingChosen,
      );
    }
    expect(await fieldRefusal(await apply(client, { mode: "swap", links: [], socials: [] }), 400, "mode")).toBe(
      pageImportMessages.modeInvalid,
    );
  });

  it("checks the avatar as an upload is checked before anything is stored: no image, too large, a refused address", async () => {
    const { client } = await signedInUser("badavatar");
    const before = await getProfile(client);
    const withAvatar = (avatarUrl: string) =>
      apply(client, { mode: "merge", links: linktree.links, socials: [], avatarUrl });

    const notImage = await withAvatar(`${peerPages}/images/not-an-image.png`);
    expect(notImage.status).toBe(400);
    expect((await json(notImage)).msg).toBe(profileMessages.avatarWrongType);
    const huge = await withAvatar(`${peerPages}/images/huge.png`);
    expect(huge.status).toBe(413);
    expect((await json(huge)).msg).toBe(profileMessages.avatarTooLarge);
    const privateAddress = await fieldRefusal(await withAvatar("https://169.254.169.254/avatar.png"), 400, "avatarUrl");
    expect(privateAddress).toBe(`The avatar couldn't be brought over. ${pageImportMessages.urlPrivate}`);
    const missing = await withAvatar(`${peerPages}/edge/status/404`);
    expect(missing.status).toBe(422);

    await unchanged(client, before);
    const objects = await env.AVATARS.list({ prefix: "avatars/", include: ["customMetadata"] });
    const userId = await env.DB.prepare("select id from users where username = ?")
      .bind(before.username)
      .first<{ id: string }>();
    expect(objects.objects.filter((object) => object.customMetadata?.userId === userId?.id)).toEqual([]);
  });
});
