// Serving by Host: an active custom domain answers its owner's public page at `/`, exactly as
// /{username} renders it, and the public 404 page at every other path; no session is read or set there
// and no app screen or API answers; a host that is not active, or unknown, never serves a page. The
// canonical address names the domain, the rendered pages are kept per host, views and clicks on the
// domain count for the profile, and the owner's own domain is a direct referrer.
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { signedInAdmin } from "./support/admin";
import { agents, rollup } from "./support/analytics";
import {
  addedDomain,
  onHost,
  ownerWithActiveDomain,
  proOwner,
  removeDomain,
  runHourlySweep,
  uniqueHost,
} from "./support/custom-domains";
import { avatarForm, getProfile, images, putProfile, setSubscription, uploadAvatar } from "./support/profile";
import { deliverAnalytics } from "./support/queues";
import { request } from "./support/requests";

const day = 24 * 60 * 60 * 1000;
const notFound = "User not found";

/** The page with its per-response nonce taken out, to compare two renderings. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]+"/g, 'nonce=""');

async function expectPublicNotFound(response: Response) {
  expect(response.status).toBe(404);
  expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  expect(await response.text()).toContain(notFound);
  expect(response.headers.getSetCookie()).toEqual([]);
}

async function ownerWithLinks() {
  const owner = await ownerWithActiveDomain();
  const saved = await putProfile(owner.client, {
    bio: "On my own domain.",
    links: [
      { title: "Site", url: "https://site.example" },
      { title: "Shop", url: "https://shop.example" },
    ],
  });
  expect(saved.status).toBe(200);
  return owner;
}

describe("an active custom domain", () => {
  it("answers the owner's page at /, exactly as /{username} renders it, naming the domain as canonical", async () => {
    const { user, hostname } = await ownerWithLinks();
    const onDomain = await onHost(hostname, "/");
    expect(onDomain.status).toBe(200);
    const domainHtml = await onDomain.text();
    expect(domainHtml).toContain(`<title>@${user.username} | LinkNest</title>`);
    expect(domainHtml).toContain(`<link rel="canonical" href="https://${hostname}/"/>`);
    expect(domainHtml).toContain(`<meta property="og:url" content="https://${hostname}/"/>`);

    const onApp = await request(`/${user.username}`, { headers: { "User-Agent": agents.desktop } });
    expect(onApp.status).toBe(200);
    // The same page but for where a link into the app leads: to the app, from the domain.
    const appHtml = await onApp.text();
    expect(appHtml).toContain('<a href="/signup?ref=');
    expect(withoutNonce(appHtml).replace('href="/signup', `href="${env.APP_URL}/signup`)).toBe(
      withoutNonce(domainHtml),
    );
    expect(onDomain.headers.get("cache-control")).toBe(onApp.headers.get("cache-control"));
  });

  it("answers the public 404 page at every other path: no app screen, no API, not even /{username}", async () => {
    const { user, hostname } = await ownerWithLinks();
    for (const path of [
      "/dashboard",
      "/login",
      "/admin",
      "/tos",
      `/${user.username}`,
      `/${user.username}/`,
      "/someone_else",
      "/index.html",
      "/api/health",
      "/api/auth/me",
      "/api/profile",
      `/api/user/${user.username}`,
      "/api/openapi.json",
      "/uploads/avatars/not-theirs.png",
      "/.well-known/security.txt",
      "/assets/index.js",
      "/robots.txt",
    ]) {
      await expectPublicNotFound(await onHost(hostname, path));
    }
    for (const path of ["/api/login", "/api/signup", "/api/custom-domain", "/"]) {
      const response = await onHost(hostname, path, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: `http://${hostname}` },
        body: JSON.stringify({ identifier: user.username, password: user.password }),
      });
      await expectPublicNotFound(response);
    }
  });

  it("reads and sets no session: the owner's cookie changes nothing and no cookie is set", async () => {
    const { client, id, hostname } = await ownerWithLinks();
    for (const path of ["/", "/api/auth/me", "/dashboard"]) {
      const response = await onHost(hostname, path, { cookie: client.cookie });
      expect(response.headers.getSetCookie(), path).toEqual([]);
      if (path !== "/") await expectPublicNotFound(response);
    }
    // A dead session cookie, which the app would clear, is not even looked at.
    const dead = await onHost(hostname, "/api/profile", { cookie: "ln_session=not-a-session" });
    await expectPublicNotFound(dead);
    // The owner's own visit counts on the domain: who is asking is never read there.
    await deliverAnalytics();
    expect(await rollup(id, "views")).toBe(1);
  });

  it("keeps its rendered pages by host: the same page on the app's host and the domain never share one", async () => {
    // A domain kept after Pro ended shows the branding footer, which must lead to the app from the domain.
    const { user, hostname } = await ownerWithLinks();
    await setSubscription(user.username, "canceled", Date.now() - 1000);
    await env.DB.prepare("update custom_domains set pro_ended_at = ? where hostname = ?")
      .bind(Date.now(), hostname)
      .run();
    const appPage = await (await request(`/${user.username}`)).text();
    const domainPage = await (await onHost(hostname, "/")).text();
    expect(appPage).toContain('href="/signup?ref=');
    expect(domainPage).toContain(`href="${env.APP_URL}/signup?ref=`);
    // And in the other order, from the pages each isolate keeps.
    expect(await (await request(`/${user.username}`)).text()).toContain('href="/signup?ref=');
    expect(await (await onHost(hostname, "/")).text()).toContain(`href="${env.APP_URL}/signup?ref=`);
  });

  it("counts views and clicks on the domain for the profile, its own host a direct referrer", async () => {
    const { id, user, hostname } = await ownerWithLinks();
    const page = await onHost(hostname, "/", { headers: { Referer: `https://${hostname}/` } });
    expect(page.status).toBe(200);
    const click = await onHost(hostname, "/api/click", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: `http://${hostname}` },
      body: JSON.stringify({ username: user.username, linkIndex: 1, referrer: `https://${hostname}/` }),
    });
    expect(click.status).toBe(204);
    // The page at /{username}, reached from the owner's domain, is direct too.
    await request(`/${user.username}`, { headers: { "User-Agent": agents.desktop, Referer: `https://${hostname}/` } });
    await deliverAnalytics();
    expect(await rollup(id, "views")).toBe(2);
    expect(await rollup(id, "views", "referrer:direct")).toBe(2);
    expect(await rollup(id, "clicks")).toBe(1);
    expect(await rollup(id, "clicks", "referrer:direct")).toBe(1);
  });

  it("serves the report link and form, the sensitive notice and the owner's avatar on the domain", async () => {
    const { client, user, hostname } = await ownerWithLinks();
    const report = await onHost(hostname, `/report?u=${user.username}`);
    expect(report.status).toBe(200);
    expect(await report.text()).toContain(`@${user.username}`);

    const uploaded = await uploadAvatar(client, avatarForm(images.png()));
    expect(uploaded.status).toBe(200);
    const avatar = (await getProfile(client)).avatar as string;
    expect(avatar).toMatch(/^\/uploads\/avatars\//);
    const picture = await onHost(hostname, avatar);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/png");
    expect(await (await onHost(hostname, "/")).text()).toContain(`<img src="${avatar}"`);

    expect((await putProfile(client, { sensitive: true })).status).toBe(200);
    const notice = await onHost(hostname, "/");
    expect(notice.status).toBe(200);
    const noticeHtml = await notice.text();
    expect(noticeHtml).toContain("This page may contain sensitive content.");
    expect(noticeHtml).toContain('href="/?sensitive=continue"');
    const onward = await onHost(hostname, "/?sensitive=continue");
    expect(onward.status).toBe(303);
    expect(onward.headers.get("location")).toBe("/");
    expect(onward.headers.getSetCookie().some((line) => line.startsWith("ln_sensitive_ok="))).toBe(true);
    expect(onward.headers.getSetCookie().some((line) => line.startsWith("ln_session"))).toBe(false);
  });
});

describe("the files of a page on its custom domain", () => {
  /** The owner's links with an image on the first, and the image's address. */
  async function ownerWithThumbnail() {
    const owner = await ownerWithLinks();
    const [site] = (await getProfile(owner.client)).links;
    const uploaded = await owner.client.request(`/api/links/${site?.id}/thumbnail`, {
      method: "POST",
      body: avatarForm(images.png(), { field: "thumbnail" }),
    });
    expect(uploaded.status).toBe(200);
    return { ...owner, thumbnail: (await uploaded.json<{ url: string }>()).url };
  }

  it("serves every link image the page shows there", async () => {
    const { hostname, thumbnail } = await ownerWithThumbnail();
    expect(await (await onHost(hostname, "/")).text()).toContain(`src="${thumbnail}"`);
    const image = await onHost(hostname, thumbnail);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
  });

  it("serves nothing else: another page's image, or one its page no longer shows", async () => {
    const { client, hostname, thumbnail } = await ownerWithThumbnail();
    const other = await ownerWithThumbnail();
    await expectPublicNotFound(await onHost(hostname, other.thumbnail));
    // Hidden, the link is not on the page, and nor is its image on the domain.
    const profile = await getProfile(client);
    const hidden = profile.links.map((link, i) => (i === 0 ? { ...link, enabled: false } : link));
    expect((await putProfile(client, { links: hidden })).status).toBe(200);
    await expectPublicNotFound(await onHost(hostname, thumbnail));
  });
});

describe("a host that is not an active domain", () => {
  it("never serves a page: unknown, waiting for DNS, failed or removed", async () => {
    await expectPublicNotFound(await onHost(uniqueHost(), "/"));

    const waiting = await proOwner("cdwait");
    const pendingHost = uniqueHost("pending-");
    await addedDomain(waiting.client, pendingHost);
    await expectPublicNotFound(await onHost(pendingHost, "/"));
    // Nor any file of the app, not even the page's icon.
    for (const host of [uniqueHost(), pendingHost]) {
      for (const path of ["/assets/index.js", "/favicon.svg", "/robots.txt"]) {
        await expectPublicNotFound(await onHost(host, path));
      }
    }

    const { client, hostname } = await ownerWithLinks();
    expect((await onHost(hostname, "/")).status).toBe(200);
    expect((await removeDomain(client)).status).toBe(200);
    await expectPublicNotFound(await onHost(hostname, "/"));
  });

  it("stops at once for a suspended owner, and serves again once the suspension is lifted", async () => {
    const admin = await signedInAdmin("cdsuspender");
    const { id, hostname } = await ownerWithLinks();
    expect((await admin.client.request(`/api/admin/users/${id}/suspend`, { method: "POST" })).status).toBe(200);
    await expectPublicNotFound(await onHost(hostname, "/"));
    expect((await admin.client.request(`/api/admin/users/${id}/unsuspend`, { method: "POST" })).status).toBe(200);
    expect((await onHost(hostname, "/")).status).toBe(200);
  });

  it("keeps serving for 7 days after Pro ends, then answers 404", async () => {
    const { user, hostname } = await ownerWithLinks();
    await setSubscription(user.username, "canceled", Date.now() - 1000);
    const sweptAt = Date.now();
    await runHourlySweep(sweptAt);
    expect((await onHost(hostname, "/")).status).toBe(200);
    await runHourlySweep(sweptAt + 7 * day + 60_000);
    await expectPublicNotFound(await onHost(hostname, "/"));
  });

  it("serves nothing when custom domains are off, whatever the stored state", async () => {
    const { user, hostname } = await ownerWithLinks();
    const off = await onHost(hostname, "/", {}, { CUSTOM_DOMAINS_PROVIDER: "none" });
    expect(await off.text()).not.toContain(`@${user.username}`);
  });
});
