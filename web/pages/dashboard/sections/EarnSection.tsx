// /dashboard/earn (docs/guides/earn.md): tips from the page's visitors, through the page's tip block, paid
// on Stripe's Checkout straight into the owner's own Stripe account. Here the owner connects that account,
// sees its status and LinkNest's fee, opens Stripe, and follows the tips received with their totals.
import "../../../styles/earn.css";
import { StripeAccountCard } from "../earn/StripeAccountCard";
import { TipsCard } from "../earn/TipsCard";

export function EarnSection() {
  return (
    <div className="dashboard__cards">
      <p className="muted">Tips from your visitors, paid straight into your own Stripe account.</p>
      <StripeAccountCard />
      <TipsCard />
    </div>
  );
}
