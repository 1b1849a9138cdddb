// 'Save changes' (docs/product.md, "Screens": every edit to profile and links is held locally until then), with the
// saving state, the last failure (the server's message or its list of field errors) and a way to discard
// the local edits behind a confirmation. While there are unsaved changes the bar stays in view at the
// bottom of the window (docs/product.md, "Making the page yours"); the dashboard's frame shows it on
// every section while they last, and asks before the owner leaves the dashboard with them.
import { useRef, useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormAlert } from "../../../components/FormAlert";
import { useWords } from "../../../i18n/I18nProvider";
import { saveBarTexts } from "../dashboard-texts";
import { useProfileEditor } from "../editor/ProfileEditor";

export function SaveChangesBar() {
  const {
    readOnly,
    dirty,
    saving,
    avatarBusy,
    failure,
    stale,
    loadLatest,
    leftBehind,
    dismissLeftBehind,
    save,
    discard,
  } = useProfileEditor();
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const { t } = useWords();
  const status = useRef<HTMLParagraphElement>(null);
  // A viewer has nothing to save (the frame says why).
  if (readOnly) return null;

  return (
    <div className={`save-bar${dirty ? " save-bar--sticky" : ""}`}>
      {stale ? (
        // The page changed elsewhere: the draft stays until the owner takes the latest version.
        <FormAlert message={stale}>
          <button type="button" className="button form-alert__action" onClick={loadLatest}>
            {t(saveBarTexts.loadLatest)}
          </button>
        </FormAlert>
      ) : (
        <FormAlert message={failure?.message} errors={failure?.errors} />
      )}
      {leftBehind && <LeftBehindEdits lines={leftBehind} onDismiss={dismissLeftBehind} />}
      <div className="save-bar__row split-row">
        <p className="save-bar__status muted" ref={status} tabIndex={-1}>
          {dirty ? t(saveBarTexts.unsaved) : t(saveBarTexts.allSaved)}
        </p>
        <div className="save-bar__actions">
          <button
            type="button"
            className="button"
            disabled={!dirty || saving}
            onClick={() => setConfirmingDiscard(true)}
          >
            {t(saveBarTexts.discard)}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!dirty || saving || avatarBusy}
            onClick={async (event) => {
              const button = event.currentTarget;
              // Saved, nothing is left to save and the button that had the focus is disabled: the focus goes
              // to the status, which says how it went, rather than falling to the page's start.
              if ((await save()) && [button, document.body, null].includes(document.activeElement as never)) {
                status.current?.focus();
              }
            }}
          >
            {saving ? t(saveBarTexts.saving) : t(saveBarTexts.save)}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmingDiscard}
        title={t(saveBarTexts.discardTitle)}
        confirmLabel={t(saveBarTexts.discard)}
        cancelLabel={t(saveBarTexts.keepEditing)}
        danger
        onConfirm={() => {
          discard();
          setConfirmingDiscard(false);
        }}
        onCancel={() => setConfirmingDiscard(false)}
      >
        <p className="muted">{t(saveBarTexts.discardBody)}</p>
      </ConfirmDialog>
    </div>
  );
}

/** The edits a save the page moved past could not make, to make again on the latest version. */
function LeftBehindEdits({ lines, onDismiss }: { lines: string[]; onDismiss: () => void }) {
  const { t } = useWords();
  return (
    <section className="notice notice--warning save-bar__left-behind" aria-labelledby="left-behind-title">
      <h3 id="left-behind-title">{t(saveBarTexts.leftBehindTitle)}</h3>
      <p className="muted">{t(saveBarTexts.leftBehindIntro)}</p>
      <ul className="form-alert__list">
        {lines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is shown as a whole, never reordered
          <li key={index}>{line}</li>
        ))}
      </ul>
      <button type="button" className="button form-alert__action" onClick={onDismiss}>
        {t(saveBarTexts.dismiss)}
      </button>
    </section>
  );
}
