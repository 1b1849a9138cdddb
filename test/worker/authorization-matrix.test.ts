// The authorization matrix (docs/reliability.md): every /api route against every kind of caller — anonymous,
// the owner, another user, an admin, a suspended user, an admin while impersonating, and a revoked
// session — gets the right status, and no answer carries what its caller may not see.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { idOf, impersonate, signedInAdmin, signedInMember } from "./support/admin";
import { browser, deleteOwnAccount, signedInUser } from "./support/requests";

type Client = ReturnType<typeof browser>;
type CallerKind = "anonymous" | "owner" | "other" | "admin" | "suspended" | "impersonating" | "revoked";
const callerKinds: CallerKind[] = ["anonymous", "owner", "other", "admin", "suspended", "impersonating", "revoked"];

/**
 * Who may use a route: anyone, a signed-in user (acting on their own data), the user in person (a signed-in
 * user, but not an admin impersonating them: the account's e-mail, deletion and billing), a Pro user
 * (none of the callers here is: a signed-in caller gets 403 naming Pro), a Pro user in person (the
 * impersonating admin is refused as such, the others as not Pro), an admin, or a personal access token
 * only (/api/v1: no cookie is read there, so every caller here, holding only cookies, gets 401).
 */
type Access = "public" | "user" | "inPerson" | "pro" | "proInPerson" | "admin" | "bearer";
type Route = { method: string; path: (ids: Ids) => string; access: Access; body?: unknown };
type Ids = { owner: string; victim: string; invite: string; username: string; link: string };

const routes: Route[] = [
  { method: "GET", path: () => "/api/health", access: "public" },
  { method: "GET", path: () => "/api/config", access: "public" },
  { method: "GET", path: () => "/api/auth/me", access: "public" },
  { method: "POST", path: () => "/api/login", access: "public", body: { identifier: "nobody", password: "Wrong123" } },
  { method: "POST", path: () => "/api/signup", access: "public", body: { email: "x", password: "y", username: "z" } },
  { method: "GET", path: () => "/api/verify-email?token=none", access: "public" },
  { method: "GET", path: () => "/api/verify-email-change?token=none", access: "public" },
  { method: "POST", path: () => "/api/undo-email-change", access: "public", body: { token: "none" } },
  { method: "POST", path: () => "/api/resend-verification", access: "public", body: { email: "nobody@example.com" } },
  { method: "POST", path: () => "/api/forgot-password", access: "public", body: { email: "nobody@example.com" } },
  {
    method: "POST",
    path: () => "/api/reset-password",
    access: "public",
    body: { token: "none", password: "Abcdef12" },
  },
  { method: "POST", path: () => "/api/reset-password/check", access: "public", body: { token: "none" } },
  { method: "GET", path: (ids) => `/api/user/${ids.username}`, access: "public" },
  { method: "GET", path: () => "/api/username-available?username=free_name", access: "public" },
  { method: "POST", path: () => "/api/click", access: "public", body: { username: "matrix_owner", linkIndex: 0 } },
  { method: "POST", path: () => "/api/stripe/webhook", access: "public", body: {} },
  { method: "GET", path: () => "/api/dev/mail?to=nobody@example.com", access: "public" },
  { method: "GET", path: () => "/api/profile", access: "user" },
  { method: "PUT", path: () => "/api/profile", access: "user", body: { bio: 5 } },
  { method: "GET", path: () => "/api/profile/qr.svg", access: "user" },
  { method: "POST", path: () => "/api/upload/avatar", access: "user", body: {} },
  { method: "DELETE", path: () => "/api/upload/avatar", access: "user" },
  // The owner's link: another signed-in caller acts on their own links, and is told this one is not found.
  { method: "POST", path: (ids) => `/api/links/${ids.link}/thumbnail`, access: "user", body: {} },
  { method: "DELETE", path: (ids) => `/api/links/${ids.link}/thumbnail`, access: "user" },
  { method: "POST", path: () => "/api/change-email", access: "inPerson", body: { newEmail: "" } },
  { method: "GET", path: () => "/api/subscription-status", access: "user" },
  { method: "GET", path: () => "/api/analytics", access: "user" },
  { method: "GET", path: () => "/api/analytics?range=7d", access: "user" },
  { method: "GET", path: () => "/api/analytics?range=365d", access: "pro" },
  { method: "GET", path: () => "/api/analytics/export.csv?range=30d", access: "pro" },
  { method: "POST", path: () => "/api/create-checkout-session", access: "inPerson" },
  { method: "POST", path: () => "/api/billing-portal-session", access: "inPerson" },
  { method: "POST", path: () => "/api/cancel-subscription", access: "inPerson" },
  { method: "POST", path: () => "/api/resume-subscription", access: "inPerson" },
  { method: "POST", path: () => "/api/login/2fa", access: "public", body: { code: "000000" } },
  { method: "POST", path: () => "/api/passkeys/login/options", access: "public" },
  { method: "POST", path: () => "/api/passkeys/login/verify", access: "public", body: {} },
  { method: "GET", path: () => "/api/2fa", access: "inPerson" },
  { method: "POST", path: () => "/api/2fa/totp/setup", access: "inPerson" },
  { method: "POST", path: () => "/api/2fa/totp/enable", access: "inPerson", body: { code: "000000" } },
  { method: "POST", path: () => "/api/2fa/disable", access: "inPerson", body: { password: "Wrong123" } },
  { method: "POST", path: () => "/api/2fa/recovery-codes", access: "inPerson", body: { password: "Wrong123" } },
  { method: "POST", path: () => "/api/2fa/step-up", access: "inPerson", body: { code: "000000" } },
  { method: "GET", path: () => "/api/passkeys", access: "inPerson" },
  { method: "POST", path: () => "/api/passkeys/register/options", access: "inPerson" },
  { method: "POST", path: () => "/api/passkeys/register/verify", access: "inPerson", body: {} },
  { method: "PATCH", path: () => "/api/passkeys/none", access: "inPerson", body: { name: "Laptop" } },
  { method: "DELETE", path: () => "/api/passkeys/none", access: "inPerson", body: { password: "Wrong123" } },
  { method: "GET", path: () => "/api/sessions", access: "inPerson" },
  { method: "DELETE", path: () => "/api/sessions/none", access: "inPerson" },
  { method: "GET", path: () => "/api/account/export", access: "inPerson" },
  { method: "POST", path: () => "/api/account/import", access: "inPerson", body: { data: {}, mode: "merge" } },
  { method: "POST", path: () => "/api/import/from-url", access: "user", body: { url: "" } },
  { method: "POST", path: () => "/api/import/apply", access: "user", body: { mode: "neither" } },
  { method: "GET", path: () => "/api/admin/stats", access: "admin" },
  { method: "GET", path: () => "/api/admin/users?pageSize=10", access: "admin" },
  { method: "GET", path: () => "/api/admin/audit", access: "admin" },
  { method: "GET", path: () => "/api/admin/logs?lines=5", access: "admin" },
  { method: "GET", path: () => "/api/admin/errors?lines=5", access: "admin" },
  { method: "GET", path: () => "/api/admin/metrics", access: "admin" },
  { method: "GET", path: () => "/api/admin/top-referrers?limit=10", access: "admin" },
  { method: "GET", path: () => "/api/admin/top-profiles?limit=10", access: "admin" },
  { method: "GET", path: () => "/api/admin/settings", access: "admin" },
  {
    method: "PUT",
    path: () => "/api/admin/settings",
    access: "admin",
    body: { extraReservedUsernames: ["matrixreserved"] },
  },
  { method: "GET", path: () => "/api/admin/invite-codes", access: "admin" },
  { method: "POST", path: () => "/api/admin/invite-codes", access: "admin", body: { code: "" } },
  { method: "PUT", path: (ids) => `/api/admin/invite-codes/${ids.invite}`, access: "admin", body: { enabled: true } },
  { method: "POST", path: (ids) => `/api/admin/users/${ids.victim}/verify-override`, access: "admin" },
  { method: "POST", path: (ids) => `/api/admin/users/${ids.victim}/resend-verification`, access: "admin" },
  { method: "POST", path: (ids) => `/api/admin/users/${ids.victim}/trigger-password-reset`, access: "admin" },
  { method: "POST", path: (ids) => `/api/admin/users/${ids.victim}/unsuspend`, access: "admin" },
  { method: "GET", path: (ids) => `/api/admin/users/${ids.victim}/page`, access: "admin" },
  { method: "POST", path: (ids) => `/api/admin/users/${ids.victim}/impersonate`, access: "admin" },
  { method: "POST", path: (ids) => `/api/admin/users/${ids.victim}/billing-portal`, access: "admin" },
  { method: "POST", path: () => "/api/admin/impersonate/use", access: "admin", body: { token: "none" } },
  {
    method: "POST",
    path: () => "/api/reports",
    access: "public",
    body: { username: "matrix_owner", reason: "unknown", details: "" },
  },
  { method: "GET", path: () => "/api/admin/reports?status=open", access: "admin" },
  { method: "POST", path: () => "/api/admin/reports/none/resolve", access: "admin", body: { action: "dismiss" } },
  { method: "GET", path: () => "/api/admin/held-links", access: "admin" },
  { method: "GET", path: () => "/api/custom-domain", access: "inPerson" },
  {
    method: "PUT",
    path: () => "/api/custom-domain",
    access: "proInPerson",
    body: { hostname: "links.matrix.example.test" },
  },
  { method: "POST", path: () => "/api/custom-domain/check", access: "proInPerson" },
  { method: "DELETE", path: () => "/api/custom-domain", access: "inPerson" },
  { method: "DELETE", path: (ids) => `/api/admin/users/${ids.victim}/custom-domain`, access: "admin" },
  {
    method: "POST",
    path: () => "/api/subscribe",
    access: "public",
    body: { username: "matrix_owner", email: "matrix-reader@example.com" },
  },
  { method: "GET", path: () => "/api/audience", access: "user" },
  { method: "GET", path: () => "/api/audience?page=1&pageSize=20", access: "user" },
  { method: "GET", path: () => "/api/audience/export.csv", access: "inPerson" },
  { method: "GET", path: () => "/api/audience/webhook", access: "user" },
  {
    method: "PUT",
    path: () => "/api/audience/webhook",
    access: "proInPerson",
    body: { url: "https://hooks.example.com/x" },
  },
  { method: "POST", path: () => "/api/audience/webhook/test", access: "proInPerson" },
  { method: "DELETE", path: () => "/api/audience/none", access: "user" },
  { method: "GET", path: () => "/api/earn", access: "user" },
  { method: "POST", path: () => "/api/earn/connect", access: "inPerson" },
  { method: "POST", path: () => "/api/earn/dashboard", access: "inPerson" },
  { method: "GET", path: () => "/api/earn/tips", access: "user" },
  { method: "GET", path: () => "/api/earn/tips.csv", access: "inPerson" },
  { method: "POST", path: () => "/api/stripe/connect-webhook", access: "public", body: {} },
  { method: "POST", path: () => "/api/admin/held-links/none/release", access: "admin" },
  { method: "POST", path: () => "/api/admin/held-links/none/remove", access: "admin" },
  { method: "GET", path: () => "/api/tokens", access: "inPerson" },
  {
    method: "POST",
    path: () => "/api/tokens",
    access: "inPerson",
    body: { name: "Matrix", scopes: ["pages:read"], expiresInDays: 1, password: "Wrong123" },
  },
  { method: "DELETE", path: () => "/api/tokens/none", access: "inPerson" },
  { method: "GET", path: () => "/api/v1/pages", access: "bearer" },
  { method: "GET", path: (ids) => `/api/v1/pages/${ids.owner}`, access: "bearer" },
  { method: "PATCH", path: (ids) => `/api/v1/pages/${ids.owner}`, access: "bearer", body: { bio: "x" } },
  { method: "GET", path: (ids) => `/api/v1/pages/${ids.owner}/links`, access: "bearer" },
  {
    method: "POST",
    path: (ids) => `/api/v1/pages/${ids.owner}/links`,
    access: "bearer",
    body: { title: "x", url: "https://x.example" },
  },
  { method: "PUT", path: (ids) => `/api/v1/pages/${ids.owner}/links/order`, access: "bearer", body: { ids: [] } },
  { method: "PATCH", path: (ids) => `/api/v1/pages/${ids.owner}/links/${ids.link}`, access: "bearer", body: {} },
  { method: "DELETE", path: (ids) => `/api/v1/pages/${ids.owner}/links/${ids.link}`, access: "bearer" },
  { method: "GET", path: (ids) => `/api/v1/pages/${ids.owner}/analytics`, access: "bearer" },
  { method: "GET", path: (ids) => `/api/v1/pages/${ids.owner}/subscribers`, access: "bearer" },
  { method: "GET", path: () => "/api/v1/openapi.json", access: "public" },
  { method: "POST", path: () => "/mcp", access: "bearer", body: { jsonrpc: "2.0", id: 1, method: "tools/list" } },
  // Last: these change what the rows above look at.
  { method: "POST", path: () => "/api/sessions/revoke-others", access: "inPerson" },
  { method: "POST", path: (ids) => `/api/admin/users/${ids.victim}/suspend`, access: "admin" },
  { method: "POST", path: () => "/api/admin/audit/clear", access: "admin" },
  { method: "DELETE", path: (ids) => `/api/admin/invite-codes/${ids.invite}`, access: "admin" },
];

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
/** The other user's password, which deleting their account asks for again. */
const other = { password: "" };

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
  other.password = signedInOther.user.password;
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

describe("the authorization matrix", () => {
  // Over seven hundred requests: a few seconds, more on a busy machine.
  it(`covers ${routes.length} routes × ${callerKinds.length} callers with the right status and no leaks`, async () => {
    let checked = 0;
    for (const route of routes) {
      for (const caller of callerKinds) {
        const path = route.path(ids);
        const response = await clients[caller].request(path, {
          method: route.method,
          ...(route.body !== undefined ? { json: route.body } : {}),
        });
        const label = `${route.method} ${path} as ${caller}`;
        const text = await response.text();
        const expected = expectedFor(route.access, caller);
        if (route.access === "public") {
          // Open to everyone: its own answers (e.g. 401 for wrong credentials) are not access refusals.
          expect(response.status, `${label}: ${text.slice(0, 120)}`).toBeLessThan(500);
        } else if (expected === "allowed") {
          expect(response.status, `${label}: ${text.slice(0, 120)}`).not.toBe(401);
          expect(response.status, `${label}: ${text.slice(0, 120)}`).not.toBe(403);
          expect(response.status, label).toBeLessThan(500);
        } else {
          expect(response.status, `${label}: ${text.slice(0, 120)}`).toBe(expected);
          if (expected === 403 && route.access === "admin")
            expect(JSON.parse(text)).toEqual({ msg: "Admin access required" });
          const inPerson =
            route.access === "inPerson" || (route.access === "proInPerson" && caller === "impersonating");
          if (expected === 403 && inPerson)
            expect(JSON.parse(text)).toEqual({ msg: "Not allowed while impersonating." });
          if (expected === 403 && !inPerson && route.access.startsWith("pro")) {
            expect(JSON.parse(text).msg).toMatch(/\bPro\b/);
          }
        }
        for (const secret of secrets) expect(text.includes(secret), `${label} leaks a secret`).toBe(false);
        expect(/password_?hash|scrypt\$/i.test(text), `${label} leaks a password hash`).toBe(false);
        if (caller !== "admin") expect(text.includes(victimEmail), `${label} shows another user's e-mail`).toBe(false);
        checked += 1;
      }
    }
    console.log(`authorization matrix: ${checked} route × caller pairs checked`);
    expect(checked).toBe(routes.length * callerKinds.length);
    // Over 800 requests in one test: 15 s on a quiet machine, over a minute beside the e2e suite on two
    // shared cores.
  }, 180_000);

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

  it("account deletion answers 401 to every caller without a live session, and 403 to an impersonating admin", async () => {
    for (const caller of ["anonymous", "suspended", "revoked"] as const) {
      expect((await clients[caller].request("/api/account", { method: "DELETE" })).status).toBe(401);
    }
    expect((await clients.impersonating.request("/api/account", { method: "DELETE" })).status).toBe(403);
    const wrong = await clients.other.request("/api/account", { method: "DELETE", json: { password: "Wrong123" } });
    expect(wrong.status).toBe(400);
    expect((await deleteOwnAccount(clients.other, other.password)).status).toBe(200);
  });
});
