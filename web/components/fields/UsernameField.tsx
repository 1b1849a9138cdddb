// The username input (docs/product.md, "Screens" and "Limits"): capped at 30 with a "N characters left" counter, whether
// the name can be had as one types (useUsernameAvailability; the account's own name is not asked about), and an
// optional note read with it (the editor's warning about a rename). onChange gets the value already cut to the cap.
import type { ReactNode } from "react";
import { limits } from "#contract/limits";
import { useUsernameAvailability } from "../../hooks/useUsernameAvailability";
import { useWords } from "../../i18n/I18nProvider";
import { CharacterCounter } from "../CharacterCounter";
import { FormField, type FormFieldProps } from "../FormField";
import { fieldTexts } from "./field-texts";

type Props = Omit<
  FormFieldProps,
  "label" | "type" | "autoComplete" | "autoCapitalize" | "spellCheck" | "required" | "maxLength" | "hint" | "onChange"
> & {
  value: string;
  onChange: (value: string) => void;
  note?: ReactNode;
  /** The account's current name, on a signed-in owner's field: the one name that is not asked about. */
  own?: string;
};

export function UsernameField({ value, onChange, note, own, ...field }: Props) {
  const { checking, answer } = useUsernameAvailability(value, own);
  const { t } = useWords();
  const availability = checking
    ? t(fieldTexts.checkingName)
    : answer
      ? answer.available
        ? t(fieldTexts.nameAvailable)
        : answer.msg
      : "";
  return (
    <FormField
      label={t(fieldTexts.username)}
      type="text"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      maxLength={limits.usernameMax}
      hint={
        <>
          <CharacterCounter length={value.length} max={limits.usernameMax} />
          <span
            className={`field__availability${answer ? (answer.available ? " field__availability--ok" : " field__availability--taken") : ""}`}
            role="status"
          >
            {availability}
          </span>
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
