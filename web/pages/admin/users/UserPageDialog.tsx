// The admin's look at a user's page (docs/product.md, "Admin"): the page as visitors saw it, read afresh
// from the server whether or not it is shown, so a report about a suspended account can still be judged
// by what the page said. Marked when visitors get "User not found" instead, and why.
import { lazy, Suspense, useId } from "react";
import { useModal } from "../../../components/ConfirmDialog";
import { useAdminQuery } from "../AdminAccess";
import { adminReads } from "../admin-reads";
import type { AdminUserRow } from "../admin-types";
import { ResourceView } from "../parts/ResourceView";

// The frame brings the page's stylesheet and icons: only an admin who opens a page downloads them.
const PageFrame = lazy(() => import("../../../page-frame/PageFrame").then((m) => ({ default: m.PageFrame })));

type Props = { user: AdminUserRow | null; onClose: () => void };

export function UserPageDialog({ user, onClose }: Props) {
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
        {user ? `The page of @${user.username}` : "A user's page"}
      </h2>
      {user && <UserPage user={user} />}
      <div className="modal-app__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

function UserPage({ user }: { user: AdminUserRow }) {
  const page = useAdminQuery(adminReads.userPage(user._id));
  return (
    <ResourceView query={page} failureText="Couldn't load the page." loading="Loading the page…">
      {({ profile, shown }) => (
        <>
          {!shown && (
            <p className="notice notice--warning" role="note">
              {user.isSuspended
                ? "Suspended: visitors get “User not found”. Only admins see this page."
                : "Not shown until the e-mail address is verified: visitors get “User not found”."}
            </p>
          )}
          <Suspense fallback={<p className="muted">Loading the page…</p>}>
            <PageFrame profile={profile} title={`The page of @${user.username}`} className="admin-page-view__frame" />
          </Suspense>
        </>
      )}
    </ResourceView>
  );
}
