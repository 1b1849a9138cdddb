// The dashboard's subscription card (docs/product.md, "Dashboard"): the tier badge, the Founding
// Member offer for free users, and billing, cancel/resume and branding for Pro users.
import { useCallback, useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useWords } from "../../../i18n/I18nProvider";
import { longDayIn } from "../../../i18n/local-forms";
import { BrandingToggle } from "./BrandingToggle";
import { messageClass } from "./subscription-messages";
import { foundingPriceUsd, subscriptionTexts } from "./subscription-texts";
import { useCheckoutReturn } from "./useCheckoutReturn";
import { useSubscription } from "./useSubscription";

const badgeTexts = {
  pro: subscriptionTexts.badgePro,
  free: subscriptionTexts.badgeFree,
  pending: subscriptionTexts.badgePending,
} as const;

export function SubscriptionPanel({
  navigate = (url: string) => window.location.assign(url),
}: {
  navigate?: (url: string) => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { t } = useWords();
  const { status, busy, run, confirmingCheckout, confirmCheckout } = useSubscription(setMessage, navigate);
  useCheckoutReturn(setMessage, confirmCheckout);
  const showError = useCallback((text: string) => setMessage(text), []);

  const isPro = status?.isPro ?? false;
  // A status read before the checkout's webhook landed would say FREE beside the welcome message.
  const badge = confirmingCheckout && !isPro ? "pending" : isPro ? "pro" : "free";
  const cancelling = status?.subscriptionStatus === "cancelling";
  const endDate = status?.subscriptionEndDate ?? null;
  const showsNextBilling = (status?.subscriptionStatus === "active" || cancelling) && endDate !== null;
  const label = (action: typeof busy, text: string) => (busy === action ? t(subscriptionTexts.processing) : text);
  const day = (iso: string) => longDayIn(t.locale, iso);

  return (
    <section className="card-page subscription-panel" aria-labelledby="subscription-heading">
      <div className="subscription-panel__head">
        <h2 id="subscription-heading">{t(subscriptionTexts.title)}</h2>
        <span className={`badge badge--${badge}`}>{t(badgeTexts[badge])}</span>
      </div>

      {message && (
        <p
          className={`subscription-panel__message subscription-panel__message--${messageClass(message)}`}
          role="status"
        >
          {message}
        </p>
      )}

      {!isPro && (
        <>
          <h3>{t(subscriptionTexts.features)}</h3>
          <ul className="subscription-panel__features">
            <li>{t(subscriptionTexts.featureBranding)}</li>
            <li>{t(subscriptionTexts.featureDomain)}</li>
            <li>{t(subscriptionTexts.featurePrice)}</li>
            <li>{t(subscriptionTexts.featureAnalytics)}</li>
          </ul>
          <p className="subscription-panel__price">
            <strong>{t(subscriptionTexts.price, { price: foundingPriceUsd })}</strong> {t(subscriptionTexts.priceNote)}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => run("checkout")}
          >
            {label("checkout", t(subscriptionTexts.upgrade))}
          </button>
        </>
      )}

      {isPro && (
        <>
          {cancelling && (
            <p className="subscription-panel__ends">
              {endDate ? t(subscriptionTexts.endsOn, { date: day(endDate) }) : t(subscriptionTexts.endsAtPeriodEnd)}
            </p>
          )}
          {showsNextBilling && endDate && (
            <p>
              {t(subscriptionTexts.nextBilling)} <strong>{day(endDate)}</strong>
            </p>
          )}
          <BrandingToggle onError={showError} />
          <div className="subscription-panel__actions">
            <button type="button" className="button" disabled={busy !== null} onClick={() => run("portal")}>
              {label("portal", t(subscriptionTexts.manageBilling))}
            </button>
            {cancelling ? (
              <button
                type="button"
                className="button button--primary"
                disabled={busy !== null}
                onClick={() => run("resume")}
              >
                {label("resume", t(subscriptionTexts.resume))}
              </button>
            ) : (
              <button
                type="button"
                className="button button--danger"
                disabled={busy !== null}
                onClick={() => setConfirming(true)}
              >
                {label("cancel", t(subscriptionTexts.cancel))}
              </button>
            )}
          </div>
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title={t(subscriptionTexts.cancelTitle)}
        confirmLabel={t(subscriptionTexts.confirmCancel)}
        cancelLabel={t(subscriptionTexts.keep)}
        busy={busy === "cancel"}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await run("cancel");
          setConfirming(false);
        }}
      >
        <p>{t(subscriptionTexts.cancelBody)}</p>
      </ConfirmDialog>
    </section>
  );
}
