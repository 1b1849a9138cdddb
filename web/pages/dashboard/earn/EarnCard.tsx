// The dashboard's way to Earn (docs/guides/earn.md): what tips are, LinkNest's fee said before anything is
// connected, the Stripe account's status in words once it has loaded, and the link to /dashboard/earn.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { earnStatusText, feeText } from "#contract/earn";
import { earnQuery } from "./earn-queries";

export function EarnCard() {
  const account = useQuery(earnQuery);
  return (
    <section className="card-page dashboard-card earn-card" aria-labelledby="earn-card-title">
      <h2 id="earn-card-title">Earn</h2>
      <p className="muted">
        Let visitors tip you from your page, paid straight into your own Stripe account. {feeText}
      </p>
      {account.data && (
        <p>
          Stripe account: <strong>{earnStatusText(account.data)}</strong>
        </p>
      )}
      <Link className="button" to="/dashboard/earn">
        Open Earn
      </Link>
    </section>
  );
}
