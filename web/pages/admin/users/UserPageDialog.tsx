// The admin's look at a user's page (docs/product.md, "Admin"): the page as visitors saw it, read afresh
// from the server whether or not it is shown, so a report about a suspended account can still be judged
// by what the page said. Marked when visitors get "User not found" instead, and why.
import { lazy, Suspense, useId } from "react";
import { useModal } from "../../../components/ConfirmDialog";
import { useWords } from "../../../i18n/I18nProvider";
import { useAdminQuery } from "../AdminAccess";
import { adminReads } from "../admin-reads";
import type { AdminUserRow } from "../admin-types";
import { ResourceView } from "../parts/ResourceView";
import { usersTexts } from "./users-texts";

// The frame brings the page's stylesheet and icons: only an admin who opens a page downloads them.
const PageFrame = lazy(() => import("../../../page-frame/PageFrame").then((m) => ({ default: m.PageFrame })));

type Props = { user: AdminUserRow | null; onClose: () => void };

export function UserPageDialog({ user, onClose }: Props) {
  const { t } = useWords();
  const ref = useModal(user !== null);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="modal-app admin-page-view"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-app__title">
        {user ? t(usersTexts.pageOf, { username: user.username }) : t(usersTexts.aUsersPage)}
      </h2>
      {user && <UserPage user={user} />}
      <div className="modal-app__actions">
        <button type="button" className="button" onClick={onClose}>
          {t(usersTexts.close)}
        </button>
      </div>
    </dialog>
  );
}

function UserPage({ user }: { user: AdminUserRow }) {
  const { t } = useWords();
  const page = useAdminQuery(adminReads.userPage(user._id));
  return (
    <ResourceView query={page} failureText={t(usersTexts.pageFailed)} loading={t(usersTexts.loadingPage)}>
      {({ profile, shown }) => (
        <>
          {!shown && (
            <p className="notice notice--warning" role="note">
              {user.isSuspended ? t(usersTexts.suspendedNote) : t(usersTexts.unverifiedNote)}
            </p>
          )}
          <Suspense fallback={<p className="muted">{t(usersTexts.loadingPage)}</p>}>
            <PageFrame
              profile={profile}
              title={t(usersTexts.pageOf, { username: user.username })}
              className="admin-page-view__frame"
            />
          </Suspense>
        </>
      )}
    </ResourceView>
  );
}
