// A paged admin list (users, audit): the read's states, the page's rows, and Previous / Next under them
// counting the whole list.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Paged } from "../admin-types";
import { Pagination, type PaginationProps } from "./Pagination";
import { ResourceView } from "./ResourceView";

/** The paging props but the total, which the page read gives; either way of counting kept apart. */
type PagingOf<P> = P extends unknown ? Omit<P, "total"> : never;

type Props<T> = {
  query: UseQueryResult<Paged<T>>;
  failureText: string;
  loading: string;
  paging: PagingOf<PaginationProps>;
  /** The rows of the page; `busy` while the next page is on its way. */
  children: (items: T[], busy: boolean) => ReactNode;
};

export function PagedList<T>({ query, failureText, loading, paging, children }: Props<T>) {
  return (
    <ResourceView query={query} failureText={failureText} loading={loading}>
      {(page) => (
        <>
          {children(page.items ?? [], query.isFetching)}
          <Pagination {...paging} total={page.total ?? 0} />
        </>
      )}
    </ResourceView>
  );
}
