// Errors (docs/product.md, "Admin"; the API reference): the latest error log lines, filtered by text. It refreshes when a
// filter changes (600 ms after typing stops, like the logs) rather than by itself.
import { useId } from "react";
import { adminReads } from "../admin-reads";
import { adminTexts } from "../admin-texts";
import { LoadError } from "../parts/LoadError";
import { FilterInput } from "./FilterInput";
import { defaultLogLines, LinesSelect } from "./LinesSelect";
import { LogView } from "./LogView";
import { useLiveLogs } from "./useLiveLogs";

export function ErrorsTab() {
  const id = useId();
  const errors = useLiveLogs({
    initial: { lines: defaultLogLines, contains: "" },
    read: adminReads.errors,
    failureText: adminTexts.errorsFailed,
    poll: false,
  });

  return (
    <div className="admin-logs">
      <div className="admin-section-head split-row">
        <h2>Errors</h2>
        <button type="button" className="button button--small" onClick={errors.refresh}>
          Refresh
        </button>
      </div>
      <div className="admin-filters">
        <FilterInput
          id={`${id}-contains`}
          label="Contains"
          value={errors.filters.contains}
          placeholder="text in the error"
          onType={(value) => errors.type("contains", value)}
        />
        <LinesSelect
          id={`${id}-lines`}
          value={errors.filters.lines}
          onChange={(value) => errors.choose("lines", value)}
        />
      </div>
      {errors.error && <LoadError failure={errors.error} />}
      <LogView label="Error log" lines={errors.lines} />
    </div>
  );
}
