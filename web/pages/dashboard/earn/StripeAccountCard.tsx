// The Earn area's Stripe account (docs/guides/earn.md): the status in words, LinkNest's fee (said before
// anything is connected, and the one of the owner's plan now), "Connect with Stripe" until the account can
// take tips, and "Open Stripe" (its Express dashboard) once onboarding is done. Back from Stripe's
// onboarding (?stripe=return) the status is read again; an expired onboarding link (?stripe=refresh) asks
// for a fresh one and goes straight back to Stripe.
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { type EarnAccount, earnReturnQuery, earnReturns, platformFeePercent } from "#contract/earn";
import type { MessageDescriptor } from "#contract/i18n/define";
import { errorMessage, useDeferredQuery } from "../../../api/queries";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { FormAlert } from "../../../components/FormAlert";
import { LoadFailure } from "../../../components/LoadFailure";
import { useToast } from "../../../components/ToastProvider";
import { useWords } from "../../../i18n/I18nProvider";
import { searchWithout, useSectionLink } from "../current-page";
import { subscriptionTexts } from "../subscription/subscription-texts";
import { earnQuery, useEarnActions } from "./earn-queries";
import { stripeAccountTexts as texts } from "./earn-texts";

/** The status in words, and what it means for the owner. */
function statusWords(account: EarnAccount): { status: MessageDescriptor; next: MessageDescriptor } {
  switch (account.status) {
    case "not_connected":
      return { status: texts.notConnected, next: texts.connectFirst };
    case "onboarding":
      return { status: texts.detailsNeeded, next: texts.finishOnboarding };
    case "restricted":
      return account.detailsNeeded
        ? { status: texts.detailsNeeded, next: texts.moreDetails }
        : { status: texts.pendingVerification, next: texts.checking };
    case "enabled":
      return account.payoutsEnabled
        ? { status: texts.ready, next: texts.tipBlockShows }
        : { status: texts.payoutsPaused, next: texts.payoutsHeld };
  }
}

/** The return from Stripe's onboarding, read once and taken out of the address. */
function useStripeReturn(onReturn: () => void, onRefresh: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const value = new URLSearchParams(location.search).get(earnReturnQuery);
    if (value !== earnReturns.returned && value !== earnReturns.refresh) return;
    navigate(
      { pathname: location.pathname, search: searchWithout(location.search, earnReturnQuery) },
      { replace: true },
    );
    if (value === earnReturns.returned) onReturn();
    else onRefresh();
  }, [location.search, location.pathname, navigate, onReturn, onRefresh]);
}

export function StripeAccountCard() {
  const toast = useToast();
  const sectionLink = useSectionLink();
  const { t } = useWords();
  const account = useDeferredQuery(earnQuery);
  const { connect, openStripe } = useEarnActions();
  const { refetch } = account;
  const { mutate: connectNow } = connect;
  useStripeReturn(
    () => {
      void refetch().then(() => toast.success(t(texts.backFromStripe)));
    },
    () => connectNow(),
  );
  const leaving = connect.isPending || connect.isSuccess || openStripe.isPending || openStripe.isSuccess;
  const failed = connect.error ?? openStripe.error;
  const data = account.data;
  const words = data ? statusWords(data) : null;
  return (
    <section className="card-page dashboard-card earn-account" aria-labelledby="earn-account-title">
      <h2 id="earn-account-title">{t(texts.title)}</h2>
      <p className="muted">{t(texts.fee, { free: platformFeePercent.free, pro: platformFeePercent.pro })}</p>
      {account.isPending && <CardBodyLoading size="account" />}
      <LoadFailure query={account} fallback={t(texts.loadFailed)} />
      {data && words && (
        <>
          <p className="earn-account__status" role="status">
            <span className={`earn-status earn-status--${data.status}`}>{t(words.status)}</span>
          </p>
          <p>{t(words.next)}</p>
          <p>
            {data.feePercent === platformFeePercent.pro ? t(texts.onPro) : t(texts.onFree, { fee: data.feePercent })}{" "}
            {data.feePercent !== platformFeePercent.pro && (
              <Link to={sectionLink("/dashboard")}>{t(subscriptionTexts.upgrade)}</Link>
            )}
          </p>
          {failed && <FormAlert message={errorMessage(failed, t(texts.connectFailed))} />}
          <div className="split-row">
            {data.status !== "enabled" && (
              <button
                type="button"
                className="button button--primary"
                disabled={leaving}
                onClick={() => connect.mutate()}
              >
                {connect.isPending || connect.isSuccess ? t(texts.opening) : t(texts.connect)}
              </button>
            )}
            {(data.status === "restricted" || data.status === "enabled") && (
              <button type="button" className="button" disabled={leaving} onClick={() => openStripe.mutate()}>
                {openStripe.isPending || openStripe.isSuccess ? t(texts.opening) : t(texts.openStripe)}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
