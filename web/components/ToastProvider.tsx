// The app-wide toast notifications (docs/product.md, "Limits": each one shows for 2500 ms). Mounted once above the
// router so a toast raised just before a navigation (e.g. 'Welcome back.') survives the page change.
// Each toast's clock belongs to the toast on screen (ToastViewport), not to the provider: an effect
// that sets its timer and clears it on clean-up stays right when StrictMode runs effects twice, and a
// provider that unmounts takes its toasts' timers with it.
import { type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { timings } from "../timings";
import { ToastViewport } from "./ToastViewport";
import { type Toast, type ToastApi, ToastContext, type ToastKind } from "./toast-context";

export function ToastProvider({
  children,
  durationMs = timings.toastMs,
}: {
  children: ReactNode;
  durationMs?: number;
}) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback((text: string, kind: ToastKind = "info") => {
    const id = nextId.current++;
    setToasts((current) => [...current, { id, kind, text }]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({
      show,
      success: (text) => show(text, "success"),
      info: (text) => show(text, "info"),
      error: (text) => show(text, "error"),
      dismiss,
    }),
    [show, dismiss],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} durationMs={durationMs} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
