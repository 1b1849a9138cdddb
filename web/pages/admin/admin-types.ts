// The admin API's shapes come from the shared contract (contract/admin-types.ts, the API reference admin
// entities); these are the few the screens add on top.
import type { AdminStats, AuditUser } from "#contract/admin-types";

export type {
  AdminMetrics,
  AdminSettings,
  AdminStats,
  AdminUserRow,
  AuditItem as AuditEntry,
  InviteCode,
  LogLines,
  Paged,
  TopProfile,
  TopReferrer,
} from "#contract/admin-types";

export type DailySignups = AdminStats["dailySignups"][number];

export type PersonRef = AuditUser | null;

/** What the admin actions answer with (and what their failures carry). */
export type MessageBody = { msg?: string };
