// The submit path the account forms share (docs/product.md, "Limits"): the fields checked before anything is sent,
// the request sent as a mutation (one at a time), and a failure shown through useFormFailure with the
// screen's own fallback text. Each form says only what it sends and what success does.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import type { FieldError } from "#contract/types";
import type { ApiFailure, ApiResult } from "../api/client";
import { dataOf, failureOf } from "../api/queries";
import { useFormFailure } from "./useFormFailure";

type SubmittableForm = {
  validateForSubmit(): boolean;
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
  const [leaving, setLeaving] = useState(false);
  /** A second press before the first one's busy state has rendered must not send the form twice. */
  const sending = useRef(false);
  const submit = useMutation({
    mutationFn: () => dataOf(options.send()),
    onMutate: clear,
    onSettled: () => {
      sending.current = false;
    },
    onError: (error) => {
      const shown = failureOf(error);
      report(shown, options.fallback);
      options.onFailure?.(shown);
    },
    onSuccess: async (data) => {
      if (options.staysBusyOnSuccess) setLeaving(true);
      await options.onSuccess(data);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current || leaving || options.blocked) return;
    if (!form.validateForSubmit()) return;
    sending.current = true;
    submit.mutate();
  }

  return { busy: submit.isPending || leaving, failure, onSubmit };
}
