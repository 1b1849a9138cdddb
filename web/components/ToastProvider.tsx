// The app-wide toast notifications (docs/product.md, "Limits": each one shows for 2500 ms). Mounted once above the
// router so a toast raised just before a navigation (e.g. 'Welcome back.') survives the page change.
import { type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { timings } from "../timings";
import { takeCarriedToast } from "./carried-toast";
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
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (text: string, kind: ToastKind = "info") => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, text }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), durationMs),
      );
    },
    [dismiss, durationMs],
  );

  // A toast the previous document raised as it handed over to this one.
  useEffect(() => {
    const carried = takeCarriedToast();
    if (carried) show(carried.text, carried.kind);
  }, [show]);

  // Pending timers must not fire into an unmounted provider.
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
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
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
