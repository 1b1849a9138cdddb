// The subscription status and the actions on it. After a cancel, a resume or a checkout return the
// status is fetched again after 2 s (docs/product.md, "Accounts: the rules"), giving the provider's webhook time to land. Until
// that refetch after a checkout answers, the tier is being confirmed: what was read before may
// predate the webhook.
import { useCallback, useEffect, useRef, useState } from "react";
import { billingTexts } from "#contract/billing-texts";
import { subscriptionStatusPath } from "#contract/first-reads";
import type { SubscriptionStatus } from "#contract/types";
import { api, failureMessage } from "../../../api/client";
import { useDocumentData } from "../../../api/document-answers";
import { timings } from "../../../timings";

export type SubscriptionAction = "checkout" | "portal" | "cancel" | "resume";

const failures: Record<SubscriptionAction, string> = {
  checkout: billingTexts.checkoutFailed,
  portal: billingTexts.portalFailed,
  cancel: billingTexts.cancelFailed,
  resume: billingTexts.resumeFailed,
};

export function useSubscription(onMessage: (text: string) => void, navigate: (url: string) => void) {
  const fromDocument = useDocumentData<SubscriptionStatus>(subscriptionStatusPath);
  const [status, setStatus] = useState<SubscriptionStatus | null>(fromDocument.data ?? null);
  const [busy, setBusy] = useState<SubscriptionAction | null>(null);
  const [confirmingCheckout, setConfirmingCheckout] = useState(false);
  const refetchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(async () => {
    const result = await api<SubscriptionStatus>(subscriptionStatusPath);
    if (result.ok) setStatus(result.data);
    // The API reference: a failure here is only logged.
    else console.error("subscription status failed", result.status, result.error.msg);
  }, []);

  const refetchSoon = useCallback(() => {
    clearTimeout(refetchTimer.current);
    refetchTimer.current = setTimeout(
      () => load().finally(() => setConfirmingCheckout(false)),
      timings.statusRefetchMs,
    );
  }, [load]);

  /** Back from a paid checkout: the tier is unknown until the refetch answers. */
  const confirmCheckout = useCallback(() => {
    setConfirmingCheckout(true);
    refetchSoon();
  }, [refetchSoon]);

  const { claim } = fromDocument;
  useEffect(() => {
    // The document's answer is already shown.
    if (!claim()) load();
    return () => clearTimeout(refetchTimer.current);
  }, [load, claim]);

  const run = useCallback(
    async (action: SubscriptionAction) => {
      setBusy(action);
      const path = {
        checkout: "/api/create-checkout-session",
        portal: "/api/billing-portal-session",
        cancel: "/api/cancel-subscription",
        resume: "/api/resume-subscription",
      }[action];
      // Cancel and resume are sent with a JSON content type and no body (the API reference).
      const result = await api<{ url?: string; msg?: string } & Partial<SubscriptionStatus>>(path, {
        method: "POST",
        ...(action === "cancel" || action === "resume" ? { headers: { "Content-Type": "application/json" } } : {}),
      });
      if (!result.ok) {
        onMessage(result.networkError ? result.error.msg : failureMessage(result, failures[action]));
        setBusy(null);
        return;
      }
      if (action === "checkout" || action === "portal") {
        if (result.data.url) navigate(result.data.url);
        else {
          onMessage(failures[action]);
          setBusy(null);
        }
        return; // the page is leaving; keep the button busy
      }
      onMessage(result.data.msg ?? (action === "cancel" ? billingTexts.cancelled : billingTexts.resumed));
      if (typeof result.data.isPro === "boolean") {
        setStatus({
          isPro: result.data.isPro,
          subscriptionStatus: result.data.subscriptionStatus ?? null,
          subscriptionEndDate: result.data.subscriptionEndDate ?? null,
        });
      }
      setBusy(null);
      refetchSoon();
    },
    [navigate, onMessage, refetchSoon],
  );

  return { status, busy, run, confirmingCheckout, confirmCheckout };
}
