// 'Save changes' (docs/product.md, "Screens": every edit to profile and links is held locally until then), with the
// saving state, the last failure (the server's message or its list of field errors), a way to discard
// the local edits behind a confirmation, and a warning when leaving with unsaved edits: the browser's
// for reloads and closing, our own for the app's links. While there are unsaved changes the bar stays
// in view at the bottom of the window (docs/product.md, "Making the page yours").
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormAlert } from "../../../components/FormAlert";
import { useInAppNavigationGuard } from "../../../hooks/useInAppNavigationGuard";
import { useUnsavedChangesWarning } from "../../../hooks/useUnsavedChangesWarning";
import { useProfileEditor } from "../editor/ProfileEditor";

export function SaveChangesBar() {
  const { dirty, saving, avatarBusy, failure, stale, loadLatest, leftBehind, dismissLeftBehind, save, discard } =
    useProfileEditor();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  useUnsavedChangesWarning(dirty);
  const leaving = useInAppNavigationGuard(dirty);

  return (
    <div className={`save-bar${dirty ? " save-bar--sticky" : ""}`}>
      {stale ? (
        // The page changed elsewhere: the draft stays until the owner takes the latest version.
        <FormAlert message={stale}>
          <button type="button" className="button form-alert__action" onClick={loadLatest}>
            Load the latest version
          </button>
        </FormAlert>
      ) : (
        <FormAlert message={failure?.message} errors={failure?.errors} />
      )}
      {leftBehind && <LeftBehindEdits lines={leftBehind} onDismiss={dismissLeftBehind} />}
      <div className="save-bar__row split-row">
        <p className="save-bar__status muted">{dirty ? "You have unsaved changes." : "All changes saved."}</p>
        <div className="save-bar__actions">
          <button
            type="button"
            className="button"
            disabled={!dirty || saving}
            onClick={() => setConfirmingDiscard(true)}
          >
            Discard changes
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!dirty || saving || avatarBusy}
            onClick={save}
          >
            {saving ? "Saving…" : "Save changes"}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmingDiscard}
        title="Discard unsaved changes?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        danger
        onConfirm={() => {
          discard();
          setConfirmingDiscard(false);
        }}
        onCancel={() => setConfirmingDiscard(false)}
      >
        <p className="muted">Your edits to the profile and links since the last save are lost.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={leaving.pending !== null}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Keep editing"
        danger
        onConfirm={leaving.leave}
        onCancel={leaving.stay}
      >
        <p className="muted">You have unsaved changes. If you leave now, they are lost.</p>
      </ConfirmDialog>
    </div>
  );
}

/** The edits a save the page moved past could not make, to make again on the latest version. */
function LeftBehindEdits({ lines, onDismiss }: { lines: string[]; onDismiss: () => void }) {
  return (
    <section className="notice notice--warning save-bar__left-behind" aria-labelledby="left-behind-title">
      <h3 id="left-behind-title">Your changes that were not saved</h3>
      <p className="muted">The latest version is loaded. Make these changes again, then save:</p>
      <ul className="form-alert__list">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown as a whole, never reordered
          <li key={index}>{line}</li>
        ))}
      </ul>
      <button type="button" className="button form-alert__action" onClick={onDismiss}>
        Dismiss
      </button>
    </section>
  );
}
