// The users list (the API reference (Admin user row)): e-mail, username and pages owned, Pro, verified, suspended, the
// custom domain with its status, and the signup date, with the row's actions. The row's id stays in the
// data, for the actions, not on screen.
import { customDomainStatusLabels } from "#contract/custom-domains";
import { EmailAddress } from "../../../components/EmailAddress";
import type { AdminUserRow } from "../admin-types";
import { formatDateTime } from "../format";
import { AdminTable } from "../parts/AdminTable";
import { UserActions } from "./UserActions";
import type { useUserActions } from "./useUserActions";

type Props = { users: AdminUserRow[]; busy: boolean; actions: ReturnType<typeof useUserActions> };

const columns = ["User", "Pro", "Verified", "Status", "Custom domain", "Signed up", "Actions"];

const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** How many pages the account owns, under its name and address. */
const pagesOwned = (count: number) => (count === 1 ? "1 page" : `${count} pages`);

export function UsersTable({ users, busy, actions }: Props) {
  if (!users.length) return <p className="muted admin-empty">No users match.</p>;
  return (
    <AdminTable caption="Users" columns={columns} busy={busy}>
      {users.map((user) => (
        <tr key={user._id}>
          <th scope="row">
            <div className="admin-user">
              <span className="admin-user__name">{user.username}</span>
              <EmailAddress className="admin-user__email" address={user.email} />
              <span className="admin-user__pages">{pagesOwned(user.pages)}</span>
            </div>
          </th>
          <td>{yesNo(user.isPro)}</td>
          <td>{yesNo(user.emailVerified)}</td>
          <td>
            <span className={`admin-status admin-status--${user.isSuspended ? "suspended" : "active"}`}>
              {user.isSuspended ? "Suspended" : "Active"}
            </span>
          </td>
          <td>
            {user.customDomain ? (
              <>
                <span className="admin-user__domain">{user.customDomain.unicodeHostname}</span>{" "}
                <span className="muted">{customDomainStatusLabels[user.customDomain.status]}</span>
              </>
            ) : (
              "—"
            )}
          </td>
          <td>{formatDateTime(user.createdAt)}</td>
          <td>
            <UserActions user={user} actions={actions} />
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
