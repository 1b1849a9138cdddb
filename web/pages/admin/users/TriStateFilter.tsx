// A filter button that cycles All → Yes → No → All on each click (docs/product.md, "Limits" "Filters cycle All, Yes,
// No"). Its accessible name carries the current state, so a screen reader hears "Pro: Yes".
import { useWords } from "../../../i18n/I18nProvider";
import type { TriState } from "../useAdminQueryState";
import { usersTexts } from "./users-texts";

const order: TriState[] = ["all", "yes", "no"];
const stateTexts = { all: usersTexts.all, yes: usersTexts.yes, no: usersTexts.no } satisfies Record<TriState, unknown>;

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
  const { t } = useWords();
  const state = t(stateTexts[value]);
  return (
    <button
      type="button"
      className={`admin-filter admin-filter--${value}`}
      aria-label={t(usersTexts.filterState, { filter: label, state })}
      title={t(usersTexts.filterTitle, { filter: label, state })}
      onClick={() => onChange(nextTriState(value))}
    >
      <span className="admin-filter__label">{label}</span>
      <span className="admin-filter__value">{state}</span>
    </button>
  );
}
