// Form state for the account screens (docs/product.md, "Limits"): the values, the client-side errors from the shared
// schemas and the server's field errors mapped onto their inputs by `field`. Which of those a field
// shows, and when, is useFieldErrors' rule. The rules are fetched when a field is first focused (or
// the form submitted), so a screen paints without the validation library (useDeferredRules.ts).
import { type ChangeEvent, useCallback, useMemo, useState } from "react";
import type { FieldError } from "#contract/types";
import { type DeferredRules, useDeferredRules } from "./useDeferredRules";
import { type FieldMessages, useFieldErrors } from "./useFieldErrors";

type FormValues = Record<string, string>;

type Options<V extends FormValues, M> = {
  /** Prefix for input ids, unique per page, so labels and error texts can point at them. */
  idPrefix: string;
  initial: V;
  /** Keep it stable (module level or memoised): its `validate` runs on every change. */
  rules: DeferredRules<M, V, keyof V & string>;
};

export type BoundField = {
  id: string;
  name: string;
  value: string;
  error?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  onFocus: () => void;
};

export function useValidatedForm<V extends FormValues, M, F extends keyof V & string = keyof V & string>({
  idPrefix,
  initial,
  rules,
}: Options<V, M>) {
  const [values, setValues] = useState<V>(initial);
  const { errors, ensure, errorsOnceLoaded } = useDeferredRules(rules, values);
  const clientErrors = errors as FieldMessages<F>;
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
      onFocus: () => void ensure(),
    }),
    [idFor, values, errorFor, set, touch, ensure],
  );

  /**
   * Marks the form as submitted once the rules are here; when one fails, focuses the first invalid
   * field and answers false.
   */
  const validateForSubmit = useCallback(
    async (): Promise<boolean> =>
      checkForSubmit(fieldNames, idFor, (await errorsOnceLoaded(values)) as FieldMessages<F>),
    [checkForSubmit, fieldNames, idFor, errorsOnceLoaded, values],
  );

  /** Puts the server's `errors` on the inputs they name; errors for other fields only show in the list. */
  const applyServerErrors = useCallback(
    (errors: FieldError[] | undefined) =>
      showServerErrors(errors, (field) => ((fieldNames as string[]).includes(field) ? (field as F) : null)),
    [showServerErrors, fieldNames],
  );

  return { values, set, bind, errorFor, validateForSubmit, applyServerErrors };
}
