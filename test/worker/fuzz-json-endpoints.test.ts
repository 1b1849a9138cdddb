// Property-based: random and adversarial bodies and query values on every JSON endpoint never give
// a 5xx, and a rejected request never changes stored state (docs/architecture.md, "Errors, validation and observability").
import { env } from "cloudflare:test";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { settleBackgroundWork } from "./support/background";
import { propertyRuns, propertyTimeout } from "./support/property-runs";
import { browser, json, signedInUser } from "./support/requests";

/** Invalid JSON text goes to an endpoint drawn at random: half as many texts again as another property's runs. */
const invalidTextRuns = Math.ceil((propertyRuns * 3) / 2);

type Client = ReturnType<typeof browser>;

/** Values that break naive code: wrong types, huge and odd strings, extreme numbers, deep nesting. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u202e",
    "<script>alert(1)</script>",
    "javascript:alert(1)",
    "a".repeat(5000),
    "💥".repeat(300),
  ),
  fc.integer(),
  fc.constantFrom(-1, 0, 1.5, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.constant(null)), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxKeys: 4 }),
);

/** A body shaped like the endpoint's input but with hostile values, or something else entirely. */
function bodyFor(fields: string[]): fc.Arbitrary<unknown> {
  const shaped = fc.record(Object.fromEntries(fields.map((field) => [field, hostileValue])), { requiredKeys: [] });
  const withExtras = fc
    .tuple(shaped, fc.dictionary(fc.string({ maxLength: 12 }), hostileValue, { maxKeys: 3 }))
    .map(([body, extra]) => ({ ...extra, ...body }));
  return fc.oneof(shaped, withExtras, fc.anything({ maxDepth: 3 }), hostileValue);
}

type Endpoint = { method: string; path: string; fields: string[]; caller: "anonymous" | "user" | "admin" };

const jsonEndpoints: Endpoint[] = [
  {
    method: "POST",
    path: "/api/signup",
    fields: ["email", "password", "username", "inviteCode", "ref"],
    caller: "anonymous",
  },
  { method: "POST", path: "/api/login", fields: ["identifier", "password"], caller: "anonymous" },
  { method: "POST", path: "/api/resend-verification", fields: ["email"], caller: "anonymous" },
  { method: "POST", path: "/api/forgot-password", fields: ["email"], caller: "anonymous" },
  { method: "POST", path: "/api/reset-password", fields: ["token", "password"], caller: "anonymous" },
  {
    method: "POST",
    path: "/api/click",
    fields: ["username", "linkIndex", "referrer", "utmSource"],
    caller: "anonymous",
  },
  { method: "POST", path: "/api/change-email", fields: ["newEmail"], caller: "user" },
  { method: "POST", path: "/api/login/2fa", fields: ["code", "recoveryCode"], caller: "anonymous" },
  { method: "POST", path: "/api/passkeys/login/verify", fields: ["response"], caller: "anonymous" },
  { method: "POST", path: "/api/2fa/totp/enable", fields: ["code"], caller: "user" },
  { method: "POST", path: "/api/2fa/disable", fields: ["password", "code"], caller: "user" },
  { method: "POST", path: "/api/2fa/recovery-codes", fields: ["password", "code"], caller: "user" },
  { method: "POST", path: "/api/2fa/step-up", fields: ["code"], caller: "user" },
  { method: "DELETE", path: "/api/passkeys/none", fields: ["password", "code"], caller: "user" },
  { method: "DELETE", path: "/api/account", fields: ["password", "code"], caller: "user" },
  { method: "POST", path: "/api/passkeys/register/verify", fields: ["response", "name"], caller: "user" },
  { method: "PATCH", path: "/api/passkeys/none", fields: ["name"], caller: "user" },
  { method: "POST", path: "/api/account/import", fields: ["data", "mode"], caller: "user" },
  { method: "POST", path: "/api/import/from-url", fields: ["url"], caller: "user" },
  {
    method: "POST",
    path: "/api/import/apply",
    fields: ["mode", "bio", "avatarUrl", "links", "socials"],
    caller: "user",
  },
  {
    method: "PUT",
    path: "/api/profile",
    fields: ["username", "bio", "avatar", "links", "showBranding", "sensitive", "theme", "socials"],
    caller: "user",
  },
  { method: "POST", path: "/api/admin/impersonate/use", fields: ["token"], caller: "admin" },
  {
    method: "PUT",
    path: "/api/admin/settings",
    fields: ["invitesRequired", "registrationClosed", "extraReservedUsernames", "adminsRequire2fa", "blockedDomains"],
    caller: "admin",
  },
  {
    method: "POST",
    path: "/api/admin/invite-codes",
    fields: ["code", "enabled", "maxUses", "expiresAt"],
    caller: "admin",
  },
  { method: "POST", path: "/api/reports", fields: ["username", "reason", "details", "contact"], caller: "anonymous" },
  { method: "POST", path: "/api/admin/reports/none/resolve", fields: ["action", "linkId", "note"], caller: "admin" },
];

const queryEndpoints: { path: string; params: string[] }[] = [
  {
    path: "/api/admin/users",
    params: ["page", "pageSize", "q", "sortBy", "sortDir", "isPro", "emailVerified", "isSuspended"],
  },
  { path: "/api/admin/audit", params: ["page", "pageSize", "action", "actor", "target"] },
  { path: "/api/admin/logs", params: ["lines", "contains", "method", "status"] },
  { path: "/api/admin/errors", params: ["lines", "contains"] },
  { path: "/api/admin/top-referrers", params: ["limit"] },
  { path: "/api/admin/top-profiles", params: ["limit"] },
  { path: "/api/admin/reports", params: ["status", "page", "pageSize"] },
  { path: "/api/admin/held-links", params: ["page", "pageSize"] },
];

/**
 * Everything a request could change, as one comparable string. Link clicks are left out: they change
 * only through the analytics queue's consumer, a moment after an earlier accepted click, never in a
 * request (a refused click queues nothing: analytics-capture.test.ts). Link safety verdicts likewise arrive
 * from their queue's consumer after a save (link-safety.test.ts).
 */
async function storedState(): Promise<string> {
  const tables = [
    "select id, email, username, pending_email, role, is_suspended, email_verified, referral_count, sessions_valid_after from users order by id",
    "select id, owner_id, username, bio, avatar, show_branding, sensitive, page_version from pages order by id",
    "select id, page_id, position, title, url, kind, enabled, starts_at, ends_at, featured, sensitive from links order by id",
    "select page_id, theme_preset, theme_accent, socials from profile_styles order by page_id",
    "select id, page_id, reason, details, contact, report_count, status from reports order by id",
    "select token_hash, used_at from tokens order by token_hash",
    "select id, code, enabled, uses, max_uses, expires_at from invite_codes order by id",
    "select key, value from settings order by key",
    "select user_id, enabled_at, last_used_step from totp_credentials order by user_id",
    "select id, user_id, name from passkeys order by id",
    "select id, user_id, used_at from recovery_codes order by id",
  ];
  const results = await env.DB.batch(tables.map((sql) => env.DB.prepare(sql)));
  return JSON.stringify(results.map((r) => r.results));
}

/**
 * The stored state before and after each request of a property, read once per request: the state after
 * one request is the state before the next (the request's background work is waited for, and nothing
 * else writes meanwhile), so it is read again only after a request.
 */
function stateTracker() {
  let current: string | undefined;
  return {
    async before(): Promise<string> {
      current ??= await storedState();
      return current;
    },
    async after(): Promise<string> {
      await settleBackgroundWork();
      current = await storedState();
      return current;
    },
  };
}

const callers: Record<Endpoint["caller"], Client> = {} as Record<Endpoint["caller"], Client>;
let tried = 0;

beforeAll(async () => {
  callers.anonymous = browser();
  callers.user = (await signedInUser("fuzzuser")).client;
  const admin = await signedInUser("fuzzadmin");
  await env.DB.prepare("update users set role = 'admin' where email = ?").bind(admin.user.email).run();
  callers.admin = admin.client;
  // Something for clicks and profile saves to aim at.
  await callers.user.request("/api/profile", {
    method: "PUT",
    json: { username: "fuzz_target", bio: "x", links: [{ title: "A", url: "https://a.example" }] },
  });
});

describe("JSON endpoints under random and adversarial input", () => {
  for (const endpoint of jsonEndpoints) {
    it(
      `${endpoint.method} ${endpoint.path} never answers 5xx and changes nothing when it refuses`,
      async () => {
        const state = stateTracker();
        await fc.assert(
          fc.asyncProperty(bodyFor(endpoint.fields), async (body) => {
            tried += 1;
            const before = await state.before();
            const response = await callers[endpoint.caller].request(endpoint.path, {
              method: endpoint.method,
              body: JSON.stringify(body) ?? "null",
              headers: { "Content-Type": "application/json" },
            });
            expect(response.status, JSON.stringify(body)?.slice(0, 200)).toBeLessThan(500);
            const answer = await json<{ msg?: string }>(response).catch(() => null);
            const after = await state.after();
            if (response.status >= 400) {
              expect(answer?.msg, `${response.status} without msg`).toBeTruthy();
              expect(after).toBe(before);
            }
          }),
          { numRuns: propertyRuns, seed: 20261121 },
        );
      },
      propertyTimeout(),
    );
  }

  it(
    "invalid JSON text of any kind is a 400 that changes nothing",
    async () => {
      const state = stateTracker();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...jsonEndpoints),
          fc.string({ unit: "grapheme", maxLength: 60 }).filter((text) => {
            try {
              JSON.parse(text);
              return false;
            } catch {
              return true;
            }
          }),
          async (endpoint, text) => {
            tried += 1;
            const before = await state.before();
            const response = await callers[endpoint.caller].request(endpoint.path, {
              method: endpoint.method,
              body: text,
              headers: { "Content-Type": "application/json" },
            });
            expect(response.status).toBe(400);
            expect(await state.after()).toBe(before);
          },
        ),
        { numRuns: invalidTextRuns, seed: 7 },
      );
    },
    propertyTimeout(invalidTextRuns),
  );
});

describe("admin list endpoints under random query values", () => {
  for (const endpoint of queryEndpoints) {
    it(
      `GET ${endpoint.path} answers 200 or 400, never 5xx`,
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.dictionary(
              fc.constantFrom(...endpoint.params),
              fc.oneof(
                fc.string({ maxLength: 30 }),
                fc.integer().map(String),
                fc.constantFrom("-1", "0", "1e9", "99999999999999999999", "NaN", "%", "' or 1=1 --"),
              ),
              { maxKeys: endpoint.params.length },
            ),
            async (params) => {
              tried += 1;
              const query = new URLSearchParams(params as Record<string, string>).toString();
              const response = await callers.admin.request(`${endpoint.path}?${query}`);
              expect([200, 400], `${endpoint.path}?${query}`).toContain(response.status);
              expect(await json(response)).toBeTruthy();
            },
          ),
          { numRuns: propertyRuns, seed: 11 },
        );
      },
      propertyTimeout(),
    );
  }

  it(
    "GET /api/analytics and its CSV export answer 200, 400 or 403 (a Pro range or the export), never 5xx",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("/api/analytics", "/api/analytics/export.csv"),
          fc.oneof(
            fc.string({ maxLength: 30 }),
            fc.constantFrom("7d", "30d", "90d", "365d", "30D", " 7d", "0d", "-1d", "1e9d", "%", "' or 1=1 --"),
          ),
          async (path, range) => {
            tried += 1;
            const response = await callers.user.request(`${path}?range=${encodeURIComponent(range)}`);
            expect([200, 400, 403], `${path}?range=${range}`).toContain(response.status);
            if (response.status !== 200) expect((await json<{ msg: string }>(response)).msg).toBeTruthy();
          },
        ),
        { numRuns: propertyRuns, seed: 15 },
      );
    },
    propertyTimeout(),
  );

  it("tried a few thousand inputs in all", () => {
    // The figure docs/reliability.md reports; a run that tried nothing would prove nothing.
    expect(tried).toBeGreaterThanOrEqual(
      jsonEndpoints.length * propertyRuns + invalidTextRuns + queryEndpoints.length * propertyRuns + propertyRuns,
    );
    console.log(`fuzz: ${tried} inputs tried`);
  });
});
