// Users (docs/product.md, "Admin" and "Roles"): search, filters, sort, paging and the per-user actions, with the
// confirmation a suspension needs. All of the list's state is in the query string
// (useAdminQueryState); the page size is also remembered.
import { suspensionReasonMax } from "#contract/admin-schemas";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { TextAreaField } from "../../../components/TextAreaField";
import { useWords } from "../../../i18n/I18nProvider";
import { useAdminQuery } from "../AdminAccess";
import { adminTabTexts, pagingTexts } from "../admin-area-texts";
import { adminReads } from "../admin-reads";
import { type PageSize, storePageSize } from "../page-size-storage";
import { PagedList } from "../parts/PagedList";
import { useAdminQueryState } from "../useAdminQueryState";
import { UserPageDialog } from "./UserPageDialog";
import { UsersTable } from "./UsersTable";
import { UsersToolbar } from "./UsersToolbar";
import { usersTexts } from "./users-texts";
import { useUserActions } from "./useUserActions";

export function UsersTab() {
  const { t } = useWords();
  const { users: view, setUsers } = useAdminQueryState();
  const list = useAdminQuery(adminReads.users(view));
  const actions = useUserActions(() => list.refetch());

  function changePageSize(size: PageSize) {
    storePageSize(size);
    setUsers({ pageSize: size });
  }

  return (
    <div className="admin-users">
      <h2>{t(adminTabTexts.users)}</h2>
      <UsersToolbar view={view} onChange={setUsers} onPageSize={changePageSize} />
      <PagedList
        query={list}
        failureText={t(usersTexts.usersFailed)}
        loading={t(usersTexts.loading)}
        paging={{
          label: t(usersTexts.pages),
          page: view.page,
          pageSize: view.pageSize,
          words: {
            previous: t(pagingTexts.previous),
            next: t(pagingTexts.next),
            where: ({ page, pages, total }) =>
              t(pagingTexts.where, { page, pages, counted: t(usersTexts.users, { count: total }) }),
          },
          onPage: (page) => setUsers({ page }),
        }}
      >
        {(users, busy) => <UsersTable users={users} busy={busy} actions={actions} />}
      </PagedList>
      <UserPageDialog user={actions.viewing} onClose={actions.closePage} />
      <ConfirmDialog
        open={actions.suspending !== null}
        title={t(usersTexts.suspendTitle, { username: actions.suspending?.username ?? "" })}
        confirmLabel={t(usersTexts.suspendConfirm)}
        cancelLabel={t(usersTexts.keepActive)}
        busy={actions.suspending !== null && actions.busyId === actions.suspending._id}
        danger
        onConfirm={actions.confirmSuspend}
        onCancel={actions.cancelSuspend}
      >
        <p className="muted">{t(usersTexts.suspendBody)}</p>
        <TextAreaField
          id="suspend-reason"
          label={t(usersTexts.reason)}
          hint={t(usersTexts.reasonHint)}
          rows={3}
          maxLength={suspensionReasonMax}
          value={actions.suspensionReason}
          onChange={(event) => actions.setSuspensionReason(event.target.value)}
        />
      </ConfirmDialog>
      <ConfirmDialog
        open={actions.removingDomainOf !== null}
        title={t(usersTexts.removeDomainTitle, {
          domain: actions.removingDomainOf?.customDomain?.unicodeHostname ?? "",
        })}
        confirmLabel={t(usersTexts.removeDomain)}
        cancelLabel={t(usersTexts.keepDomain)}
        busy={actions.removingDomainOf !== null && actions.busyId === actions.removingDomainOf._id}
        danger
        onConfirm={actions.confirmRemoveDomain}
        onCancel={actions.cancelRemoveDomain}
      >
        <p className="muted">
          {t(usersTexts.removeDomainBody, { username: actions.removingDomainOf?.username ?? "" })}
        </p>
      </ConfirmDialog>
    </div>
  );
}
