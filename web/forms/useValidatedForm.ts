// Form state for the account screens (product §5): values, client-side errors from the shared schemas
// shown only once a field was touched (blur) or a submit was tried, and server field errors mapped
// onto their inputs by `field`.
import { type ChangeEvent, useCallback, useMemo, useState } from "react";
import type { FieldError } from "#contract/types";

type FormValues = Record<string, string>;
type Errors<F extends string> = Partial<Record<F, string>>;

type Options<V extends FormValues> = {
  /** Prefix for input ids, unique per page, so labels and error texts can point at them. */
  idPrefix: string;
  initial: V;
  /** Messages per field; keep it stable (module level or memoised), it runs on every change. */
  validate: (values: V) => Errors<keyof V & string>;
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
  validate,
}: Options<V>) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors<F>>({});

  const clientErrors: Errors<F> = useMemo(() => validate(values), [validate, values]);
  const fieldNames = useMemo(() => Object.keys(initial) as F[], [initial]);
  const idFor = useCallback((name: F) => `${idPrefix}-${name}`, [idPrefix]);

  const set = useCallback((name: F, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A server verdict is about the old value; once edited, the client rules speak again.
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const errorFor = useCallback(
    (name: F): string | undefined =>
      serverErrors[name] ?? (touched[name] || submitted ? clientErrors[name] : undefined),
    [serverErrors, touched, submitted, clientErrors],
  );

  const bind = useCallback(
    (name: F): BoundField => ({
      id: idFor(name),
      name,
      value: values[name] ?? "",
      error: errorFor(name),
      onChange: (event) => set(name, event.target.value),
      onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
    }),
    [idFor, values, errorFor, set],
  );

  /** Marks the form as submitted; when a rule fails, focuses the first invalid field and answers false. */
  const validateForSubmit = useCallback((): boolean => {
    setSubmitted(true);
    const firstInvalid = fieldNames.find((name) => clientErrors[name]);
    if (firstInvalid === undefined) return true;
    document.getElementById(idFor(firstInvalid))?.focus();
    return false;
  }, [fieldNames, clientErrors, idFor]);

  /** Puts the server's `errors` on the inputs they name; errors for other fields only show in the list. */
  const applyServerErrors = useCallback(
    (errors: FieldError[] | undefined) => {
      const mapped: Errors<F> = {};
      for (const { field, message } of errors ?? []) {
        if ((fieldNames as string[]).includes(field) && !mapped[field as F]) mapped[field as F] = message;
      }
      setServerErrors(mapped);
    },
    [fieldNames],
  );

  return { values, set, bind, errorFor, validateForSubmit, applyServerErrors };
}
