// Errors (docs/product.md, "Admin"; the API reference): the latest error log lines, filtered by text. It refreshes when a
// filter changes (600 ms after typing stops, like the logs) rather than by itself.
import { useId } from "react";
import { useWords } from "../../../i18n/I18nProvider";
import { adminTabTexts } from "../admin-area-texts";
import { adminReads } from "../admin-reads";
import { LoadError } from "../parts/LoadError";
import { FilterInput } from "./FilterInput";
import { defaultLogLines, LinesSelect } from "./LinesSelect";
import { LogView } from "./LogView";
import { logsTexts } from "./logs-texts";
import { useLiveLogs } from "./useLiveLogs";

export function ErrorsTab() {
  const { t } = useWords();
  const id = useId();
  const errors = useLiveLogs({
    initial: { lines: defaultLogLines, contains: "" },
    read: adminReads.errors,
    failureText: t(logsTexts.errorsFailed),
    poll: false,
  });

  return (
    <div className="admin-logs">
      <div className="admin-section-head split-row">
        <h2>{t(adminTabTexts.errors)}</h2>
        <button type="button" className="button button--small" onClick={errors.refresh}>
          {t(logsTexts.refresh)}
        </button>
      </div>
      <div className="admin-filters">
        <FilterInput
          id={`${id}-contains`}
          label={t(logsTexts.contains)}
          value={errors.filters.contains}
          placeholder={t(logsTexts.textInError)}
          onType={(value) => errors.type("contains", value)}
        />
        <LinesSelect
          id={`${id}-lines`}
          value={errors.filters.lines}
          onChange={(value) => errors.choose("lines", value)}
        />
      </div>
      {errors.error && <LoadError failure={errors.error} />}
      <LogView label={t(logsTexts.errorLog)} lines={errors.lines} />
    </div>
  );
}
