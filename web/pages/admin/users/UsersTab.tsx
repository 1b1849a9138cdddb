// Users (product §2 "Admin tabs", §6): search, filters, sort, paging and the per-user actions. All of the
// list's state is in the query string (useAdminQueryState); the page size is also remembered.
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { AdminUserRow, Paged } from "../admin-types";
import { type PageSize, storePageSize } from "../page-size-storage";
import { LoadError } from "../parts/LoadError";
import { Pagination } from "../parts/Pagination";
import { useAdminQueryState } from "../useAdminQueryState";
import { useAdminResource } from "../useAdminResource";
import { UsersTable } from "./UsersTable";
import { UsersToolbar } from "./UsersToolbar";
import { useUserActions } from "./useUserActions";

export function UsersTab() {
  const { users: view, setUsers } = useAdminQueryState();
  const list = useAdminResource<Paged<AdminUserRow>>(adminPaths.users(view), adminTexts.usersFailed);
  const actions = useUserActions(list.reload);

  function changePageSize(size: PageSize) {
    storePageSize(size);
    setUsers({ pageSize: size });
  }

  return (
    <div className="admin-users">
      <h2>Users</h2>
      <UsersToolbar view={view} onChange={setUsers} onPageSize={changePageSize} />
      {list.error && <LoadError failure={list.error} onRetry={list.reload} />}
      {list.loading && !list.data && <p className="muted">Loading users…</p>}
      {list.data && (
        <>
          <UsersTable users={list.data.items ?? []} busy={list.loading} actions={actions} />
          <Pagination
            label="Users pages"
            page={view.page}
            pageSize={view.pageSize}
            total={list.data.total ?? 0}
            noun="users"
            onPage={(page) => setUsers({ page })}
          />
        </>
      )}
    </div>
  );
}
