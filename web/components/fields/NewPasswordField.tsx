// A password being chosen (signup, reset), with the hint that states the rules of docs/product.md, "Limits", built from
// the shared limits so it never disagrees with them.
import { limits } from "#contract/limits";
import { FormField, type FormFieldProps } from "../FormField";

const hint = `${limits.passwordMin}-${limits.passwordMax} characters with an uppercase letter, a lowercase letter and a number.`;

type Props = Omit<FormFieldProps, "type" | "autoComplete" | "required" | "hint">;

export function NewPasswordField(props: Props) {
  return (
    <FormField
      type="password"
      autoComplete="new-password"
      required
      hint={hint}
      maxLength={limits.passwordMax}
      {...props}
    />
  );
}
