// 'Save changes' (product §2: every edit to profile and links is held locally until then), with the
// saving state, the last failure (the server's message or its list of field errors), a way to discard
// the local edits behind a confirmation, and the browser's warning when leaving with unsaved edits.
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormAlert } from "../../../components/FormAlert";
import { useUnsavedChangesWarning } from "../../../hooks/useUnsavedChangesWarning";
import { useProfileEditor } from "../editor/ProfileEditor";

export function SaveChangesBar() {
  const { dirty, saving, avatarRequest, failure, save, discard } = useProfileEditor();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  useUnsavedChangesWarning(dirty);

  return (
    <div className="save-bar">
      <FormAlert message={failure?.message} errors={failure?.errors} />
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
            disabled={!dirty || saving || avatarRequest !== null}
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
    </div>
  );
}
