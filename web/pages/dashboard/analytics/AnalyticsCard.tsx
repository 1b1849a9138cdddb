// The dashboard's Analytics card (docs/product.md, "Analytics"), loaded as a chunk of its own: the range picker, totals
// with CTR, the daily chart with its table, clicks per link, and where views came from. Free owners
// see 30 days; picking a Pro range shows the upgrade offer instead of figures. Pro owners can download
// the range as CSV.
import { useState } from "react";
import "../../../styles/analytics.css";
import { type AnalyticsRange, type AnalyticsReport, defaultAnalyticsRange } from "#contract/analytics";
import type { Translate } from "#contract/i18n/translate";
import { productName } from "#contract/product";

import { apiQuery, errorMessage, failureOf, useDeferredQuery } from "../../../api/queries";
import { useWords } from "../../../i18n/I18nProvider";
import { pageParams, pageRoutes, useCurrentPage } from "../current-page";
import { toolbarTexts } from "../dashboard-texts";
import { EmptyState } from "../empty/EmptyState";
import { useCopyPageLink } from "../empty/useCopyPageLink";
import { subscriptionQuery } from "../subscription/useSubscription";
import { type AnalyticsForms, analyticsForms } from "./analytics-format";
import { analyticsTexts } from "./analytics-texts";
import { BreakdownTable } from "./BreakdownTable";
import { DailyChart } from "./DailyChart";
import { RangePicker } from "./RangePicker";
import { UpgradeOffer } from "./UpgradeOffer";

const { analytics } = pageRoutes;

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
  const { t } = useWords();
  const loadFailed = t(analyticsTexts.loadFailed);
  const param = pageParams(useCurrentPage().id);
  // The route reads its range without a validator (docs/decisions/062), so the query is not in its type.
  const args = { param, query: { range } };
  const report = useDeferredQuery(apiQuery(analytics.$path(args), (options) => analytics.$get(args, options)));
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
  const isPro = useDeferredQuery(subscriptionQuery).data?.isPro ?? false;
  const { t } = useWords();

  return (
    <section
      className="card-page dashboard-card analytics-card"
      aria-labelledby="analytics-card-title"
      aria-busy={state.status === "loading"}
    >
      <div className="split-row analytics-card__head">
        <h2 id="analytics-card-title">{t(analyticsTexts.title)}</h2>
        <RangePicker value={range} isPro={isPro} onChange={setRange} />
      </div>
      {state.status === "loading" && (
        <p className="muted" role="status">
          {t(analyticsTexts.loading)}
        </p>
      )}
      {state.status === "error" && (
        // Polite: the card loads on its own, and its failure must not interrupt the rest of the dashboard.
        <div className="analytics-card__error" role="status">
          <p>{state.message}</p>
          <button type="button" className="button button--small" onClick={() => retry()}>
            {t(analyticsTexts.tryAgain)}
          </button>
        </div>
      )}
      {state.status === "pro-required" && <UpgradeOffer message={state.message} />}
      {state.status === "ready" && <Report report={state.report} isPro={isPro} />}
    </section>
  );
}

function Report({ report, isPro }: { report: AnalyticsReport; isPro: boolean }) {
  const csvPath = analytics["export.csv"].$path({
    param: pageParams(useCurrentPage().id),
    query: { range: report.range },
  });
  const { t } = useWords();
  const forms = analyticsForms(t);
  const { totals } = report;
  const nothingYet = totals.views === 0 && totals.clicks === 0;
  return (
    <>
      <dl className="analytics-totals">
        <div>
          <dt>{t(analyticsTexts.views)}</dt>
          <dd>{forms.count(totals.views)}</dd>
        </div>
        <div>
          <dt>{t(analyticsTexts.uniqueVisitors)}</dt>
          <dd>{forms.count(totals.uniqueVisitors)}</dd>
        </div>
        <div>
          <dt>{t(analyticsTexts.clicks)}</dt>
          <dd>{forms.count(totals.clicks)}</dd>
        </div>
        <div>
          <dt>{t(analyticsTexts.ctr)}</dt>
          <dd>{forms.ctr(totals.ctr)}</dd>
        </div>
      </dl>
      {nothingYet ? (
        <NoViewsYet />
      ) : (
        <>
          <DailyChart days={report.daily} />
          <div className="analytics-breakdowns">
            <BreakdownTable
              title={t(analyticsTexts.links)}
              columns={[t(analyticsTexts.link), t(analyticsTexts.clicks), t(analyticsTexts.ctr)]}
              rows={report.links.map((link) => ({
                key: link.id,
                name: link.title,
                cells: [forms.count(link.clicks), forms.ctr(link.ctr)],
              }))}
              empty={t(analyticsTexts.noLinks)}
            />
            {viewBreakdowns(report, t, forms).map(({ title, column, rows }) => (
              <BreakdownTable
                key={title}
                title={title}
                columns={[column, t(analyticsTexts.views)]}
                rows={rows.map(({ key, name, views }) => ({ key, name, cells: [forms.count(views)] }))}
                empty={t(analyticsTexts.noViewsInRange)}
              />
            ))}
          </div>
        </>
      )}
      <p className="analytics-card__foot muted">
        {t(analyticsTexts.rangeNote, { from: report.from, to: report.to })}
        {isPro && (
          <>
            {" "}
            <a href={csvPath} download>
              {t(analyticsTexts.downloadCsv)}
            </a>
          </>
        )}
      </p>
    </>
  );
}

/** Where views came from, in the words the card shows. */
function viewBreakdowns(report: AnalyticsReport, t: Translate, forms: AnalyticsForms) {
  return [
    {
      title: t(analyticsTexts.topReferrers),
      column: t(analyticsTexts.source),
      rows: report.referrers.map((r) => ({ key: r.source, name: forms.source(r.source), views: r.views })),
    },
    {
      title: t(analyticsTexts.countries),
      column: t(analyticsTexts.country),
      rows: report.countries.map((c) => ({ key: c.country, name: forms.country(c.country), views: c.views })),
    },
    {
      title: t(analyticsTexts.devices),
      column: t(analyticsTexts.device),
      rows: report.devices.map((d) => ({ key: d.device, name: forms.device(d.device), views: d.views })),
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
