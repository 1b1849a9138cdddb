// The range picker: four radio buttons in a group (arrow keys move between them), the Pro ones marked.
import { type AnalyticsRange, analyticsRanges, proRanges, rangeDays } from "#contract/analytics";
import { useWords } from "../../../i18n/I18nProvider";
import { analyticsTexts } from "./analytics-texts";

export function RangePicker({
  value,
  isPro,
  onChange,
}: {
  value: AnalyticsRange;
  isPro: boolean;
  onChange: (range: AnalyticsRange) => void;
}) {
  const { t } = useWords();
  return (
    <fieldset className="analytics-range">
      <legend className="visually-hidden">{t(analyticsTexts.range)}</legend>
      {analyticsRanges.map((range) => (
        <label key={range} className={`analytics-range__option${value === range ? " is-selected" : ""}`}>
          <input
            type="radio"
            name="analytics-range"
            value={range}
            checked={value === range}
            onChange={() => onChange(range)}
          />
          {t(analyticsTexts.rangeDays, { days: rangeDays[range] })}
          {proRanges.has(range) && !isPro && <span className="badge badge--pro analytics-range__pro">Pro</span>}
        </label>
      ))}
    </fieldset>
  );
}
