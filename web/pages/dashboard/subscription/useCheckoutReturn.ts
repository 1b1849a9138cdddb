// After Checkout the provider sends the user back to /dashboard?subscription=success|cancelled
// (docs/product.md, "Screens"): show the message, have the status confirmed on success, and take the outcome out of the address.
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { billingTexts } from "#contract/billing-texts";
import { refusalInReadersWords } from "../../../i18n/refusal-words";
import { searchWithout } from "../current-page";

export function useCheckoutReturn(onMessage: (text: string) => void, confirmCheckout: () => void) {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const outcome = new URLSearchParams(location.search).get("subscription");
    if (outcome !== "success" && outcome !== "cancelled") return;
    onMessage(
      refusalInReadersWords(outcome === "success" ? billingTexts.checkoutSuccess : billingTexts.checkoutCancelled),
    );
    if (outcome === "success") confirmCheckout();
    navigate(
      { pathname: location.pathname, search: searchWithout(location.search, "subscription") },
      { replace: true },
    );
  }, [location.search, location.pathname, navigate, onMessage, confirmCheckout]);
}
