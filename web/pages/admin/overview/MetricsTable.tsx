// Request metrics per recent window as one compact table. The API reference leaves the response's shape open,
// so every cell is read defensively: a missing number (latency is null in a window without requests)
// shows as a dash rather than breaking the tab.
import { customDomainStatuses, customDomainStatusLabels } from "#contract/custom-domains";
import type { AdminMetrics } from "../admin-types";
import { formatDateTime, formatNumber } from "../format";

const statusClasses = ["2xx", "3xx", "4xx", "5xx"] as const;

export function MetricsTable({ metrics }: { metrics: AdminMetrics }) {
  const windows = Array.isArray(metrics.windows) ? metrics.windows : [];
  if (!windows.length) return <p className="muted">No metrics recorded yet.</p>;
  return (
    <>
      <RequestMetrics metrics={metrics} windows={windows} />
      <TrafficTable traffic={Array.isArray(metrics.traffic) ? metrics.traffic : []} />
      <CustomDomainsTable counts={metrics.customDomains} />
    </>
  );
}

/** How many custom domains are in each status now. */
function CustomDomainsTable({ counts }: { counts: AdminMetrics["customDomains"] | undefined }) {
  if (!counts) return null;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--numeric">
        <caption className="admin-table__caption">Custom domains</caption>
        <thead>
          <tr>
            {customDomainStatuses.map((status) => (
              <th key={status} scope="col">
                {customDomainStatusLabels[status]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {customDomainStatuses.map((status) => (
              <td key={status}>{formatNumber(counts[status])}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Public page views and link clicks across the platform, from the analytics rollups (docs/product.md, "Analytics"). */
function TrafficTable({ traffic }: { traffic: AdminMetrics["traffic"] }) {
  if (!traffic.length) return null;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--numeric">
        <caption className="admin-table__caption">Platform traffic</caption>
        <thead>
          <tr>
            <th scope="col">Window</th>
            <th scope="col">Page views</th>
            <th scope="col">Link clicks</th>
          </tr>
        </thead>
        <tbody>
          {traffic.map((row) => (
            <tr key={row.window}>
              <th scope="row">{row.window}</th>
              <td>{formatNumber(row.views)}</td>
              <td>{formatNumber(row.clicks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RequestMetrics({ metrics, windows }: { metrics: AdminMetrics; windows: AdminMetrics["windows"] }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--numeric">
        <caption className="admin-table__caption">Generated {formatDateTime(metrics.generatedAt)}</caption>
        <thead>
          <tr>
            <th scope="col">Window</th>
            <th scope="col">Requests</th>
            {statusClasses.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
            <th scope="col">p50 ms</th>
            <th scope="col">p95 ms</th>
            <th scope="col">p99 ms</th>
            <th scope="col">Errors</th>
            <th scope="col">Email failures</th>
          </tr>
        </thead>
        <tbody>
          {windows.map((row, index) => (
            <tr key={row.window ?? index}>
              <th scope="row">{row.window ?? "—"}</th>
              <td>{formatNumber(row.requests)}</td>
              {statusClasses.map((name) => (
                <td key={name}>{formatNumber(row.byStatusClass?.[name])}</td>
              ))}
              <td>{formatNumber(row.latencyMs?.p50)}</td>
              <td>{formatNumber(row.latencyMs?.p95)}</td>
              <td>{formatNumber(row.latencyMs?.p99)}</td>
              <td>{formatNumber(row.errors)}</td>
              <td>{formatNumber(row.emailFailures)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
