// The admin API's addresses (the API reference (Admin)), built from the view state. Filters left at "all" or
// empty are left out: the server reads an absent filter as "everything".
import { adminLists } from "#contract/limits";
import { type AuditView, triStateParam, type UsersView } from "./useAdminQueryState";

const base = "/api/admin";

function query(entries: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) {
    if (value !== null && value !== "") params.set(key, String(value));
  }
  return params.toString();
}

export const adminPaths = {
  stats: `${base}/stats`,
  metrics: `${base}/metrics`,
  topReferrers: `${base}/top-referrers?limit=${adminLists.topReferrers}`,
  topProfiles: `${base}/top-profiles?limit=${adminLists.topReferrers}`,
  settings: `${base}/settings`,
  inviteCodes: `${base}/invite-codes`,
  inviteCode: (id: string) => `${base}/invite-codes/${encodeURIComponent(id)}`,
  auditClear: `${base}/audit/clear`,
  impersonateUse: `${base}/impersonate/use`,
  impersonateStop: `${base}/impersonate/stop`,
  userAction: (id: string, action: string) => `${base}/users/${encodeURIComponent(id)}/${action}`,
  reports: (status: string, page: number, pageSize: number) => `${base}/reports?${query({ status, page, pageSize })}`,
  resolveReport: (id: string) => `${base}/reports/${encodeURIComponent(id)}/resolve`,
  heldLinks: (page: number, pageSize: number) => `${base}/held-links?${query({ page, pageSize })}`,
  releaseLink: (id: string) => `${base}/held-links/${encodeURIComponent(id)}/release`,
  removeLink: (id: string) => `${base}/held-links/${encodeURIComponent(id)}/remove`,

  users: (view: UsersView) =>
    `${base}/users?${query({
      page: view.page,
      pageSize: view.pageSize,
      q: view.q.trim(),
      sortBy: view.sortBy,
      sortDir: view.sortDir,
      isPro: triStateParam(view.pro),
      emailVerified: triStateParam(view.verified),
      isSuspended: triStateParam(view.suspended),
    })}`,

  audit: (view: AuditView) =>
    `${base}/audit?${query({
      page: view.page,
      pageSize: adminLists.auditPageSize,
      action: view.action.trim(),
      actor: view.actor.trim(),
      target: view.target.trim(),
    })}`,

  logs: (filters: Record<string, string>) => `${base}/logs?${query(filters)}`,
  errors: (filters: Record<string, string>) => `${base}/errors?${query(filters)}`,
};
