// Connect's hosted pages in the fake (docs/guides/earn.md): the onboarding an account link opens — 'Complete
// onboarding' makes the account able to charge, 'Needs more details' leaves it restricted, each sending
// account.updated and going back to the app — and the Express dashboard a login link opens, with the
// account's payments and, as test controls, 'Refund' and 'Dispute' on each.
import { Hono } from "hono";
import { escapeHtml } from "../../worker/security/encoding";
import type { Account } from "./account";
import type { AccountState, ConnectActions } from "./connect";
import { StripeError } from "./errors";
import type { FormEnv } from "./form";
import { money, page } from "./pages";
import { type ConnectedAccount, now } from "./store";

function onboardingPage(linkId: string, account: ConnectedAccount): string {
  return page(
    "Set up payments",
    `<span class="test">TEST MODE</span>
<h1>Set up payments for LinkNest</h1>
<p>Express account ${escapeHtml(account.id)}${account.email ? ` for ${escapeHtml(account.email)}` : ""}.</p>
<form method="post" action="/connect/onboarding/${linkId}/complete"><button class="primary" type="submit">Complete onboarding</button></form>
<form method="post" action="/connect/onboarding/${linkId}/needs-details"><button class="secondary" type="submit">Needs more details</button></form>`,
  );
}

function statusLine(account: ConnectedAccount): string {
  if (account.charges_enabled && account.payouts_enabled) return "Payments and payouts are on.";
  if (account.charges_enabled) return "Payments are on; payouts are paused.";
  return "Payments are off until Stripe has what it needs.";
}

function dashboardPage(account: ConnectedAccount, fake: Account): string {
  const charges = [...fake.store.charges.values()].filter((charge) => charge.account === account.id).reverse();
  const rows = charges
    .map((charge) => {
      const status = charge.refunded ? "Refunded" : charge.disputed ? "Disputed" : "Succeeded";
      const open = !charge.refunded && !charge.disputed;
      const actions = open
        ? `<form method="post" action="/connect/express/${account.id}/charges/${charge.id}/refund"><button class="secondary" type="submit">Refund</button></form>
<form method="post" action="/connect/express/${account.id}/charges/${charge.id}/dispute"><button class="secondary" type="submit">Dispute</button></form>`
        : "";
      return `<li><strong>${escapeHtml(money(charge.amount, charge.currency))}</strong> ${status} ${actions}</li>`;
    })
    .join("\n");
  return page(
    "Express dashboard",
    `<span class="test">TEST MODE</span>
<h1>Your Stripe Express dashboard</h1>
<p>${escapeHtml(account.id)}: ${statusLine(account)}</p>
<h2>Payments</h2>
${rows ? `<ul>${rows}</ul>` : "<p>No payments yet.</p>"}`,
  );
}

export function connectHostedRoutes(fake: Account, connect: ConnectActions) {
  const { store } = fake;
  const hosted = new Hono<FormEnv>();

  /** An onboarding link still good: a used or expired one goes to its refresh_url, as Stripe's do. */
  const openLink = (id: string) => {
    const link = store.accountLinks.get(id);
    if (!link) throw new StripeError(404, "This link is not valid.");
    return { link, good: !link.used && link.expires_at > now() };
  };

  hosted.get("/onboarding/:link", (c) => {
    const { link, good } = openLink(c.req.param("link"));
    if (!good) return c.redirect(link.refresh_url, 302);
    return c.html(onboardingPage(link.id, fake.connectedAccount(link.account)));
  });

  hosted.post("/onboarding/:link/:choice{complete|needs-details}", async (c) => {
    const { link, good } = openLink(c.req.param("link"));
    if (!good) return c.redirect(link.refresh_url, 303);
    link.used = true;
    await connect.setState(fake.connectedAccount(link.account), c.req.param("choice") as AccountState);
    return c.redirect(link.return_url, 303);
  });

  hosted.get("/express/:account", (c) => c.html(dashboardPage(fake.connectedAccount(c.req.param("account")), fake)));

  hosted.post("/express/:account/charges/:charge/:action{refund|dispute}", async (c) => {
    const account = fake.connectedAccount(c.req.param("account"));
    const charge = store.charges.get(c.req.param("charge"));
    if (!charge || charge.account !== account.id) throw new StripeError(404, "No such payment.");
    if (c.req.param("action") === "refund") await connect.refund(charge.id);
    else await connect.dispute(charge.id);
    return c.redirect(`/connect/express/${account.id}`, 303);
  });

  return hosted;
}
