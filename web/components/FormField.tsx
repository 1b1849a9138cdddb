// One labelled input with its hint and error.
import type { InputHTMLAttributes } from "react";
import { FieldFrame, type FieldFrameProps } from "./FieldFrame";

export type FormFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id"> & FieldFrameProps;

export function FormField({ id, label, error, hint, className, ...input }: FormFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <input {...input} {...aria} className="field__input" />}
    </FieldFrame>
  );
}
