// After Checkout the provider sends the user back to /dashboard?subscription=success|cancelled
// (product §2): show the message, refetch the status on success, and remove the query string.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { subscriptionTexts } from "./subscription-messages";

export function useCheckoutReturn(onMessage: (text: string) => void, refetchSoon: () => void) {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const outcome = new URLSearchParams(location.search).get("subscription");
    if (outcome !== "success" && outcome !== "cancelled") return;
    onMessage(outcome === "success" ? subscriptionTexts.checkoutSuccess : subscriptionTexts.checkoutCancelled);
    if (outcome === "success") refetchSoon();
    navigate({ pathname: location.pathname, search: "" }, { replace: true });
  }, [location.search, location.pathname, navigate, onMessage, refetchSoon]);
}
