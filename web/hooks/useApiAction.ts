// One request a button or a small form sends (the Security and Your data cards, the login's second
// step): busy while it runs, the server's message (or a fallback) kept on screen when it fails, and the
// answer handed on when it succeeds.
import { useState } from "react";
import type { FieldError } from "#contract/types";
import type { ApiResult } from "../api/client";

export type ActionFailure = { message: string; errors?: FieldError[] };

export function useApiAction() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ActionFailure | null>(null);

  /** Sends the request; `onSuccess` runs with its answer. Answers whether it succeeded. */
  async function run<T>(send: () => Promise<ApiResult<T>>, fallback: string, onSuccess?: (data: T) => unknown) {
    setBusy(true);
    setFailure(null);
    const result = await send();
    setBusy(false);
    if (!result.ok) {
      const errors = Array.isArray(result.error.errors) ? result.error.errors : undefined;
      setFailure({ message: result.error.msg || fallback, errors });
      return false;
    }
    await onSuccess?.(result.data);
    return true;
  }

  return { busy, failure, setFailure, run };
}
