// The username input (docs/product.md, "Screens" and "Limits"): capped at 30 with a "N characters left" counter. onChange gets the
// value already cut to the cap.
import { limits } from "#contract/limits";
import { CharacterCounter } from "../CharacterCounter";
import { FormField, type FormFieldProps } from "../FormField";

type Props = Omit<
  FormFieldProps,
  "label" | "type" | "autoComplete" | "autoCapitalize" | "spellCheck" | "required" | "maxLength" | "hint" | "onChange"
> & { value: string; onChange: (value: string) => void };

export function UsernameField({ value, onChange, ...field }: Props) {
  return (
    <FormField
      label="Username"
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={limits.usernameMax}
      hint={<CharacterCounter length={value.length} max={limits.usernameMax} />}
      {...field}
      value={value}
      // Pasted text longer than the cap is cut, the same as typing stops at the cap.
      onChange={(event) => onChange(event.target.value.slice(0, limits.usernameMax))}
    />
  );
}
