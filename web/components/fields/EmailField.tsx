// The e-mail address input of the account forms (signup, forgot password, change e-mail).
import { limits } from "#contract/limits";
import { FormField, type FormFieldProps } from "../FormField";

type Props = Omit<FormFieldProps, "label" | "type" | "autoComplete" | "required"> & { label?: string };

export function EmailField({ label = "Email", ...field }: Props) {
  return <FormField label={label} type="email" autoComplete="email" required maxLength={limits.emailMax} {...field} />;
}
