// Where toasts appear. The live region is always in the DOM, so screen readers announce a toast
// the moment it is added (a region created together with its text is often not announced).
import { useEffect } from "react";
import type { MessageDescriptor } from "#contract/i18n/define";
import { useWordsIfShown } from "../i18n/I18nProvider";
import { toastTexts } from "./shell-texts";
import type { Toast } from "./toast-context";

/** A name in the reader's words; in English where the toasts are shown outside the app's words. */
function useSay(): (message: MessageDescriptor) => string {
  const t = useWordsIfShown();
  return (message) => (t ? t(message) : message.defaultMessage);
}

type Props = { toasts: Toast[]; durationMs: number; onDismiss: (id: number) => void };

export function ToastViewport({ toasts, durationMs, onDismiss }: Props) {
  const say = useSay();
  return (
    <section className="toast-viewport" role="status" aria-live="polite" aria-label={say(toastTexts.region)}>
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
  const say = useSay();
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
        aria-label={say(toastTexts.dismiss)}
        onClick={() => onDismiss(toast.id)}
      >
        ×
      </button>
    </div>
  );
}
