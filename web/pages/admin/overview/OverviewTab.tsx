// Overview (docs/product.md, "Admin" and "Roles"): the stats the access check already loaded, the daily signups
// chart, the top referrers and the request metrics. Each part fails on its own with its own text.
import type { UseQueryResult } from "@tanstack/react-query";
import { useAdminQuery } from "../AdminAccess";
import { adminReads } from "../admin-reads";
import { adminTexts } from "../admin-texts";
import type { AdminStats } from "../admin-types";
import { ResourceView } from "../parts/ResourceView";
import { MetricsTable } from "./MetricsTable";
import { SignupsChart } from "./SignupsChart";
import { StatsSummary } from "./StatsSummary";
import { TopProfiles } from "./TopProfiles";
import { TopReferrers } from "./TopReferrers";

export function OverviewTab({ stats }: { stats: UseQueryResult<AdminStats> }) {
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
        <h2>Overview</h2>
        <button type="button" className="button button--small" onClick={refreshAll} disabled={busy}>
          {busy ? "Refreshing…" : "Refresh"}
        </button>
      </div>

      <ResourceView query={stats} failureText={adminTexts.statsFailed}>
        {(data) => (
          <>
            <StatsSummary stats={data} />
            <SignupsChart days={data.dailySignups ?? []} />
          </>
        )}
      </ResourceView>

      <section className="admin-card card-page" aria-labelledby="admin-referrers-title">
        <h3 id="admin-referrers-title">Top referrers</h3>
        <ResourceView query={referrers} failureText={adminTexts.referrersFailed} loading="Loading…">
          {(data) => <TopReferrers items={data.items ?? []} />}
        </ResourceView>
      </section>

      <section className="admin-card card-page" aria-labelledby="admin-top-profiles-title">
        <h3 id="admin-top-profiles-title">Most viewed profiles (7 days)</h3>
        <ResourceView query={profiles} failureText={adminTexts.topProfilesFailed} loading="Loading…">
          {(data) => <TopProfiles items={data.items ?? []} />}
        </ResourceView>
      </section>

      <section className="admin-card card-page" aria-labelledby="admin-metrics-title">
        <h3 id="admin-metrics-title">Metrics</h3>
        <ResourceView query={metrics} failureText={adminTexts.metricsFailed} loading="Loading…">
          {(data) => <MetricsTable metrics={data} />}
        </ResourceView>
      </section>
    </div>
  );
}
