// The username input (docs/product.md, "Screens" and "Limits"): capped at 30 with a "N characters left" counter, and an
// optional note read with it (the editor's warning about a rename). onChange gets the value already cut to the cap.
import type { ReactNode } from "react";
import { limits } from "#contract/limits";
import { CharacterCounter } from "../CharacterCounter";
import { FormField, type FormFieldProps } from "../FormField";

type Props = Omit<
  FormFieldProps,
  "label" | "type" | "autoComplete" | "autoCapitalize" | "spellCheck" | "required" | "maxLength" | "hint" | "onChange"
> & { value: string; onChange: (value: string) => void; note?: ReactNode };

export function UsernameField({ value, onChange, note, ...field }: Props) {
  return (
    <FormField
      label="Username"
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={limits.usernameMax}
      hint={
        <>
          <CharacterCounter length={value.length} max={limits.usernameMax} />
          {note}
        </>
      }
      {...field}
      value={value}
      // Pasted text longer than the cap is cut, the same as typing stops at the cap.
      onChange={(event) => onChange(event.target.value.slice(0, limits.usernameMax))}
    />
  );
}
