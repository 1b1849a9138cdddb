// The toast system's shapes and its React context: what a toast is and what a screen may do with
// toasts. ToastProvider fills the context and ToastViewport draws the toasts; both import from here.
import { createContext } from "react";

export type ToastKind = "success" | "info" | "error";
export type Toast = { id: number; kind: ToastKind; text: string };

export type ToastApi = {
  show: (text: string, kind?: ToastKind) => void;
  success: (text: string) => void;
  info: (text: string) => void;
  error: (text: string) => void;
  dismiss: (id: number) => void;
};

export const ToastContext = createContext<ToastApi | null>(null);
