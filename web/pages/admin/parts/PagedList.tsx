// A paged admin list (users, audit): the read's states, the page's rows, and Previous / Next under them
// counting the whole list.
import type { ReactNode } from "react";
import type { Paged } from "../admin-types";
import type { Resource } from "../useAdminResource";
import { Pagination, type PaginationProps } from "./Pagination";
import { ResourceView } from "./ResourceView";

type Props<T> = {
  resource: Resource<Paged<T>>;
  loading: string;
  paging: Omit<PaginationProps, "total">;
  /** The rows of the page; `busy` while the next page is on its way. */
  children: (items: T[], busy: boolean) => ReactNode;
};

export function PagedList<T>({ resource, loading, paging, children }: Props<T>) {
  return (
    <ResourceView resource={resource} loading={loading}>
      {(page) => (
        <>
          {children(page.items ?? [], resource.loading)}
          <Pagination {...paging} total={page.total ?? 0} />
        </>
      )}
    </ResourceView>
  );
}
