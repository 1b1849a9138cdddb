// The admin API's reads (the API reference (Admin)), each with the path that keys its query, built from the
// view state. Filters left at "all" or empty are left out: the server reads an absent filter as "everything".
import { adminLists } from "#contract/limits";
import { apiRoutes, pathParams } from "../../api/client";
import type { ReadOf } from "../../api/queries";
import { type AuditView, triStateParam, type UsersView } from "./useAdminQueryState";

const { admin } = apiRoutes;

/** A list's query parameters, those left empty left out. */
function present(entries: Record<string, string | number | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entries).flatMap(([key, value]) => (value === null || value === "" ? [] : [[key, String(value)]])),
  );
}

/** A GET of one admin route with its query, as a read its path keys. */
function queryRead<Query extends Record<string, string>, Sent>(
  route: {
    $path: (args: { query: Query }) => string;
    $get: (args: { query: Query }, options: { init: RequestInit }) => Promise<Sent>;
  },
  query: Query,
): ReadOf<Sent> {
  return { path: route.$path({ query }), read: (options) => route.$get({ query }, options) };
}

/** A GET of one admin route that takes no query. */
const plainRead = <Sent>(route: {
  $path: () => string;
  $get: (args: undefined, options: { init: RequestInit }) => Promise<Sent>;
}): ReadOf<Sent> => ({ path: route.$path(), read: (options) => route.$get(undefined, options) });

export const adminReads = {
  stats: plainRead(admin.stats),
  metrics: plainRead(admin.metrics),
  topReferrers: queryRead(admin["top-referrers"], { limit: String(adminLists.topReferrers) }),
  topProfiles: queryRead(admin["top-profiles"], { limit: String(adminLists.topReferrers) }),
  settings: plainRead(admin.settings),
  inviteCodes: plainRead(admin["invite-codes"]),
  userPage: (id: string) => {
    const param = pathParams({ id });
    const route = admin.users[":id"].page;
    return {
      path: route.$path({ param }),
      read: (options) => route.$get({ param }, options),
    } satisfies ReadOf<unknown>;
  },
  reports: (status: string, page: number, pageSize: number) =>
    queryRead(admin.reports, present({ status, page, pageSize })),
  heldLinks: (page: number, pageSize: number) => queryRead(admin["held-links"], present({ page, pageSize })),
  users: (view: UsersView) =>
    queryRead(
      admin.users,
      present({
        page: view.page,
        pageSize: view.pageSize,
        q: view.q.trim(),
        sortBy: view.sortBy,
        sortDir: view.sortDir,
        isPro: triStateParam(view.pro),
        emailVerified: triStateParam(view.verified),
        isSuspended: triStateParam(view.suspended),
      }),
    ),
  audit: (view: AuditView) =>
    queryRead(
      admin.audit,
      present({
        page: view.page,
        pageSize: adminLists.auditPageSize,
        action: view.action.trim(),
        actor: view.actor.trim(),
        target: view.target.trim(),
      }),
    ),
  logs: (filters: Record<string, string>) => queryRead(admin.logs, present(filters)),
  errors: (filters: Record<string, string>) => queryRead(admin.errors, present(filters)),
};
