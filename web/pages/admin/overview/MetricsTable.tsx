// Request metrics per recent window as one compact table. The API reference leaves the response's shape open,
// so every cell is read defensively: a missing number (latency is null in a window without requests)
// shows as a dash rather than breaking the tab.
import { customDomainStatuses } from "#contract/custom-domains";
import { useWords } from "../../../i18n/I18nProvider";
import { statusTexts } from "../../dashboard/custom-domain/custom-domain-texts";
import type { AdminMetrics } from "../admin-types";
import { dateTimeInOrDash, numberInOrDash } from "../format";
import { overviewTexts } from "./overview-texts";

const statusClasses = ["2xx", "3xx", "4xx", "5xx"] as const;

export function MetricsTable({ metrics }: { metrics: AdminMetrics }) {
  const { t } = useWords();
  const windows = Array.isArray(metrics.windows) ? metrics.windows : [];
  if (!windows.length) return <p className="muted">{t(overviewTexts.noMetrics)}</p>;
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
  const { t } = useWords();
  if (!counts) return null;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--numeric">
        <caption className="admin-table__caption">{t(overviewTexts.customDomains)}</caption>
        <thead>
          <tr>
            {customDomainStatuses.map((status) => (
              <th key={status} scope="col">
                {t(statusTexts[status])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {customDomainStatuses.map((status) => (
              <td key={status}>{numberInOrDash(t.locale, counts[status])}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Public page views and link clicks across the platform, from the analytics rollups (docs/product.md, "Analytics"). */
function TrafficTable({ traffic }: { traffic: AdminMetrics["traffic"] }) {
  const { t } = useWords();
  if (!traffic.length) return null;
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--numeric">
        <caption className="admin-table__caption">{t(overviewTexts.platformTraffic)}</caption>
        <thead>
          <tr>
            <th scope="col">{t(overviewTexts.window)}</th>
            <th scope="col">{t(overviewTexts.pageViews)}</th>
            <th scope="col">{t(overviewTexts.linkClicks)}</th>
          </tr>
        </thead>
        <tbody>
          {traffic.map((row) => (
            <tr key={row.window}>
              <th scope="row">{row.window}</th>
              <td>{numberInOrDash(t.locale, row.views)}</td>
              <td>{numberInOrDash(t.locale, row.clicks)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RequestMetrics({ metrics, windows }: { metrics: AdminMetrics; windows: AdminMetrics["windows"] }) {
  const { t } = useWords();
  const figure = (value: number | null | undefined) => numberInOrDash(t.locale, value);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table admin-table--numeric">
        <caption className="admin-table__caption">
          {t(overviewTexts.generated, { at: dateTimeInOrDash(t.locale, metrics.generatedAt) })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t(overviewTexts.window)}</th>
            <th scope="col">{t(overviewTexts.requests)}</th>
            {statusClasses.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
            <th scope="col">p50 ms</th>
            <th scope="col">p95 ms</th>
            <th scope="col">p99 ms</th>
            <th scope="col">{t(overviewTexts.errors)}</th>
            <th scope="col">{t(overviewTexts.emailFailures)}</th>
          </tr>
        </thead>
        <tbody>
          {windows.map((row, index) => (
            <tr key={row.window ?? index}>
              <th scope="row">{row.window ?? "—"}</th>
              <td>{figure(row.requests)}</td>
              {statusClasses.map((name) => (
                <td key={name}>{figure(row.byStatusClass?.[name])}</td>
              ))}
              <td>{figure(row.latencyMs?.p50)}</td>
              <td>{figure(row.latencyMs?.p95)}</td>
              <td>{figure(row.latencyMs?.p99)}</td>
              <td>{figure(row.errors)}</td>
              <td>{figure(row.emailFailures)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
