// The fake's hosted pages: a checkout page with 'Pay' and 'Cancel' (for Pro, or for a tip on a connected
// account), and a billing portal. Connect's own pages are connect-pages.ts's.
import { escapeHtml } from "../../worker/security/encoding";
import type { CheckoutSession, PortalSession, Subscription } from "./store";
import { periodEnd } from "./store";

const symbols: Record<string, string> = { usd: "$", eur: "€", gbp: "£" };

/** An amount in the currency's smallest unit, as Stripe's pages write it: "$5.00". */
export function money(amount: number, currency: string): string {
  const symbol = symbols[currency];
  const figure = (amount / 100).toFixed(2);
  return symbol ? `${symbol}${figure}` : `${figure} ${currency.toUpperCase()}`;
}

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;background:#f6f8fa;color:#1a1f36;display:grid;place-items:center;min-height:100vh;margin:0}
main{background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.08);padding:32px;width:min(420px,92vw)}
h1{font-size:1.3rem;margin:0 0 8px}p{color:#3c4257}.price{font-size:2rem;font-weight:700;color:#1a1f36}
.test{display:inline-block;background:#ffde92;color:#6b4c00;border-radius:4px;padding:2px 6px;font-size:12px;font-weight:700}
form{display:inline}button,a.button{font:inherit;font-weight:600;border-radius:6px;padding:10px 18px;border:0;cursor:pointer;margin:8px 8px 0 0;text-decoration:none;display:inline-block}
.primary{background:#635bff;color:#fff}.secondary{background:#e3e8ee;color:#1a1f36}</style></head>
<body><main>${body}</main></body></html>`;
}

export function checkoutPage(session: CheckoutSession): string {
  if (session.mode === "payment") return paymentPage(session);
  return page(
    "Checkout",
    `<span class="test">TEST MODE</span>
<h1>Subscribe to LinkNest Pro</h1>
<p>Founding Member price</p>
<p class="price">$3.99 <small>per month</small></p>
<form method="post" action="/checkout/${session.id}/pay"><button class="primary" type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button class="secondary" type="submit">Cancel</button></form>`,
  );
}

/** A one-off payment on a connected account: what it is for, the amount, and the platform's fee. */
function paymentPage(session: CheckoutSession): string {
  const amount = money(session.amount_total ?? 0, session.currency ?? "usd");
  const fee =
    session.application_fee_amount === null
      ? "No platform fee"
      : `Platform fee ${money(session.application_fee_amount, session.currency ?? "usd")}`;
  const paid = session.status === "complete" ? "<p>This payment is complete.</p>" : "";
  return page(
    "Checkout",
    `<span class="test">TEST MODE</span>
<h1>${escapeHtml(session.product_name ?? "Payment")}</h1>
<p class="price">${escapeHtml(amount)}</p>
<p>Paid to ${escapeHtml(session.account ?? "the platform")}. ${escapeHtml(fee)}.</p>${paid}
<form method="post" action="/checkout/${session.id}/pay"><button class="primary" type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button class="secondary" type="submit">Cancel</button></form>`,
  );
}

export function portalPage(portal: PortalSession, subscription: Subscription | undefined): string {
  const status = subscription
    ? subscription.status === "canceled"
      ? "Your subscription has ended."
      : subscription.cancel_at_period_end
        ? `Cancels on ${new Date(periodEnd(subscription) * 1000).toDateString()}.`
        : `Renews on ${new Date(periodEnd(subscription) * 1000).toDateString()} at $3.99 per month.`
    : "No subscription.";
  const action =
    subscription && subscription.status !== "canceled"
      ? subscription.cancel_at_period_end
        ? `<form method="post" action="/portal/${portal.id}/resume"><button class="primary" type="submit">Resume subscription</button></form>`
        : `<form method="post" action="/portal/${portal.id}/cancel"><button class="secondary" type="submit">Cancel subscription</button></form>`
      : "";
  const back = portal.return_url
    ? `<a class="button secondary" href="${escapeHtml(portal.return_url)}">Return to LinkNest</a>`
    : "";
  return page(
    "Billing portal",
    `<span class="test">TEST MODE</span><h1>LinkNest Pro</h1><p>${escapeHtml(status)}</p>${action}${back}`,
  );
}
