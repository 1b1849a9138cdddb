// The submit path the account forms share (docs/product.md, "Limits"): one request at a time, the fields checked
// before anything is sent, the last failure cleared, and a failure shown through useFormFailure with
// the screen's own fallback text. Each form says only what it sends and what success does.
import { type FormEvent, useRef, useState } from "react";
import type { FieldError } from "#contract/types";
import type { ApiFailure, ApiResult } from "../api/client";
import { useFormFailure } from "./useFormFailure";

type SubmittableForm = {
  /** Waits for the form's rules to arrive if need be (useDeferredRules.ts). */
  validateForSubmit(): Promise<boolean>;
  applyServerErrors(errors: FieldError[] | undefined): void;
};

export type FormSubmitOptions<T> = {
  send: () => Promise<ApiResult<T>>;
  /** Shown when the server gives no message of its own. */
  fallback: string;
  onSuccess: (data: T) => void | Promise<void>;
  /** After the failure is shown, for a form that says more (a toast, say). */
  onFailure?: (failure: ApiFailure) => void;
  /** Submitting waits: the form cannot be sent yet, or at all (signup before its config, or closed). */
  blocked?: boolean;
  /** The button stays busy after a success that leaves the form (login navigates away). */
  staysBusyOnSuccess?: boolean;
};

export function useFormSubmit<T>(form: SubmittableForm, options: FormSubmitOptions<T>) {
  const { failure, report, clear } = useFormFailure(form.applyServerErrors);
  const [busy, setBusy] = useState(false);
  /** A press while the rules are still on their way must not send the form twice. */
  const checking = useRef(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy || options.blocked || checking.current) return;
    checking.current = true;
    const valid = await form.validateForSubmit().finally(() => {
      checking.current = false;
    });
    if (!valid) return;
    clear();
    setBusy(true);
    const result = await options.send();
    if (!result.ok) {
      setBusy(false);
      report(result, options.fallback);
      options.onFailure?.(result);
      return;
    }
    if (!options.staysBusyOnSuccess) setBusy(false);
    await options.onSuccess(result.data);
  }

  return { busy, failure, onSubmit };
}
