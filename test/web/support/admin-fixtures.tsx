// Shared by the admin tests: an admin session, answers for every admin read, and helpers to open
// /admin on a tab and read what was asked of the API.
import { screen } from "@testing-library/react";
import type {
  AdminMetrics,
  AdminSettings,
  AdminStats,
  AdminUserRow,
  AuditItem,
  InviteCode,
  LogLines,
  Paged,
  TopProfile,
  TopReferrer,
} from "#contract/admin-types";
import { type Answers, answerFetch, type FetchCall, renderApp } from "./render";

export const adminSession: Answers = {
  "/api/auth/me": { body: { authenticated: true, username: "root", impersonating: false } },
};

function lastThirtyDays(): AdminStats["dailySignups"] {
  const today = new Date();
  return Array.from({ length: 30 }, (_, index) => {
    const day = new Date(today.getTime() - (29 - index) * 86_400_000);
    return { date: day.toISOString().slice(0, 10), count: index === 29 ? 7 : index % 3 };
  });
}

export const stats: AdminStats = {
  totalUsers: 1234,
  verifiedUsers: 1001,
  proUsers: 87,
  signupsLast7Days: 19,
  signupsLast30Days: 64,
  dailySignups: lastThirtyDays(),
  openReports: 2,
};

export const userRows: AdminUserRow[] = [
  {
    _id: "u1",
    email: "ada@example.com",
    username: "ada",
    isPro: true,
    emailVerified: true,
    isSuspended: false,
    hasBillingAccount: true,
    createdAt: "2026-03-01T10:00:00.000Z",
    customDomain: { hostname: "links.ada.example", unicodeHostname: "links.ada.example", status: "active" },
    pages: 3,
  },
  {
    _id: "u2",
    email: "bob@example.com",
    username: "bob",
    isPro: false,
    emailVerified: false,
    isSuspended: true,
    hasBillingAccount: false,
    createdAt: "2026-03-02T10:00:00.000Z",
    customDomain: null,
    pages: 1,
  },
];

export const auditEntries: AuditItem[] = [
  {
    _id: "a1",
    createdAt: "2026-04-01T09:00:00.000Z",
    action: "user_suspend",
    actorUserId: { email: "root@example.com", username: "root" },
    actor: null,
    targetUserId: { email: "bob@example.com", username: "bob" },
    target: null,
    details: null,
  },
  {
    _id: "a2",
    createdAt: "2026-04-01T08:00:00.000Z",
    action: "settings_update",
    actorUserId: null,
    actor: "cli",
    targetUserId: null,
    target: "registration",
    details: null,
  },
];

export const inviteCodes: InviteCode[] = [
  { _id: "i1", code: "WELCOME", enabled: true, uses: 3, maxUses: 10, expiresAt: null },
  { _id: "i2", code: "FRIENDS", enabled: false, uses: 0, maxUses: null, expiresAt: "2026-12-31T23:59:59.000Z" },
];

export const adminReads: Answers = {
  ...adminSession,
  "GET /api/admin/stats": { body: stats },
  "GET /api/admin/users": { body: { items: userRows, total: 45, page: 1, pageSize: 20 } satisfies Paged<AdminUserRow> },
  "GET /api/admin/audit": { body: { items: auditEntries, total: 2, page: 1, pageSize: 10 } satisfies Paged<AuditItem> },
  "GET /api/admin/top-referrers": {
    body: {
      items: [{ _id: "u1", username: "ada", email: "ada@example.com", referralCount: 12 }],
    } satisfies { items: TopReferrer[] },
  },
  "GET /api/admin/metrics": {
    body: {
      generatedAt: "2026-04-01T12:00:00.000Z",
      windows: [
        {
          window: "1h",
          requests: 420,
          byStatusClass: { "2xx": 400, "3xx": 5, "4xx": 12, "5xx": 3 },
          latencyMs: { p50: 11, p95: 48, p99: 120 },
          errors: 3,
          emailFailures: 1,
        },
      ],
      traffic: [
        { window: "24h", views: 2345, clicks: 56 },
        { window: "7d", views: 9876, clicks: 543 },
      ],
      customDomains: { pending: 1, verifying: 0, active: 3, failed: 1 },
    } satisfies AdminMetrics,
  },
  "GET /api/admin/top-profiles": {
    body: { items: [{ _id: "u7", username: "popular", views: 321 }] } satisfies { items: TopProfile[] },
  },
  "GET /api/admin/logs": {
    body: { items: ["GET /api/profile 200 12ms", "POST /api/login 401 30ms"] } satisfies LogLines,
  },
  "GET /api/admin/errors": { body: { items: ["TypeError: boom at handler"] } satisfies LogLines },
  "GET /api/admin/settings": {
    body: {
      invitesRequired: false,
      registrationClosed: true,
      extraReservedUsernames: ["support", "help"],
      adminsRequire2fa: false,
      blockedDomains: ["evil.example"],
    } satisfies AdminSettings,
  },
  "GET /api/admin/invite-codes": { body: { items: inviteCodes } },
};

/** Opens `path` as the admin and waits until the admin area (not the dog) is there. */
export async function openAdmin(path = "/admin", answers: Answers = {}) {
  const calls = answerFetch({ ...adminReads, ...answers });
  const view = renderApp(path);
  await screen.findByRole("tablist", { name: "Admin sections" });
  return { ...view, calls };
}

/** The calls made to one API path (the query string ignored), in order. */
export function callsTo(calls: FetchCall[], pathname: string, method = "GET"): FetchCall[] {
  return calls.filter((call) => call.method === method && call.path.split("?")[0] === pathname);
}

/** The query of a call as a plain object, for exact comparisons. */
export function queryOf(call: FetchCall | undefined): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call?.path.split("?")[1] ?? ""));
}

/** The router's current query string as a plain object. */
export function urlQuery(router: { state: { location: { search: string } } }): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}
