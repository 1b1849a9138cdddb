// Form state for the account screens (docs/product.md, "Limits"): the values, the client-side errors from the shared
// schemas and the server's field errors mapped onto their inputs by `field`. Which of those a field
// shows, and when, is useFieldErrors' rule; how a form is sent is useFormSubmit's.
import { type ChangeEvent, useCallback, useMemo, useState } from "react";
import type { FieldError } from "#contract/types";
import { type FieldMessages, useFieldErrors } from "./useFieldErrors";

type FormValues = Record<string, string>;

type Options<V extends FormValues> = {
  /** Prefix for input ids, unique per page, so labels and error texts can point at them. */
  idPrefix: string;
  initial: V;
  /** The client rules' messages for the values (./account-rules.ts); it runs on every change. */
  rules: (values: V) => FieldMessages<keyof V & string>;
};

export type BoundField = {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
};

export function useValidatedForm<V extends FormValues, F extends keyof V & string = keyof V & string>({
  idPrefix,
  initial,
  rules,
}: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const clientErrors = useMemo(() => rules(values) as FieldMessages<F>, [rules, values]);
  const { touch, edited, errorFor, checkForSubmit, showServerErrors } = useFieldErrors(clientErrors);
  const fieldNames = useMemo(() => Object.keys(initial) as F[], [initial]);
  const idFor = useCallback((name: F) => `${idPrefix}-${name}`, [idPrefix]);

  const set = useCallback(
    (name: F, value: string) => {
      setValues((current) => ({ ...current, [name]: value }));
      edited(name);
    },
    [edited],
  );

  const bind = useCallback(
    (name: F): BoundField => ({
      id: idFor(name),
      name,
      value: values[name] ?? "",
      error: errorFor(name),
      onChange: (event) => set(name, event.target.value),
      onBlur: () => touch(name),
    }),
    [idFor, values, errorFor, set, touch],
  );

  /** Marks the form as submitted; when a rule fails, focuses the first invalid field and answers false. */
  const validateForSubmit = useCallback(
    (): boolean => checkForSubmit(fieldNames, idFor),
    [checkForSubmit, fieldNames, idFor],
  );

  /** Puts the server's `errors` on the inputs they name; errors for other fields only show in the list. */
  const applyServerErrors = useCallback(
    (errors: FieldError[] | undefined) =>
      showServerErrors(errors, (field) => ((fieldNames as string[]).includes(field) ? (field as F) : null)),
    [showServerErrors, fieldNames],
  );

  return { values, set, bind, errorFor, validateForSubmit, applyServerErrors };
}
