// The public API, version 1 (docs/guides/public-api.md): Bearer tokens only, each route behind its
// scope (the route × scope table below is the guide's), the error body {error: {code, message, fields?}},
// RateLimit-* headers and a 429 past the token's window, the dashboard save's rules through the same
// functions, and the admin's audit naming the token.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ApiScope } from "#contract/api-tokens";
import { profileMessages } from "#contract/profile-schemas";
import { publicApiTexts } from "#contract/public-api";
import { auditRows } from "./support/admin";
import { type browser, json, request, signedInUser } from "./support/requests";

type Client = ReturnType<typeof browser>;
type ApiError = { error: { code: string; message: string; fields?: { field: string; message: string }[] } };
type Link = { id: string; title: string; url: string; enabled: boolean; featured: boolean };
type Page = { id: string; username: string; url: string; bio: string; theme: { preset: string }; links: Link[] };

const allScopes: ApiScope[] = ["pages:read", "pages:write", "analytics:read", "audience:read"];

async function tokenFor(client: Client, password: string, scopes: ApiScope[] = allScopes, name = "Script") {
  const response = await client.request("/api/tokens", {
    method: "POST",
    json: { name, scopes, expiresInDays: null, password },
  });
  expect(response.status).toBe(201);
  return (await json<{ id: string; token: string }>(response)).token;
}

/** A call to /api/v1 as a script makes it: no Origin, no cookie, the token in the header. */
function call(
  token: string | null,
  path: string,
  options: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  return request(`/api/v1${path}`, {
    method: options.method ?? "GET",
    ...(options.json !== undefined ? { json: options.json } : {}),
    headers: { Origin: "", ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers },
  });
}

/** An owner with two links, a token of every scope, and their page's id (the account's). */
async function ownerWithToken(prefix: string) {
  const owner = await signedInUser(prefix);
  const saved = await owner.client.request("/api/profile", {
    method: "PUT",
    json: {
      username: owner.user.username,
      bio: "Hello",
      links: [
        { title: "First", url: "https://first.example" },
        { title: "Second", url: "https://second.example" },
      ],
    },
  });
  expect(saved.status).toBe(200);
  const token = await tokenFor(owner.client, owner.user.password);
  return { ...owner, token, pageId: owner.id };
}

/** Every route of /api/v1 with the scope it needs: the guide's table. */
const routeScopes: { method: string; path: (page: string, link: string) => string; scope: ApiScope; body?: unknown }[] =
  [
    { method: "GET", path: () => "/pages", scope: "pages:read" },
    { method: "GET", path: (page) => `/pages/${page}`, scope: "pages:read" },
    { method: "GET", path: (page) => `/pages/${page}/links`, scope: "pages:read" },
    { method: "PATCH", path: (page) => `/pages/${page}`, scope: "pages:write", body: { bio: "Changed" } },
    {
      method: "POST",
      path: (page) => `/pages/${page}/links`,
      scope: "pages:write",
      body: { title: "New", url: "https://new.example" },
    },
    {
      method: "PATCH",
      path: (page, link) => `/pages/${page}/links/${link}`,
      scope: "pages:write",
      body: { title: "Renamed" },
    },
    { method: "PUT", path: (page) => `/pages/${page}/links/order`, scope: "pages:write", body: { ids: [] } },
    { method: "DELETE", path: (page, link) => `/pages/${page}/links/${link}`, scope: "pages:write" },
    { method: "GET", path: (page) => `/pages/${page}/analytics`, scope: "analytics:read" },
    { method: "GET", path: (page) => `/pages/${page}/subscribers`, scope: "audience:read" },
  ];

describe("who may call", () => {
  let owner: Awaited<ReturnType<typeof ownerWithToken>>;
  beforeAll(async () => {
    owner = await ownerWithToken("v1_auth");
  });

  it("no token, a malformed one, an unknown one: 401 in the API's error shape, with the Bearer challenge", async () => {
    const missing = await call(null, "/pages");
    expect(missing.status).toBe(401);
    // RFC 6750: a request without credentials gets the bare challenge, a bad token says it is one.
    expect(missing.headers.get("WWW-Authenticate")).toBe('Bearer realm="LinkNest"');
    expect(await json<ApiError>(missing)).toEqual({
      error: { code: "unauthorized", message: "Send a personal access token: Authorization: Bearer lnk_…" },
    });
    for (const header of ["Bearer", "Basic abc", "Bearer not-a-token", `Bearer lnk_${"A".repeat(43)}`]) {
      const response = await call(null, "/pages", { headers: { Authorization: header } });
      expect(response.status, header).toBe(401);
      expect(response.headers.get("WWW-Authenticate"), header).toBe(
        header === "Bearer" || header === "Basic abc"
          ? 'Bearer realm="LinkNest"'
          : 'Bearer realm="LinkNest", error="invalid_token"',
      );
      expect((await json<ApiError>(response)).error.code).toBe("unauthorized");
    }
  });

  it("says a token's refusals in the language the request names, and in English to one that names none", async () => {
    const missing = await call(null, "/pages", { headers: { "Accept-Language": "de-DE,de;q=0.9" } });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("Vary")).toContain("Accept-Language");
    expect(await json<ApiError>(missing)).toEqual({
      error: {
        code: "unauthorized",
        message: "Sende einen persönlichen Zugriffstoken: Authorization: Bearer lnk_…",
      },
    });
    const unknown = await call(`lnk_${"A".repeat(43)}`, "/pages", { headers: { "Accept-Language": "fr" } });
    expect((await json<ApiError>(unknown)).error.message).toBe("Le jeton est invalide, expiré ou révoqué.");
    const unspoken = await call(null, "/pages", { headers: { "Accept-Language": "ja" } });
    expect((await json<ApiError>(unspoken)).error.message).toBe(
      "Send a personal access token: Authorization: Bearer lnk_…",
    );

    const readOnly = await tokenFor(owner.client, owner.user.password, ["pages:read"], "Read only");
    const refused = await call(readOnly, `/pages/${owner.pageId}`, {
      method: "PATCH",
      json: { bio: "Hola" },
      headers: { "Accept-Language": "es" },
    });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Vary")).toContain("Accept-Language");
    expect((await json<ApiError>(refused)).error.message).toBe("A este token le falta el permiso pages:write.");
  });

  it("a session cookie is never read: the owner's browser gets 401 without a token", async () => {
    const response = await owner.client.request("/api/v1/pages");
    expect(response.status).toBe(401);
  });

  it("a token is no cookie: a request from another site with a token is not refused as cross-site", async () => {
    const response = await call(owner.token, `/pages/${owner.pageId}`, {
      method: "PATCH",
      json: { bio: "From a script" },
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(200);
  });

  it("every answer carries RateLimit-Limit, -Remaining and -Reset; past the window, 429 with the reset", async () => {
    const first = await call(owner.token, "/pages");
    expect(first.status).toBe(200);
    expect(first.headers.get("RateLimit-Limit")).toBe("120");
    const remaining = Number(first.headers.get("RateLimit-Remaining"));
    expect(remaining).toBeLessThan(120);
    expect(Number(first.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
    const second = await call(owner.token, "/pages");
    expect(Number(second.headers.get("RateLimit-Remaining"))).toBe(remaining - 1);

    const { id } =
      (await env.DB.prepare("select id from api_tokens where user_id = ?").bind(owner.id).first<{ id: string }>()) ??
      {};
    await env.DB.prepare("update attempt_counts set count = 120 where key = ?").bind(`apiCallsByToken:${id}`).run();
    const refused = await call(owner.token, "/pages");
    expect(refused.status).toBe(429);
    expect((await json<ApiError>(refused)).error.code).toBe("rate_limited");
    expect(refused.headers.get("RateLimit-Remaining")).toBe("0");
    expect(Number(refused.headers.get("RateLimit-Reset"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    await env.DB.prepare("delete from attempt_counts where key = ?").bind(`apiCallsByToken:${id}`).run();
  });
});

describe("each route needs its scope", () => {
  it.each(
    routeScopes.map((route) => [`${route.method} ${route.path(":pageId", ":linkId")}`, route.scope, route] as const),
  )("%s: 403 naming %s without it, and answered with it", async (_label, _scope, route) => {
    const owner = await ownerWithToken("v1_scope");
    const others = allScopes.filter((scope) => scope !== route.scope);
    const without = await tokenFor(owner.client, owner.user.password, others, "Without");
    const page = await json<Page>(await call(owner.token, `/pages/${owner.pageId}`));
    const linkId = page.links[0]?.id as string;
    const body = route.method === "PUT" ? { ids: page.links.map((link) => link.id).reverse() } : route.body;
    const path = route.path(owner.pageId, linkId);
    const refused = await call(without, path, { method: route.method, json: body });
    expect(refused.status).toBe(403);
    expect(await json<ApiError>(refused)).toEqual({
      error: { code: "forbidden", message: `This token lacks the ${route.scope} scope.` },
    });
    const only = await tokenFor(owner.client, owner.user.password, [route.scope], "Only");
    const answered = await call(only, path, { method: route.method, json: body });
    expect(answered.status, await answered.clone().text()).toBeLessThan(300);
  });
});

describe("pages and links", () => {
  it("an account's first page has the account's id; another account's page id is 404", async () => {
    const owner = await ownerWithToken("v1_pages");
    const other = await ownerWithToken("v1_other");
    const pages = await json<{ items: Page[] }>(await call(owner.token, "/pages"));
    expect(pages.items.map((page) => page.id)).toEqual([owner.pageId]);
    expect(pages.items[0]).toMatchObject({ username: owner.user.username, bio: "Hello" });
    expect(pages.items[0]?.url).toMatch(new RegExp(`/${owner.user.username}$`));
    for (const path of [`/pages/${other.pageId}`, `/pages/${other.pageId}/links`, "/pages/none/analytics"]) {
      const response = await call(owner.token, path);
      expect(response.status, path).toBe(404);
      expect(await json<ApiError>(response)).toEqual({ error: { code: "not_found", message: "Page not found" } });
    }
    const otherLink = (await json<Page>(await call(other.token, `/pages/${other.pageId}`))).links[0]?.id;
    const stranger = await call(owner.token, `/pages/${owner.pageId}/links/${otherLink}`, { method: "DELETE" });
    expect(stranger.status).toBe(404);
    expect((await json<Page>(await call(other.token, `/pages/${other.pageId}`))).links).toHaveLength(2);
  });

  it("a token acts on every page its account owns: the primary page first, each read and changed by its id", async () => {
    const owner = await ownerWithToken("v1_multi");
    await env.DB.prepare("update users set subscription_status = 'active', subscription_end_date = ? where id = ?")
      .bind(Date.now() + 30 * 24 * 60 * 60 * 1000, owner.id)
      .run();
    const name = `band_${owner.id.slice(0, 8)}`;
    const made = await owner.client.request("/api/pages", { method: "POST", json: { username: name } });
    expect(made.status).toBe(201);
    const { id: bandId } = await json<{ id: string }>(made);
    const pages = await json<{ items: Page[] }>(await call(owner.token, "/pages"));
    expect(pages.items.map((page) => [page.id, page.username])).toEqual([
      [owner.pageId, owner.user.username],
      [bandId, name],
    ]);
    const added = await call(owner.token, `/pages/${bandId}/links`, {
      method: "POST",
      json: { title: "Tour dates", url: "https://tour.example" },
    });
    expect(added.status).toBe(201);
    expect((await json<{ links: unknown[] }>(await request(`/api/user/${name}`))).links).toEqual([
      expect.objectContaining({ title: "Tour dates" }),
    ]);
    expect((await json<Page>(await call(owner.token, `/pages/${owner.pageId}`))).links).toHaveLength(2);
    const other = await ownerWithToken("v1_multi_other");
    expect((await call(other.token, `/pages/${bandId}`)).status).toBe(404);
  });

  it("adds a link that the public page shows, at the position asked; the audit names the token", async () => {
    const owner = await ownerWithToken("v1_add");
    const added = await call(owner.token, `/pages/${owner.pageId}/links`, {
      method: "POST",
      json: { title: "New single", url: "https://music.example/single", position: 0 },
    });
    expect(added.status).toBe(201);
    const link = await json<Link>(added);
    expect(link).toMatchObject({ title: "New single", url: "https://music.example/single", enabled: true });
    const links = await json<{ items: Link[] }>(await call(owner.token, `/pages/${owner.pageId}/links`));
    expect(links.items.map((entry) => entry.title)).toEqual(["New single", "First", "Second"]);
    const page = await request(`/${owner.user.username}`);
    expect(await page.text()).toContain("https://music.example/single");
    const [entry] = await auditRows({ targetUserId: owner.id, action: "api_link_added" });
    expect(entry?.actor).toBe('API token "Script"');
    expect(JSON.parse(entry?.details ?? "{}")).toMatchObject({ token: "Script", via: "api", title: "New single" });
  });

  it("updates, reorders and removes links, keeping the rest", async () => {
    const owner = await ownerWithToken("v1_edit");
    const [first, second] = (await json<Page>(await call(owner.token, `/pages/${owner.pageId}`))).links as [Link, Link];
    const patched = await call(owner.token, `/pages/${owner.pageId}/links/${second.id}`, {
      method: "PATCH",
      json: { title: "Renamed", featured: true },
    });
    expect(patched.status).toBe(200);
    expect(await json<Link>(patched)).toMatchObject({
      id: second.id,
      title: "Renamed",
      featured: true,
      url: "https://second.example",
    });
    const ordered = await call(owner.token, `/pages/${owner.pageId}/links/order`, {
      method: "PUT",
      json: { ids: [second.id, first.id] },
    });
    expect((await json<{ items: Link[] }>(ordered)).items.map((link) => link.id)).toEqual([second.id, first.id]);
    const mismatch = await call(owner.token, `/pages/${owner.pageId}/links/order`, {
      method: "PUT",
      json: { ids: [first.id] },
    });
    expect(mismatch.status).toBe(400);
    expect((await json<ApiError>(mismatch)).error.fields).toEqual([
      { field: "ids", message: "ids must name every link of the page once." },
    ]);
    const removed = await call(owner.token, `/pages/${owner.pageId}/links/${first.id}`, { method: "DELETE" });
    expect(removed.status).toBe(204);
    const left = (await json<Page>(await call(owner.token, `/pages/${owner.pageId}`))).links;
    expect(left.map((link) => link.id)).toEqual([second.id]);
    expect((await call(owner.token, `/pages/${owner.pageId}/links/${first.id}`, { method: "DELETE" })).status).toBe(
      404,
    );
  });

  it("changes the bio, theme and search settings; the dashboard sees them", async () => {
    const owner = await ownerWithToken("v1_patch");
    const response = await call(owner.token, `/pages/${owner.pageId}`, {
      method: "PATCH",
      json: { bio: "New bio", theme: { preset: "ocean", accent: null }, pageTitle: "My links", noindex: true },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const profile = await json(await owner.client.request("/api/profile"));
    expect(profile).toMatchObject({ bio: "New bio", theme: { preset: "ocean" }, pageTitle: "My links", noindex: true });
  });
});

describe("the page's version (docs/decisions/053)", () => {
  const pagePath = (owner: { pageId: string }) => `/pages/${owner.pageId}`;
  const pageOf = async (owner: { token: string; pageId: string }) =>
    json<Page & { version: number; displayName: string }>(await call(owner.token, pagePath(owner)));

  it("a page answers its version, also as its ETag, and a change answers the version it made", async () => {
    const owner = await ownerWithToken("v1_ver_etag");
    const read = await call(owner.token, pagePath(owner));
    const page = await json<Page & { version: number }>(read);
    expect(read.headers.get("ETag")).toBe(`"${page.version}"`);
    const patched = await call(owner.token, pagePath(owner), { method: "PATCH", json: { bio: "One" } });
    expect(patched.status).toBe(200);
    expect(patched.headers.get("ETag")).toBe(`"${page.version + 1}"`);
    expect((await json<{ version: number }>(patched)).version).toBe(page.version + 1);
    const added = await call(owner.token, `${pagePath(owner)}/links`, {
      method: "POST",
      json: { title: "Third", url: "https://third.example" },
    });
    expect(added.headers.get("ETag")).toBe(`"${page.version + 2}"`);
  });

  it("a change naming a version the page has left answers 409, by body or If-Match, and writes nothing", async () => {
    const owner = await ownerWithToken("v1_ver_stale");
    const before = await pageOf(owner);
    const [first] = before.links as [Link];
    // Another writer (the dashboard) moves the page on.
    const tab = await owner.client.request("/api/profile", {
      method: "PUT",
      json: { username: owner.user.username, bio: "From the dashboard", links: before.links, version: before.version },
    });
    expect(tab.status).toBe(200);
    const stale = [
      call(owner.token, pagePath(owner), { method: "PATCH", json: { bio: "Old", version: before.version } }),
      call(owner.token, `${pagePath(owner)}/links`, {
        method: "POST",
        json: { title: "Late", url: "https://late.example" },
        headers: { "If-Match": `"${before.version}"` },
      }),
      call(owner.token, `${pagePath(owner)}/links/${first.id}`, {
        method: "PATCH",
        json: { title: "Late" },
        headers: { "If-Match": `W/"${before.version}"` },
      }),
      call(owner.token, `${pagePath(owner)}/links/order`, {
        method: "PUT",
        json: { ids: before.links.map((link) => link.id).reverse(), version: before.version },
      }),
      call(owner.token, `${pagePath(owner)}/links/${first.id}`, {
        method: "DELETE",
        headers: { "If-Match": `"${before.version}"` },
      }),
    ];
    for (const response of await Promise.all(stale)) {
      expect(response.status).toBe(409);
      expect(await json<ApiError>(response)).toEqual({
        error: { code: "conflict", message: profileMessages.pageChanged },
      });
    }
    const after = await pageOf(owner);
    expect(after).toMatchObject({ bio: "From the dashboard", version: before.version + 1 });
    expect(after.links.map((link) => [link.id, link.title])).toEqual(before.links.map((link) => [link.id, link.title]));

    const current = await call(owner.token, `${pagePath(owner)}/links/${first.id}`, {
      method: "PATCH",
      json: { title: "Now" },
      headers: { "If-Match": `"${after.version}"` },
    });
    expect(current.status).toBe(200);
    expect(current.headers.get("ETag")).toBe(`"${after.version + 1}"`);
  });

  it("a dashboard tab loaded before a change of the API is stale, and the API's change stands", async () => {
    const owner = await ownerWithToken("v1_ver_tab");
    const tab = await json<{ version: number; links: unknown[] }>(await owner.client.request("/api/profile"));
    const added = await call(owner.token, `${pagePath(owner)}/links`, {
      method: "POST",
      json: { title: "From a script", url: "https://script.example" },
    });
    expect(added.status).toBe(201);
    const save = await owner.client.request("/api/profile", {
      method: "PUT",
      json: { username: owner.user.username, bio: "Tab", links: tab.links, version: tab.version },
    });
    expect(save.status).toBe(409);
    expect((await pageOf(owner)).links.map((link) => link.title)).toContain("From a script");
  });

  it("a malformed If-Match, or one that differs from the body's version, is a 400 naming it", async () => {
    const owner = await ownerWithToken("v1_ver_bad");
    const { version } = await pageOf(owner);
    const malformed = await call(owner.token, pagePath(owner), {
      method: "PATCH",
      json: { bio: "x" },
      headers: { "If-Match": "yesterday" },
    });
    expect(malformed.status).toBe(400);
    expect((await json<ApiError>(malformed)).error.fields).toEqual([
      { field: "If-Match", message: publicApiTexts.ifMatchInvalid },
    ]);
    const differing = await call(owner.token, pagePath(owner), {
      method: "PATCH",
      json: { bio: "x", version },
      headers: { "If-Match": `"${version + 1}"` },
    });
    expect(differing.status).toBe(400);
    expect((await json<ApiError>(differing)).error.fields).toEqual([
      { field: "version", message: publicApiTexts.versionsDiffer },
    ]);
    const notCount = await call(owner.token, pagePath(owner), { method: "PATCH", json: { bio: "x", version: -1 } });
    expect(notCount.status).toBe(400);
    expect((await pageOf(owner)).version).toBe(version);
  });

  it("the display name is the page's to read and change, and heads the public page", async () => {
    const owner = await ownerWithToken("v1_name");
    expect((await pageOf(owner)).displayName).toBe("");
    const patched = await call(owner.token, pagePath(owner), {
      method: "PATCH",
      json: { displayName: "Ada Lovelace" },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({ displayName: "Ada Lovelace" });
    expect(await (await request(`/${owner.user.username}`)).text()).toContain("Ada Lovelace</h1>");
    const tooLong = await call(owner.token, pagePath(owner), {
      method: "PATCH",
      json: { displayName: "x".repeat(51) },
    });
    expect(tooLong.status).toBe(400);
    expect((await json<ApiError>(tooLong)).error.fields).toEqual([
      { field: "displayName", message: profileMessages.displayNameTooLong },
    ]);
  });
});

describe("the dashboard's save rules apply", () => {
  it("an unsafe or malformed URL, an empty title, an unknown field: 400 naming the field, nothing saved", async () => {
    const owner = await ownerWithToken("v1_rules");
    const cases: [unknown, string][] = [
      [{ title: "x", url: "javascript:alert(1)" }, "url"],
      [{ title: "x", url: "not a url" }, "url"],
      [{ title: " ", url: "https://ok.example" }, "title"],
      [{ title: "x", url: "https://ok.example", clicks: 5 }, ""],
      [{ title: 5, url: "https://ok.example" }, "title"],
    ];
    for (const [body, field] of cases) {
      const response = await call(owner.token, `/pages/${owner.pageId}/links`, { method: "POST", json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      const { error } = await json<ApiError>(response);
      expect(error.code).toBe("invalid_request");
      if (field) expect(error.fields?.[0]?.field, JSON.stringify(body)).toBe(field);
    }
    const badTheme = await call(owner.token, `/pages/${owner.pageId}`, {
      method: "PATCH",
      json: { theme: { preset: "nope" } },
    });
    expect(badTheme.status).toBe(400);
    expect((await json<ApiError>(badTheme)).error.fields?.[0]?.field).toBe("theme.preset");
    expect((await json<Page>(await call(owner.token, `/pages/${owner.pageId}`))).links).toHaveLength(2);
  });

  it("a second link in the spotlight, or 51 links, is refused as the dashboard refuses it", async () => {
    const owner = await ownerWithToken("v1_limits");
    const [first, second] = (await json<Page>(await call(owner.token, `/pages/${owner.pageId}`))).links as [Link, Link];
    await call(owner.token, `/pages/${owner.pageId}/links/${first.id}`, { method: "PATCH", json: { featured: true } });
    const two = await call(owner.token, `/pages/${owner.pageId}/links/${second.id}`, {
      method: "PATCH",
      json: { featured: true },
    });
    expect(two.status).toBe(400);
    expect((await json<ApiError>(two)).error.fields?.[0]?.field).toBe("featured");
    const fifty = Array.from({ length: 50 }, (_, n) => ({ title: `L${n}`, url: `https://l${n}.example` }));
    await owner.client.request("/api/profile", {
      method: "PUT",
      json: { username: owner.user.username, bio: "", links: fifty },
    });
    const more = await call(owner.token, `/pages/${owner.pageId}/links`, {
      method: "POST",
      json: { title: "x", url: "https://x.example" },
    });
    expect(more.status).toBe(400);
    expect((await json<ApiError>(more)).error.fields?.[0]?.field).toBe("links");
  });

  it("scheduling is Pro: a free account's schedule is 403 on its field", async () => {
    const owner = await ownerWithToken("v1_pro");
    const response = await call(owner.token, `/pages/${owner.pageId}/links`, {
      method: "POST",
      json: { title: "Later", url: "https://later.example", startsAt: "2030-01-01T00:00:00Z" },
    });
    expect(response.status).toBe(403);
    const { error } = await json<ApiError>(response);
    expect(error.message).toMatch(/\bPro\b/);
    expect(error.fields?.[0]?.field).toBe("startsAt");
  });
});

describe("analytics and subscribers", () => {
  it("analytics for the last 30 days by default; a day range within it; older than 30 days is Pro", async () => {
    const owner = await ownerWithToken("v1_stats");
    const response = await call(owner.token, `/pages/${owner.pageId}/analytics`);
    expect(response.status).toBe(200);
    const report = await json<{ from: string; to: string; daily: unknown[]; totals: Record<string, number> }>(response);
    expect(report.daily).toHaveLength(30);
    expect(report.totals).toEqual({ views: 0, clicks: 0, visitorDays: 0, ctr: 0 });
    const today = new Date().toISOString().slice(0, 10);
    const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
    const week = await json<{ daily: unknown[] }>(
      await call(owner.token, `/pages/${owner.pageId}/analytics?from=${weekAgo}&to=${today}`),
    );
    expect(week.daily).toHaveLength(7);
    const old = new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10);
    const pro = await call(owner.token, `/pages/${owner.pageId}/analytics?from=${old}`);
    expect(pro.status).toBe(403);
    for (const query of ["from=yesterday", `from=${today}&to=${weekAgo}`, "to=2999-01-01"]) {
      expect((await call(owner.token, `/pages/${owner.pageId}/analytics?${query}`)).status, query).toBe(400);
    }
  });

  it("subscribers a page at a time, with the cursor to the next", async () => {
    const owner = await ownerWithToken("v1_subs");
    await env.DB.prepare(
      "insert into subscribers (id, page_id, email, created_at, confirmed_at) values (?, ?, ?, ?, ?)",
    )
      .bind(crypto.randomUUID(), owner.id, "reader@example.com", Date.now(), Date.now())
      .run();
    const response = await call(owner.token, `/pages/${owner.pageId}/subscribers`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await json(response)).toEqual({
      items: [{ id: expect.any(String), email: "reader@example.com", confirmedAt: expect.any(String) }],
      nextCursor: null,
    });
    expect((await call(owner.token, `/pages/${owner.pageId}/subscribers?cursor=abc`)).status).toBe(400);
  });
});

describe("the API's own OpenAPI document", () => {
  type Operation = {
    operationId: string;
    summary: string;
    "x-scope"?: string;
    security: unknown[];
    requestBody?: { content: Record<string, { example?: unknown }> };
    responses: Record<string, { content?: Record<string, { schema: { $ref?: string } }> }>;
  };

  it("is OpenAPI 3.1 at /api/v1/openapi.json without a token, with every route, its scope, the error body and examples", async () => {
    const response = await request("/api/v1/openapi.json");
    expect(response.status).toBe(200);
    const document = await json<{
      openapi: string;
      servers: { url: string }[];
      paths: Record<string, Record<string, Operation>>;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    }>(response);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.servers[0]?.url).toMatch(/\/api\/v1$/);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: "http", scheme: "bearer" });
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
    );
    const expected = routeScopes.map((route) => `${route.method} ${route.path("{pageId}", "{linkId}")}`);
    expect(operations.map((entry) => entry.key).sort()).toEqual([...expected, "GET /openapi.json"].sort());
    for (const route of routeScopes) {
      const operation = document.paths[route.path("{pageId}", "{linkId}")]?.[route.method.toLowerCase()] as Operation;
      expect(operation["x-scope"], route.method).toBe(route.scope);
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
      expect(operation.summary).toBeTruthy();
      for (const status of ["401", "403", "429"]) {
        expect(operation.responses[status]?.content?.["application/json"]?.schema.$ref, status).toBe(
          "#/components/schemas/PublicApiError",
        );
      }
    }
    const addLink = document.paths["/pages/{pageId}/links"]?.post as Operation;
    expect(addLink.requestBody?.content["application/json"]?.example).toMatchObject({ title: "My new single" });
  });

  it("documents the page's version: If-Match and 409 on every change, the ETag of a page", async () => {
    type Versioned = Operation & {
      parameters?: { name: string; in: string }[];
      requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
      responses: Record<string, { description?: string; headers?: Record<string, unknown> }>;
    };
    const document = await json<{ paths: Record<string, Record<string, Versioned>> }>(
      await request("/api/v1/openapi.json"),
    );
    for (const route of routeScopes.filter((entry) => entry.scope === "pages:write")) {
      const operation = document.paths[route.path("{pageId}", "{linkId}")]?.[route.method.toLowerCase()] as Versioned;
      const key = `${route.method} ${route.path("{pageId}", "{linkId}")}`;
      expect(operation.parameters, key).toContainEqual(expect.objectContaining({ name: "If-Match", in: "header" }));
      expect(operation.responses["409"]?.description, key).toMatch(/version/);
      const success = Object.entries(operation.responses).find(([status]) => status.startsWith("2"))?.[1];
      expect(success?.headers, key).toHaveProperty("ETag");
      const body = operation.requestBody?.content["application/json"]?.schema.properties;
      if (body) expect(body, key).toHaveProperty("version");
    }
    const getPage = document.paths["/pages/{pageId}"]?.get as Versioned;
    expect(getPage.responses["200"]?.headers).toHaveProperty("ETag");
  });
});
