// Which message each field of a form shows (docs/product.md, "Limits"), the one rule every form of the app keeps: a
// client rule's message once the field was touched (blurred) or a submit was tried, and the server's
// message for the field until the field is edited again. The form names its fields (an input's name,
// an editor key) and says how a server error's `field` maps onto them.
import { useCallback, useState } from "react";
import type { FieldError } from "#contract/types";
import { afterPress } from "./after-press";

export type FieldMessages<F extends string = string> = Partial<Record<F, string>>;

/** `clientErrors` are the client rules' messages for the current values, one per field that fails. */
export function useFieldErrors<F extends string>(clientErrors: FieldMessages<F>) {
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages<F>>({});

  /**
   * The field lost focus: its client rule speaks from now on. When a press took the focus away, the
   * message waits for the click to land (after-press.ts), so it cannot move the button being pressed.
   */
  const touch = useCallback((field: F) => {
    afterPress(() => setTouched((current) => (current.has(field) ? current : new Set(current).add(field))));
  }, []);

  /** The field's value changed: a server verdict is about the value it was sent, so the client rules speak again. */
  const edited = useCallback((field: F) => {
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const errorFor = useCallback(
    (field: F): string | undefined =>
      serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined),
    [serverErrors, submitted, touched, clientErrors],
  );

  /**
   * A submit was tried, so every client rule speaks from now on. Focuses the first field in `pageOrder`
   * that a rule refuses (its input found by `inputIdFor`) and answers whether every field passes;
   * `errors` when the caller has a fresher verdict than the last render's (rules that just arrived).
   */
  const checkForSubmit = useCallback(
    (pageOrder: readonly F[], inputIdFor: (field: F) => string, errors: FieldMessages<F> = clientErrors): boolean => {
      setSubmitted(true);
      const firstInvalid = pageOrder.find((field) => errors[field]);
      if (firstInvalid === undefined) return true;
      document.getElementById(inputIdFor(firstInvalid))?.focus();
      return false;
    },
    [clientErrors],
  );

  /**
   * Puts the server's `errors` on the fields they name, the first message per field; `fieldFor` answers
   * the form's field for a server name, or null when no input shows it (such errors only show in the list).
   */
  const showServerErrors = useCallback(
    (errors: FieldError[] | undefined, fieldFor: (serverField: string) => F | null) => {
      const mapped: FieldMessages<F> = {};
      for (const { field, message } of errors ?? []) {
        const key = fieldFor(field);
        if (key !== null && !mapped[key]) mapped[key] = message;
      }
      setServerErrors(mapped);
    },
    [],
  );

  /** A fresh start: nothing touched, no submit tried, no server verdict. */
  const reset = useCallback(() => {
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  }, []);

  return { touch, edited, errorFor, checkForSubmit, showServerErrors, reset };
}
