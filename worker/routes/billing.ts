// The signed-in user's Pro subscription (product §7 "Subscription").
import { Hono } from "hono";
import { billingTexts } from "#contract/billing-texts";
import { messages } from "#contract/messages";
import { findUserById } from "../accounts/users";
import { refuseWhileImpersonating } from "../admin/refuse-while-impersonating";
import { createCheckoutSession, createPortalSession, setCancelAtPeriodEnd } from "../billing/billing-actions";
import { subscriptionStatusOf } from "../billing/status";
import type { AppEnv } from "../http/app-env";
import { runInBackground } from "../http/background";
import { apiError } from "../http/errors";
import { refreshPublicProfile } from "../profiles/snapshot";
import { requireUser, signedInUser } from "../sessions/middleware";

export const billingRoutes = new Hono<AppEnv>()
  .use("/subscription-status", requireUser)
  .use("/create-checkout-session", requireUser, refuseWhileImpersonating)
  .use("/billing-portal-session", requireUser, refuseWhileImpersonating)
  .use("/cancel-subscription", requireUser, refuseWhileImpersonating)
  .use("/resume-subscription", requireUser, refuseWhileImpersonating)

  .get("/subscription-status", async (c) => {
    const user = await findUserById(c.var.db, signedInUser(c).id);
    if (!user) throw apiError(401, messages.notSignedIn);
    c.header("Cache-Control", "no-store");
    return c.json(subscriptionStatusOf(user));
  })

  .post("/create-checkout-session", async (c) => {
    return c.json(await createCheckoutSession(c.var.db, c.env, signedInUser(c).id));
  })

  .post("/billing-portal-session", async (c) => {
    return c.json(await createPortalSession(c.var.db, c.env, signedInUser(c).id));
  })

  .post("/cancel-subscription", async (c) => {
    const user = signedInUser(c);
    const columns = await setCancelAtPeriodEnd(c.var.db, c.env, user.id, true);
    runInBackground(c, refreshPublicProfile(c.var.db, c.env, user.id));
    return c.json({ msg: billingTexts.cancelled, ...subscriptionStatusOf(columns) });
  })

  .post("/resume-subscription", async (c) => {
    const user = signedInUser(c);
    const columns = await setCancelAtPeriodEnd(c.var.db, c.env, user.id, false);
    runInBackground(c, refreshPublicProfile(c.var.db, c.env, user.id));
    return c.json({ msg: billingTexts.resumed, ...subscriptionStatusOf(columns) });
  });
