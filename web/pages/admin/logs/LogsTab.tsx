// Logs (docs/product.md, "Admin"): the latest request log lines, refreshed every 4 s
// while live, filtered by text, method and status. The rhythm is useLiveLogs's; its times are in web/timings.ts.
import { useId } from "react";
import { useWords } from "../../../i18n/I18nProvider";
import { timings } from "../../../timings";
import { adminTabTexts } from "../admin-area-texts";
import { adminReads } from "../admin-reads";
import { LoadError } from "../parts/LoadError";
import { FilterInput } from "./FilterInput";
import { defaultLogLines, LinesSelect } from "./LinesSelect";
import { LogView } from "./LogView";
import { logsTexts } from "./logs-texts";
import { useLiveLogs } from "./useLiveLogs";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export function LogsTab() {
  const { t } = useWords();
  const id = useId();
  const logs = useLiveLogs({
    initial: { lines: defaultLogLines, contains: "", method: "", status: "" },
    read: adminReads.logs,
    failureText: t(logsTexts.logsFailed),
    poll: true,
  });
  const liveText = t(logsTexts.live, { seconds: timings.logRefreshMs / 1000 });
  const state = logs.typing ? t(logsTexts.pausedWhileTyping) : logs.live ? liveText : t(logsTexts.paused);

  return (
    <div className="admin-logs">
      <div className="admin-section-head split-row">
        <h2>{t(adminTabTexts.logs)}</h2>
        <div className="admin-live">
          <span className={`admin-live__state${logs.live && !logs.typing ? " admin-live__state--on" : ""}`}>
            {state}
          </span>
          <button
            type="button"
            className="button button--small"
            aria-pressed={!logs.live}
            onClick={() => logs.setLive(!logs.live)}
          >
            {logs.live ? t(logsTexts.pauseLive) : t(logsTexts.resumeLive)}
          </button>
        </div>
      </div>
      <div className="admin-filters">
        <FilterInput
          id={`${id}-contains`}
          label={t(logsTexts.contains)}
          value={logs.filters.contains}
          placeholder={t(logsTexts.textInLine)}
          onType={(value) => logs.type("contains", value)}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-method`}>
            {t(logsTexts.method)}
          </label>
          <select
            id={`${id}-method`}
            className="field__input"
            value={logs.filters.method}
            onChange={(event) => logs.choose("method", event.target.value)}
          >
            <option value="">{t(logsTexts.anyMethod)}</option>
            {methods.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </div>
        <FilterInput
          id={`${id}-status`}
          label={t(logsTexts.status)}
          value={logs.filters.status}
          placeholder={t(logsTexts.statusExample)}
          onType={(value) => logs.type("status", value)}
        />
        <LinesSelect id={`${id}-lines`} value={logs.filters.lines} onChange={(value) => logs.choose("lines", value)} />
      </div>
      {logs.error && <LoadError failure={logs.error} />}
      <LogView label={t(logsTexts.requestLog)} lines={logs.lines} />
    </div>
  );
}
