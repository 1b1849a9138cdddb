// The authorization matrix (docs/reliability.md): every /api route and /mcp against every kind of caller — anonymous,
// the owner, another user, an admin, a suspended user, an admin while impersonating, and a revoked
// session — gets the right status, and no answer carries what its caller may not see. The routes are the
// app's own (scripts/lib/endpoints.ts reads app.routes): a route the app answers without a row here, or a
// row for a route it does not answer, fails, and so does a row whose access the route's guards disagree
// with. One test per route.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { pageMessages } from "#contract/pages";
import { endpointsOf } from "../../scripts/lib/endpoints";
import { app } from "../../worker/app";
import { requireToken } from "../../worker/public-api/bearer";
import { refuseWhileImpersonating, requireAdmin, requireUser } from "../../worker/routes/guards";
import { pageRouteAccess } from "../../worker/routes/page-scope";
import { idOf, impersonate, signedInAdmin, signedInMember } from "./support/admin";
import { invitationToken } from "./support/members";
import { browser, deleteOwnAccount, signedInUser } from "./support/requests";

type Client = ReturnType<typeof browser>;
type CallerKind = "anonymous" | "owner" | "other" | "admin" | "suspended" | "impersonating" | "revoked";
const callerKinds: CallerKind[] = ["anonymous", "owner", "other", "admin", "suspended", "impersonating", "revoked"];

/**
 * Who may use a route: anyone, a signed-in user (acting on their own data), the user in person (a signed-in
 * user, but not an admin impersonating them: the account's e-mail, deletion and billing), a Pro user
 * (none of the callers here is: a signed-in caller gets 403 naming Pro), a Pro user in person (the
 * impersonating admin is refused as such, the others as not Pro), an admin, or a personal access token
 * only (/api/v1 and /mcp: no cookie is read there, so every caller here, holding only cookies, gets 401).
 */
type Access = "public" | "user" | "inPerson" | "pro" | "proInPerson" | "admin" | "bearer";
type Ids = { owner: string; victim: string; invite: string; username: string; link: string };
/** A request of a row: the address (the route's path by default, its parameters filled in) and the body. */
type Call = { access: Access; at?: (ids: Ids) => string; body?: unknown; pageScoped?: boolean };
/**
 * A route's row: its access and the request that tries it, and any further requests of the same route
 * whose access differs (a query that asks for Pro). `afterTheRest` rows change what the others look at.
 */
type Row = Call & { also?: Call[]; afterTheRest?: number };

const rowsAtTheRoot: Record<string, Row> = {
  "GET /api/health": { access: "public" },
  "GET /api/config": { access: "public" },
  "GET /api/openapi.json": { access: "public" },
  "GET /api/auth/me": { access: "public" },
  "POST /api/login": { access: "public", body: { identifier: "nobody", password: "Wrong123" } },
  "POST /api/signup": { access: "public", body: { email: "x", password: "y", username: "z" } },
  "GET /api/verify-email": { access: "public", at: () => "/api/verify-email?token=none" },
  "GET /api/verify-email-change": { access: "public", at: () => "/api/verify-email-change?token=none" },
  "POST /api/undo-email-change": { access: "public", body: { token: "none" } },
  "POST /api/resend-verification": { access: "public", body: { email: "nobody@example.com" } },
  "POST /api/forgot-password": { access: "public", body: { email: "nobody@example.com" } },
  "POST /api/reset-password": { access: "public", body: { token: "none", password: "Abcdef12" } },
  "POST /api/reset-password/check": { access: "public", body: { token: "none" } },
  "GET /api/user/:username": { access: "public", at: (ids) => `/api/user/${ids.username}` },
  "GET /api/username-available": { access: "public", at: () => "/api/username-available?username=free_name" },
  "POST /api/click": { access: "public", body: { username: "matrix_owner", linkIndex: 0 } },
  "POST /api/stripe/webhook": { access: "public", body: {} },
  "POST /api/stripe/connect-webhook": { access: "public", body: {} },
  "GET /api/dev/mail": { access: "public", at: () => "/api/dev/mail?to=nobody@example.com" },
  "POST /api/reports": {
    access: "public",
    body: { username: "matrix_owner", reason: "unknown", details: "" },
  },
  "POST /api/subscribe": {
    access: "public",
    body: { username: "matrix_owner", email: "matrix-reader@example.com" },
  },
  "POST /api/login/2fa": { access: "public", body: { code: "000000" } },
  "POST /api/passkeys/login/options": { access: "public" },
  "POST /api/passkeys/login/verify": { access: "public", body: {} },
  "GET /api/profile": { access: "user" },
  "PUT /api/profile": { access: "user", body: { bio: 5 } },
  "GET /api/profile/qr.svg": { access: "user" },
  "POST /api/upload/avatar": { access: "user", body: {} },
  "DELETE /api/upload/avatar": { access: "user" },
  // The owner's link: another signed-in caller acts on their own links, and is told this one is not found.
  "POST /api/links/:id/thumbnail": { access: "user", at: (ids) => `/api/links/${ids.link}/thumbnail`, body: {} },
  "DELETE /api/links/:id/thumbnail": { access: "user", at: (ids) => `/api/links/${ids.link}/thumbnail` },
  "POST /api/change-email": { access: "inPerson", body: { newEmail: "" } },
  "GET /api/subscription-status": { access: "user" },
  "GET /api/analytics": {
    access: "user",
    also: [
      { access: "user", at: () => "/api/analytics?range=7d" },
      { access: "pro", at: () => "/api/analytics?range=365d" },
    ],
  },
  "GET /api/analytics/export.csv": { access: "pro", at: () => "/api/analytics/export.csv?range=30d" },
  "POST /api/create-checkout-session": { access: "inPerson" },
  "POST /api/billing-portal-session": { access: "inPerson" },
  "POST /api/cancel-subscription": { access: "inPerson" },
  "POST /api/resume-subscription": { access: "inPerson" },
  "GET /api/2fa": { access: "inPerson" },
  "POST /api/2fa/totp/setup": { access: "inPerson" },
  "POST /api/2fa/totp/enable": { access: "inPerson", body: { code: "000000" } },
  "POST /api/2fa/disable": { access: "inPerson", body: { password: "Wrong123" } },
  "POST /api/2fa/recovery-codes": { access: "inPerson", body: { password: "Wrong123" } },
  "POST /api/2fa/step-up": { access: "inPerson", body: { code: "000000" } },
  "GET /api/passkeys": { access: "inPerson" },
  "POST /api/passkeys/register/options": { access: "inPerson" },
  "POST /api/passkeys/register/verify": { access: "inPerson", body: {} },
  "PATCH /api/passkeys/:id": { access: "inPerson", at: () => "/api/passkeys/none", body: { name: "Laptop" } },
  "DELETE /api/passkeys/:id": { access: "inPerson", at: () => "/api/passkeys/none", body: { password: "Wrong123" } },
  "GET /api/sessions": { access: "inPerson" },
  "DELETE /api/sessions/:id": { access: "inPerson", at: () => "/api/sessions/none" },
  // A wrong password: the owner is answered 400 and keeps the account (its deletion: the last test).
  "DELETE /api/account": { access: "inPerson", body: { password: "Wrong123" } },
  "GET /api/account/export": { access: "inPerson" },
  "POST /api/account/import": { access: "inPerson", body: { data: {}, mode: "merge" } },
  "PUT /api/account/language": { access: "inPerson", body: { language: "de" } },
  "GET /api/pages": { access: "user" },
  // A free account is told a second page is Pro's.
  "POST /api/pages": { access: "pro", body: { username: "matrix_page" } },
  "DELETE /api/pages/:pageId": {
    access: "inPerson",
    at: (ids) => `/api/pages/${ids.owner}`,
    body: { password: "Wrong123" },
  },
  "POST /api/invitations/accept": { access: "user", body: { token: "none" } },
  "POST /api/import/from-url": { access: "user", body: { url: "" } },
  "POST /api/import/apply": { access: "user", body: { mode: "neither" } },
  "GET /api/custom-domain": { access: "inPerson" },
  "PUT /api/custom-domain": { access: "proInPerson", body: { hostname: "links.matrix.example.test" } },
  "POST /api/custom-domain/check": { access: "proInPerson" },
  "DELETE /api/custom-domain": { access: "inPerson" },
  "GET /api/audience": {
    access: "user",
    also: [{ access: "user", at: () => "/api/audience?page=1&pageSize=20" }],
  },
  "GET /api/audience/export.csv": { access: "inPerson" },
  "GET /api/audience/webhook": { access: "user" },
  "PUT /api/audience/webhook": { access: "proInPerson", body: { url: "https://hooks.example.com/x" } },
  "POST /api/audience/webhook/test": { access: "proInPerson" },
  "DELETE /api/audience/:id": { access: "user", at: () => "/api/audience/none" },
  "GET /api/earn": { access: "user" },
  "POST /api/earn/connect": { access: "inPerson" },
  "POST /api/earn/dashboard": { access: "inPerson" },
  "GET /api/earn/tips": { access: "user" },
  "GET /api/earn/tips.csv": { access: "inPerson" },
  "GET /api/tokens": { access: "inPerson" },
  "POST /api/tokens": {
    access: "inPerson",
    body: { name: "Matrix", scopes: ["pages:read"], expiresInDays: 1, password: "Wrong123" },
  },
  "DELETE /api/tokens/:id": { access: "inPerson", at: () => "/api/tokens/none" },
  // The public API and the MCP server read a bearer token, never a cookie.
  "GET /api/v1/openapi.json": { access: "public" },
  "GET /api/v1/pages": { access: "bearer" },
  "GET /api/v1/pages/:pageId": { access: "bearer", at: (ids) => `/api/v1/pages/${ids.owner}` },
  "PATCH /api/v1/pages/:pageId": { access: "bearer", at: (ids) => `/api/v1/pages/${ids.owner}`, body: { bio: "x" } },
  "GET /api/v1/pages/:pageId/links": { access: "bearer", at: (ids) => `/api/v1/pages/${ids.owner}/links` },
  "POST /api/v1/pages/:pageId/links": {
    access: "bearer",
    at: (ids) => `/api/v1/pages/${ids.owner}/links`,
    body: { title: "x", url: "https://x.example" },
  },
  "PUT /api/v1/pages/:pageId/links/order": {
    access: "bearer",
    at: (ids) => `/api/v1/pages/${ids.owner}/links/order`,
    body: { ids: [] },
  },
  "PATCH /api/v1/pages/:pageId/links/:linkId": {
    access: "bearer",
    at: (ids) => `/api/v1/pages/${ids.owner}/links/${ids.link}`,
    body: {},
  },
  "DELETE /api/v1/pages/:pageId/links/:linkId": {
    access: "bearer",
    at: (ids) => `/api/v1/pages/${ids.owner}/links/${ids.link}`,
  },
  "GET /api/v1/pages/:pageId/analytics": { access: "bearer", at: (ids) => `/api/v1/pages/${ids.owner}/analytics` },
  "GET /api/v1/pages/:pageId/subscribers": { access: "bearer", at: (ids) => `/api/v1/pages/${ids.owner}/subscribers` },
  "POST /mcp": { access: "bearer", body: { jsonrpc: "2.0", id: 1, method: "tools/list" } },
  "GET /mcp": { access: "bearer" },
  "DELETE /mcp": { access: "bearer" },
  "GET /api/admin/stats": { access: "admin" },
  "GET /api/admin/users": { access: "admin", at: () => "/api/admin/users?pageSize=10" },
  "GET /api/admin/audit": { access: "admin" },
  "GET /api/admin/logs": { access: "admin", at: () => "/api/admin/logs?lines=5" },
  "GET /api/admin/errors": { access: "admin", at: () => "/api/admin/errors?lines=5" },
  "GET /api/admin/metrics": { access: "admin" },
  "GET /api/admin/top-referrers": { access: "admin", at: () => "/api/admin/top-referrers?limit=10" },
  "GET /api/admin/top-profiles": { access: "admin", at: () => "/api/admin/top-profiles?limit=10" },
  "GET /api/admin/settings": { access: "admin" },
  "PUT /api/admin/settings": { access: "admin", body: { extraReservedUsernames: ["matrixreserved"] } },
  "GET /api/admin/invite-codes": { access: "admin" },
  "POST /api/admin/invite-codes": { access: "admin", body: { code: "" } },
  "PUT /api/admin/invite-codes/:id": {
    access: "admin",
    at: (ids) => `/api/admin/invite-codes/${ids.invite}`,
    body: { enabled: true },
  },
  "POST /api/admin/users/:id/verify-override": { access: "admin", at: (ids) => userAction(ids, "verify-override") },
  "POST /api/admin/users/:id/resend-verification": {
    access: "admin",
    at: (ids) => userAction(ids, "resend-verification"),
  },
  "POST /api/admin/users/:id/trigger-password-reset": {
    access: "admin",
    at: (ids) => userAction(ids, "trigger-password-reset"),
  },
  "POST /api/admin/users/:id/unsuspend": { access: "admin", at: (ids) => userAction(ids, "unsuspend") },
  "GET /api/admin/users/:id/page": { access: "admin", at: (ids) => userAction(ids, "page") },
  "POST /api/admin/users/:id/impersonate": { access: "admin", at: (ids) => userAction(ids, "impersonate") },
  "POST /api/admin/users/:id/billing-portal": { access: "admin", at: (ids) => userAction(ids, "billing-portal") },
  "DELETE /api/admin/users/:id/custom-domain": { access: "admin", at: (ids) => userAction(ids, "custom-domain") },
  "POST /api/admin/impersonate/use": { access: "admin", body: { token: "none" } },
  "GET /api/admin/reports": { access: "admin", at: () => "/api/admin/reports?status=open" },
  "POST /api/admin/reports/:id/resolve": {
    access: "admin",
    at: () => "/api/admin/reports/none/resolve",
    body: { action: "dismiss" },
  },
  "GET /api/admin/held-links": { access: "admin" },
  "POST /api/admin/held-links/:id/release": { access: "admin", at: () => "/api/admin/held-links/none/release" },
  "POST /api/admin/held-links/:id/remove": { access: "admin", at: () => "/api/admin/held-links/none/remove" },
  // These change what the rows above look at, so they run after them, in this order.
  "POST /api/sessions/revoke-others": { access: "inPerson", afterTheRest: 1 },
  "POST /api/admin/users/:id/suspend": { access: "admin", at: (ids) => userAction(ids, "suspend"), afterTheRest: 2 },
  "POST /api/admin/audit/clear": { access: "admin", afterTheRest: 3 },
  "DELETE /api/admin/invite-codes/:id": {
    access: "admin",
    at: (ids) => `/api/admin/invite-codes/${ids.invite}`,
    afterTheRest: 4,
  },
  // A session of its own: no session is answered 401, any other (the admin's too) 400; the impersonating
  // admin's session becomes their own again.
  "POST /api/admin/impersonate/stop": { access: "user", afterTheRest: 5 },
  // Anyone may sign out; every caller's session ends here.
  "POST /api/logout": { access: "public", afterTheRest: 6 },
};

/**
 * Every page-scoped route again under the id of the owner's primary page (worker/routes/page-scope.ts):
 * its row at the root, aimed at /api/pages/{id}/…. The owner is answered as at the root; any other
 * signed-in caller — another user, an admin, an admin impersonating someone else — finds no such page.
 */
const pageScopedRows: Record<string, Row> = Object.fromEntries(
  Object.entries(rowsAtTheRoot).flatMap(([key, row]) => {
    const [method, path] = key.split(" ") as [string, string];
    const tail = path.replace(/^\/api/, "");
    if (!pageRouteAccess[`${method} ${tail}`]) return [];
    const underPage = (call: Call): Call => ({
      ...call,
      pageScoped: true,
      at: (ids) => `/api/pages/${ids.owner}${(call.at?.(ids) ?? path).replace(/^\/api/, "")}`,
    });
    return [[`${method} /api/pages/:pageId${tail}`, { ...underPage(row), also: row.also?.map(underPage) }]];
  }),
);

const underOwnersPage = (tail: string) => (ids: Ids) => `/api/pages/${ids.owner}${tail}`;

/** The routes only a page's id has: its people (the free owner is told members are Pro's) and its activity. */
const pageOnlyRows: Record<string, Row> = {
  "GET /api/pages/:pageId/members": { access: "user", pageScoped: true, at: underOwnersPage("/members") },
  "POST /api/pages/:pageId/members": {
    access: "pro",
    pageScoped: true,
    at: underOwnersPage("/members"),
    body: { email: "matrix-guest@example.com", role: "viewer" },
  },
  "PUT /api/pages/:pageId/members/:memberId": {
    access: "user",
    pageScoped: true,
    at: underOwnersPage("/members/none"),
    body: { role: "viewer" },
  },
  "DELETE /api/pages/:pageId/members/:memberId": {
    access: "user",
    pageScoped: true,
    at: underOwnersPage("/members/none"),
  },
  "GET /api/pages/:pageId/activity": { access: "user", pageScoped: true, at: underOwnersPage("/activity") },
};

const rows: Record<string, Row> = { ...rowsAtTheRoot, ...pageScopedRows, ...pageOnlyRows };

function userAction(ids: Ids, action: string): string {
  return `/api/admin/users/${ids.victim}/${action}`;
}

/** The app's /api routes and /mcp, each with its row; the catch-alls that answer 404 for any other path aside. */
const apiEndpoints = endpointsOf(app).filter(
  (endpoint) => (endpoint.path.startsWith("/api/") || endpoint.path === "/mcp") && endpoint.method !== "ALL",
);
const routeKey = (endpoint: { method: string; path: string }) => `${endpoint.method} ${endpoint.path}`;
const inOrder = apiEndpoints
  .filter((endpoint) => rows[routeKey(endpoint)])
  .sort((a, b) => (rows[routeKey(a)]?.afterTheRest ?? 0) - (rows[routeKey(b)]?.afterTheRest ?? 0));

function expectedFor(access: Access, caller: CallerKind): "allowed" | 401 | 403 {
  if (access === "public") return "allowed";
  if (access === "bearer") return 401;
  const signedIn = caller === "owner" || caller === "other" || caller === "admin" || caller === "impersonating";
  if (access === "user") return signedIn ? "allowed" : 401;
  if (access === "inPerson") return caller === "impersonating" ? 403 : signedIn ? "allowed" : 401;
  if (access === "pro" || access === "proInPerson") return signedIn ? 403 : 401;
  return caller === "admin" ? "allowed" : 403;
}

const clients = {} as Record<CallerKind, Client>;
const ids = {} as Ids;
/** Secrets no answer may ever contain, and e-mails only an admin may see. */
const secrets: string[] = [];
let victimEmail = "";

beforeAll(async () => {
  clients.anonymous = browser();
  const owner = await signedInMember("matrix_owner");
  clients.owner = owner.client;
  await owner.client.request("/api/profile", {
    method: "PUT",
    json: { username: "matrix_owner", bio: "", links: [{ title: "A", url: "https://a.example" }] },
  });
  ids.owner = owner.id;
  ids.username = "matrix_owner";
  const ownerProfile = (await (await owner.client.request("/api/profile")).json()) as { links: { id: string }[] };
  ids.link = ownerProfile.links[0]?.id as string;
  const signedInOther = await signedInUser("matrix_other");
  clients.other = signedInOther.client;
  const admin = await signedInAdmin("matrix_admin");
  clients.admin = admin.client;

  const victim = await signedInMember("matrix_victim");
  ids.victim = victim.id;
  victimEmail = victim.user.email;
  // A real customer at the Stripe fake, whose id no answer may show.
  expect((await victim.client.request("/api/create-checkout-session", { method: "POST" })).status).toBe(200);
  const customer = await env.DB.prepare("select stripe_customer_id as c from users where id = ?")
    .bind(victim.id)
    .first<{ c: string }>();

  const suspended = await signedInUser("matrix_susp");
  await env.DB.prepare("update users set is_suspended = 1 where email = ?").bind(suspended.user.email).run();
  clients.suspended = suspended.client;

  const revoked = await signedInUser("matrix_revoked");
  await env.DB.prepare("update users set sessions_valid_after = ? where email = ?")
    .bind(Date.now() + 1000, revoked.user.email)
    .run();
  clients.revoked = revoked.client;

  const impersonator = await signedInAdmin("matrix_imp");
  const target = await signedInMember("matrix_imp_target");
  expect((await impersonate(impersonator.client, target.id)).status).toBe(200);
  clients.impersonating = impersonator.client;

  const invite = await admin.client.request("/api/admin/invite-codes", {
    method: "POST",
    json: { code: "MATRIX1", enabled: true },
  });
  ids.invite = ((await invite.json()) as { _id: string })._id;

  for (const client of Object.values(clients)) if (client.cookie) secrets.push(client.cookie.split("=")[1] as string);
  const hashes = await env.DB.prepare("select password_hash as h from users").all<{ h: string }>();
  secrets.push(...hashes.results.map((r) => r.h), customer?.c as string);
  expect(await idOf(victimEmail)).toBe(ids.victim);
});

describe("the authorization matrix's rows", () => {
  it("are the app's /api routes and /mcp, each with one row, and no row for a route the app does not answer", () => {
    expect(apiEndpoints.length).toBeGreaterThan(110);
    expect(apiEndpoints.map(routeKey).filter((key) => !rows[key])).toEqual([]);
    const answered = new Set(apiEndpoints.map(routeKey));
    expect(Object.keys(rows).filter((key) => !answered.has(key))).toEqual([]);
  });

  it("name every route under a page's id in the table of page roles, and the table no other route", () => {
    const underPage = apiEndpoints
      .filter((endpoint) => endpoint.path.startsWith("/api/pages/:pageId/"))
      .map((endpoint) => `${endpoint.method} ${endpoint.path.slice("/api/pages/:pageId".length)}`);
    expect(underPage.sort()).toEqual(Object.keys(pageRouteAccess).sort());
  });

  it("agree with the guards each route carries: the admin check, the sign-in check, none while impersonating, the token", () => {
    const disagreeing = apiEndpoints.flatMap((endpoint) => {
      const row = rows[routeKey(endpoint)];
      if (!row) return [];
      const guarded = {
        admin: endpoint.chain.includes(requireAdmin),
        user: endpoint.chain.includes(requireUser),
        inPerson: endpoint.chain.includes(refuseWhileImpersonating),
        bearer: endpoint.chain.includes(requireToken),
      };
      const expected = {
        admin: row.access === "admin",
        // A Pro route checks the tier in its handler, after the sign-in check.
        user:
          ["user", "inPerson", "pro", "proInPerson"].includes(row.access) && !endpoint.path.startsWith("/api/admin/"),
        inPerson: row.access === "inPerson" || row.access === "proInPerson",
        bearer: row.access === "bearer",
      };
      return Object.entries(expected)
        .filter(([guard, wanted]) => guarded[guard as keyof typeof guarded] !== wanted)
        .map(([guard, wanted]) => `${routeKey(endpoint)}: ${wanted ? "lacks" : "has"} ${guard}`);
    });
    expect(disagreeing).toEqual([]);
  });
});

/**
 * Every route under a page's id against the people a Pro owner runs the page with: each route its row's
 * request, aimed at the team's page. A member whose role the table allows is answered as the owner would
 * be; one below it is refused with the message naming what it may do; and once the owner is suspended,
 * the page is no member's.
 */
describe("the page roles", () => {
  const team = {} as Record<"editor" | "viewer", Client> & { pageId: string; ownerEmail: string };
  const roleRank = ["owner", "editor", "viewer"];

  beforeAll(async () => {
    const owner = await signedInMember("matrix_team");
    await env.DB.prepare("update users set subscription_status = 'active', subscription_end_date = ? where id = ?")
      .bind(Date.now() + 30 * 86_400_000, owner.id)
      .run();
    team.pageId = owner.id;
    team.ownerEmail = owner.user.email;
    for (const role of ["editor", "viewer"] as const) {
      const person = await signedInUser(`matrix_${role}`);
      const invited = await owner.client.request(`/api/pages/${owner.id}/members`, {
        method: "POST",
        json: { email: person.user.email, role },
      });
      expect(invited.status).toBe(201);
      const token = await invitationToken(person.user.email);
      expect((await person.client.request("/api/invitations/accept", { method: "POST", json: { token } })).status).toBe(
        200,
      );
      team[role] = person.client;
    }
  });

  const underPage = apiEndpoints.filter((endpoint) => endpoint.path.startsWith("/api/pages/:pageId/"));
  for (const endpoint of underPage) {
    const tail = endpoint.path.slice("/api/pages/:pageId".length);
    const needed = pageRouteAccess[`${endpoint.method} ${tail}`] as string;
    it(`${routeKey(endpoint)}: ${needed} and above, to the editor and the viewer`, async () => {
      const row = rows[routeKey(endpoint)] as Row;
      for (const role of ["editor", "viewer"] as const) {
        const path = row.at?.({ ...ids, owner: team.pageId }) ?? endpoint.path;
        const response = await team[role].request(path, {
          method: endpoint.method,
          ...(row.body !== undefined ? { json: row.body } : {}),
        });
        const label = `${endpoint.method} ${path} as ${role}`;
        const text = await response.text();
        if (roleRank.indexOf(role) > roleRank.indexOf(needed)) {
          expect(response.status, `${label}: ${text.slice(0, 120)}`).toBe(403);
          const refusal = needed === "editor" ? pageMessages.editorsOnly : pageMessages.ownerOnly;
          expect(JSON.parse(text), label).toEqual({ msg: refusal });
        } else if (routeKey(endpoint) === "DELETE /api/pages/:pageId/members/:memberId") {
          // A member may only leave (`me`): removing anyone else is the owner's, as the handler says.
          expect(response.status, label).toBe(403);
          expect(JSON.parse(text), label).toEqual({ msg: pageMessages.ownerOnly });
        } else {
          expect(response.status, `${label}: ${text.slice(0, 120)}`).not.toBe(401);
          expect(response.status, `${label}: ${text.slice(0, 120)}`).not.toBe(403);
          expect(text.includes(pageMessages.pageNotFound), label).toBe(false);
          expect(response.status, label).toBeLessThan(500);
        }
        expect(text.includes(team.ownerEmail), `${label} shows the owner's e-mail`).toBe(false);
      }
    });
  }

  it("a suspended owner's page is no member's", async () => {
    await env.DB.prepare("update users set is_suspended = 1 where id = ?").bind(team.pageId).run();
    for (const role of ["editor", "viewer"] as const) {
      const response = await team[role].request(`/api/pages/${team.pageId}/profile`);
      expect(response.status, role).toBe(404);
      expect(await response.json()).toEqual({ msg: pageMessages.pageNotFound });
    }
    await env.DB.prepare("update users set is_suspended = 0 where id = ?").bind(team.pageId).run();
  });
});

describe("the authorization matrix", () => {
  // Before the rows that end every caller's session; a caller of its own, so the rows keep theirs.
  it("account deletion answers 401 to every caller without a live session, 403 to an impersonating admin, 200 to its owner", async () => {
    for (const caller of ["anonymous", "suspended", "revoked"] as const) {
      expect((await clients[caller].request("/api/account", { method: "DELETE" })).status).toBe(401);
    }
    expect((await clients.impersonating.request("/api/account", { method: "DELETE" })).status).toBe(403);
    const leaving = await signedInUser("matrix_leaving");
    const wrong = await leaving.client.request("/api/account", { method: "DELETE", json: { password: "Wrong123" } });
    expect(wrong.status).toBe(400);
    expect((await deleteOwnAccount(leaving.client, leaving.user.password)).status).toBe(200);
  });

  it("the owner's own data is what /api/profile answers, never another user's", async () => {
    const mine = (await (await clients.owner.request("/api/profile")).json()) as { username: string };
    const theirs = (await (await clients.other.request("/api/profile")).json()) as { username: string };
    expect(mine.username).toBe("matrix_owner");
    expect(theirs.username).not.toBe("matrix_owner");
  });

  it("an impersonating admin acts as the user, not as an admin", async () => {
    const me = (await (await clients.impersonating.request("/api/auth/me")).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ authenticated: true, impersonating: true });
    expect(String(me.username)).toMatch(/^matrix_imp_target/);
  });

  for (const endpoint of inOrder) {
    const row = rows[routeKey(endpoint)] as Row;
    it(`${routeKey(endpoint)}: ${row.access}, to each of the ${callerKinds.length} callers, with no leaks`, async () => {
      for (const call of [row, ...(row.also ?? [])]) {
        for (const caller of callerKinds) await check(endpoint, call, caller);
      }
    });
  }
});

async function check(endpoint: { method: string; path: string }, call: Call, caller: CallerKind): Promise<void> {
  const { method } = endpoint;
  const path = call.at?.(ids) ?? endpoint.path;
  const response = await clients[caller].request(path, {
    method,
    ...(call.body !== undefined ? { json: call.body } : {}),
  });
  const label = `${method} ${path} as ${caller}`;
  const text = await response.text();
  const expected = expectedFor(call.access, caller);
  if (call.pageScoped && (caller === "other" || caller === "admin" || caller === "impersonating")) {
    expect(response.status, `${label}: ${text.slice(0, 120)}`).toBe(404);
    expect(JSON.parse(text)).toEqual({ msg: pageMessages.pageNotFound });
  } else if (call.access === "public") {
    // Open to everyone: its own answers (e.g. 401 for wrong credentials) are not access refusals.
    expect(response.status, `${label}: ${text.slice(0, 120)}`).toBeLessThan(500);
  } else if (expected === "allowed") {
    expect(response.status, `${label}: ${text.slice(0, 120)}`).not.toBe(401);
    expect(response.status, `${label}: ${text.slice(0, 120)}`).not.toBe(403);
    expect(response.status, label).toBeLessThan(500);
  } else {
    expect(response.status, `${label}: ${text.slice(0, 120)}`).toBe(expected);
    if (expected === 403 && call.access === "admin") expect(JSON.parse(text)).toEqual({ msg: "Admin access required" });
    const inPerson = call.access === "inPerson" || (call.access === "proInPerson" && caller === "impersonating");
    if (expected === 403 && inPerson) expect(JSON.parse(text)).toEqual({ msg: "Not allowed while impersonating." });
    if (expected === 403 && !inPerson && call.access.startsWith("pro")) {
      expect(JSON.parse(text).msg).toMatch(/\bPro\b/);
    }
  }
  for (const secret of secrets) expect(text.includes(secret), `${label} leaks a secret`).toBe(false);
  expect(/password_?hash|scrypt\$/i.test(text), `${label} leaks a password hash`).toBe(false);
  if (caller !== "admin") expect(text.includes(victimEmail), `${label} shows another user's e-mail`).toBe(false);
}
