// Overview (product §2 "Admin tabs", §6): the stats the access check already loaded, the daily signups
// chart, the top referrers and the request metrics. Each part fails on its own with its own text.
import { adminPaths } from "../admin-paths";
import { adminTexts } from "../admin-texts";
import type { AdminMetrics, AdminStats, TopReferrer } from "../admin-types";
import { LoadError } from "../parts/LoadError";
import { type Resource, useAdminResource } from "../useAdminResource";
import { MetricsTable } from "./MetricsTable";
import { SignupsChart } from "./SignupsChart";
import { StatsSummary } from "./StatsSummary";
import { TopReferrers } from "./TopReferrers";

export function OverviewTab({ stats }: { stats: Resource<AdminStats> }) {
  const referrers = useAdminResource<{ items: TopReferrer[] }>(adminPaths.topReferrers, adminTexts.referrersFailed);
  const metrics = useAdminResource<AdminMetrics>(adminPaths.metrics, adminTexts.metricsFailed);
  const busy = stats.loading || referrers.loading || metrics.loading;

  function refreshAll() {
    stats.reload();
    referrers.reload();
    metrics.reload();
  }

  return (
    <div className="admin-overview">
      <div className="admin-section-head">
        <h2>Overview</h2>
        <button type="button" className="button button--small" onClick={refreshAll} disabled={busy}>
          {busy ? "Refreshing…" : "Refresh"}
        </button>
      </div>

      {stats.error && <LoadError failure={stats.error} onRetry={stats.reload} />}
      {stats.data && (
        <>
          <StatsSummary stats={stats.data} />
          <SignupsChart days={stats.data.dailySignups ?? []} />
        </>
      )}

      <section className="admin-card card-page" aria-labelledby="admin-referrers-title">
        <h3 id="admin-referrers-title">Top referrers</h3>
        {referrers.error && <LoadError failure={referrers.error} onRetry={referrers.reload} />}
        {referrers.data && <TopReferrers items={referrers.data.items ?? []} />}
        {referrers.loading && !referrers.data && <p className="muted">Loading…</p>}
      </section>

      <section className="admin-card card-page" aria-labelledby="admin-metrics-title">
        <h3 id="admin-metrics-title">Metrics</h3>
        {metrics.error && <LoadError failure={metrics.error} onRetry={metrics.reload} />}
        {metrics.data && <MetricsTable metrics={metrics.data} />}
        {metrics.loading && !metrics.data && <p className="muted">Loading…</p>}
      </section>
    </div>
  );
}
