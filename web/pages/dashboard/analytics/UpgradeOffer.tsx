// Shown when a free owner picks a Pro range: what Pro adds, and the way to it (the same checkout as the
// Subscription card).
import { useState } from "react";
import { billingTexts } from "#contract/billing-texts";
import { api, failureMessage } from "../../../api/client";

export function UpgradeOffer({
  message,
  navigate = (url: string) => window.location.assign(url),
}: {
  message: string;
  navigate?: (url: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const upgrade = async () => {
    setBusy(true);
    setFailure(null);
    const result = await api<{ url?: string }>("/api/create-checkout-session", { method: "POST" });
    if (result.ok && result.data.url) return navigate(result.data.url);
    setFailure(result.ok ? billingTexts.checkoutFailed : failureMessage(result, billingTexts.checkoutFailed));
    setBusy(false);
  };
  return (
    <div className="analytics-card__upgrade">
      <p>{message}</p>
      <p className="muted">Pro keeps a year of analytics and lets you download them as CSV.</p>
      <button type="button" className="button button--primary" disabled={busy} onClick={upgrade}>
        {busy ? "Processing..." : "Upgrade to Pro"}
      </button>
      {failure && (
        <p className="analytics-card__error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
