// Sensitive content (docs/product.md, "Trust and safety"): an owner marks the page or one link 18+. Visitors then pass a
// server-rendered interstitial that works without JavaScript and is remembered for the visit only (a
// session cookie); a sensitive link opens its own interstitial; crawlers get the interstitial. Also the
// security contact at /.well-known/security.txt.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInMember } from "./support/admin";
import { getProfile, putProfile } from "./support/profile";
import { json, request } from "./support/requests";

const notice = "This page may contain sensitive content.";
const googlebot = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

async function sensitiveOwner(options: { page: boolean; link: boolean }) {
  const owner = await signedInMember("sensitive");
  const response = await putProfile(owner.client, {
    bio: "Grown-up things",
    sensitive: options.page,
    links: [
      { title: "Everyday", url: "https://everyday.example" },
      { title: "After dark", url: "https://afterdark.example", sensitive: options.link },
    ],
  });
  expect(response.status).toBe(200);
  return owner;
}

function consentFrom(response: Response): string {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith("ln_sensitive_ok="));
  if (!line) throw new Error("no consent cookie");
  return line;
}

describe("marking content sensitive", () => {
  it("is saved on the profile and on each link, and read back by the editor and /api/user", async () => {
    const owner = await sensitiveOwner({ page: true, link: true });
    const profile = await getProfile(owner.client);
    expect(profile.sensitive).toBe(true);
    expect(profile.links.map((link) => link.sensitive)).toEqual([false, true]);
    const body = await json<{ sensitive: boolean; links: { sensitive: boolean }[] }>(
      await request(`/api/user/${owner.user.username}`),
    );
    expect(body.sensitive).toBe(true);
    expect(body.links.map((link) => link.sensitive)).toEqual([false, true]);
  });

  it("keeps the page's flag when a save leaves it out, and refuses one that is not true or false", async () => {
    const owner = await sensitiveOwner({ page: true, link: false });
    expect((await putProfile(owner.client, { bio: "Still sensitive" })).status).toBe(200);
    expect((await getProfile(owner.client)).sensitive).toBe(true);
    const refused = await putProfile(owner.client, { sensitive: "yes" as unknown as boolean });
    expect(refused.status).toBe(400);
    expect((await putProfile(owner.client, { sensitive: false })).status).toBe(200);
    expect((await getProfile(owner.client)).sensitive).toBe(false);
  });
});

describe("a sensitive page", () => {
  it("answers the interstitial without JavaScript, uncached, until the visitor continues", async () => {
    const owner = await sensitiveOwner({ page: true, link: false });
    const gate = await request(`/${owner.user.username}`);
    expect(gate.status).toBe(200);
    expect(gate.headers.get("cache-control")).toBe("private, no-store");
    const html = await gate.text();
    expect(html).toContain(notice);
    expect(html).toContain(`href="/${owner.user.username}?sensitive=continue"`);
    expect(html).toContain(">Go back</a>");
    expect(html).not.toContain("https://everyday.example");
    expect(html).not.toContain("<script");
  });

  it("'Go back' returns to the page the visitor came from, and to the home page when there is none", async () => {
    const owner = await sensitiveOwner({ page: true, link: false });
    const goBack = async (headers: Record<string, string>) => {
      const html = await (await request(`/${owner.user.username}`, { headers })).text();
      return html.match(/<a class="quiet" href="([^"]*)">Go back<\/a>/)?.[1];
    };
    expect(await goBack({ Referer: "https://social.example/posts/42?from=feed" })).toBe(
      "https://social.example/posts/42?from=feed",
    );
    expect(await goBack({ Referer: "https://social.example/" })).toBe("https://social.example/");
    expect(await goBack({})).toBe("/");
    // Only a web address is a page to go back to; the notice itself is not one.
    for (const referer of [
      "javascript:alert(1)",
      "data:text/html,hi",
      "not a url",
      `${env.APP_URL}/${owner.user.username}`,
    ]) {
      expect(await goBack({ Referer: referer }), referer).toBe("/");
    }
  });

  it("gives crawlers the interstitial too", async () => {
    const owner = await sensitiveOwner({ page: true, link: false });
    const html = await (await request(`/${owner.user.username}`, { headers: { "User-Agent": googlebot } })).text();
    expect(html).toContain(notice);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain("Grown-up things");
  });

  it("remembers Continue for the visit only: a session cookie, then the page itself", async () => {
    const owner = await sensitiveOwner({ page: true, link: false });
    const continued = await request(`/${owner.user.username}?sensitive=continue`);
    expect(continued.status).toBe(303);
    expect(continued.headers.get("location")).toBe(`/${owner.user.username}`);
    const cookie = consentFrom(continued);
    // No Max-Age or Expires: the browser drops it when the visit ends.
    expect(cookie).not.toMatch(/max-age|expires/i);
    expect(cookie).toMatch(/HttpOnly/);

    const page = await request(`/${owner.user.username}`, { cookie: "ln_sensitive_ok=1" });
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = await page.text();
    expect(html).not.toContain(notice);
    expect(html).toContain("https://everyday.example");
  });
});

describe("a sensitive link", () => {
  it("opens its own interstitial from an ordinary page, and Continue goes on to the link", async () => {
    const owner = await sensitiveOwner({ page: false, link: true });
    const html = await (await request(`/${owner.user.username}`)).text();
    expect(html).not.toContain(notice);
    expect(html).toContain('href="https://everyday.example"');
    expect(html).toContain('href="?link=1"');
    expect(html).not.toContain('href="https://afterdark.example"');

    const gate = await request(`/${owner.user.username}?link=1`);
    expect(gate.status).toBe(200);
    const gateHtml = await gate.text();
    expect(gateHtml).toContain("This link may contain sensitive content.");
    expect(gateHtml).toContain(`href="/${owner.user.username}?sensitive=continue&amp;link=1"`);

    const continued = await request(`/${owner.user.username}?sensitive=continue&link=1`);
    expect(continued.status).toBe(303);
    expect(continued.headers.get("location")).toBe("https://afterdark.example");
    consentFrom(continued);

    // With the visit's consent, the page links straight to it.
    const after = await (await request(`/${owner.user.username}`, { cookie: "ln_sensitive_ok=1" })).text();
    expect(after).toContain('href="https://afterdark.example"');
  });

  it("'Go back' on a link's notice returns to where the visitor came from, else to the owner's page", async () => {
    const owner = await sensitiveOwner({ page: false, link: true });
    const goBack = async (headers: Record<string, string>) => {
      const html = await (await request(`/${owner.user.username}?link=1`, { headers })).text();
      return html.match(/<a class="quiet" href="([^"]*)">Go back<\/a>/)?.[1];
    };
    const page = `${env.APP_URL}/${owner.user.username}`;
    expect(await goBack({ Referer: page })).toBe(page);
    expect(await goBack({ Referer: "https://chat.example/room/7" })).toBe("https://chat.example/room/7");
    expect(await goBack({})).toBe(`/${owner.user.username}`);
    expect(await goBack({ Referer: "javascript:alert(1)" })).toBe(`/${owner.user.username}`);
  });

  it("never redirects anywhere but the owner's sensitive link", async () => {
    const owner = await sensitiveOwner({ page: false, link: true });
    // Link 0 is not sensitive, and 7 does not exist: the page itself answers.
    for (const query of ["?link=0", "?link=7", "?link=-1", "?link=https://evil.example"]) {
      const response = await request(`/${owner.user.username}${query}`);
      expect(response.status, query).toBe(200);
      expect(await response.text(), query).not.toContain("This link may contain sensitive content.");
    }
    const continued = await request(`/${owner.user.username}?sensitive=continue&link=0`);
    expect(continued.headers.get("location")).toBe(`/${owner.user.username}`);
  });
});

describe("/.well-known/security.txt", () => {
  it("names the operator's address, an expiry a year ahead and the privacy policy", async () => {
    const response = await request("/.well-known/security.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toContain(`Contact: mailto:${env.OPERATOR_EMAIL}\n`);
    expect(text).toContain(`Policy: ${env.APP_URL}/privacy\n`);
    const expires = Date.parse(text.match(/^Expires: (.+)$/m)?.[1] ?? "");
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(363);
    expect(days).toBeLessThanOrEqual(365);
  });
});
