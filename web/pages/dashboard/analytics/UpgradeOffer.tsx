// Shown when a free owner picks a Pro range: what Pro adds, and the way to it (the same checkout as the
// Subscription card).
import { useMutation } from "@tanstack/react-query";
import { billingTexts } from "#contract/billing-texts";
import { apiRoutes } from "../../../api/client";
import { errorMessage, send } from "../../../api/queries";
import { useWords } from "../../../i18n/I18nProvider";
import { analyticsTexts } from "./analytics-texts";

export function UpgradeOffer({
  message,
  navigate = (url: string) => window.location.assign(url),
}: {
  message: string;
  navigate?: (url: string) => void;
}) {
  const { t } = useWords();
  const checkout = useMutation({
    mutationFn: () => send(apiRoutes["create-checkout-session"].$post()),
    onSuccess: ({ url }) => url && navigate(url),
  });
  const leaving = Boolean(checkout.data?.url);
  const failure = checkout.error
    ? errorMessage(checkout.error, billingTexts.checkoutFailed)
    : checkout.isSuccess && !leaving
      ? billingTexts.checkoutFailed
      : null;
  // The page is leaving once the checkout's address is in hand: the button stays busy.
  const busy = checkout.isPending || leaving;
  return (
    <div className="analytics-card__upgrade">
      <p>{message}</p>
      <p className="muted">{t(analyticsTexts.proOffer)}</p>
      <button type="button" className="button button--primary" disabled={busy} onClick={() => checkout.mutate()}>
        {busy ? t(analyticsTexts.processing) : t(analyticsTexts.upgrade)}
      </button>
      {failure && (
        <p className="analytics-card__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
