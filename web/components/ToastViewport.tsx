// Where toasts appear. The live region is always in the DOM, so screen readers announce a toast
// the moment it is added (a region created together with its text is often not announced).
import { useEffect } from "react";
import type { Toast } from "./toast-context";

type Props = { toasts: Toast[]; durationMs: number; onDismiss: (id: number) => void };

export function ToastViewport({ toasts, durationMs, onDismiss }: Props) {
  return (
    <section className="toast-viewport" role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} durationMs={durationMs} onDismiss={onDismiss} />
      ))}
    </section>
  );
}

function ToastItem({
  toast,
  durationMs,
  onDismiss,
}: {
  toast: Toast;
  durationMs: number;
  onDismiss: Props["onDismiss"];
}) {
  // The toast closes itself: its timer lives and dies with it on screen.
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), durationMs);
    return () => clearTimeout(timer);
  }, [toast.id, durationMs, onDismiss]);
  return (
    <div className={`toast toast--${toast.kind}`}>
      <span className="toast__text">{toast.text}</span>
      <button
        type="button"
        className="toast__close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
