// The page editor on the app's form library (react-hook-form with its zod resolver, docs/decisions/056),
// keeping its one rule (docs/product.md, "Limits"; web/forms/app-form.ts): a field's client rule speaks once
// the field was left or a save was tried, and again on every change from then on; a server error sits on its
// field until the field is edited; a save with a refused field focuses the first one in the page's order.
// The draft (./draft.ts) holds the values — every card of every section and the live preview read it — so
// the form judges the draft through its resolver rather than holding inputs of its own.
import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { type FieldError as FormFieldError, get, type Resolver, useForm } from "react-hook-form";
import type { FieldError } from "#contract/types";
import { afterPress } from "../../../forms/after-press";
import type { Draft } from "./draft";
import { type FieldKey, fieldInputId, fieldsInPageOrder } from "./fields";
import { type EditorValues, editorSchema, editorValues } from "./validation";

const judge = zodResolver(editorSchema as never, undefined, { raw: true }) as unknown as Resolver<EditorValues>;

/** Focuses a field's input, now or, when a panel is still opening to show it, once it is drawn. */
function focusField(field: FieldKey): void {
  const input = () => document.getElementById(fieldInputId(field));
  const now = input();
  if (now) now.focus();
  else requestAnimationFrame(() => input()?.focus());
}

export function useEditorForm(draft: Draft | null) {
  const values = useMemo(() => draft && editorValues(draft), [draft]);
  // Read by the resolver when it runs, which is after the render that made the draft what it is.
  const current = useRef(values);
  current.current = values;
  const form = useForm<EditorValues>({
    resolver: (_inputs, context, options) => judge(current.current ?? ({} as EditorValues), context, options),
    criteriaMode: "firstError",
    // The inputs are the cards' own: the first refused one is found by the page's order (focusFirst).
    shouldFocusError: false,
  });
  // Read in render, so a change of any message renders the editor again (react-hook-form's subscription).
  const { errors } = form.formState;
  /**
   * A checked draft is on its way: the fields wait. Not react-hook-form's isSubmitting, which covers the
   * check as well, when the first refused field must still take the focus.
   */
  const [sending, setSending] = useState(false);
  const touched = useRef(new Set<FieldKey>());
  const editedSinceRender = useRef(new Set<FieldKey>());

  const isServerVerdict = useCallback((field: FieldKey) => form.getFieldState(field).error?.type === "server", [form]);

  // After each change to the draft, the fields whose rules speak are judged again, and an edited field's
  // server verdict gives way to its rule.
  useEffect(() => {
    if (!draft) return;
    const edited = editedSinceRender.current;
    editedSinceRender.current = new Set();
    const fields = fieldsInPageOrder(draft);
    const speaking = fields.filter(
      (field) =>
        (form.formState.isSubmitted || touched.current.has(field)) && (edited.has(field) || !isServerVerdict(field)),
    );
    for (const field of edited) if (!speaking.includes(field) && isServerVerdict(field)) form.clearErrors(field);
    if (speaking.length > 0) void form.trigger(speaking);
  }, [draft, form, isServerVerdict]);

  /** The field lost focus: its rule speaks from now on, once the press that took the focus is over. */
  const touch = useCallback(
    (field: FieldKey) =>
      afterPress(() => {
        touched.current.add(field);
        if (!isServerVerdict(field)) void form.trigger(field);
      }),
    [form, isServerVerdict],
  );

  /** The field's value changed (the draft renders with it next). */
  const edited = useCallback((field: FieldKey) => {
    editedSinceRender.current.add(field);
  }, []);

  const errorFor = (field: FieldKey): string | undefined => (get(errors, field) as FormFieldError | undefined)?.message;

  /** Focuses the first field in the page's order that holds a message; whether there was one. */
  const focusFirst = (of: Draft): boolean => {
    // The form's state now, not the last render's: the check that set these has not rendered yet.
    const first = fieldsInPageOrder(of).find((field) => form.getFieldState(field).error);
    if (first) focusField(first);
    return first !== undefined;
  };

  /**
   * A save was tried: every rule speaks from now on. A draft that passes them all goes to `send`, the form
   * sending until it is done; otherwise the first refused field takes the focus. Whether it passed.
   */
  const submit = async (send: () => Promise<void>): Promise<boolean> => {
    let passes = false;
    await form.handleSubmit(async () => {
      passes = true;
      setSending(true);
      try {
        await send();
      } finally {
        setSending(false);
      }
    })();
    if (!passes && draft) focusFirst(draft);
    return passes;
  };

  /**
   * Puts the server's `errors` on the fields they name (the first message per field; `fieldFor` answers
   * null for a name no input shows, which only the list beside Save shows) and focuses the first.
   */
  const showServerErrors = (serverErrors: FieldError[] | undefined, fieldFor: (name: string) => FieldKey | null) => {
    const named = new Map<FieldKey, string>();
    for (const { field, message } of serverErrors ?? []) {
      const key = fieldFor(field);
      if (key !== null && !named.has(key)) named.set(key, message);
    }
    for (const [field, message] of named) form.setError(field, { type: "server", message });
    if (draft && named.size > 0) {
      const first = fieldsInPageOrder(draft).find((field) => named.has(field));
      if (first) focusField(first);
    }
  };

  /** A fresh start: nothing touched, no save tried, no verdict. */
  const reset = useCallback(() => {
    touched.current.clear();
    editedSinceRender.current.clear();
    form.reset();
  }, [form]);

  return { touch, edited, errorFor, submit, submitting: sending, showServerErrors, reset };
}
