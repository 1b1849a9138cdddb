// A labelled on/off switch (the admin settings, the dashboard's branding toggle): a native checkbox with
// the switch role, so Space toggles it and assistive tech announces "on"/"off".
import { useId } from "react";

type Props = {
  label: string;
  checked: boolean;
  disabled?: boolean;
  hideLabel?: boolean;
  onChange: (checked: boolean) => void;
};

export function Switch({ label, checked, disabled, hideLabel, onChange }: Props) {
  const id = useId();
  return (
    <span className="switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
    </span>
  );
}
