// Themes, social icons, sections, link visibility and scheduling, and the spotlight (docs/product.md, "Making the page yours"),
// through PUT/GET /api/profile, GET /api/user/{username}, /{username} and the click call.
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { blend, contrastRatio } from "#contract/contrast";
import { accentPasses, cardAlpha, nearestPassingAccent, themePresetIds, themePresets } from "#contract/themes";
import type { ErrorBody, PublicProfile } from "#contract/types";
import { idOf } from "./support/admin";
import { beacon, rollup } from "./support/analytics";
import {
  fieldRefusal,
  getProfile,
  linksInDb,
  type OwnerProfileBody,
  saveChanges,
  setSubscription,
  tenLinks,
} from "./support/profile";
import { deliverAnalytics, deliverSafetyChecks } from "./support/queues";
import { json, request, signedInUser } from "./support/requests";

afterEach(() => {
  vi.useRealTimers();
});

const save = saveChanges;
const refusal = fieldRefusal;

async function publicProfile(username: string): Promise<PublicProfile> {
  return json<PublicProfile>(await request(`/api/user/${username}`));
}

async function page(username: string): Promise<string> {
  return (await request(`/${username}`)).text();
}

const hour = 60 * 60 * 1000;

describe("themes", () => {
  it("every preset is dark and its text, muted text and own accent pass 4.5:1 on the card", () => {
    expect(themePresetIds.length).toBeGreaterThanOrEqual(9);
    for (const id of themePresetIds) {
      const preset = themePresets[id];
      for (const stop of preset.stops) {
        expect(contrastRatio(stop, "#000000"), `${id} is dark`).toBeLessThan(2);
        const card = blend("#ffffff", stop, cardAlpha);
        expect(contrastRatio(preset.text, card), `${id} text`).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(preset.muted, card), `${id} muted`).toBeGreaterThanOrEqual(4.5);
      }
      expect(accentPasses(id, preset.accent), `${id} accent`).toBe(true);
    }
  });

  it("saves a preset and an accent, answers them everywhere and draws them on the page", async () => {
    const { user, client } = await signedInUser("theme");
    const links = [{ title: "A", url: "https://a.example" }];
    const saved = await save(client, { links, theme: { preset: "ocean", accent: "#7FD4FF" } });
    expect(saved.status).toBe(200);
    expect((await json<OwnerProfileBody>(saved)).theme).toEqual({ preset: "ocean", accent: "#7fd4ff" });
    expect((await getProfile(client)).theme).toEqual({ preset: "ocean", accent: "#7fd4ff" });
    expect((await publicProfile(user.username)).theme).toEqual({ preset: "ocean", accent: "#7fd4ff" });
    const html = await page(user.username);
    // The theme sets the stylesheet's custom properties; the links take its button style by class.
    expect(html).toContain("--bg:linear-gradient(180deg,#031b34,#0a3d62) fixed;");
    expect(html).toContain("--accent:#7fd4ff;--on-accent:#031b34;--radius:999px}");
    expect(html).toContain('<ul class="links filled">');
    expect(html).toContain('<meta name="theme-color" content="#031b34"');
    // A save without theme (a client that predates it) leaves it alone.
    expect((await save(client, { bio: "still themed" })).status).toBe(200);
    expect((await getProfile(client)).theme).toEqual({ preset: "ocean", accent: "#7fd4ff" });
  });

  it("defaults to Nightfall with the plain links of the original page, its initial on Nightfall's accent", async () => {
    const { user, client } = await signedInUser("themedef");
    expect((await save(client, { links: [{ title: "A", url: "https://a.example" }] })).status).toBe(200);
    expect((await publicProfile(user.username)).theme).toEqual({ preset: "nightfall", accent: null });
    const html = await page(user.username);
    expect(html).toContain("--bg:radial-gradient(circle at 50% 0,#1d1838,#0b0d12 70%) fixed;");
    expect(html).toContain("--accent:#ad9cff;--on-accent:#0b0d12;--radius:12px}");
    expect(html).toContain('<ul class="links">');
    // An accent of the owner's turns Nightfall's soft buttons on.
    expect((await save(client, { theme: { preset: "nightfall", accent: "#9ff0ff" } })).status).toBe(200);
    expect(await page(user.username)).toContain('<ul class="links soft">');
  });

  it("refuses an unknown preset, a malformed accent and a faint accent with a field error, saving nothing", async () => {
    const { client } = await signedInUser("themebad");
    expect((await save(client, { bio: "before", theme: { preset: "ink", accent: null } })).status).toBe(200);
    await refusal(await save(client, { bio: "x", theme: { preset: "neon", accent: null } }), 400, "theme.preset");
    for (const accent of ["red", "#12345", "#gggggg", 42]) {
      await refusal(await save(client, { bio: "x", theme: { preset: "ink", accent } }), 400, "theme.accent");
    }
    // On Ink's black label, a dark grey button is far under 4.5:1.
    const message = await refusal(
      await save(client, { bio: "x", theme: { preset: "ink", accent: "#333333" } }),
      400,
      "theme.accent",
    );
    const nearest = nearestPassingAccent("ink", "#333333");
    expect(message).toContain("4.5:1");
    expect(message).toContain(`Try ${nearest}`);
    expect(accentPasses("ink", nearest)).toBe(true);
    expect((await save(client, { theme: { preset: "ink", accent: nearest } })).status).toBe(200);
    const after = await getProfile(client);
    expect(after.bio).toBe("before");
    expect(after.theme).toEqual({ preset: "ink", accent: nearest });
  });
});

describe("social icons", () => {
  const six = [
    { platform: "mastodon", url: "https://mastodon.social/@me" },
    { platform: "github", url: "https://github.com/me" },
    { platform: "instagram", url: "https://instagram.com/me" },
    { platform: "youtube", url: "https://youtube.com/@me" },
    { platform: "website", url: "https://me.example" },
    { platform: "email", url: "mailto:me@example.com" },
  ];

  it("are saved, answered publicly and drawn as named icons with rel=me", async () => {
    const { user, client } = await signedInUser("socials");
    expect((await save(client, { socials: six })).status).toBe(200);
    expect((await getProfile(client)).socials).toEqual(six);
    expect((await publicProfile(user.username)).socials).toEqual(six);
    const html = await page(user.username);
    for (const label of ["Mastodon", "GitHub", "Instagram", "YouTube", "Website", "Email"]) {
      expect(html).toContain(`role="img" aria-label="${label}"`);
    }
    expect(html.match(/<svg /g)).toHaveLength(6);
    expect(html.match(/rel="me noopener"/g)).toHaveLength(6);
    expect(html).toContain('href="mailto:me@example.com"');
    // Only the icons the page uses: no other brand's mark is inlined.
    expect(html).not.toContain('aria-label="TikTok"');
  });

  it("refuses more than 12, unknown platforms and urls that are not http(s) or mailto", async () => {
    const { client } = await signedInUser("socialbad");
    const many = Array.from({ length: 13 }, (_, i) => ({ platform: "website", url: `https://${i}.example` }));
    await refusal(await save(client, { socials: many }), 400, "socials");
    await refusal(
      await save(client, { socials: [{ platform: "myspace", url: "https://a.example" }] }),
      400,
      "socials.0.platform",
    );
    for (const url of ["javascript:alert(1)", "data:text/html,x", "ftp://a.example", "mailto:", ""]) {
      await refusal(await save(client, { socials: [{ platform: "website", url }] }), 400, "socials.0.url");
    }
    // A phone number is a link of the page, not a social icon.
    await refusal(
      await save(client, { socials: [{ platform: "website", url: "tel:+15551234567" }] }),
      400,
      "socials.0.url",
    );
    expect((await getProfile(client)).socials).toEqual([]);
  });
});

describe("sections, visibility and the spotlight", () => {
  it("shows exactly the visible links, spotlight first, sections in place, and counts clicks among them", async () => {
    const { user, client } = await signedInUser("visible");
    await setSubscription(user.username, "active", null);
    const now = Date.now();
    const links = [
      { title: "Hidden", url: "https://hidden.example", enabled: false },
      { kind: "header", title: "Shop" },
      { title: "Later", url: "https://later.example", startsAt: new Date(now + 24 * hour).toISOString() },
      { title: "Gone", url: "https://gone.example", endsAt: new Date(now - hour).toISOString() },
      { title: "Store", url: "https://store.example" },
      {
        title: "Window",
        url: "https://window.example",
        startsAt: new Date(now - hour).toISOString(),
        endsAt: new Date(now + 24 * hour).toISOString(),
      },
      { title: "Star", url: "https://star.example", featured: true },
    ];
    expect((await save(client, { links })).status).toBe(200);
    const owner = await getProfile(client);
    expect(owner.links.map((l) => [l.title, l.kind, l.enabled, l.featured])).toEqual([
      ["Hidden", "link", false, false],
      ["Shop", "header", true, false],
      ["Later", "link", true, false],
      ["Gone", "link", true, false],
      ["Store", "link", true, false],
      ["Window", "link", true, false],
      ["Star", "link", true, true],
    ]);
    expect(owner.links[2]?.startsAt).toBe(new Date(now + 24 * hour).toISOString());
    expect(owner.links[1]?.url).toBe("");

    expect((await publicProfile(user.username)).links).toEqual([
      { kind: "link", title: "Star", url: "https://star.example", featured: true, sensitive: false },
      { kind: "header", title: "Shop" },
      { kind: "link", title: "Store", url: "https://store.example", featured: false, sensitive: false },
      { kind: "link", title: "Window", url: "https://window.example", featured: false, sensitive: false },
    ]);
    const html = await page(user.username);
    for (const hidden of ["hidden.example", "later.example", "gone.example"]) expect(html).not.toContain(hidden);
    expect(html).toContain('<h2 dir="auto">Shop</h2>');
    expect(html).toMatch(/href="https:\/\/star\.example" rel="noopener nofollow ugc" data-i="0" class="featured"/);
    expect(html).toMatch(/href="https:\/\/store\.example" rel="noopener nofollow ugc" data-i="1"/);
    expect(html).toMatch(/href="https:\/\/window\.example" rel="noopener nofollow ugc" data-i="2"/);

    // linkIndex 1 is the second link the visitor sees: Store, not the hidden first row.
    expect((await beacon({ username: user.username, linkIndex: 1 })).status).toBe(204);
    expect((await beacon({ username: user.username, linkIndex: 0 })).status).toBe(204);
    expect((await beacon({ username: user.username, linkIndex: 3 })).status).toBe(404);
    await deliverAnalytics();
    expect(await rollup(await idOf(user.email), "clicks")).toBe(2);
    const counts = Object.fromEntries((await linksInDb(user.username)).map((l) => [l.title, l.clicks]));
    expect(counts).toMatchObject({ Hidden: 0, Store: 1, Star: 1, Later: 0, Window: 0 });
  });

  it("leaves out a section title with no visible link under it: links hidden, ended or moved to the spotlight", async () => {
    const { user, client } = await signedInUser("emptysection");
    await setSubscription(user.username, "active", null);
    const ended = new Date(Date.now() - hour).toISOString();
    const links = [
      { kind: "header", title: "All hidden" },
      { title: "Off", url: "https://off.example", enabled: false },
      { kind: "header", title: "All ended" },
      { title: "Over", url: "https://over.example", endsAt: ended },
      { kind: "header", title: "Only the spotlight" },
      { title: "Star", url: "https://star.example", featured: true },
      { kind: "header", title: "Kept" },
      { title: "Off too", url: "https://off-too.example", enabled: false },
      { title: "Store", url: "https://store.example" },
      { kind: "header", title: "Nothing after" },
    ];
    expect((await save(client, { links })).status).toBe(200);
    expect((await publicProfile(user.username)).links).toEqual([
      { kind: "link", title: "Star", url: "https://star.example", featured: true, sensitive: false },
      { kind: "header", title: "Kept" },
      { kind: "link", title: "Store", url: "https://store.example", featured: false, sensitive: false },
    ]);
    const html = await page(user.username);
    expect([...html.matchAll(/<h2 dir="auto">([^<]*)<\/h2>/g)].map((m) => m[1])).toEqual(["Kept"]);
    // The clickable links are counted as before: the spotlight, then Store.
    expect(html).toMatch(/href="https:\/\/store\.example" rel="noopener nofollow ugc" data-i="1"/);
    // The owner still has every section in the editor.
    expect((await getProfile(client)).links.filter((l) => l.kind === "header")).toHaveLength(5);
  });

  it("leaves out a section whose only links are held for review", async () => {
    const { user, client } = await signedInUser("heldsection");
    const links = [
      { kind: "header", title: "Risky" },
      { title: "Bad", url: "https://unsafe-test.example/x" },
      { kind: "header", title: "Fine" },
      { title: "Good", url: "https://good.example" },
    ];
    expect((await save(client, { links })).status).toBe(200);
    await deliverSafetyChecks();
    expect((await getProfile(client)).links.map((l) => [l.title, l.held])).toEqual([
      ["Risky", false],
      ["Bad", true],
      ["Fine", false],
      ["Good", false],
    ]);
    expect((await publicProfile(user.username)).links.map((l) => l.title)).toEqual(["Fine", "Good"]);
  });

  it("refuses a section with a url, two spotlight links, a bad time and an end before the start", async () => {
    const { user, client } = await signedInUser("linkbad");
    await setSubscription(user.username, "active", null);
    await refusal(
      await save(client, { links: [{ kind: "header", title: "S", url: "https://a.example" }] }),
      400,
      "links.0.url",
    );
    await refusal(
      await save(client, {
        links: [
          { title: "A", url: "https://a.example", featured: true },
          { title: "B", url: "https://b.example", featured: true },
        ],
      }),
      400,
      "links.1.featured",
    );
    await refusal(
      await save(client, { links: [{ title: "A", url: "https://a.example", startsAt: "tomorrow" }] }),
      400,
      "links.0.startsAt",
    );
    const at = "2030-01-01T09:00:00Z";
    await refusal(
      await save(client, { links: [{ title: "A", url: "https://a.example", startsAt: at, endsAt: at }] }),
      400,
      "links.0.endsAt",
    );
    await refusal(
      await save(client, { links: [{ title: "A", url: "https://a.example", kind: "banner" }] }),
      400,
      "links.0.kind",
    );
    await refusal(await save(client, { links: [{ title: "", kind: "header" }] }), 400, "links.0.title");
    expect((await getProfile(client)).links).toEqual([]);
  });

  it("scheduling is Pro: a free account gets 403 on a start or an end, and may still disable links", async () => {
    const { client } = await signedInUser("schedfree");
    const starts = new Date(Date.now() + hour).toISOString();
    const refused = await save(client, { links: [{ title: "A", url: "https://a.example", startsAt: starts }] });
    expect(refused.status).toBe(403);
    expect((await json<ErrorBody>(refused)).msg).toBe(
      "Scheduling links is a Pro feature. Upgrade to Pro to schedule links.",
    );
    expect((await save(client, { links: [{ title: "A", url: "https://a.example", endsAt: starts }] })).status).toBe(
      403,
    );
    expect(
      (await save(client, { links: [{ title: "A", url: "https://a.example", startsAt: null, enabled: false }] }))
        .status,
    ).toBe(200);
    expect((await getProfile(client)).links[0]).toMatchObject({ enabled: false, startsAt: null });
  });

  it("a link appears at its start time without any save, and the page's caches end at that boundary", async () => {
    const { user, client } = await signedInUser("boundary");
    await setSubscription(user.username, "active", null);
    const startsAt = Date.now() + 40_000;
    const links = [
      { title: "Now", url: "https://now.example" },
      { title: "Soon", url: "https://soon.example", startsAt: new Date(startsAt).toISOString() },
    ];
    expect((await save(client, { links })).status).toBe(200);
    const response = await request(`/${user.username}`);
    expect(await response.text()).not.toContain("soon.example");
    const cache = response.headers.get("cache-control") ?? "";
    const seconds = (name: string) => Number(cache.match(new RegExp(`${name}=(\\d+)`))?.[1] ?? 0);
    expect(seconds("s-maxage") + seconds("stale-while-revalidate")).toBeLessThanOrEqual(40);
    expect(seconds("s-maxage")).toBeGreaterThan(0);

    // The start time comes: the same stored page (and the isolate's copy of it) now shows the link.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(startsAt + 1000);
    const later = await request(`/${user.username}`);
    expect(await later.text()).toContain("soon.example");
    expect(later.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
  });

  it("an old client that sends only title and url keeps states and clicks of the links it names by id", async () => {
    const { user, client } = await signedInUser("oldclient");
    await setSubscription(user.username, "active", null);
    const ends = new Date(Date.now() + 24 * hour).toISOString();
    await save(client, {
      links: [
        { title: "A", url: "https://a.example", enabled: false },
        { title: "B", url: "https://b.example", endsAt: ends, featured: true },
      ],
    });
    await env.DB.prepare("update links set clicks = 7 where title = 'B' and page_id = ?")
      .bind(await idOf(user.email))
      .run();
    const current = await getProfile(client);
    const old = current.links.map(({ id, title, url }) => ({ id, title, url }));
    const response = await client.request("/api/profile", {
      method: "PUT",
      json: { username: user.username, bio: "", links: [...old.reverse(), { title: "C", url: "https://c.example" }] },
    });
    expect(response.status).toBe(200);
    const saved = (await getProfile(client)).links;
    expect(saved.map((l) => [l.title, l.enabled, l.endsAt, l.featured, l.clicks])).toEqual([
      ["B", true, ends, true, 7],
      ["A", false, null, false, 0],
      ["C", true, null, false, 0],
    ]);
  });
});

// Its size is held to the budget on the build that ships, whose stylesheet is minified
// (test/deploy/deployed-build.test.ts); the tests serve the stylesheet as written.
describe("the themed page loads nothing", () => {
  it("with a theme, 10 links, a section, 6 icons and a spotlight: no script or stylesheet file", async () => {
    const { user, client } = await signedInUser("budget");
    const ten = tenLinks().map((link, i) => ({ ...link, featured: i === 0 }));
    const links = [...ten.slice(0, 5), { kind: "header", title: "More from me" }, ...ten.slice(5)];
    const socials = [
      { platform: "instagram", url: "https://instagram.com/someone" },
      { platform: "youtube", url: "https://youtube.com/@someone" },
      { platform: "tiktok", url: "https://tiktok.com/@someone" },
      { platform: "x", url: "https://x.com/someone" },
      { platform: "github", url: "https://github.com/someone" },
      { platform: "mastodon", url: "https://mastodon.social/@someone" },
    ];
    const bio = "A bio of a realistic length, telling visitors who this is and what they do. ".repeat(3);
    const saved = await save(client, { bio, links, socials, theme: { preset: "aurora", accent: "#9ff0ff" } });
    expect(saved.status).toBe(200);
    const html = await page(user.username);
    expect(html.match(/data-i="/g)).toHaveLength(10);
    expect(html.match(/<svg /g)).toHaveLength(6);
    expect(html).toContain('class="featured"');
    expect(html).toContain('<h2 dir="auto">More from me</h2>');
    // Nothing to fetch but the avatar: no script src, no stylesheet link, no font, no external image.
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    expect(html).not.toMatch(/@import|url\(/);
    expect(html.match(/<style /g)).toHaveLength(1);
    expect(html.match(/<script /g)).toHaveLength(1);
  });
});

describe("GET /api/profile/qr.svg", () => {
  it("answers the owner's page address as an SVG QR code in the theme's colours", async () => {
    const { client } = await signedInUser("qr");
    expect((await save(client, { theme: { preset: "dusk", accent: null } })).status).toBe(200);
    const response = await client.request("/api/profile/qr.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    // Dusk: its darkest colour for the modules on its own accent.
    expect(svg).toContain('fill="#ffd166"');
    expect(svg).toContain('<path fill="#1e1036"');
    expect(svg.length).toBeLessThan(20_000);
  });

  it("encodes the address of the owner's page", async () => {
    const { encode } = await import("uqr");
    const { user, client } = await signedInUser("qrscan");
    const svg = await (await client.request("/api/profile/qr.svg")).text();
    const expected = encode(`${env.APP_URL.replace(/\/+$/, "")}/${user.username}`, { ecc: "M", border: 2 });
    const modules = svg.match(/M\d+ \d+h1v1h-1z/g) ?? [];
    expect(modules.length).toBe(expected.data.flat().filter(Boolean).length);
    expect(modules[0]).toBe("M2 2h1v1h-1z");
  });
});
