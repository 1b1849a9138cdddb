// A confirmation in a native <dialog> (docs/architecture.md, "The web app") with the 'app' modal look. The browser supplies
// the focus trap, Escape and the backdrop; this component keeps the open state in React's hands.
import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";

type Props = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  busyLabel?: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A native <dialog> shown as a modal while `open` is true: the ref goes on the dialog. */
export function useModal(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel = "Processing...",
  danger = false,
  onConfirm,
  onCancel,
}: Props) {
  const ref = useModal(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      className="modal-app"
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape closes through React state, and not at all while the request runs.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className="modal-app__title">
        {title}
      </h2>
      {children}
      <div className="modal-app__actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={`button ${danger ? "button--danger" : "button--primary"}`}
          onClick={onConfirm}
          disabled={busy}
        >
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
