// Reports (docs/product.md, "Trust and safety"): the moderation queue — open or resolved reports from visitors, each resolved by
// dismissing it, suspending the account or hiding one link — and the links held for review, released
// from here.
import { useState } from "react";
import { useAdminQuery } from "../AdminAccess";
import { adminReads } from "../admin-reads";
import { PagedList } from "../parts/PagedList";
import { HeldLinksSection } from "./HeldLinksSection";
import { ReportCard } from "./ReportCard";

const pageSize = 20;
type Status = "open" | "resolved";

export function ReportsTab() {
  const [status, setStatus] = useState<Status>("open");
  const [page, setPage] = useState(1);
  const list = useAdminQuery(adminReads.reports(status, page, pageSize));
  // A resolution can hold a link: the held list reloads with the reports.
  const [heldVersion, setHeldVersion] = useState(0);

  return (
    <div className="admin-reports">
      <div className="admin-section-head split-row">
        <h2>Reports</h2>
        <label className="admin-reports__status">
          <span>Show</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              setPage(1);
            }}
          >
            <option value="open">Open</option>
            <option value="resolved">Resolved</option>
          </select>
        </label>
      </div>
      <PagedList
        query={list}
        failureText="Failed to fetch reports"
        loading="Loading reports…"
        paging={{ label: "Report pages", page, pageSize, noun: { one: "report", other: "reports" }, onPage: setPage }}
      >
        {(items) =>
          items.length ? (
            <ul className="admin-reports__list">
              {items.map((report) => (
                <ReportCard
                  key={report.id}
                  report={report}
                  onResolved={() => {
                    void list.refetch();
                    setHeldVersion((version) => version + 1);
                  }}
                />
              ))}
            </ul>
          ) : (
            <p className="muted admin-empty">{status === "open" ? "No open reports." : "No resolved reports."}</p>
          )
        }
      </PagedList>
      <HeldLinksSection key={heldVersion} />
    </div>
  );
}
