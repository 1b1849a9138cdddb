// The Earn area's Stripe account (docs/guides/earn.md): the status in words, LinkNest's fee (said before
// anything is connected, and the one of the owner's plan now), "Connect with Stripe" until the account can
// take tips, and "Open Stripe" (its Express dashboard) once onboarding is done. Back from Stripe's
// onboarding (?stripe=return) the status is read again; an expired onboarding link (?stripe=refresh) asks
// for a fresh one and goes straight back to Stripe.
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import {
  type EarnAccount,
  earnReturnQuery,
  earnReturns,
  earnStatusText,
  feeText,
  platformFeePercent,
} from "#contract/earn";
import { errorMessage } from "../../../api/queries";
import { CardBodyLoading } from "../../../components/CardBodyLoading";
import { FormAlert } from "../../../components/FormAlert";
import { LoadFailure } from "../../../components/LoadFailure";
import { useToast } from "../../../components/ToastProvider";
import { searchWithout, useSectionLink } from "../current-page";
import { earnQuery, useEarnActions } from "./earn-queries";

export const earnTexts = {
  loadFailed: "Failed to load your Stripe account.",
  connectFailed: "Could not open Stripe. Please try again.",
  backFromStripe: "Back from Stripe. Your status is up to date.",
  connect: "Connect with Stripe",
  openStripe: "Open Stripe",
  opening: "Opening Stripe…",
} as const;

/** What each status means for the owner, after its words. */
function nextStep(account: EarnAccount): string {
  switch (account.status) {
    case "not_connected":
      return "Connect a Stripe account to take tips. Stripe asks who you are and where to pay you; it takes a few minutes.";
    case "onboarding":
      return "Finish setting up with Stripe to take tips.";
    case "restricted":
      return account.detailsNeeded
        ? "Stripe needs more details before you can take tips. Connect with Stripe to add them."
        : "Stripe is checking your details. Your tip block appears on your page once it's done.";
    case "enabled":
      return account.payoutsEnabled
        ? "Your tip block shows on your page."
        : "Tips still come in, but Stripe holds your payouts until you update your details in Stripe.";
  }
}

function planFee(feePercent: number): string {
  return feePercent === platformFeePercent.pro
    ? "You're on Pro: LinkNest keeps nothing of your tips."
    : `You're on Free: LinkNest keeps ${feePercent}% of each tip.`;
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
  const account = useQuery(earnQuery);
  const { connect, openStripe } = useEarnActions();
  const { refetch } = account;
  const { mutate: connectNow } = connect;
  useStripeReturn(
    () => {
      void refetch().then(() => toast.success(earnTexts.backFromStripe));
    },
    () => connectNow(),
  );
  const leaving = connect.isPending || connect.isSuccess || openStripe.isPending || openStripe.isSuccess;
  const failed = connect.error ?? openStripe.error;
  const data = account.data;
  return (
    <section className="card-page dashboard-card earn-account" aria-labelledby="earn-account-title">
      <h2 id="earn-account-title">Stripe account</h2>
      <p className="muted">{feeText}</p>
      {account.isPending && <CardBodyLoading size="account" />}
      <LoadFailure query={account} fallback={earnTexts.loadFailed} />
      {data && (
        <>
          <p className="earn-account__status" role="status">
            <span className={`earn-status earn-status--${data.status}`}>{earnStatusText(data)}</span>
          </p>
          <p>{nextStep(data)}</p>
          <p>
            {planFee(data.feePercent)}{" "}
            {data.feePercent !== platformFeePercent.pro && <Link to={sectionLink("/dashboard")}>Upgrade to Pro</Link>}
          </p>
          {failed && <FormAlert message={errorMessage(failed, earnTexts.connectFailed)} />}
          <div className="split-row">
            {data.status !== "enabled" && (
              <button
                type="button"
                className="button button--primary"
                disabled={leaving}
                onClick={() => connect.mutate()}
              >
                {connect.isPending || connect.isSuccess ? earnTexts.opening : earnTexts.connect}
              </button>
            )}
            {(data.status === "restricted" || data.status === "enabled") && (
              <button type="button" className="button" disabled={leaving} onClick={() => openStripe.mutate()}>
                {openStripe.isPending || openStripe.isSuccess ? earnTexts.opening : earnTexts.openStripe}
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
