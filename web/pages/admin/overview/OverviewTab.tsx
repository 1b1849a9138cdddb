// Overview (docs/product.md, "Admin" and "Roles"): the stats the access check already loaded, the daily signups
// chart, the top referrers and the request metrics. Each part fails on its own with its own text.
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { AdminMetrics, AdminStats, TopProfile, TopReferrer } from "../admin-types";
import { ResourceView } from "../parts/ResourceView";
import { type Resource, useAdminResource } from "../useAdminResource";
import { MetricsTable } from "./MetricsTable";
import { SignupsChart } from "./SignupsChart";
import { StatsSummary } from "./StatsSummary";
import { TopProfiles } from "./TopProfiles";
import { TopReferrers } from "./TopReferrers";

export function OverviewTab({ stats }: { stats: Resource<AdminStats> }) {
  const referrers = useAdminResource<{ items: TopReferrer[] }>(adminPaths.topReferrers, adminTexts.referrersFailed);
  const metrics = useAdminResource<AdminMetrics>(adminPaths.metrics, adminTexts.metricsFailed);
  const profiles = useAdminResource<{ items: TopProfile[] }>(adminPaths.topProfiles, adminTexts.topProfilesFailed);
  const busy = stats.loading || referrers.loading || metrics.loading || profiles.loading;

  function refreshAll() {
    stats.reload();
    referrers.reload();
    profiles.reload();
    metrics.reload();
  }

  return (
    <div className="admin-overview">
      <div className="admin-section-head split-row">
        <h2>Overview</h2>
        <button type="button" className="button button--small" onClick={refreshAll} disabled={busy}>
          {busy ? "Refreshing…" : "Refresh"}
        </button>
      </div>

      <ResourceView resource={stats}>
        {(data) => (
          <>
            <StatsSummary stats={data} />
            <SignupsChart days={data.dailySignups ?? []} />
          </>
        )}
      </ResourceView>

      <section className="admin-card card-page" aria-labelledby="admin-referrers-title">
        <h3 id="admin-referrers-title">Top referrers</h3>
        <ResourceView resource={referrers} loading="Loading…">
          {(data) => <TopReferrers items={data.items ?? []} />}
        </ResourceView>
      </section>

      <section className="admin-card card-page" aria-labelledby="admin-top-profiles-title">
        <h3 id="admin-top-profiles-title">Most viewed profiles (7 days)</h3>
        <ResourceView resource={profiles} loading="Loading…">
          {(data) => <TopProfiles items={data.items ?? []} />}
        </ResourceView>
      </section>

      <section className="admin-card card-page" aria-labelledby="admin-metrics-title">
        <h3 id="admin-metrics-title">Metrics</h3>
        <ResourceView resource={metrics} loading="Loading…">
          {(data) => <MetricsTable metrics={data} />}
        </ResourceView>
      </section>
    </div>
  );
}
