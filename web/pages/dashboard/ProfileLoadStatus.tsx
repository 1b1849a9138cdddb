// What the dashboard shows in place of the editor's cards while the profile loads, or when it could
// not be loaded (product §8 'Failed to load profile' / 'Network error loading profile'), with a retry.
import { useProfileEditor } from "./editor/ProfileEditor";

export function ProfileLoadStatus() {
  const { load, retryLoad } = useProfileEditor();
  if (load.status === "loading") {
    return (
      <p className="page-loading" role="status">
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
