// The dashboard's Analytics card (docs/product.md, "Analytics"), loaded as a chunk of its own: the range picker, totals
// with CTR, the daily chart with its table, clicks per link, and where views came from. Free owners
// see 30 days; picking a Pro range shows the upgrade offer instead of figures. Pro owners can download
// the range as CSV.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import "../../../styles/analytics.css";
import { type AnalyticsRange, type AnalyticsReport, defaultAnalyticsRange } from "#contract/analytics";
import { productName } from "#contract/product";
import { apiRoutes } from "../../../api/client";
import { apiQuery, errorMessage, failureOf } from "../../../api/queries";
import { useWords } from "../../../i18n/I18nProvider";
import { toolbarTexts } from "../dashboard-texts";
import { EmptyState } from "../empty/EmptyState";
import { useCopyPageLink } from "../empty/useCopyPageLink";
import { subscriptionQuery } from "../subscription/useSubscription";
import { countryName, deviceName, formatCount, formatCtr, sourceName } from "./analytics-format";
import { analyticsTexts } from "./analytics-texts";
import { BreakdownTable } from "./BreakdownTable";
import { DailyChart } from "./DailyChart";
import { RangePicker } from "./RangePicker";
import { UpgradeOffer } from "./UpgradeOffer";

export const loadFailed = "Analytics could not be loaded. Please try again.";

type AnalyticsState =
  | { status: "loading" }
  | { status: "ready"; report: AnalyticsReport }
  | { status: "pro-required"; message: string }
  | { status: "error"; message: string };

/**
 * The owner's report for the picked range, one query per range. A Pro range a free account may not see
 * answers 403: that is the card's upgrade offer, not an error.
 */
function useAnalytics(range: AnalyticsRange) {
  const query = { range };
  const report = useQuery(
    apiQuery(apiRoutes.analytics.$path({ query }), (options) => apiRoutes.analytics.$get({ query }, options)),
  );
  const state: AnalyticsState = report.data
    ? { status: "ready", report: report.data }
    : report.isError && !report.isFetching
      ? failureOf(report.error).status === 403
        ? { status: "pro-required", message: errorMessage(report.error, loadFailed) }
        : { status: "error", message: errorMessage(report.error, loadFailed) }
      : { status: "loading" };
  return { state, retry: report.refetch };
}

export function AnalyticsCard() {
  const [range, setRange] = useState<AnalyticsRange>(defaultAnalyticsRange);
  const { state, retry } = useAnalytics(range);
  const isPro = useQuery(subscriptionQuery).data?.isPro ?? false;

  return (
    <section
      className="card-page dashboard-card analytics-card"
      aria-labelledby="analytics-card-title"
      aria-busy={state.status === "loading"}
    >
      <div className="split-row analytics-card__head">
        <h2 id="analytics-card-title">Analytics</h2>
        <RangePicker value={range} isPro={isPro} onChange={setRange} />
      </div>
      {state.status === "loading" && (
        <p className="muted" role="status">
          Loading analytics…
        </p>
      )}
      {state.status === "error" && (
        // Polite: the card loads on its own, and its failure must not interrupt the rest of the dashboard.
        <div className="analytics-card__error" role="status">
          <p>{state.message}</p>
          <button type="button" className="button button--small" onClick={() => retry()}>
            Try again
          </button>
        </div>
      )}
      {state.status === "pro-required" && <UpgradeOffer message={state.message} />}
      {state.status === "ready" && <Report report={state.report} isPro={isPro} />}
    </section>
  );
}

function Report({ report, isPro }: { report: AnalyticsReport; isPro: boolean }) {
  const { totals } = report;
  const nothingYet = totals.views === 0 && totals.clicks === 0;
  return (
    <>
      <dl className="analytics-totals">
        <div>
          <dt>Views</dt>
          <dd>{formatCount(totals.views)}</dd>
        </div>
        <div>
          <dt>Unique visitors</dt>
          <dd>{formatCount(totals.uniqueVisitors)}</dd>
        </div>
        <div>
          <dt>Clicks</dt>
          <dd>{formatCount(totals.clicks)}</dd>
        </div>
        <div>
          <dt>CTR</dt>
          <dd>{formatCtr(totals.ctr)}</dd>
        </div>
      </dl>
      {nothingYet ? (
        <NoViewsYet />
      ) : (
        <>
          <DailyChart days={report.daily} />
          <div className="analytics-breakdowns">
            <BreakdownTable
              title="Links"
              columns={["Link", "Clicks", "CTR"]}
              rows={report.links.map((link) => ({
                key: link.id,
                name: link.title,
                cells: [formatCount(link.clicks), formatCtr(link.ctr)],
              }))}
              empty="You have no links yet."
            />
            {viewBreakdowns(report).map(({ title, column, rows }) => (
              <BreakdownTable
                key={title}
                title={title}
                columns={[column, "Views"]}
                rows={rows.map(({ key, name, views }) => ({ key, name, cells: [formatCount(views)] }))}
                empty="No views in this range."
              />
            ))}
          </div>
        </>
      )}
      <p className="analytics-card__foot muted">
        {report.from} to {report.to} (UTC). New views and clicks appear within a minute.
        {isPro && (
          <>
            {" "}
            <a href={`/api/analytics/export.csv?range=${report.range}`} download>
              Download CSV
            </a>
          </>
        )}
      </p>
    </>
  );
}

/** Where views came from, in the words the card shows. */
function viewBreakdowns(report: AnalyticsReport) {
  return [
    {
      title: "Top referrers",
      column: "Source",
      rows: report.referrers.map((r) => ({ key: r.source, name: sourceName(r.source), views: r.views })),
    },
    {
      title: "Countries",
      column: "Country",
      rows: report.countries.map((c) => ({ key: c.country, name: countryName(c.country), views: c.views })),
    },
    {
      title: "Devices",
      column: "Device",
      rows: report.devices.map((d) => ({ key: d.device, name: deviceName(d.device), views: d.views })),
    },
  ];
}

/**
 * No view in the range: what the card counts and what it never collects (also on the privacy page), and
 * the first step towards a view, sharing the page's address.
 */
export function NoViewsYet() {
  const copyPageLink = useCopyPageLink();
  const { t } = useWords();
  return (
    <EmptyState
      title={t(analyticsTexts.noViews)}
      step={
        <>
          {t(analyticsTexts.shareToStart)}{" "}
          <button type="button" className="button button--small" onClick={copyPageLink}>
            {t(toolbarTexts.copyYourLink)}
          </button>
        </>
      }
    >
      <p>{t(analyticsTexts.howCounted)}</p>
      <p>{t(analyticsTexts.privacy, { productName })}</p>
    </EmptyState>
  );
}
