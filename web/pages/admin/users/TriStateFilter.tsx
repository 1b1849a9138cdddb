// A filter button that cycles All → Yes → No → All on each click (docs/product.md, "Limits" "Filters cycle All, Yes,
// No"). Its accessible name carries the current state, so a screen reader hears "Pro: Yes".
import type { TriState } from "../useAdminQueryState";

const order: TriState[] = ["all", "yes", "no"];
const words: Record<TriState, string> = { all: "All", yes: "Yes", no: "No" };

export function nextTriState(value: TriState): TriState {
  return order[(order.indexOf(value) + 1) % order.length] as TriState;
}

export function TriStateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: TriState;
  onChange: (next: TriState) => void;
}) {
  return (
    <button
      type="button"
      className={`admin-filter admin-filter--${value}`}
      aria-label={`${label}: ${words[value]}`}
      title={`${label}: ${words[value]} (click to change)`}
      onClick={() => onChange(nextTriState(value))}
    >
      <span className="admin-filter__label">{label}</span>
      <span className="admin-filter__value">{words[value]}</span>
    </button>
  );
}
