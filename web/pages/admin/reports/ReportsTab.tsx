// Reports (docs/product.md, "Trust and safety"): the moderation queue — open or resolved reports from visitors, each resolved by
// dismissing it, suspending the account or hiding one link — and the links held for review, released
// from here.
import { useState } from "react";
import { useWords } from "../../../i18n/I18nProvider";
import { useAdminQuery } from "../AdminAccess";
import { adminTabTexts, pagingTexts } from "../admin-area-texts";
import { adminReads } from "../admin-reads";
import { PagedList } from "../parts/PagedList";
import { HeldLinksSection } from "./HeldLinksSection";
import { ReportCard } from "./ReportCard";
import { reportsTexts } from "./reports-texts";

const pageSize = 20;
type Status = "open" | "resolved";

export function ReportsTab() {
  const { t } = useWords();
  const [status, setStatus] = useState<Status>("open");
  const [page, setPage] = useState(1);
  const list = useAdminQuery(adminReads.reports(status, page, pageSize));
  // A resolution can hold a link: the held list reloads with the reports.
  const [heldVersion, setHeldVersion] = useState(0);

  return (
    <div className="admin-reports">
      <div className="admin-section-head split-row">
        <h2>{t(adminTabTexts.reports)}</h2>
        <label className="admin-reports__status">
          <span>{t(reportsTexts.show)}</span>
          <select
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              setPage(1);
            }}
          >
            <option value="open">{t(reportsTexts.open)}</option>
            <option value="resolved">{t(reportsTexts.resolved)}</option>
          </select>
        </label>
      </div>
      <PagedList
        query={list}
        failureText={t(reportsTexts.reportsFailed)}
        loading={t(reportsTexts.loadingReports)}
        paging={{
          label: t(reportsTexts.reportPages),
          page,
          pageSize,
          words: {
            previous: t(pagingTexts.previous),
            next: t(pagingTexts.next),
            where: ({ page, pages, total }) =>
              t(pagingTexts.where, { page, pages, counted: t(reportsTexts.reports, { count: total }) }),
          },
          onPage: setPage,
        }}
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
            <p className="muted admin-empty">
              {status === "open" ? t(reportsTexts.noOpen) : t(reportsTexts.noResolved)}
            </p>
          )
        }
      </PagedList>
      <HeldLinksSection key={heldVersion} />
    </div>
  );
}
