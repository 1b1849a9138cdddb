// A password being chosen (signup, reset), with the hint that states the rules of docs/product.md, "Limits", built from
// the shared limits so it never disagrees with them.
import { limits } from "#contract/limits";
import { useWords } from "../../i18n/I18nProvider";
import { FormField, type FormFieldProps } from "../FormField";
import { fieldTexts } from "./field-texts";

type Props = Omit<FormFieldProps, "type" | "autoComplete" | "required" | "hint">;

export function NewPasswordField(props: Props) {
  const { t } = useWords();
  const hint = t(fieldTexts.passwordRules, { min: limits.passwordMin, max: limits.passwordMax });
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
