// One labelled input with its hint and error. `ref` reaches the input, which a form binds (web/forms/).
import type { InputHTMLAttributes, Ref } from "react";
import { FieldFrame, type FieldFrameProps } from "./FieldFrame";

export type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> &
  FieldFrameProps & { ref?: Ref<HTMLInputElement> };

export function FormField({ id, label, error, hint, className, ...input }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <input {...input} {...aria} className="field__input" />}
    </FieldFrame>
  );
}
