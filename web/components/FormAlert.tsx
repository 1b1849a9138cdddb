// A form-level failure: the server's message, or the list of its field errors (docs/product.md, "Limits" "shown as a
// list"), kept on screen next to the form while the toast disappears.
import type { ReactNode } from "react";
import type { FieldError } from "#contract/types";

type Props = { message?: string; errors?: FieldError[]; children?: ReactNode };

export function FormAlert({ message, errors, children }: Props) {
  if (!message && !errors?.length) return null;
  return (
    <div className="form-alert" role="alert">
      {errors?.length ? (
        <ul className="form-alert__list">
          {errors.map((error, index) => (
            // The same message can appear for two fields, so the index keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole, never reordered
            <li key={`${error.field}-${index}`}>{error.message}</li>
          ))}
        </ul>
      ) : (
        <p className="form-alert__message">{message}</p>
      )}
      {children}
    </div>
  );
}
