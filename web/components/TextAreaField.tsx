// A labelled multi-line input with its hint and error. `ref` reaches the textarea, which a form binds (web/forms/).
import type { Ref, TextareaHTMLAttributes } from "react";
import { FieldFrame, type FieldFrameProps } from "./FieldFrame";

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> &
  FieldFrameProps & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ id, label, error, hint, className, ...textarea }: Props) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      {(aria) => <textarea {...textarea} {...aria} className="field__input field__input--multiline" />}
    </FieldFrame>
  );
}
