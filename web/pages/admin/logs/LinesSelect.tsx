// How many of the latest lines to ask for (docs/product.md, "Limits": the shared default, and a few sizes to pick from).
import { adminLists } from "#contract/limits";
import { useWords } from "../../../i18n/I18nProvider";
import { logsTexts } from "./logs-texts";

const choices = ["50", "100", "200", "500", "1000"];
export const defaultLogLines = String(adminLists.defaultLogLines);

export function LinesSelect({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useWords();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t(logsTexts.lines)}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}
