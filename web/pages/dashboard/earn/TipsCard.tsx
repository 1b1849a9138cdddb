// The tips received (docs/guides/earn.md): totals per month and currency of what the owner keeps (a
// refunded or disputed tip leaves them), then every tip newest first, a page at a time — its date, amount,
// LinkNest's fee, the supporter's name and message when they left them, and its status — and 'Download
// CSV'. Money is written as Stripe's receipts write it in English, as a reader writes it in another language.
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { formatMoney, minorUnitsPerUnit, type Tip, type TipStatus, type TipTotals } from "#contract/earn";
import { englishOf, type MessageDescriptor } from "#contract/i18n/define";
import { spokenLocale, type TextLocale } from "#contract/i18n/locales";
import { dashboardPath } from "#contract/screens";
import { useDeferredQuery } from "../../../api/queries";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { LoadFailure } from "../../../components/LoadFailure";
import { useWords } from "../../../i18n/I18nProvider";
import { dayIn, monthIn } from "../../../i18n/local-forms";
import { useCurrentPage, useSectionLink } from "../current-page";
import { toolbarTexts } from "../dashboard-texts";
import { profileQuery } from "../editor/profile-api";
import { EmptyState } from "../empty/EmptyState";
import { useCopyPageLink } from "../empty/useCopyPageLink";
import { addBlockAnchor } from "../links/AddLinkButtons";
import { earnQuery, tipsCsvPath, tipsQuery } from "./earn-queries";
import { noTipsTexts, tipsCardTexts as texts } from "./earn-texts";

const pageSize = 20;

const statusWords: Record<TipStatus, MessageDescriptor> = {
  paid: texts.paid,
  refunded: texts.refunded,
  disputed: texts.disputed,
};

/** The empty state's English, word for word (docs/guides/earn.md). */
export const tipsTexts = englishOf(noTipsTexts);

/**
 * Money in a currency's minor units: in English as Stripe's receipts write it ("$5.00"), in another
 * language as its readers write it ("5,00 $", "1.000,00 €").
 */
function moneyIn(locale: TextLocale, amount: number, currency: string): string {
  const spoken = spokenLocale(locale);
  if (spoken === "en") return formatMoney(amount, currency);
  try {
    const format = new Intl.NumberFormat(spoken, { style: "currency", currency: currency.toUpperCase() });
    return format.format(amount / minorUnitsPerUnit);
  } catch {
    // A code Intl does not take is written as English writes it, the code after the figure.
    return formatMoney(amount, currency);
  }
}

export function TipsCard() {
  const { t } = useWords();
  const [page, setPage] = useState(1);
  const list = useDeferredQuery({ ...tipsQuery(page, pageSize), placeholderData: keepPreviousData });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / pageSize)) : 1;
  return (
    <section className="card-page dashboard-card earn-tips" aria-labelledby="earn-tips-title">
      <h2 id="earn-tips-title">{t(texts.title)}</h2>
      {list.isPending && <CardBodyLoading size="list" />}
      <LoadFailure query={list} fallback={t(texts.loadFailed)} />
      {data && data.total === 0 && <NoTipsYet />}
      {data && data.total > 0 && (
        <>
          <TotalsTable totals={data.totals} />
          <p role="status">{t(texts.count, { count: data.total })}</p>
          <TipsTable items={data.items} />
          <div className="split-row">
            <a className="button" href={tipsCsvPath} download>
              {t(texts.downloadCsv)}
            </a>
            {pages > 1 && (
              <nav aria-label={t(texts.pages)} className="earn-tips__pages">
                <button
                  type="button"
                  className="button button--small"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {t(texts.previous)}
                </button>
                <span>{t(texts.pageOf, { page, pages })}</span>
                <button
                  type="button"
                  className="button button--small"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                >
                  {t(texts.next)}
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
  const canTakeTips = useDeferredQuery(earnQuery).data?.status === "enabled";
  // The page as the dashboard's editor loaded it: read from the cache, never asked for again here.
  const page = useDeferredQuery({ ...profileQuery(useCurrentPage().id), enabled: false }).data;
  const sectionLink = useSectionLink();
  const hasTipJar = page?.links.some((link) => link.kind === "tip") ?? false;
  const copyPageLink = useCopyPageLink();
  const { t } = useWords();
  const step = !canTakeTips ? (
    t(noTipsTexts.connectFirst)
  ) : hasTipJar ? (
    <>
      {t(noTipsTexts.shareTipJar)}{" "}
      <button type="button" className="button button--small" onClick={copyPageLink}>
        {t(toolbarTexts.copyYourLink)}
      </button>
    </>
  ) : (
    <>
      {t(noTipsTexts.addTipJar)}{" "}
      <Link className="button button--small" to={sectionLink(dashboardPath, `#${addBlockAnchor}`)}>
        {t(texts.addTipJarButton)}
      </Link>
    </>
  );
  return (
    <EmptyState title={t(noTipsTexts.empty)} step={step}>
      <p>{t(noTipsTexts.emptyWhy)}</p>
    </EmptyState>
  );
}

function TotalsTable({ totals }: { totals: TipTotals[] }) {
  const { t } = useWords();
  if (totals.length === 0) return null;
  return (
    <table className="earn-table">
      <caption>{t(texts.totals)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(texts.month)}</th>
          <th scope="col">{t(texts.tips)}</th>
          <th scope="col">{t(texts.linkNestFee)}</th>
          <th scope="col">{t(texts.youKeep)}</th>
        </tr>
      </thead>
      <tbody>
        {totals.map((row) => (
          <tr key={`${row.month}-${row.currency}`}>
            <th scope="row">
              {monthIn(t.locale, row.month)} · {row.currency.toUpperCase()}
            </th>
            <td>{moneyIn(t.locale, row.gross, row.currency)}</td>
            <td>{moneyIn(t.locale, row.fees, row.currency)}</td>
            <td>{moneyIn(t.locale, row.net, row.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TipsTable({ items }: { items: Tip[] }) {
  const { t } = useWords();
  return (
    <table className="earn-table">
      <caption className="visually-hidden">{t(texts.received)}</caption>
      <thead>
        <tr>
          <th scope="col">{t(texts.date)}</th>
          <th scope="col">{t(texts.amount)}</th>
          <th scope="col">{t(texts.fee)}</th>
          <th scope="col">{t(texts.from)}</th>
          <th scope="col">{t(texts.message)}</th>
          <th scope="col">{t(texts.status)}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((tip) => (
          <tr key={tip.id}>
            <td>{dayIn(t.locale, tip.createdAt)}</td>
            <td>{moneyIn(t.locale, tip.amount, tip.currency)}</td>
            <td>{moneyIn(t.locale, tip.fee, tip.currency)}</td>
            <td>{tip.name ?? <span className="muted">{t(texts.anonymous)}</span>}</td>
            <td className="earn-table__message">{tip.message ?? ""}</td>
            <td>
              <span className={`earn-status earn-status--${tip.status}`}>{t(statusWords[tip.status])}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
