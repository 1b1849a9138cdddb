// The pages Stripe would host, as a browser meets them: checkout (paying starts the subscription, or on a
// connected account pays the tip, and sends the webhooks; cancelling goes back to the app) and the
// billing portal (cancel or resume). Connect's onboarding and Express dashboard are connect-pages.ts's.
import { Hono } from "hono";
import type { Account } from "./account";
import type { ConnectActions } from "./connect";
import { StripeError } from "./errors";
import type { FormEnv } from "./form";
import { checkoutPage, portalPage } from "./pages";
import { invoiceFor, newId, newSubscription, now } from "./store";

export const pageNotFound = () => new StripeError(404, "Not found.");

export function hostedRoutes(account: Account, connect: ConnectActions) {
  const { store } = account;
  const hosted = new Hono<FormEnv>();

  const portalWithSubscription = (id: string) => {
    const portal = store.portalSessions.get(id);
    if (!portal) throw new StripeError(404, "This portal session has expired.");
    const subscription = [...store.subscriptions.values()].reverse().find((s) => s.customer === portal.customer);
    return { portal, subscription };
  };

  hosted.get("/checkout/:id", (c) => c.html(checkoutPage(account.checkoutSession(c.req.param("id")))));

  hosted.post("/checkout/:id/cancel", (c) => c.redirect(account.checkoutSession(c.req.param("id")).cancel_url, 303));

  hosted.post("/checkout/:id/pay", async (c) => {
    const session = account.checkoutSession(c.req.param("id"));
    if (session.mode === "payment") await connect.payTip(session);
    else if (session.status === "open" && session.price) {
      let customer = session.customer;
      if (!customer) {
        customer = newId("cus");
        store.customers.set(customer, {
          id: customer,
          object: "customer",
          email: null,
          metadata: session.metadata,
          created: now(),
        });
      }
      const sub = newSubscription(customer, session.price, session.metadata);
      store.subscriptions.set(sub.id, sub);
      Object.assign(session, { status: "complete", payment_status: "paid", customer, subscription: sub.id });
      await account.emit("customer.subscription.created", sub);
      await account.emit("checkout.session.completed", session);
      await account.emit("invoice.paid", invoiceFor(sub, "paid"));
    }
    return c.redirect(session.success_url.replace("{CHECKOUT_SESSION_ID}", session.id), 303);
  });

  hosted.get("/portal/:id", (c) => {
    const { portal, subscription } = portalWithSubscription(c.req.param("id"));
    return c.html(portalPage(portal, subscription));
  });

  hosted.post("/portal/:id/:action{cancel|resume}", async (c) => {
    const { portal, subscription } = portalWithSubscription(c.req.param("id"));
    if (!subscription) throw pageNotFound();
    await account.setCancelAtPeriodEnd(subscription, c.req.param("action") === "cancel");
    return c.redirect(`/portal/${portal.id}`, 303);
  });

  // Other methods or actions on a session: an unknown session is reported before the action is.
  hosted.all("/checkout/:id/:action?", (c) => {
    account.checkoutSession(c.req.param("id"));
    throw pageNotFound();
  });
  hosted.all("/portal/:id/:action?", (c) => {
    portalWithSubscription(c.req.param("id"));
    throw pageNotFound();
  });

  return hosted;
}
