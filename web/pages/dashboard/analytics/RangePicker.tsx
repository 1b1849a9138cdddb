// The range picker: four radio buttons in a group (arrow keys move between them), the Pro ones marked.
import { type AnalyticsRange, analyticsRanges, proRanges, rangeDays } from "#contract/analytics";

export function RangePicker({
  value,
  isPro,
  onChange,
}: {
  value: AnalyticsRange;
  isPro: boolean;
  onChange: (range: AnalyticsRange) => void;
}) {
  return (
    <fieldset className="analytics-range">
      <legend className="visually-hidden">Range</legend>
      {analyticsRanges.map((range) => (
        <label key={range} className={`analytics-range__option${value === range ? " is-selected" : ""}`}>
          <input
            type="radio"
            name="analytics-range"
            value={range}
            checked={value === range}
            onChange={() => onChange(range)}
          />
          {rangeDays[range]} days
          {proRanges.has(range) && !isPro && <span className="badge badge--pro analytics-range__pro">Pro</span>}
        </label>
      ))}
    </fieldset>
  );
}
