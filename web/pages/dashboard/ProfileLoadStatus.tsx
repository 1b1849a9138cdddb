// What the dashboard shows in place of the editor's cards while the profile loads — their outlines, in
// their places, so the cards arriving move nothing — or when it could not be loaded (the messages in contract/ 'Failed
// to load profile' / 'Network error loading profile'), with a retry.
import { useProfileEditor } from "./editor/ProfileEditor";

export function ProfileLoadStatus() {
  const { load, retryLoad } = useProfileEditor();
  if (load.status === "loading") {
    return (
      <p className="visually-hidden" role="status">
        Loading profile…
      </p>
    );
  }
  if (load.status === "error") {
    return (
      <div className="notice notice--error dashboard__load-error split-row" role="alert">
        <p>{load.message}</p>
        <button type="button" className="button form-alert__action" onClick={retryLoad}>
          Try again
        </button>
      </div>
    );
  }
  return null;
}

/** The outlines of the avatar, profile and referral cards, in the grid cells the cards take. */
export function ProfileCardSkeletons() {
  return (
    <>
      <div className="dashboard-card skeleton-card skeleton-card--avatar" aria-hidden="true" />
      <div className="dashboard-card skeleton-card profile-card skeleton-card--profile" aria-hidden="true" />
      <div className="dashboard-card skeleton-card skeleton-card--referral" aria-hidden="true" />
    </>
  );
}

/** The outline of the links card, in the full-width cell it takes below the subscription card. */
export function LinksCardOutline() {
  return <div className="dashboard-card skeleton-card links-card skeleton-card--links" aria-hidden="true" />;
}
