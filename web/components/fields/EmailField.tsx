// The e-mail address input of the account forms (signup, forgot password, change e-mail).
import { limits } from "#contract/limits";
import { useWords } from "../../i18n/I18nProvider";
import { FormField, type FormFieldProps } from "../FormField";
import { fieldTexts } from "./field-texts";

type Props = Omit<FormFieldProps, "label" | "type" | "autoComplete" | "required"> & { label?: string };

export function EmailField({ label, ...field }: Props) {
  const { t } = useWords();
  return (
    <FormField
      label={label ?? t(fieldTexts.email)}
      type="email"
      autoComplete="email"
      required
      maxLength={limits.emailMax}
      {...field}
    />
  );
}
