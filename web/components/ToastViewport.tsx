// Where toasts appear. The live region is always in the DOM, so screen readers announce a toast
// the moment it is added (a region created together with its text is often not announced).
import type { Toast } from "./toast-context";

type Props = { toasts: Toast[]; onDismiss: (id: number) => void };

export function ToastViewport({ toasts, onDismiss }: Props) {
  return (
    <section className="toast-viewport" role="status" aria-live="polite" aria-label="Notifications">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`}>
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
      ))}
    </section>
  );
}
