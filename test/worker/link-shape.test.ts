// One shape for a link (contract/links.ts) from the save to the page: what a save stores of each kind,
// what GET /api/profile and GET /api/user/{username} answer of it — field for field, in order — and a
// link sent without its kind, which keeps the stored one and is judged by that kind's rules.
import { describe, expect, it } from "vitest";
import { fieldRefusal, getProfile, saveChanges, setSubscription } from "./support/profile";
import { request, signedInUser } from "./support/requests";

const video = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

/** Every kind once, as the dashboard sends them. */
const eachKind = [
  { kind: "header", title: "Shop" },
  { kind: "link", title: "Store", url: "https://store.example" },
  { kind: "embed", title: "Clip", url: video },
  { kind: "signup", title: "Join", buttonText: "Go" },
];

/** The fields of an answer's links, in the order the JSON text has them. */
async function linkFieldsOf(response: Response): Promise<string[][]> {
  const body = JSON.parse(await response.text()) as { links: Record<string, unknown>[] };
  return body.links.map((link) => Object.keys(link));
}

const ownerFields = [
  "id",
  "title",
  "url",
  "kind",
  "enabled",
  "startsAt",
  "endsAt",
  "featured",
  "sensitive",
  "buttonText",
  "amounts",
  "currency",
  "allowCustom",
  "clicks",
  "held",
];

describe("a link's answers", () => {
  it("GET /api/profile answers every kind's fields on every link, in the same order, as the API reference's Link", async () => {
    const { client } = await signedInUser("ownerorder");
    const tip = { kind: "tip", title: "Coffee", amounts: [3, 5], currency: "eur", allowCustom: true };
    expect((await saveChanges(client, { links: [...eachKind, tip] })).status).toBe(200);
    expect(await linkFieldsOf(await client.request("/api/profile"))).toEqual([...eachKind, tip].map(() => ownerFields));
    const [header, , , signup, tipBlock] = (await getProfile(client)).links;
    expect(header).toMatchObject({
      kind: "header",
      url: "",
      featured: false,
      sensitive: false,
      buttonText: null,
      amounts: null,
      currency: null,
      allowCustom: false,
    });
    expect(signup).toMatchObject({ kind: "signup", url: "", buttonText: "Go", amounts: null });
    expect(tipBlock).toMatchObject({ ...tip, url: "", buttonText: null });
  });

  it("GET /api/user/{username} answers each kind's own fields, in order, and nothing of its schedule", async () => {
    const { user, client } = await signedInUser("publicorder");
    expect((await saveChanges(client, { links: eachKind })).status).toBe(200);
    expect(await linkFieldsOf(await request(`/api/user/${user.username}`))).toEqual([
      ["kind", "title"],
      ["kind", "title", "url", "featured", "sensitive"],
      ["kind", "title", "url"],
      ["kind", "title", "buttonText"],
    ]);
  });

  it("a section title keeps no 18+ mark: only a link opens through its own notice", async () => {
    const { client } = await signedInUser("section18");
    const saved = await saveChanges(client, { links: [{ kind: "header", title: "Shop", sensitive: true }] });
    expect(saved.status).toBe(200);
    expect((await getProfile(client)).links[0]).toMatchObject({ kind: "header", sensitive: false });
  });
});

type Sent = { id: string; title: string; url: string };

describe("a link sent without its kind", () => {
  async function savedBlocks(name: string) {
    const { user, client } = await signedInUser(name);
    await setSubscription(user.username, "active", null);
    expect((await saveChanges(client, { links: eachKind })).status).toBe(200);
    const links = (await getProfile(client)).links;
    // What a client that predates kinds sends back: each link's id, title and url.
    const old = links.map(({ id, title, url }) => ({ id, title, url }));
    return { client, links, old };
  }

  it("keeps the kind it is stored as, and its fields", async () => {
    const { client, links, old } = await savedBlocks("oldkinds");
    const [, link, embed] = old as [Sent, Sent, Sent];
    const other = "https://youtu.be/aqz-KE-bpKQ";
    const response = await saveChanges(client, { links: [link, { ...embed, url: other }] });
    expect(response.status).toBe(200);
    const saved = (await getProfile(client)).links;
    expect(saved.map((l) => [l.id, l.kind, l.url])).toEqual([
      [links[1]?.id, "link", "https://store.example"],
      [links[2]?.id, "embed", other],
    ]);
  });

  it("is judged by the rules of the kind it is stored as: a section has no URL, a player must play", async () => {
    const { client, old } = await savedBlocks("oldrules");
    const [header, link, embed, signup] = old as [Sent, Sent, Sent, Sent];
    const withUrl = (entry: Sent, url: string) => ({ ...entry, url });
    expect(
      await fieldRefusal(
        await saveChanges(client, { links: [withUrl(header, "https://a.example"), link] }),
        400,
        "links.0.url",
      ),
    ).toBe("A section title has no URL.");
    expect(
      await fieldRefusal(
        await saveChanges(client, { links: [link, withUrl(embed, "https://a.example")] }),
        400,
        "links.1.url",
      ),
    ).toBe("Embed a YouTube, Vimeo, Spotify or SoundCloud link.");
    expect(
      await fieldRefusal(
        await saveChanges(client, { links: [withUrl(signup, "https://a.example")] }),
        400,
        "links.0.url",
      ),
    ).toBe("An e-mail sign-up block has no URL.");
    // Nothing of a refused save is stored.
    expect((await getProfile(client)).links.map((l) => l.kind)).toEqual(["header", "link", "embed", "signup"]);
  });
});
