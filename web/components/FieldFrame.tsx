// The frame every form control sits in: label, the control, its error and its hint. The error is
// announced through aria-describedby and marked with aria-invalid, so assistive tech hears why a field
// is wrong when it gets focus. FormField and TextAreaField are this frame around one control each.
import type { ReactNode } from "react";

export type FieldFrameProps = { id: string; label: string; error?: string; hint?: ReactNode; className?: string };
export type ControlAria = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

export function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldFrameProps & { children: (aria: ControlAria) => ReactNode }) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}${className ? ` ${className}` : ""}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
      {hint && (
        <div className="field__hint" id={hintId}>
          {hint}
        </div>
      )}
    </div>
  );
}
