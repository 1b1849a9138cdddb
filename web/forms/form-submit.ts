// How every form of the app is sent (docs/product.md, "Limits"): the client rules first (react-hook-form's
// submit, which focuses the first refused field), then the request as a mutation, one at a time; while it
// runs the form is busy. A refusal shows the server's message, or the screen's fallback; the fields it
// names get their messages on their inputs, the first of them the focus, and the list of them stays
// beside the form with the toast 'Please review the highlighted fields.'.
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import type { FieldPath, FieldValues } from "react-hook-form";
import { messages } from "#contract/messages";
import type { FieldError } from "#contract/types";
import { type ApiFailure, failureMessage, fieldErrorsOf } from "../api/client";
import { failureOf } from "../api/queries";
import { useToast } from "../components/ToastProvider";
import type { AppForm } from "./app-form";

/** A refusal as a form shows it: the message, the fields' errors, and the body for what else it says. */
export type ShownFailure = { message: string; errors?: FieldError[]; body: ApiFailure["error"] };

export type FormSubmitOptions<V extends FieldValues, T> = {
  /** The request, its data or its failure thrown (`send` of web/api/queries.ts, an admin area's own). */
  send: (values: V) => Promise<T>;
  /** Shown when the server gives no message of its own. */
  fallback: string;
  onSuccess: (data: T, values: V) => void | Promise<void>;
  /** After the failure is shown, for a form that says more (a toast, say). */
  onFailure?: (failure: ApiFailure) => void;
  /** Submitting waits: the form cannot be sent yet, or at all (signup before its config, or closed). */
  blocked?: boolean;
  /** The button stays busy after a success that leaves the form (login navigates away). */
  staysBusyOnSuccess?: boolean;
  /** The form's field for a field the server names; by default the field of that name, if the form has it. */
  fieldFor?: (serverField: string) => FieldPath<V> | null;
};

/**
 * Puts the server's field errors on the form's fields (the first message per field) and focuses the
 * first of them in the form's order.
 */
export function showServerErrors<V extends FieldValues>(
  form: AppForm<V>,
  errors: FieldError[] | undefined,
  fieldFor: (serverField: string) => FieldPath<V> | null,
): void {
  const named = new Map<FieldPath<V>, string>();
  for (const { field, message } of errors ?? []) {
    const name = fieldFor(field);
    if (name !== null && !named.has(name)) named.set(name, message);
  }
  const first = form.fieldNames.find((name) => named.has(name));
  for (const [name, message] of named)
    form.setError(name, { type: "server", message }, { shouldFocus: name === first });
}

export function useFormSubmit<V extends FieldValues, T>(form: AppForm<V>, options: FormSubmitOptions<V, T>) {
  const toast = useToast();
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const [leaving, setLeaving] = useState(false);
  /** A second press before the first one's busy state has rendered must not send the form twice. */
  const sending = useRef(false);
  const fieldFor =
    options.fieldFor ??
    ((serverField: string) =>
      form.fieldNames.some((name) => name === serverField) ? (serverField as FieldPath<V>) : null);
  const submit = useMutation({ mutationFn: options.send });

  const sendValid = async (values: V) => {
    sending.current = true;
    setFailure(null);
    try {
      const data = await submit.mutateAsync(values);
      if (options.staysBusyOnSuccess) setLeaving(true);
      await options.onSuccess(data, values);
    } catch (error) {
      const shown = failureOf(error);
      const errors = fieldErrorsOf(shown);
      showServerErrors(form, errors, fieldFor);
      if (errors) toast.error(messages.reviewFields);
      setFailure({ message: failureMessage(shown, options.fallback), errors, body: shown.error });
      options.onFailure?.(shown);
    } finally {
      sending.current = false;
    }
  };

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (sending.current || leaving || options.blocked) return;
    void form.handleSubmit(sendValid)(event);
  }

  return { busy: submit.isPending || leaving, failure, onSubmit, clearFailure: () => setFailure(null) };
}
