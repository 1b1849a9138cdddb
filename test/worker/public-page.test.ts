import { env } from "cloudflare:test";
import { afterEach, describe, expect, it } from "vitest";
import { settleBackgroundWork } from "./support/background";
import { createProfile, gzippedSize, setSubscription, tenLinks } from "./support/profile";
import { request, signedInUser } from "./support/requests";

afterEach(async () => {
  await env.DB.prepare("delete from settings").run();
});

async function page(path: string) {
  const response = await request(path);
  return { response, html: await response.text() };
}

const nonceOf = (csp: string | null) => csp?.match(/script-src 'nonce-([^']+)'/)?.[1];

describe("the public page /{username}", () => {
  it("is server-rendered HTML with the avatar, handle, bio and links in order as real anchors", async () => {
    const owner = await createProfile({
      bio: "Maker of things.\nSecond line.",
      avatar: "/uploads/avatars/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png",
      links: [
        { title: "Zeta", url: "https://zeta.example/" },
        { title: "Alpha", url: "https://alpha.example/" },
        { title: "Mid", url: "http://mid.example/path?a=1&b=2" },
      ],
    });
    const { response, html } = await page(`/${owner.username}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(html).toContain(`<h1>@${owner.username}</h1>`);
    expect(html).toContain('<p dir="auto">Maker of things.\nSecond line.</p>');
    const anchors = [
      ...html.matchAll(/<a href="([^"]*)" rel="noopener nofollow ugc" data-i="(\d+)" dir="auto">([^<]*)<\/a>/g),
    ];
    expect(anchors.map((m) => [m[1], m[2], m[3]])).toEqual([
      ["https://zeta.example/", "0", "Zeta"],
      ["https://alpha.example/", "1", "Alpha"],
      ["http://mid.example/path?a=1&amp;b=2", "2", "Mid"],
    ]);
    expect(html).toContain('src="/uploads/avatars/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.png"');
    // The initial letter sits behind the picture, for when it is missing or fails.
    expect(html).toMatch(new RegExp(`class="avatar"[^>]*>${owner.username[0]?.toUpperCase()}<img`));
    expect(html).not.toMatch(/<header/);
  });

  it("lets the bio and every title read in its own direction: dir=auto, so Arabic or Hebrew reads from the right", async () => {
    const { user, client } = await signedInUser("rtl");
    const saved = await client.request("/api/profile", {
      method: "PUT",
      json: {
        username: user.username,
        bio: "مرحبا! I make prints.",
        links: [
          { kind: "header", title: "חנות" },
          { title: "הדפסים חדשים", url: "https://shop.example/" },
          { kind: "embed", title: "فيديو جديد", url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
          { kind: "signup", title: "النشرة", buttonText: "اشترك" },
        ],
      },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const { html } = await page(`/${user.username}`);
    expect(html).toContain('<p dir="auto">مرحبا! I make prints.</p>');
    expect(html).toContain('<h2 dir="auto">חנות</h2>');
    expect(html).toMatch(/<a href="https:\/\/shop\.example\/"[^>]* dir="auto">הדפסים חדשים<\/a>/);
    expect(html).toContain('<span class="embed__title" dir="auto">فيديو جديد</span>');
    expect(html).toMatch(/<h2[^>]* dir="auto"[^>]*>النشرة<\/h2>/);
  });

  it("carries the title, description, canonical, Open Graph and Twitter tags", async () => {
    const owner = await createProfile({
      bio: "Short bio",
      avatar: "/uploads/avatars/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.jpg",
    });
    const { html } = await page(`/${owner.username.toUpperCase()}`);
    const canonical = `${env.APP_URL}/${owner.username}`;
    expect(html).toContain(`<title>@${owner.username} | LinkNest</title>`);
    expect(html).toContain('<meta name="description" content="Short bio"/>');
    expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
    expect(html).toContain(`<meta property="og:title" content="@${owner.username} | LinkNest"/>`);
    expect(html).toContain('<meta property="og:description" content="Short bio"/>');
    expect(html).toContain(
      `<meta property="og:image" content="${env.APP_URL}/uploads/avatars/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.jpg"/>`,
    );
    expect(html).toContain('<meta name="twitter:card" content="summary"/>');
    expect(html).toContain(`<meta name="twitter:title" content="@${owner.username} | LinkNest"/>`);
    expect(html).toMatch(/<html lang="en">/);
  });

  it("shows the uppercase initial when there is no avatar", async () => {
    const owner = await createProfile({ username: `zed_${Date.now().toString(36)}` });
    const { html } = await page(`/${owner.username}`);
    expect(html).toContain('<div class="avatar" aria-hidden="true">Z</div>');
    expect(html).not.toContain("<img");
  });

  it("escapes hostile bios, titles and urls", async () => {
    const owner = await createProfile({
      bio: "<script>alert(1)</script>",
      links: [
        { title: "<script>alert(2)</script>", url: 'https://x.example/"><img src=x onerror=alert(3)>' },
        { title: "</a><b>bold</b>", url: "https://y.example/?q=<svg/onload=alert(4)>" },
      ],
    });
    const { html } = await page(`/${owner.username}`);
    expect(html).not.toContain("<script>alert");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<svg");
    expect(html).not.toContain("<b>bold");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;script&gt;alert(2)&lt;/script&gt;");
    expect(html).toContain('href="https://x.example/&quot;&gt;&lt;img src=x onerror=alert(3)&gt;"');
    // The only script is the nonce'd beacon.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<meta name="description" content="([^"]*)"/)?.[1]).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("has its own CSP with a fresh nonce on its one inline style and script, and no files to load", async () => {
    const owner = await createProfile({ links: tenLinks() });
    const first = await page(`/${owner.username}`);
    const csp = first.response.headers.get("content-security-policy") ?? "";
    const nonce = nonceOf(csp);
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const directives = Object.fromEntries(
      csp.split(";").map((directive) => {
        const [name, ...sources] = directive.trim().split(/\s+/);
        return [name, sources.join(" ")];
      }),
    );
    expect(directives).toEqual({
      "default-src": "'none'",
      "script-src": `'nonce-${nonce}'`,
      "style-src": `'nonce-${nonce}'`,
      "img-src": "'self' data:",
      "connect-src": "'self'",
      // Only the embedded players a pressed facade puts on the page (contract/embeds.ts).
      "frame-src":
        "https://www.youtube-nocookie.com https://player.vimeo.com https://open.spotify.com https://w.soundcloud.com",
      "frame-ancestors": "'none'",
      "base-uri": "'none'",
      "form-action": "'none'",
    });
    expect(csp).not.toContain("unsafe-inline");
    expect(first.html).toContain(`<style nonce="${nonce}">`);
    expect(first.html).toContain(`<script nonce="${nonce}">`);
    expect(first.html).not.toMatch(/<script[^>]*\ssrc=/);
    expect(first.html).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(first.html).not.toMatch(/\sstyle="/);
    expect(first.response.headers.get("x-content-type-options")).toBe("nosniff");
    const second = await page(`/${owner.username}`);
    expect(nonceOf(second.response.headers.get("content-security-policy"))).not.toBe(nonce);
  });

  it("reports link clicks with sendBeacon to /api/click", async () => {
    const owner = await createProfile({ links: tenLinks() });
    const { html } = await page(`/${owner.username}`);
    expect(html).toContain(`<body data-user="${owner.username}">`);
    const script = html.match(/<script nonce="[^"]+">([\s\S]*?)<\/script>/)?.[1] ?? "";
    expect(script).toContain('navigator.sendBeacon("/api/click"');
    expect(script).toMatch(/type:\s*"application\/json"/);
    expect(script).toMatch(/linkIndex:\s*\+\w+\.dataset\.i/);
  });

  it("allows a short shared cache", async () => {
    const owner = await createProfile();
    const { response } = await page(`/${owner.username}`);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30, stale-while-revalidate=60");
  });

  it("for a 10-link profile is at most 8 KB gzipped", async () => {
    const owner = await createProfile({
      bio: "A bio of a realistic length, telling visitors who this is and what they do. ".repeat(3),
      avatar: "/uploads/avatars/CCCCCCCCCCCCCCCCCCCCCCCCCCCCCCCC.webp",
      links: tenLinks(),
    });
    const { html } = await page(`/${owner.username}`);
    expect(html.match(/data-i="/g)).toHaveLength(10);
    const size = await gzippedSize(html);
    expect(size).toBeGreaterThan(500);
    expect(size).toBeLessThanOrEqual(8 * 1024);
  });

  it("answers HEAD without a body", async () => {
    const owner = await createProfile();
    const response = await request(`/${owner.username}`, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toBe("");
  });
});

describe("the branding footer", () => {
  it("a free owner always shows 'Made with LinkNest' to /signup?ref=<code>, whatever showBranding says", async () => {
    for (const showBranding of [true, false]) {
      const owner = await createProfile({ showBranding });
      const { html } = await page(`/${owner.username}`);
      expect(html).toContain(`<footer><a href="/signup?ref=${owner.referralCode}">Made with LinkNest</a></footer>`);
    }
  });

  it("a Pro owner with showBranding false hides it; with true shows it", async () => {
    const hidden = await createProfile({ showBranding: false, subscriptionStatus: "active" });
    expect((await page(`/${hidden.username}`)).html).not.toMatch(/<footer|Made with LinkNest/);
    const shown = await createProfile({ showBranding: true, subscriptionStatus: "trialing" });
    expect((await page(`/${shown.username}`)).html).toContain("Made with LinkNest");
  });

  it("comes back when the Pro subscription has ended", async () => {
    const owner = await createProfile({ showBranding: false });
    await setSubscription(owner.username, "active", Date.now() - 60_000);
    expect((await page(`/${owner.username}`)).html).toContain("Made with LinkNest");
  });
});

describe("a profile that cannot be shown", () => {
  it("unknown, suspended and deleted users get the 404 page with status 404", async () => {
    const suspended = await createProfile({ suspended: true });
    const deleted = await createProfile();
    await env.DB.prepare("delete from users where id = ?").bind(deleted.id).run();
    for (const name of ["no_such_user_here", suspended.username, deleted.username]) {
      const { response, html } = await page(`/${name}`);
      expect(response.status, name).toBe(404);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(html).toContain("<h1>User not found</h1>");
      expect(html).toContain("This profile doesn&#x27;t exist. Check the username and try again.");
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(nonceOf(response.headers.get("content-security-policy"))).toBeTruthy();
    }
  });

  it("any other failure gets a 500 page with a 'Try Again' link that reloads", async () => {
    const owner = await createProfile();
    await env.DB.prepare("alter table links rename to links_hidden").run();
    try {
      const { response, html } = await page(`/${owner.username}`);
      expect(response.status).toBe(500);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(html).toContain("<h1>Failed to load user profile</h1>");
      expect(html).toContain(`<a class="button" href="/${owner.username}">Try Again</a>`);
      expect(html).not.toMatch(/SQLITE|no such table|at .*\.ts/);
    } finally {
      await env.DB.prepare("alter table links_hidden rename to links").run();
    }
    await expect
      .poll(async () => {
        const row = await env.DB.prepare(
          "select message from logs where kind = 'error' and path = ? order by id desc limit 1",
        )
          .bind(`/${owner.username}`)
          .first<{ message: string }>();
        return row?.message ?? "";
      })
      .toMatch(/no such table: links/);
  });
});

describe("which first segments are profiles", () => {
  it("reserved segments and the admin's extras are the SPA's, never profiles", async () => {
    await env.DB.prepare("insert into settings (key, value) values ('extraReservedUsernames', ?)")
      .bind(JSON.stringify(["Pricing"]))
      .run();
    // Even an account holding a name that later became reserved does not get the path.
    await createProfile({ username: "pricing" });
    for (const path of [
      "/login",
      "/signup",
      "/dashboard",
      "/admin",
      "/tos",
      "/privacy",
      "/data-compliance",
      "/pricing",
    ]) {
      const { response, html } = await page(path);
      // A screen answers 200; a reserved name that is no screen is the SPA's Not Found page, a real 404.
      expect(response.status, path).toBe(path === "/pricing" ? 404 : 200);
      expect(html, path).toContain('id="ln-config"');
      expect(html, path).not.toContain("User not found");
    }
  });

  it("segments that cannot be usernames, and deeper paths, fall through to the SPA", async () => {
    for (const path of ["/ab", "/has.dot", `/${"x".repeat(31)}`, "/someone/else", "/"]) {
      const { response, html } = await page(path);
      // The home page is a screen; the rest are no screen, so the SPA answers its Not Found page with 404.
      expect(response.status, path).toBe(path === "/" ? 200 : 404);
      expect(html, path).toContain('id="ln-config"');
    }
  });

  it("does not run the API's session handling or request logging", async () => {
    const owner = await createProfile();
    const { response } = await page(`/${owner.username}`);
    expect(response.headers.getSetCookie()).toEqual([]);
    await settleBackgroundWork();
    const logged = await env.DB.prepare("select count(*) as n from logs where path = ?")
      .bind(`/${owner.username}`)
      .first();
    expect(logged).toEqual({ n: 0 });
  });
});
