// /dashboard/earn (docs/guides/earn.md, docs/product.md, "Dashboard"): the owner's Earn area. Visitors tip
// through the page's tip block, paid on Stripe's Checkout straight into the owner's own Stripe account;
// here the owner connects that account, sees its status and LinkNest's fee, opens Stripe, and follows the
// tips received with their totals. Reached from the dashboard's Earn card and from a tip block's row.
import { Link } from "react-router";
import "../../../styles/earn.css";
import { StripeAccountCard } from "./StripeAccountCard";
import { TipsCard } from "./TipsCard";

export function EarnPage() {
  return (
    <div className="dashboard earn">
      <header className="dashboard__header">
        <div>
          <h1>Earn</h1>
          <p className="muted">Tips from your visitors, paid straight into your own Stripe account.</p>
        </div>
        <Link className="button" to="/dashboard">
          Back to dashboard
        </Link>
      </header>
      <div className="earn__cards">
        <StripeAccountCard />
        <TipsCard />
      </div>
    </div>
  );
}
