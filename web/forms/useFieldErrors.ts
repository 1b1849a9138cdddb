// Which message each editor field shows (product §5): a client rule's message once the field was touched
// (blur) or a save was tried, and the server's message for the field until the field is edited again.
import { useCallback, useState } from "react";
import type { FieldKey } from "./fields";

export type FieldMessages = Partial<Record<FieldKey, string>>;

export function useFieldErrors(clientErrors: FieldMessages) {
  const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});

  const touch = useCallback((field: FieldKey) => {
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  }, []);

  // A server verdict is about the value it was sent; once edited, the client rules speak again.
  const edited = useCallback((field: FieldKey) => {
    setServerErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const errorFor = useCallback(
    (field: FieldKey): string | undefined =>
      serverErrors[field] ?? (submitted || touched.has(field) ? clientErrors[field] : undefined),
    [serverErrors, submitted, touched, clientErrors],
  );

  const reset = useCallback(() => {
    setTouched(new Set());
    setSubmitted(false);
    setServerErrors({});
  }, []);

  const markSubmitted = useCallback(() => setSubmitted(true), []);

  return { touch, edited, errorFor, reset, markSubmitted, setServerErrors };
}
