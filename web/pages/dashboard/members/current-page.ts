// Which page the Members section is about: the address names it as `?page={id}`, and `/dashboard` with
// none (or the primary page's id) is the primary page (docs/decisions/059). The page's list, GET
// /api/pages, says which page that is and what the signed-in account is to it.
// A small reader of its own until the dashboard's shared hook for the current page lands; the two are
// then one.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import type { PageListItem } from "#contract/pages";
import { apiRoutes, resultOf } from "../../../api/client";
import { dataOf } from "../../../api/queries";

/** The address's parameter that names the page a dashboard section is about. */
export const pageParam = "page";

export const pageListQuery = queryOptions({
  queryKey: [apiRoutes.pages.$path()],
  queryFn: ({ signal }) => dataOf(resultOf(apiRoutes.pages.$get(undefined, { init: { signal } }), signal)),
});

/** The page the address names among the account's pages: the primary page when it names none. */
export function pageNamed(items: readonly PageListItem[], id: string | null): PageListItem | undefined {
  return id ? items.find((page) => page.id === id) : items.find((page) => page.primary);
}

/**
 * The current page and the list's query: `page` is undefined while the list loads and when the address
 * names a page the account neither owns nor helps run.
 */
export function useCurrentPage() {
  const [params] = useSearchParams();
  const list = useQuery(pageListQuery);
  const page = list.data ? pageNamed(list.data.items, params.get(pageParam)) : undefined;
  return { page, list };
}

/** The dashboard's address of a page: `/dashboard?page={id}`. */
export function dashboardOf(pageId: string): string {
  return `/dashboard?${new URLSearchParams({ [pageParam]: pageId })}`;
}
