// A toast raised right before the app replaces its document (a sign-in reopening the dashboard as an
// isolated document, docs/decisions/021): kept in the tab's session storage and shown by the next
// document's ToastProvider, so the message survives the load.
import type { ToastKind } from "./toast-context";

const carriedToastKey = "ln_toast";
const kinds: readonly ToastKind[] = ["success", "info", "error"];

export type CarriedToast = { text: string; kind: ToastKind };

export function carryToast(toast: CarriedToast): void {
  try {
    sessionStorage.setItem(carriedToastKey, JSON.stringify(toast));
  } catch {
    // Storage unavailable: the message is lost, the load is not.
  }
}

/** The carried toast, removed as it is read; null when there is none or it is not a toast. */
export function takeCarriedToast(): CarriedToast | null {
  try {
    const raw = sessionStorage.getItem(carriedToastKey);
    if (raw === null) return null;
    sessionStorage.removeItem(carriedToastKey);
    const toast = JSON.parse(raw) as Partial<CarriedToast> | null;
    if (typeof toast?.text === "string" && kinds.includes(toast.kind as ToastKind)) {
      return { text: toast.text, kind: toast.kind as ToastKind };
    }
    return null;
  } catch {
    return null;
  }
}
