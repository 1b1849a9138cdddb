// Every form of the app is react-hook-form with its zod resolver (docs/decisions/056), kept to one rule
// (docs/product.md, "Limits"): a field's client rule — the shared schema of contract/ — speaks once the
// field was left or a submit was tried, and again on every change from then on; a server error sits on
// its field until the field is edited; a submit with a refused field focuses the first one. Leaving a
// field shows its message only once the press that took the focus is over (./after-press.ts), so the
// message cannot move the button being pressed.
import { zodResolver } from "@hookform/resolvers/zod";
import type { ChangeEvent, FocusEvent } from "react";
import {
  type FieldPath,
  type FieldValues,
  get,
  type Resolver,
  type UseFormReturn,
  useController,
  useForm,
} from "react-hook-form";
import type { z } from "zod";
import { afterPress } from "./after-press";

export type AppFormOptions<V extends FieldValues> = {
  /** Prefix for input ids, unique per page, so labels, error texts and focus calls can point at them. */
  idPrefix: string;
  defaultValues: V;
  /** The client rules: a schema over the form's values (most are contract/'s own); none for a form without. */
  schema?: z.ZodType;
  /** Values that change under the form (the address's filters, say): the form starts again from them. */
  values?: V;
};

/** What a FormField (or any control inside a FieldFrame) takes from its form. */
export type BoundField = {
  id: string;
  name: string;
  error: string | undefined;
  ref: (element: HTMLElement | null) => void;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
};

export type AppForm<V extends FieldValues> = UseFormReturn<V> & {
  idFor: (name: FieldPath<V>) => string;
  /** The message a field shows now: its rule's or the server's, by the rule above. */
  errorFor: (name: FieldPath<V>) => string | undefined;
  /** Binds an input the browser holds the value of (react-hook-form's `register`). */
  field: (name: FieldPath<V>) => BoundField;
  /** The fields in the order the form lists them, which is the order they appear in. */
  fieldNames: FieldPath<V>[];
};

export function useAppForm<V extends FieldValues>({
  idPrefix,
  defaultValues,
  schema,
  values,
}: AppFormOptions<V>): AppForm<V> {
  const form = useForm<V>({
    // The form's values as typed: what is sent is built from them by each form.
    defaultValues: defaultValues as never,
    values,
    resolver: schema ? (zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<V>) : undefined,
    mode: "onTouched",
    reValidateMode: "onChange",
    criteriaMode: "firstError",
    shouldFocusError: true,
  });
  const idFor = (name: FieldPath<V>) => `${idPrefix}-${name}`;
  // Read in render, so a change of any message renders the form again (react-hook-form's subscription).
  const { errors } = form.formState;
  const errorFor = (name: FieldPath<V>): string | undefined =>
    (get(errors, name) as { message?: string } | undefined)?.message;
  const field = (name: FieldPath<V>): BoundField => {
    const { onBlur, onChange, ref } = form.register(name);
    return {
      id: idFor(name),
      name,
      error: errorFor(name),
      ref,
      onChange: (event) => void onChange(event),
      onBlur: (event) => afterPress(() => void onBlur(event)),
    };
  };
  return { ...form, idFor, errorFor, field, fieldNames: Object.keys(defaultValues) as FieldPath<V>[] };
}

/**
 * A field whose control hands over its value rather than an event (the username's capped input), or
 * whose value the form also shows elsewhere (a counter): react-hook-form's controller.
 */
export function useControlledField<V extends FieldValues>(form: AppForm<V>, name: FieldPath<V>) {
  const { field } = useController({ control: form.control, name });
  return {
    id: form.idFor(name),
    name,
    value: field.value as string,
    error: form.errorFor(name),
    ref: field.ref,
    onChange: (value: string) => field.onChange(value),
    onBlur: () => afterPress(field.onBlur),
  };
}
