// Share cards (docs/product.md, "Making the page yours"; docs/decisions/044): a save queues the page's
// card, the queue's consumer draws a 1200×630 PNG, stores it in R2 under a content-named key served for
// a year, and the page names it in og:image with summary_large_image; until then the avatar (or nothing)
// stands in with summary. A save that changes what the card shows replaces it and deletes the old file;
// one that changes nothing it shows queues nothing. A failing card never fails the save, and the card
// goes with the account.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { themePreset } from "#contract/themes";
import { shareCardDeadLetterQueueName, shareCardQueueName } from "../../worker/page-snapshot/share-card";
import { drawnParagraph } from "../../worker/share-cards/bidi";
import type { ShareCardContent } from "../../worker/share-cards/render";
import { errorLogLine, failing, fetchWith, newFault } from "./support/faults";
import { avatarForm, getProfile, onePixelPng, uploadAvatar } from "./support/profile";
import { consumeBatch, deliverShareCards, queuedShareCards } from "./support/queues";
import { deleteOwnAccount, origin, request, signedInUser } from "./support/requests";

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];

async function save(client: Client, changes: Record<string, unknown>): Promise<Response> {
  const { username, bio, links } = await getProfile(client);
  const response = await client.request("/api/profile", { method: "PUT", json: { username, bio, links, ...changes } });
  expect(response.status, await response.clone().text()).toBe(200);
  return response;
}

const cardOf = async (id: string) =>
  (await env.DB.prepare("select share_card from pages where id = ?").bind(id).first<{ share_card: string | null }>())
    ?.share_card ?? null;

const cardKey = (fingerprint: string) => `cards/${fingerprint}.png`;

/** The content of the head's <meta> named by name or property, or undefined. */
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

const pageOf = async (username: string) => (await request(`/${username}`)).text();

/** Width and height from a PNG's IHDR chunk, after checking the signature and the chunk's name. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(new TextDecoder().decode(bytes.slice(12, 16))).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

// The engines start once per isolate, and the test pool compiles the renderer's modules on their first
// import: paid once here, so each test's own time is that of a card.
beforeAll(async () => {
  const { renderShareCard } = await import("../../worker/share-cards/render");
  await renderShareCard({ ...plainCard, username: "warm" }, env.ASSETS);
}, 60_000);

const plainCard: ShareCardContent = {
  username: "scripts",
  displayName: "",
  title: null,
  bio: "",
  theme: { preset: "nightfall", accent: null },
  avatar: null,
};

describe("the share card", () => {
  it("is queued by a save, drawn as a 1200×630 PNG in R2, served for a year and named by the page", async () => {
    const { client, user, id } = await signedInUser("card_made");
    await save(client, { bio: "Prints and zines", theme: { preset: "ocean", accent: null } });

    // Until the consumer has run: no card, no large preview.
    const before = await pageOf(user.username);
    expect(meta(before, "og:image")).toBeUndefined();
    expect(meta(before, "twitter:card")).toBe("summary");

    await deliverShareCards();
    const fingerprint = await cardOf(id);
    expect(fingerprint).toMatch(/^[0-9a-f]{32}$/);
    const stored = await env.AVATARS.get(cardKey(fingerprint as string));
    expect(stored?.httpMetadata?.contentType).toBe("image/png");
    expect(pngSize(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const served = await request(`/uploads/${cardKey(fingerprint as string)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(pngSize(new Uint8Array(await served.arrayBuffer()))).toEqual({ width: 1200, height: 630 });

    const html = await pageOf(user.username);
    expect(meta(html, "og:image")).toBe(`${origin}/uploads/${cardKey(fingerprint as string)}`);
    expect(meta(html, "twitter:image")).toBe(`${origin}/uploads/${cardKey(fingerprint as string)}`);
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
  });

  it("is replaced when what it shows changes, and the old file is deleted", async () => {
    const { client, user, id } = await signedInUser("card_swap");
    await save(client, { bio: "First" });
    await deliverShareCards();
    const first = (await cardOf(id)) as string;

    await save(client, { bio: "Second" });
    await deliverShareCards();
    const second = (await cardOf(id)) as string;
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    expect(await env.AVATARS.head(cardKey(first))).toBeNull();
    expect(await env.AVATARS.head(cardKey(second))).not.toBeNull();
    expect(meta(await pageOf(user.username), "og:image")).toBe(`${origin}/uploads/${cardKey(second)}`);

    // A theme or a new name shows on the card too.
    await save(client, { theme: { preset: "ember", accent: null } });
    expect(await queuedShareCards()).toEqual([{ userId: id }]);
  });

  it("is not made again by a save that changes nothing it shows", async () => {
    const { client, id } = await signedInUser("card_same");
    await save(client, { bio: "Steady" });
    await deliverShareCards();
    const made = await cardOf(id);

    await save(client, {
      links: [{ title: "New link", url: "https://new.example" }],
      pageDescription: "Another description",
      noindex: true,
    });
    expect(await queuedShareCards()).toEqual([]);
    // A message that arrives anyway (a retry, a duplicate) finds the card current and draws nothing.
    const result = await consumeBatch(shareCardQueueName, [{ body: { userId: id } }]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(await cardOf(id)).toBe(made);
  });

  it("draws the avatar, and an avatar change makes a new card", async () => {
    const { client, user, id } = await signedInUser("card_avatar");
    await save(client, { bio: "With a face" });
    await deliverShareCards();
    const without = (await cardOf(id)) as string;

    const uploaded = await uploadAvatar(client, avatarForm(onePixelPng));
    expect(uploaded.status).toBe(200);
    await deliverShareCards();
    const withAvatar = (await cardOf(id)) as string;
    expect(withAvatar).not.toBe(without);
    const stored = await env.AVATARS.get(cardKey(withAvatar));
    expect(pngSize(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect(meta(await pageOf(user.username), "og:image")).toBe(`${origin}/uploads/${cardKey(withAvatar)}`);
  });

  it("falls back to the avatar with a small preview until a card exists", async () => {
    const { client, user } = await signedInUser("card_fallback");
    const uploaded = await uploadAvatar(client, avatarForm(onePixelPng));
    const { url } = (await uploaded.json()) as { url: string };
    await queuedShareCards(); // never drawn
    const html = await pageOf(user.username);
    expect(meta(html, "og:image")).toBe(`${origin}${url}`);
    expect(meta(html, "og:image:width")).toBeUndefined();
    expect(meta(html, "twitter:card")).toBe("summary");
  });
});

// The card's words, read from its SVG with the text kept as text (each run satori lays out is a <text>
// element with its position and size), and its pixels, compared as PNG bytes.
type TextRun = { text: string; x: number; y: number; width: number; size: number; fill: string };

async function textRuns(content: Partial<ShareCardContent>): Promise<TextRun[]> {
  const { shareCardSvg } = await import("../../worker/share-cards/render");
  const svg = await shareCardSvg({ ...plainCard, ...content }, env.ASSETS, { embedFont: false });
  return [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, text]) => {
    const attribute = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attributes as string)?.[1] ?? "";
    return {
      text: (text as string).replace(/&amp;/g, "&").replace(/&#39;/g, "'"),
      x: Number(attribute("x")),
      y: Number(attribute("y")),
      width: Number(attribute("width")),
      size: Number(attribute("font-size")),
      fill: attribute("fill"),
    };
  });
}

/** The runs drawn in one colour, as lines of text top to bottom. */
function linesIn(runs: TextRun[], fill: string): string[] {
  const lines = new Map<number, TextRun[]>();
  for (const run of runs.filter((r) => r.fill === fill)) lines.set(run.y, [...(lines.get(run.y) ?? []), run]);
  return [...lines.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, line]) =>
      line
        .sort((a, b) => a.x - b.x)
        .map((r) => r.text)
        .join("")
        .trim(),
    );
}

/** Where the last character drawn in a colour ends: a line's trailing space draws nothing. */
const rightmostInk = (runs: TextRun[], fill: string) =>
  Math.max(...runs.filter((run) => run.fill === fill && run.text.trim() !== "").map((run) => run.x + run.width));

const { text: headingColour, muted: bioColour } = themePreset("nightfall");
/** The panel's inner right edge: 80 px of background and 72 px of padding from the card's edge. */
const textRightEdge = 1200 - 80 - 72;

/** The card's SVG with its text drawn as the fonts' outlines, as resvg then rasterises it. */
async function drawn(content: Partial<ShareCardContent>): Promise<string> {
  const { shareCardSvg } = await import("../../worker/share-cards/render");
  return shareCardSvg({ ...plainCard, ...content }, env.ASSETS);
}
const graphemesReversed = (text: string) =>
  [...new Intl.Segmenter().segment(text)]
    .map(({ segment }) => segment)
    .reverse()
    .join("");

describe("what the card says", () => {
  // A character the fonts lack draws as the font's empty box, the same outline for every such
  // character: a word and its reverse then draw the same card. Drawn with real glyphs, they differ.
  it.each([
    ["Arabic", "مرحبا"],
    ["Hebrew", "שלום"],
    ["emoji", "😀🎨🌍"],
    ["Japanese", "こんにちは"],
    ["Chinese", "你好世界"],
    ["Korean", "안녕하세요"],
    ["Devanagari", "नमस्ते"],
    ["Thai", "สวัสดี"],
    ["Greek", "Καλημέρα"],
    ["Cyrillic", "Привет"],
  ])("draws %s with the script's own glyphs, fonts loaded from the app's assets", async (_, text) => {
    const forwards = await drawn({ bio: text });
    const backwards = await drawn({ bio: graphemesReversed(text) });
    expect(forwards).not.toBe(backwards);
  });

  it("keeps a long handle on one line, smaller, inside the panel, never broken mid-word", async () => {
    const runs = await textRuns({ username: "a_rather_long_username_0123456" });
    expect(linesIn(runs, headingColour)).toEqual(["@a_rather_long_username_0123456"]);
    expect(rightmostInk(runs, headingColour)).toBeLessThanOrEqual(textRightEdge);
    const sizeOf = (of: TextRun[]) => of.find((run) => run.fill === headingColour)?.size ?? 0;
    expect(sizeOf(await textRuns({ username: "ada" }))).toBeGreaterThan(sizeOf(runs));
  });

  it("shows the page's own title when set, wrapped between words, with the handle beneath", async () => {
    const title = "Ada Lovelace: notes, sketches and the analytical engine";
    const runs = await textRuns({ username: "ada", title });
    const lines = linesIn(runs, headingColour);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(" ")).toBe(title);
    expect(linesIn(runs, bioColour)).toEqual(["@ada"]);
    expect(rightmostInk(runs, headingColour)).toBeLessThanOrEqual(textRightEdge);
  });

  it("reads a right-to-left bio from the right: its first word stands right of its second", async () => {
    const runs = await textRuns({ bio: "שלום עולם" });
    const words = runs.filter((run) => run.fill === bioColour && run.text.trim() !== "");
    expect(words).toHaveLength(2);
    const [left, right] = words.sort((a, b) => a.x - b.x);
    expect(graphemesReversed(right?.text ?? "")).toBe("שלום");
    expect(graphemesReversed(left?.text ?? "")).toBe("עולם");
  });

  it("lays right-to-left words out as they read: digits, Latin and Arabic runs keep their order, brackets mirror", () => {
    // Pieces left to right; an Arabic run stays in reading order, as the font engine reverses it itself.
    expect(drawnParagraph("שלום עולם")).toEqual({ direction: "rtl", words: [["םולש"], ["םלוע"]] });
    expect(drawnParagraph("שנת 2024 (חדש)")).toEqual({ direction: "rtl", words: [["תנש"], ["2024"], ["(שדח)"]] });
    expect(drawnParagraph("صفحتي.")).toEqual({ direction: "rtl", words: [[".", "صفحتي"]] });
    // A left-to-right run inside reads left to right: laid out from the right, its words come last first.
    expect(drawnParagraph("אני גר ב New York")).toEqual({
      direction: "rtl",
      words: [["ינא"], ["רג"], ["ב"], ["York"], ["New"]],
    });
    // A left-to-right paragraph keeps a right-to-left run's words in their reading order.
    expect(drawnParagraph("Hi שלום עולם there").words).toEqual([["Hi"], ["םלוע"], ["םולש"], ["there"]]);
  });

  it("is made again when the page's title changes", async () => {
    const { client, id } = await signedInUser("card_title");
    await save(client, { bio: "Titled" });
    await deliverShareCards();
    await save(client, { pageTitle: "Prints by Ada" });
    expect(await queuedShareCards()).toEqual([{ userId: id }]);
  });
});

describe("when the card fails", () => {
  it("draws the initial when a stored avatar cannot be drawn, at once and without a retry", async () => {
    const { client, id } = await signedInUser("card_cut");
    // A file stored before uploads were read whole: the PNG signature alone.
    const key = `avatars/${"c".repeat(32)}.png`;
    await env.AVATARS.put(key, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), {
      httpMetadata: { contentType: "image/png" },
      customMetadata: { userId: id },
    });
    await env.DB.prepare("update pages set avatar = ? where id = ?").bind(`/uploads/${key}`, id).run();
    await save(client, { bio: "Cut short" });
    const [message] = await queuedShareCards();
    const result = await consumeBatch(shareCardQueueName, [{ body: message }]);
    expect(result.retryMessages).toHaveLength(0);
    expect(result.explicitAcks).toHaveLength(1);
    const card = (await cardOf(id)) as string;
    expect(card).toMatch(/^[0-9a-f]{32}$/);
    const stored = await env.AVATARS.get(cardKey(card));
    expect(pngSize(new Uint8Array(await (stored as R2ObjectBody).arrayBuffer()))).toEqual({ width: 1200, height: 630 });
  });

  it("a failing store is retried by the queue; the save had answered and the page keeps its preview", async () => {
    const { client, user, id } = await signedInUser("card_fault");
    await save(client, { bio: "Still saved" });
    const [message] = await queuedShareCards();
    expect(message).toEqual({ userId: id });

    const fault = newFault();
    const result = await consumeBatch(shareCardQueueName, [{ body: message }], {
      bindings: { AVATARS: failing(env.AVATARS, "AVATARS", ["put"], fault) },
    });
    expect(fault.hits).toBe(1);
    expect(result.retryMessages).toHaveLength(1);
    expect(await cardOf(id)).toBeNull();
    expect((await getProfile(client)).bio).toBe("Still saved");
    expect(meta(await pageOf(user.username), "twitter:card")).toBe("summary");

    // The retry succeeds.
    const retried = await consumeBatch(shareCardQueueName, [{ body: message }], { attempts: 2 });
    expect(retried.explicitAcks).toHaveLength(1);
    expect(await cardOf(id)).toMatch(/^[0-9a-f]{32}$/);
  });

  it("a queue that refuses the message does not fail the save, and leaves an error line", async () => {
    const { client, id } = await signedInUser("card_queue_down");
    const fault = newFault();
    const { username, links } = await getProfile(client);
    const response = await fetchWith(
      { SHARE_CARD_QUEUE: failing(env.SHARE_CARD_QUEUE, "SHARE_CARD_QUEUE", ["send"], fault) },
      "/api/profile",
      { method: "PUT", json: { username, bio: "Saved anyway", links }, cookie: client.cookie },
    );
    expect(response.status).toBe(200);
    expect(fault.hits).toBe(1);
    expect((await getProfile(client)).bio).toBe("Saved anyway");
    expect(await errorLogLine(fault)).toMatchObject({ path: "queue:linknest-share-cards" });
    expect(await cardOf(id)).toBeNull();
  });

  it("a card given up on is recorded from the dead-letter queue; a malformed message is dropped", async () => {
    const lost = await consumeBatch(shareCardDeadLetterQueueName, [{ body: { userId: "gone" } }]);
    expect(lost.ackAll).toBe(true);
    const line = await env.DB.prepare(
      "select message from logs where kind = 'error' and path = 'queue:linknest-share-cards-dlq' order by id desc",
    ).first<{ message: string }>();
    expect(line?.message).toMatch(/Share cards: 1 card\(s\) gave up/);

    const malformed = await consumeBatch(shareCardQueueName, [{ body: { user: 7 } }]);
    expect(malformed.explicitAcks).toHaveLength(1);
  });
});

describe("the account's deletion", () => {
  it("deletes the card with it", async () => {
    const { client, user, id } = await signedInUser("card_delete");
    await save(client, { bio: "Soon gone" });
    await deliverShareCards();
    const fingerprint = (await cardOf(id)) as string;
    expect(await env.AVATARS.head(cardKey(fingerprint))).not.toBeNull();

    expect((await deleteOwnAccount(client, user.password)).status).toBe(200);
    expect(await env.AVATARS.head(cardKey(fingerprint))).toBeNull();
    expect((await request(`/uploads/${cardKey(fingerprint)}`)).status).toBe(404);
  });
});
