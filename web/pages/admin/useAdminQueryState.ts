// The admin view's state lives in the query string (docs/product.md, "Admin"), so a reload or a shared
// URL shows the same tab, search, filters, sort and page. Defaults are left out of the URL, which
// keeps /admin itself clean. Changing what a list shows sends it back to page 1.
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { adminLists } from "#contract/limits";
import { type PageSize, parsePageSize, readStoredPageSize } from "./page-size-storage";

export const adminTabs = ["overview", "users", "reports", "audit", "logs", "errors", "settings"] as const;
export type AdminTab = (typeof adminTabs)[number];

/** A filter's three states (docs/product.md, "Limits": All, Yes, No); 'all' is absent from the URL and the API call. */
export type TriState = "all" | "yes" | "no";
export type SortField = (typeof adminLists.userSortFields)[number];
export type SortDir = (typeof adminLists.sortDirections)[number];

export type UsersView = {
  q: string;
  pro: TriState;
  verified: TriState;
  suspended: TriState;
  page: number;
  pageSize: PageSize;
  sortBy: SortField;
  sortDir: SortDir;
};

export type AuditView = { action: string; actor: string; target: string; page: number };

function triState(value: string | null): TriState {
  return value === "true" ? "yes" : value === "false" ? "no" : "all";
}

/** A filter as the URL and the API write it: 'true', 'false', or absent for 'all'. */
export function triStateParam(value: TriState): string | null {
  return value === "yes" ? "true" : value === "no" ? "false" : null;
}

function pageNumber(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** `value` when it is one of `allowed`, otherwise `fallback`. */
function oneOf<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

function readTab(value: string | null): AdminTab {
  return oneOf(adminTabs, value, "overview");
}

function readUsers(params: URLSearchParams): UsersView {
  return {
    q: params.get("q") ?? "",
    pro: triState(params.get("pro")),
    verified: triState(params.get("verified")),
    suspended: triState(params.get("suspended")),
    page: pageNumber(params.get("page")),
    // An explicit size in the URL wins (a shared link); otherwise the size this browser remembers.
    pageSize: parsePageSize(params.get("pageSize")) ?? readStoredPageSize(),
    sortBy: oneOf(adminLists.userSortFields, params.get("sortBy"), adminLists.defaultUserSortField),
    sortDir: oneOf(adminLists.sortDirections, params.get("sortDir"), adminLists.defaultSortDirection),
  };
}

function readAudit(params: URLSearchParams): AuditView {
  return {
    action: params.get("auditAction") ?? "",
    actor: params.get("auditActor") ?? "",
    target: params.get("auditTarget") ?? "",
    page: pageNumber(params.get("auditPage")),
  };
}

/** Sets `key` to `value`, or removes it when the value is the default (null or empty). */
function put(params: URLSearchParams, key: string, value: string | null) {
  if (value === null || value === "") params.delete(key);
  else params.set(key, value);
}

function writeUsers(params: URLSearchParams, view: UsersView) {
  put(params, "q", view.q.trim());
  put(params, "pro", triStateParam(view.pro));
  put(params, "verified", triStateParam(view.verified));
  put(params, "suspended", triStateParam(view.suspended));
  put(params, "page", view.page > 1 ? String(view.page) : null);
  put(params, "pageSize", view.pageSize !== adminLists.defaultUserPageSize ? String(view.pageSize) : null);
  put(params, "sortBy", view.sortBy !== adminLists.defaultUserSortField ? view.sortBy : null);
  put(params, "sortDir", view.sortDir !== adminLists.defaultSortDirection ? view.sortDir : null);
}

function writeAudit(params: URLSearchParams, view: AuditView) {
  put(params, "auditAction", view.action.trim());
  put(params, "auditActor", view.actor.trim());
  put(params, "auditTarget", view.target.trim());
  put(params, "auditPage", view.page > 1 ? String(view.page) : null);
}

export function useAdminQueryState() {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params.get("tab"));
  const users = useMemo(() => readUsers(params), [params]);
  const audit = useMemo(() => readAudit(params), [params]);

  // A tab switch replaces the history entry (arrowing through tabs should not fill the back button);
  // list changes push one, so Back returns to the previous page or search.
  const setTab = useCallback(
    (next: AdminTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          put(updated, "tab", next === "overview" ? null : next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setUsers = useCallback(
    (patch: Partial<UsersView>) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        writeUsers(updated, { ...readUsers(current), page: 1, ...patch });
        return updated;
      }),
    [setParams],
  );

  const setAudit = useCallback(
    (patch: Partial<AuditView>) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        writeAudit(updated, { ...readAudit(current), page: 1, ...patch });
        return updated;
      }),
    [setParams],
  );

  return { tab, setTab, users, setUsers, audit, setAudit };
}
