// The dashboard's subscription card (docs/product.md, "Dashboard"): the tier badge, the Founding
// Member offer for free users, and billing, cancel/resume and branding for Pro users.
import { useCallback, useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { formatLongDay } from "../../../format/written-forms";
import { BrandingToggle } from "./BrandingToggle";
import { messageClass } from "./subscription-messages";
import { useCheckoutReturn } from "./useCheckoutReturn";
import { useSubscription } from "./useSubscription";

const badgeTexts = { pro: "PRO Member", free: "FREE Member", pending: "Confirming…" } as const;

export function SubscriptionPanel({
  navigate = (url: string) => window.location.assign(url),
}: {
  navigate?: (url: string) => void;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { status, busy, run, confirmingCheckout, confirmCheckout } = useSubscription(setMessage, navigate);
  useCheckoutReturn(setMessage, confirmCheckout);
  const showError = useCallback((text: string) => setMessage(text), []);

  const isPro = status?.isPro ?? false;
  // A status read before the checkout's webhook landed would say FREE beside the welcome message.
  const badge = confirmingCheckout && !isPro ? "pending" : isPro ? "pro" : "free";
  const cancelling = status?.subscriptionStatus === "cancelling";
  const endDate = status?.subscriptionEndDate ?? null;
  const showsNextBilling = (status?.subscriptionStatus === "active" || cancelling) && endDate !== null;
  const label = (action: typeof busy, text: string) => (busy === action ? "Processing..." : text);

  return (
    <section className="card-page subscription-panel" aria-labelledby="subscription-heading">
      <div className="subscription-panel__head">
        <h2 id="subscription-heading">Subscription</h2>
        <span className={`badge badge--${badge}`}>{badgeTexts[badge]}</span>
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
          <h3>Pro Features</h3>
          <ul className="subscription-panel__features">
            <li>Toggle branding on/off on your public page</li>
            <li>Your own domain (like links.yourname.com)</li>
            <li>Lock in the founding member price</li>
            <li>A year of analytics and CSV export</li>
          </ul>
          <p className="subscription-panel__price">
            <strong>$3.99 / month</strong> — the Founding Member price. It will rise later, but founding members keep it
            for as long as they stay subscribed.
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy !== null}
            onClick={() => run("checkout")}
          >
            {label("checkout", "Upgrade to Pro")}
          </button>
        </>
      )}

      {isPro && (
        <>
          {cancelling && (
            <p className="subscription-panel__ends">
              {endDate
                ? `Your subscription ends on ${formatLongDay(endDate)}.`
                : "Your subscription will end at the end of the current billing period."}
            </p>
          )}
          {showsNextBilling && endDate && (
            <p>
              Next billing date: <strong>{formatLongDay(endDate)}</strong>
            </p>
          )}
          <BrandingToggle onError={showError} />
          <div className="subscription-panel__actions">
            <button type="button" className="button" disabled={busy !== null} onClick={() => run("portal")}>
              {label("portal", "Manage billing")}
            </button>
            {cancelling ? (
              <button
                type="button"
                className="button button--primary"
                disabled={busy !== null}
                onClick={() => run("resume")}
              >
                {label("resume", "Resume Subscription")}
              </button>
            ) : (
              <button
                type="button"
                className="button button--danger"
                disabled={busy !== null}
                onClick={() => setConfirming(true)}
              >
                {label("cancel", "Cancel subscription")}
              </button>
            )}
          </div>
        </>
      )}

      <ConfirmDialog
        open={confirming}
        title="Cancel subscription?"
        confirmLabel="Confirm cancel"
        cancelLabel="Keep subscription"
        busy={busy === "cancel"}
        danger
        onCancel={() => setConfirming(false)}
        onConfirm={async () => {
          await run("cancel");
          setConfirming(false);
        }}
      >
        <p>You keep Pro until the end of the current billing period. You can resume any time before then.</p>
      </ConfirmDialog>
    </section>
  );
}
