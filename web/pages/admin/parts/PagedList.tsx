// A paged admin list (users, audit): the read's states, the page's rows, and Previous / Next under them
// counting the whole list.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { Paged } from "../admin-types";
import { Pagination, type PaginationProps } from "./Pagination";
import { ResourceView } from "./ResourceView";

type Props<T> = {
  query: UseQueryResult<Paged<T>>;
  failureText: string;
  loading: string;
  paging: Omit<PaginationProps, "total">;
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
