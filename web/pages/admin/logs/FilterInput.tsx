// A labelled text filter of the logs views; each keystroke goes to useLiveLogs' `type`.
export function FilterInput({
  id,
  label,
  value,
  placeholder,
  onType,
}: {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  onType: (value: string) => void;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onType(event.target.value)}
      />
    </div>
  );
}
