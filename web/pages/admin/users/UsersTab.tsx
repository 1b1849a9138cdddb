// Users (docs/product.md, "Admin" and "Roles"): search, filters, sort, paging and the per-user actions, with the
// confirmation a suspension needs. All of the list's state is in the query string
// (useAdminQueryState); the page size is also remembered.
import { suspensionReasonMax } from "#contract/admin-schemas";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { TextAreaField } from "../../../components/TextAreaField";
import { useAdminQuery } from "../AdminAccess";
import { adminReads } from "../admin-reads";
import { adminTexts } from "../admin-texts";
import { type PageSize, storePageSize } from "../page-size-storage";
import { PagedList } from "../parts/PagedList";
import { useAdminQueryState } from "../useAdminQueryState";
import { UserPageDialog } from "./UserPageDialog";
import { UsersTable } from "./UsersTable";
import { UsersToolbar } from "./UsersToolbar";
import { useUserActions } from "./useUserActions";

export function UsersTab() {
  const { users: view, setUsers } = useAdminQueryState();
  const list = useAdminQuery(adminReads.users(view));
  const actions = useUserActions(() => list.refetch());

  function changePageSize(size: PageSize) {
    storePageSize(size);
    setUsers({ pageSize: size });
  }

  return (
    <div className="admin-users">
      <h2>Users</h2>
      <UsersToolbar view={view} onChange={setUsers} onPageSize={changePageSize} />
      <PagedList
        query={list}
        failureText={adminTexts.usersFailed}
        loading="Loading users…"
        paging={{
          label: "Users pages",
          page: view.page,
          pageSize: view.pageSize,
          noun: { one: "user", other: "users" },
          onPage: (page) => setUsers({ page }),
        }}
      >
        {(users, busy) => <UsersTable users={users} busy={busy} actions={actions} />}
      </PagedList>
      <UserPageDialog user={actions.viewing} onClose={actions.closePage} />
      <ConfirmDialog
        open={actions.suspending !== null}
        title={`Suspend ${actions.suspending?.username ?? ""}?`}
        confirmLabel="Suspend user"
        cancelLabel="Keep active"
        busy={actions.suspending !== null && actions.busyId === actions.suspending._id}
        danger
        onConfirm={actions.confirmSuspend}
        onCancel={actions.cancelSuspend}
      >
        <p className="muted">
          They are signed out everywhere at once and their public page is gone until you unsuspend them.
        </p>
        <TextAreaField
          id="suspend-reason"
          label="Reason (optional)"
          hint="Sent to them in the suspension e-mail and kept in the audit log."
          rows={3}
          maxLength={suspensionReasonMax}
          value={actions.suspensionReason}
          onChange={(event) => actions.setSuspensionReason(event.target.value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={actions.removingDomainOf !== null}
        title={`Remove ${actions.removingDomainOf?.customDomain?.unicodeHostname ?? ""}?`}
        confirmLabel="Remove domain"
        cancelLabel="Keep domain"
        busy={actions.removingDomainOf !== null && actions.busyId === actions.removingDomainOf._id}
        danger
        onConfirm={actions.confirmRemoveDomain}
        onCancel={actions.cancelRemoveDomain}
      >
        <p className="muted">
          {`The page of ${actions.removingDomainOf?.username ?? ""} stops answering at this domain at once, and the domain is removed at the provider.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
