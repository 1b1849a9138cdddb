// Overview (docs/product.md, "Admin" and "Roles"): the stats the access check already loaded, the daily signups
// chart, the top referrers and the request metrics. Each part fails on its own with its own text.
import type { UseQueryResult } from "@tanstack/react-query";
import { useWords } from "../../../i18n/I18nProvider";
import { appTexts } from "../../../i18n/screen-texts";
import { useAdminQuery } from "../AdminAccess";
import { adminTabTexts } from "../admin-area-texts";
import { adminReads } from "../admin-reads";
import type { AdminStats } from "../admin-types";
import { ResourceView } from "../parts/ResourceView";
import { MetricsTable } from "./MetricsTable";
import { overviewTexts } from "./overview-texts";
import { SignupsChart } from "./SignupsChart";
import { StatsSummary } from "./StatsSummary";
import { TopProfiles } from "./TopProfiles";
import { TopReferrers } from "./TopReferrers";

export function OverviewTab({ stats }: { stats: UseQueryResult<AdminStats> }) {
  const { t } = useWords();
  const loading = t(appTexts.loading);
  const referrers = useAdminQuery(adminReads.topReferrers);
  const metrics = useAdminQuery(adminReads.metrics);
  const profiles = useAdminQuery(adminReads.topProfiles);
  const parts = [stats, referrers, profiles, metrics];
  const busy = parts.some((part) => part.isFetching);

  function refreshAll() {
    for (const part of parts) void part.refetch();
  }

  return (
    <div className="admin-overview">
      <div className="admin-section-head split-row">
        <h2>{t(adminTabTexts.overview)}</h2>
        <button type="button" className="button button--small" onClick={refreshAll} disabled={busy}>
          {busy ? t(overviewTexts.refreshing) : t(overviewTexts.refresh)}
        </button>
      </div>

      <ResourceView query={stats} failureText={t(overviewTexts.statsFailed)}>
        {(data) => (
          <>
            <StatsSummary stats={data} />
            <SignupsChart days={data.dailySignups ?? []} />
          </>
        )}
      </ResourceView>

      <section className="admin-card card-page" aria-labelledby="admin-referrers-title">
        <h3 id="admin-referrers-title">{t(overviewTexts.topReferrers)}</h3>
        <ResourceView query={referrers} failureText={t(overviewTexts.referrersFailed)} loading={loading}>
          {(data) => <TopReferrers items={data.items ?? []} />}
        </ResourceView>
      </section>

      <section className="admin-card card-page" aria-labelledby="admin-top-profiles-title">
        <h3 id="admin-top-profiles-title">{t(overviewTexts.topProfilesTitle)}</h3>
        <ResourceView query={profiles} failureText={t(overviewTexts.topProfilesFailed)} loading={loading}>
          {(data) => <TopProfiles items={data.items ?? []} />}
        </ResourceView>
      </section>

      <section className="admin-card card-page" aria-labelledby="admin-metrics-title">
        <h3 id="admin-metrics-title">{t(overviewTexts.metrics)}</h3>
        <ResourceView query={metrics} failureText={t(overviewTexts.metricsFailed)} loading={loading}>
          {(data) => <MetricsTable metrics={data} />}
        </ResourceView>
      </section>
    </div>
  );
}
