// Logs (docs/product.md, "Admin"): the latest request log lines, refreshed every 4 s
// while live, filtered by text, method and status. The rhythm is useLiveLogs's; its times are in web/timings.ts.
import { useId } from "react";
import { timings } from "../../../timings";
import { adminReads } from "../admin-reads";
import { adminTexts } from "../admin-texts";
import { LoadError } from "../parts/LoadError";
import { FilterInput } from "./FilterInput";
import { defaultLogLines, LinesSelect } from "./LinesSelect";
import { LogView } from "./LogView";
import { useLiveLogs } from "./useLiveLogs";

const methods = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export function LogsTab() {
  const id = useId();
  const logs = useLiveLogs({
    initial: { lines: defaultLogLines, contains: "", method: "", status: "" },
    read: adminReads.logs,
    failureText: adminTexts.logsFailed,
    poll: true,
  });
  const liveText = `Live · refreshing every ${timings.logRefreshMs / 1000} s`;
  const state = logs.typing ? "Paused while you type" : logs.live ? liveText : "Paused";

  return (
    <div className="admin-logs">
      <div className="admin-section-head split-row">
        <h2>Logs</h2>
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
            {logs.live ? "Pause live" : "Resume live"}
          </button>
        </div>
      </div>
      <div className="admin-filters">
        <FilterInput
          id={`${id}-contains`}
          label="Contains"
          value={logs.filters.contains}
          placeholder="text in the line"
          onType={(value) => logs.type("contains", value)}
        />
        <div className="field">
          <label className="field__label" htmlFor={`${id}-method`}>
            Method
          </label>
          <select
            id={`${id}-method`}
            className="field__input"
            value={logs.filters.method}
            onChange={(event) => logs.choose("method", event.target.value)}
          >
            <option value="">Any</option>
            {methods.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </div>
        <FilterInput
          id={`${id}-status`}
          label="Status"
          value={logs.filters.status}
          placeholder="e.g. 404 or 5xx"
          onType={(value) => logs.type("status", value)}
        />
        <LinesSelect id={`${id}-lines`} value={logs.filters.lines} onChange={(value) => logs.choose("lines", value)} />
      </div>
      {logs.error && <LoadError failure={logs.error} />}
      <LogView label="Request log" lines={logs.lines} />
    </div>
  );
}
