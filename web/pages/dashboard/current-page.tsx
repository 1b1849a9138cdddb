// The page the dashboard works on (docs/decisions/067): the address names it as `?page={id}` on
// every section, so a link to a page's design or analytics can be bookmarked and shared with a member;
// no parameter is the caller's own primary page. The pages the caller may open come from GET /api/pages;
// every page-scoped call of the dashboard goes to /api/pages/{id}/… for the page named here
// (`pageRoutes`), keyed by that path, so switching pages never shows another page's answers.
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo } from "react";
import { Link, type To, useLocation, useSearchParams } from "react-router";
import type { PageListItem, PageRole } from "#contract/pages";
import { pageParam, sectionAt } from "#contract/screens";
import { apiRoutes, pathParams, resultOf } from "../../api/client";
import { dataOf, errorMessage, failureOf, sharedReadFreshMs, useDeferredQuery } from "../../api/queries";
import { useAuth } from "../../auth/AuthProvider";
import { useWords } from "../../i18n/I18nProvider";
import { screenTitle } from "../../i18n/screen-texts";
import { currentPageTexts } from "./pages-texts";

export { pageParam };

const pageList = apiRoutes.pages;
export const pagesPath = pageList.$path();

/** The pages the caller owns and helps run, the caller's primary page first (GET /api/pages). */
export const pagesQuery = queryOptions({
  queryKey: [pagesPath],
  queryFn: async ({ signal }) => (await dataOf(resultOf(pageList.$get(undefined, { init: { signal } }), signal))).items,
  staleTime: sharedReadFreshMs,
});

/** The page-scoped routes, each called with `param: pageParams(id)` for its page (docs/decisions/062). */
export const pageRoutes = apiRoutes.pages[":pageId"];

/** A page's id as the page-scoped routes' path parameter. */
export const pageParams = (pageId: string) => pathParams({ pageId });

/** Whether a page is the caller's own primary page: the one that goes with their account. */
export const isOwnPrimary = (page: Pick<PageListItem, "primary" | "role">) => page.primary && page.role === "owner";

/** The caller's own primary page among their pages. */
export const ownPrimaryPage = (pages: readonly PageListItem[]) => pages.find(isOwnPrimary);

/** The page an address names among the caller's pages: its own primary page when it names none. */
export function pageNamed(pages: readonly PageListItem[], id: string | null): PageListItem | undefined {
  return id ? pages.find((page) => page.id === id) : ownPrimaryPage(pages);
}

/** The query string that names a page in the address: none for the caller's own primary page. */
export function pageSearch(page: Pick<PageListItem, "id" | "primary" | "role">): string {
  return isOwnPrimary(page) ? "" : `?${pageParam}=${encodeURIComponent(page.id)}`;
}

/** The dashboard's address of a page: `/dashboard?page={id}`. */
export const dashboardOf = (pageId: string) => `/dashboard?${new URLSearchParams({ [pageParam]: pageId })}`;

/** The page the address names, as it is read from the address itself (the router's location). */
export function pageIdIn(search: string): string | null {
  return new URLSearchParams(search).get(pageParam) || null;
}

/**
 * The address's query without one parameter: what a return from elsewhere (Checkout, Stripe's onboarding)
 * takes out once read, leaving the page the dashboard works on.
 */
export function searchWithout(search: string, name: string): string {
  const rest = new URLSearchParams(search);
  rest.delete(name);
  const left = rest.toString();
  return left ? `?${left}` : "";
}

/** What may be done on a role's page: an editor changes the page; only the owner deals with its own things. */
export const canEdit = (role: PageRole) => role !== "viewer";
export const isOwner = (role: PageRole) => role === "owner";

type CurrentPageState = {
  /** The page the dashboard works on. */
  page: PageListItem;
  /** Every page the caller may open, for the switcher. */
  pages: readonly PageListItem[];
  /** The caller's own primary page, whose profile carries the account's own details. */
  accountPage: PageListItem;
};

const CurrentPageContext = createContext<CurrentPageState | null>(null);

/**
 * Reads the caller's pages and finds the one the address names; its children are drawn only once it is
 * known. Until then a loading line, a failed read with a retry, or an unknown id as "Page not found" with
 * the way back to the primary page.
 */
export function CurrentPageProvider({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  // The section mounts on this answer: drawn in slices (useDeferredQuery).
  const pages = useDeferredQuery(pagesQuery);
  const { t } = useWords();
  // A 401 means the session ended elsewhere: the session check clears the user and the route guard
  // takes them to /login.
  const { refresh } = useAuth();
  const { error } = pages;
  useEffect(() => {
    if (error && failureOf(error).status === 401) void refresh();
  }, [error, refresh]);
  const items = pages.data;
  const section = sectionAt(useLocation().pathname);
  const named = params.get(pageParam) || null;
  const page = items && pageNamed(items, named);
  const accountPage = items && ownPrimaryPage(items);
  const value = useMemo(
    () => (page && items && accountPage ? { page, pages: items, accountPage } : null),
    [page, items, accountPage],
  );
  if (value) return <CurrentPageContext.Provider value={value}>{children}</CurrentPageContext.Provider>;
  if (pages.isError) {
    return (
      <div className="dashboard dashboard--status">
        <div className="notice notice--error split-row" role="alert">
          <p>{errorMessage(pages.error, t(currentPageTexts.loadFailed))}</p>
          <button type="button" className="button" disabled={pages.isFetching} onClick={() => void pages.refetch()}>
            {t(currentPageTexts.tryAgain)}
          </button>
        </div>
      </div>
    );
  }
  if (!items) {
    // The section's heading at once, as the dashboard's first paint: the cards follow with the page.
    return (
      <div className="dashboard dashboard--status">
        {section && <h1>{screenTitle(t, section.path)}</h1>}
        <p className="muted" role="status">
          {t(currentPageTexts.loading)}
        </p>
      </div>
    );
  }
  return (
    <div className="dashboard dashboard--status">
      <section className="card-page" aria-labelledby="page-not-found">
        <h1 id="page-not-found">{t(currentPageTexts.notFoundTitle)}</h1>
        <p className="muted">{t(currentPageTexts.notFoundBody)}</p>
        <Link className="button button--primary" to="/dashboard">
          {t(currentPageTexts.backToPrimary)}
        </Link>
      </section>
    </div>
  );
}

function useCurrentPageState(): CurrentPageState {
  const state = useContext(CurrentPageContext);
  if (!state) throw new Error("useCurrentPage must be used inside <CurrentPageProvider>");
  return state;
}

/** The page the dashboard works on: `{ id, username, primary, role, owner }`. */
export function useCurrentPage(): PageListItem {
  return useCurrentPageState().page;
}

/** Every page the caller may open, and the caller's own primary page. */
export function useCallerPages(): Pick<CurrentPageState, "pages" | "accountPage"> {
  const { pages, accountPage } = useCurrentPageState();
  return { pages, accountPage };
}

/** A section's address on the current page: every link between the dashboard's sections keeps the page. */
export function useSectionLink(): (path: string, hash?: string) => To {
  const page = useCurrentPage();
  const search = pageSearch(page);
  return useCallback((pathname: string, hash = "") => ({ pathname, search, hash }), [search]);
}

/** Forgets what was read for a page that is gone, and reads the list of pages again. */
export async function forgetPage(queryClient: QueryClient, pageId: string): Promise<void> {
  const prefix = `${pagesPath}/${pageParams(pageId).pageId}/`;
  queryClient.removeQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(prefix) });
  await queryClient.invalidateQueries({ queryKey: pagesQuery.queryKey });
}
