// The e-mail sign-up block's own fields in its editor row (docs/guides/audience.md): the button's text and
// whether the block shows on the page. Its heading is the row's title field.
import type { ChangeEvent } from "react";
import { FormField } from "../../../components/FormField";
import type { DraftLink } from "../editor/draft";

type Props = {
  id: string;
  required: boolean;
  disabled: boolean;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  onFlags: (flags: Partial<Pick<DraftLink, "enabled">>) => void;
  link: DraftLink;
};

export function SignupBlockFields({ onFlags, link, ...buttonText }: Props) {
  return (
    <>
      <FormField label="Button text" type="text" autoComplete="off" {...buttonText} />
      <div className="link-row__options">
        <label className="switch">
          <input
            type="checkbox"
            checked={link.enabled}
            disabled={buttonText.disabled}
            onChange={(event) => onFlags({ enabled: event.target.checked })}
          />
          Show on page
        </label>
      </div>
    </>
  );
}
