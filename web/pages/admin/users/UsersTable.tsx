// The users list (the API reference (Admin user row)): e-mail, username and pages owned, Pro, verified, suspended, the
// custom domain with its status, and the signup date, with the row's actions. The row's id stays in the
// data, for the actions, not on screen.
import { EmailAddress } from "../../../components/EmailAddress";
import { useWords } from "../../../i18n/I18nProvider";
import { dateTimeIn } from "../../../i18n/local-forms";
import { statusTexts } from "../../dashboard/custom-domain/custom-domain-texts";
import type { AdminUserRow } from "../admin-types";
import { AdminTable } from "../parts/AdminTable";
import { UserActions } from "./UserActions";
import { usersTexts } from "./users-texts";
import type { useUserActions } from "./useUserActions";

type Props = { users: AdminUserRow[]; busy: boolean; actions: ReturnType<typeof useUserActions> };

export function UsersTable({ users, busy, actions }: Props) {
  const { t } = useWords();
  if (!users.length) return <p className="muted admin-empty">{t(usersTexts.noUsers)}</p>;
  const columns = [
    t(usersTexts.user),
    t(usersTexts.pro),
    t(usersTexts.verified),
    t(usersTexts.status),
    t(usersTexts.customDomain),
    t(usersTexts.signedUp),
    t(usersTexts.actions),
  ];
  const yesNo = (value: boolean) => (value ? t(usersTexts.yes) : t(usersTexts.no));
  return (
    <AdminTable caption={t(usersTexts.caption)} columns={columns} busy={busy}>
      {users.map((user) => (
        <tr key={user._id}>
          <th scope="row">
            <div className="admin-user">
              <span className="admin-user__name">{user.username}</span>
              <EmailAddress className="admin-user__email" address={user.email} />
              <span className="admin-user__pages">{t(usersTexts.pagesOwned, { count: user.pages })}</span>
            </div>
          </th>
          <td>{yesNo(user.isPro)}</td>
          <td>{yesNo(user.emailVerified)}</td>
          <td>
            <span className={`admin-status admin-status--${user.isSuspended ? "suspended" : "active"}`}>
              {user.isSuspended ? t(usersTexts.suspended) : t(usersTexts.active)}
            </span>
          </td>
          <td>
            {user.customDomain ? (
              <>
                <span className="admin-user__domain">{user.customDomain.unicodeHostname}</span>{" "}
                <span className="muted">{t(statusTexts[user.customDomain.status])}</span>
              </>
            ) : (
              "—"
            )}
          </td>
          <td>{dateTimeIn(t.locale, user.createdAt)}</td>
          <td>
            <UserActions user={user} actions={actions} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
