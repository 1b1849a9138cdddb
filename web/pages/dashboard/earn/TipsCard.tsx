// The tips received (docs/guides/earn.md): totals per month and currency of what the owner keeps (a
// refunded or disputed tip leaves them), then every tip newest first, a page at a time — its date, amount,
// LinkNest's fee, the supporter's name and message when they left them, and its status — and 'Download
// CSV'. Money is written as Stripe's receipts write it.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatMoney, type Tip, type TipStatus, type TipTotals } from "#contract/earn";
import { dashboardPath } from "#contract/screens";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { LoadFailure } from "../../../components/LoadFailure";
import { countWithNoun, formatDay, formatMonth } from "../../../format/written-forms";
import { useWords } from "../../../i18n/I18nProvider";
import { useCurrentPage, useSectionLink } from "../current-page";
import { toolbarTexts } from "../dashboard-texts";
import { profileQuery } from "../editor/profile-api";
import { EmptyState } from "../empty/EmptyState";
import { useCopyPageLink } from "../empty/useCopyPageLink";
import { addBlockAnchor } from "../links/AddLinkButtons";
import { earnQuery, tipsCsvPath, tipsQuery } from "./earn-queries";

const pageSize = 20;

const statusWords: Record<TipStatus, string> = { paid: "Paid", refunded: "Refunded", disputed: "Disputed" };

export const tipsTexts = {
  empty: "No tips yet",
  emptyWhy:
    "Each tip your visitors leave through your page's tip jar is listed here, with what you kept each month and LinkNest's fee.",
  connectFirst: "Tips come in once Stripe can accept them: connect your Stripe account above first.",
  addTipJar: "Add a Tip jar in Links on your dashboard: it shows on your page once Stripe can accept tips.",
  shareTipJar: "Your page has a tip jar: share its address.",
  loadFailed: "Failed to load your tips.",
} as const;

export function TipsCard() {
  const [page, setPage] = useState(1);
  const list = useQuery({ ...tipsQuery(page, pageSize), placeholderData: keepPreviousData });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <section className="card-page dashboard-card earn-tips" aria-labelledby="earn-tips-title">
      <h2 id="earn-tips-title">Tips</h2>
      {list.isPending && <CardBodyLoading size="list" />}
      <LoadFailure query={list} fallback={tipsTexts.loadFailed} />
      {data && data.total === 0 && <NoTipsYet />}
      {data && data.total > 0 && (
        <>
          <TotalsTable totals={data.totals} />
          <p role="status">{countWithNoun(data.total, { one: "tip", other: "tips" })}</p>
          <TipsTable items={data.items} />
          <div className="split-row">
            <a className="button" href={tipsCsvPath} download>
              Download CSV
            </a>
            {pages > 1 && (
              <nav aria-label="Tip pages" className="earn-tips__pages">
                <button
                  type="button"
                  className="button button--small"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  Previous
                </button>
                <span>
                  Page {page} of {pages}
                </span>
                <button
                  type="button"
                  className="button button--small"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  Next
                </button>
              </nav>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** The first step: a Stripe account that can take tips, then a tip jar on the page, then visitors to see it. */
function NoTipsYet() {
  const canTakeTips = useQuery(earnQuery).data?.status === "enabled";
  // The page as the dashboard's editor loaded it: read from the cache, never asked for again here.
  const page = useQuery({ ...profileQuery(useCurrentPage().id), enabled: false }).data;
  const sectionLink = useSectionLink();
  const hasTipJar = page?.links.some((link) => link.kind === "tip") ?? false;
  const copyPageLink = useCopyPageLink();
  const { t } = useWords();
  const step = !canTakeTips ? (
    tipsTexts.connectFirst
  ) : hasTipJar ? (
    <>
      {tipsTexts.shareTipJar}{" "}
      <button type="button" className="button button--small" onClick={copyPageLink}>
        {t(toolbarTexts.copyYourLink)}
      </button>
    </>
  ) : (
    <>
      {tipsTexts.addTipJar}{" "}
      <Link className="button button--small" to={sectionLink(dashboardPath, `#${addBlockAnchor}`)}>
        Add a tip jar
      </Link>
    </>
  );
  return (
    <EmptyState title={tipsTexts.empty} step={step}>
      <p>{tipsTexts.emptyWhy}</p>
    </EmptyState>
  );
}

function TotalsTable({ totals }: { totals: TipTotals[] }) {
  if (totals.length === 0) return null;
  return (
    <table className="earn-table">
      <caption>Totals by month</caption>
      <thead>
        <tr>
          <th scope="col">Month</th>
          <th scope="col">Tips</th>
          <th scope="col">LinkNest fee</th>
          <th scope="col">You keep</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((row) => (
          <tr key={`${row.month}-${row.currency}`}>
            <th scope="row">
              {formatMonth(row.month)} · {row.currency.toUpperCase()}
            </th>
            <td>{formatMoney(row.gross, row.currency)}</td>
            <td>{formatMoney(row.fees, row.currency)}</td>
            <td>{formatMoney(row.net, row.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TipsTable({ items }: { items: Tip[] }) {
  return (
    <table className="earn-table">
      <caption className="visually-hidden">Tips received, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Amount</th>
          <th scope="col">Fee</th>
          <th scope="col">From</th>
          <th scope="col">Message</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {items.map((tip) => (
          <tr key={tip.id}>
            <td>{formatDay(tip.createdAt)}</td>
            <td>{formatMoney(tip.amount, tip.currency)}</td>
            <td>{formatMoney(tip.fee, tip.currency)}</td>
            <td>{tip.name ?? <span className="muted">Anonymous</span>}</td>
            <td className="earn-table__message">{tip.message ?? ""}</td>
            <td>
              <span className={`earn-status earn-status--${tip.status}`}>{statusWords[tip.status]}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
