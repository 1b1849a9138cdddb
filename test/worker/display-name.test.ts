// The page's display name (docs/product.md, "Making the page yours"): at most 50 characters under the
// profile's text rules, saved with the profile and answered by GET /api/profile and GET /api/user/{name};
// the page's heading shows it with the handle beneath, the default title and the share card use it, and
// it travels with the export and the import. Empty, the page is headed by the handle as before.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { limits } from "#contract/limits";
import { profileMessages } from "#contract/profile-schemas";
import type { PublicProfile } from "#contract/types";
import { openDb } from "../../worker/db/client";
import { shareCardFingerprint, shareCardSourceOf } from "../../worker/page-snapshot/share-card";
import { publicSourceById } from "../../worker/page-snapshot/snapshot";
import { fieldRefusal, getProfile, snapshotOf } from "./support/profile";
import { queuedShareCards } from "./support/queues";
import { json, request, signedInUser } from "./support/requests";

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

async function save(client: Client, changes: Record<string, unknown>): Promise<Response> {
  const { username, bio, links } = await getProfile(client);
  return client.request("/api/profile", { method: "PUT", json: { username, bio, links, ...changes } });
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("the display name", () => {
  it("is saved trimmed and without direction overrides, and answered by both profile calls and the snapshot", async () => {
    const { client, user } = await signedInUser("dn_save");
    expect((await getProfile(client)).displayName).toBe("");
    expect((await save(client, { displayName: "  Ada \u202eLovelace " })).status).toBe(200);
    expect((await getProfile(client)).displayName).toBe("Ada Lovelace");
    const shown = await json<PublicProfile>(await request(`/api/user/${user.username}`));
    expect(shown.displayName).toBe("Ada Lovelace");
    expect(await snapshotOf(user.username)).toMatchObject({ displayName: "Ada Lovelace" });
  });

  it("is kept by a save that leaves it out, and emptied by one that shows nothing", async () => {
    const { client } = await signedInUser("dn_keep");
    await save(client, { displayName: "Kept" });
    expect((await save(client, { bio: "no name in this save" })).status).toBe(200);
    expect((await getProfile(client)).displayName).toBe("Kept");
    expect((await save(client, { displayName: " \u200b " })).status).toBe(200);
    expect((await getProfile(client)).displayName).toBe("");
  });

  it("takes 50 characters and refuses 51, control characters and a non-string, each on its field", async () => {
    const { client } = await signedInUser("dn_rules");
    expect((await save(client, { displayName: "n".repeat(limits.displayNameMax) })).status).toBe(200);
    expect(await fieldRefusal(await save(client, { displayName: "n".repeat(51) }), 400, "displayName")).toBe(
      profileMessages.displayNameTooLong,
    );
    expect(await fieldRefusal(await save(client, { displayName: "Ada\u0000" }), 400, "displayName")).toBe(
      profileMessages.displayNameControlCharacters,
    );
    expect(await fieldRefusal(await save(client, { displayName: "Two\nlines" }), 400, "displayName")).toBe(
      profileMessages.displayNameControlCharacters,
    );
    expect(await fieldRefusal(await save(client, { displayName: 7 }), 400, "displayName")).toBe(
      profileMessages.displayNameInvalid,
    );
    expect((await getProfile(client)).displayName).toBe("n".repeat(limits.displayNameMax));
  });
});

describe("the page with a display name", () => {
  it("is headed by the name with the handle beneath, and titled by both", async () => {
    const { client, user } = await signedInUser("dn_page");
    await save(client, { displayName: "Ada & Co" });
    const html = await (await request(`/${user.username}`)).text();
    expect(html).toContain(`<h1 dir="auto">Ada &amp; Co</h1><p class="handle">@${user.username}</p>`);
    expect(titleOf(html)).toBe(`Ada &amp; Co (@${user.username}) | LinkNest`);
  });

  it("reads a right-to-left name in its own direction", async () => {
    const { client, user } = await signedInUser("dn_rtl");
    await save(client, { displayName: "שירה כהן" });
    const html = await (await request(`/${user.username}`)).text();
    expect(html).toContain('<h1 dir="auto">שירה כהן</h1>');
  });

  it("keeps the owner's own page title over the default", async () => {
    const { client, user } = await signedInUser("dn_title");
    await save(client, { displayName: "Ada", pageTitle: "Ada's studio" });
    expect(titleOf(await (await request(`/${user.username}`)).text())).toBe("Ada&#x27;s studio");
  });

  it("without one is headed by the handle alone", async () => {
    const { user } = await signedInUser("dn_none");
    const html = await (await request(`/${user.username}`)).text();
    expect(html).toContain(`<h1>@${user.username}</h1>`);
    expect(html).not.toContain('class="handle"');
  });

  it("asks for a new share card when the name changes", async () => {
    const { client, id } = await signedInUser("dn_card");
    await save(client, { bio: "A card of this page exists" });
    await queuedShareCards();
    // As if the card of the page so far had been drawn.
    const page = await publicSourceById(openDb(env.DB), id);
    const drawn = page && (await shareCardFingerprint(shareCardSourceOf(page.snapshot)));
    await env.DB.prepare("update pages set share_card = ? where id = ?").bind(drawn, id).run();

    await save(client, { displayName: "Ada" });
    expect(await queuedShareCards()).toEqual([{ userId: id }]);
  });
});

describe("the display name in the account's data", () => {
  it("is exported, and restored by an import that replaces the profile", async () => {
    const { client } = await signedInUser("dn_export");
    await save(client, { displayName: "Ada Lovelace" });
    const file = await json<{ profile: { displayName: string } }>(await client.request("/api/account/export"));
    expect(file.profile.displayName).toBe("Ada Lovelace");

    const other = await signedInUser("dn_import");
    const imported = await other.client.request("/api/account/import", {
      method: "POST",
      json: { data: file, mode: "replace" },
    });
    expect(imported.status).toBe(200);
    expect((await getProfile(other.client)).displayName).toBe("Ada Lovelace");
  });
});
