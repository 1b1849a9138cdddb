// What the dashboard shows in place of the editor's cards while the profile loads — their outlines, in
// their places, so the cards arriving move nothing — or when it could not be loaded (the messages in contract/ 'Failed
// to load profile' / 'Network error loading profile'), with a retry.
import type { Ref } from "react";
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

/** The outlines of the avatar, profile, referral and links cards, in the grid cells the cards take. */
export function ProfileCardSkeletons() {
  return (
    <>
      <div className="dashboard-card skeleton-card skeleton-card--avatar" aria-hidden="true" />
      <div className="dashboard-card skeleton-card profile-card skeleton-card--profile" aria-hidden="true" />
      <div className="dashboard-card skeleton-card skeleton-card--referral" aria-hidden="true" />
    </>
  );
}

/** The outline of the next card to come, the links card's first, in a full-width cell of the grid. */
export function NextCardOutline({ outlineRef }: { outlineRef: Ref<HTMLDivElement> }) {
  return (
    <div ref={outlineRef} className="dashboard-card skeleton-card links-card skeleton-card--next" aria-hidden="true" />
  );
}
