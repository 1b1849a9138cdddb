// Response shapes of /api/admin (the API reference admin entities), shared by the worker and the admin screens.
// Ids are strings and dates ISO strings.
import type { CustomDomain, CustomDomainStatus } from "./custom-domains";

export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };

/** The API reference (Admin user row). */
export type AdminUserRow = {
  _id: string;
  email: string;
  username: string;
  isPro: boolean;
  emailVerified: boolean;
  isSuspended: boolean;
  /** A Stripe customer exists for the user, so their billing portal can be opened. */
  hasBillingAccount: boolean;
  createdAt: string;
  /** The user's custom domain, if they have one. */
  customDomain: AdminCustomDomain | null;
  /** How many pages the account owns, its primary page among them (docs/decisions/059). */
  pages: number;
};

export type AdminCustomDomain = Pick<CustomDomain, "hostname" | "unicodeHostname" | "status">;

/** The API reference (Admin stats); dailySignups has 30 days, oldest first, the last being today (UTC). */
export type AdminStats = {
  totalUsers: number;
  verifiedUsers: number;
  proUsers: number;
  signupsLast7Days: number;
  signupsLast30Days: number;
  dailySignups: { date: string; count: number }[];
  /** Reports from visitors waiting for an admin (docs/product.md, "Trust and safety"). */
  openReports: number;
};

/** The API reference (Top referrer). */
export type TopReferrer = { _id: string; username: string; email: string; referralCount: number };

export type AuditUser = { email: string; username: string };

/**
 * Every action the worker writes to the audit log, as stored: the record's own key, which the Audit tab shows
 * (underscores as spaces) and filters by. A log may still hold a key no longer written, so an entry's
 * `action` stays a string; a new one goes here first (the worker's audit writer takes only these).
 */
export const auditActions = [
  "api_link_added",
  "api_link_removed",
  "api_link_updated",
  "api_links_reordered",
  "api_page_updated",
  "api_token_created",
  "api_token_revoked",
  "cancel_deleted_account_subscription",
  "cancel_duplicate_subscription",
  "clear_audit",
  "create_invite_code",
  "update_invite_code",
  "delete_invite_code",
  "impersonate_start",
  "impersonate_stop",
  "impersonated_request",
  "open_billing_portal",
  "page_member_invited",
  "page_member_joined",
  "page_member_role_changed",
  "page_member_removed",
  "page_member_left",
  "release_link",
  "remove_link",
  "remove_custom_domain",
  "resend_verification",
  "resolve_report",
  "suspend_user",
  "unsuspend_user",
  "trigger_password_reset",
  "update_settings",
  "verify_override",
] as const;
export type AuditAction = (typeof auditActions)[number];

/** The API reference (Audit entry): a user where the entry names one that still exists, free text otherwise. */
export type AuditItem = {
  _id: string;
  createdAt: string;
  action: string;
  actorUserId: AuditUser | null;
  actor: string | null;
  targetUserId: AuditUser | null;
  target: string | null;
  /**
   * What the entry recorded besides who and what, as stored: an impersonated request's method and path,
   * a report resolution's report, reason, action, hidden URL and note, a release's URL, the settings a
   * save changed. Null when the entry has none.
   */
  details: AuditDetails | null;
};

export type AuditDetails = Record<string, string | number | boolean | null | string[] | Record<string, unknown>>;

/** The API reference (Admin settings): GET /api/admin/settings, and what PUT answers. */
export type AdminSettings = {
  invitesRequired: boolean;
  registrationClosed: boolean;
  extraReservedUsernames: string[];
  /** Admins without a second factor are refused by /api/admin (docs/decisions/018). */
  adminsRequire2fa: boolean;
  /** Hosts whose links (and their subdomains') cannot be saved (docs/product.md, "Trust and safety"). */
  blockedDomains: string[];
};

/** The API reference (Invite code); maxUses null is unlimited, expiresAt null never expires. */
export type InviteCode = {
  _id: string;
  code: string;
  enabled: boolean;
  uses: number;
  maxUses: number | null;
  expiresAt: string | null;
};

export type StatusClass = "2xx" | "3xx" | "4xx" | "5xx";

/** One window of GET /api/admin/metrics; latency is null when the window saw no request. */
export type MetricsWindow = {
  window: "1h" | "24h" | "7d";
  requests: number;
  byStatusClass: Record<StatusClass, number>;
  latencyMs: { p50: number | null; p95: number | null; p99: number | null };
  /** Error reports of any kind (server errors, page failures, undeliverable e-mail). */
  errors: number;
  /** E-mails given up on after every retry (the dead-letter queue's reports). */
  emailFailures: number;
};

/** Public page views and link clicks across the platform (docs/product.md, "Analytics"), from the analytics rollups. */
export type PlatformTraffic = { window: "24h" | "7d"; views: number; clicks: number };

export type AdminMetrics = {
  generatedAt: string;
  windows: MetricsWindow[];
  traffic: PlatformTraffic[];
  /** How many custom domains are in each status now. */
  customDomains: Record<CustomDomainStatus, number>;
};

/** GET /api/admin/top-profiles: the most viewed public pages of the last 7 days. */
export type TopProfile = { _id: string; username: string; views: number };

/** GET /api/admin/logs and /errors. */
export type LogLines = { items: string[] };
