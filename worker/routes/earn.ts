// The owner's Earn area (docs/guides/earn.md), mounted at /api/earn: the connected Stripe account's status and
// the fee of the owner's plan, "Connect with Stripe" (onboarding) and "Open Stripe" (the Express
// dashboard), and the tips received, a page at a time and as CSV. Connecting, opening Stripe and the CSV
// touch the owner's money and their supporters' names: an admin impersonating the owner may not use them.
import { Hono } from "hono";
import { tipsQuerySchema } from "#contract/earn";
import { connectWithStripe, earnAccountOf, expressDashboardLink } from "../earn/connected-accounts";
import { listTips, tipsCsv } from "../earn/tips";
import { answers, stripeUnreachable } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { valid } from "../http/validate";
import { refuseWhileImpersonating, requireUser, signedInUser } from "./guards";

export const earnRoutes = new Hono<AppEnv>()
  .use(requireUser)

  .get(
    "/",
    answers("The account's connected Stripe account and the fee its plan takes now", {
      200: "EarnAccount (contract/earn.ts): {status, chargesEnabled, payoutsEnabled, feePercent, defaultCurrency, detailsNeeded}.",
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(await earnAccountOf(c.var.db, signedInUser(c).id));
    },
  )

  .post(
    "/connect",
    answers("Connect with Stripe: the Express account (made on the first call) and a fresh onboarding link", {
      200: "{url}: Stripe's onboarding, which comes back to /dashboard/earn.",
      ...stripeUnreachable,
    }),
    refuseWhileImpersonating,
    async (c) => c.json(await connectWithStripe(c.var.db, c.env, signedInUser(c).id)),
  )

  .post(
    "/dashboard",
    answers("Open Stripe: a login link to the account's Express dashboard", {
      200: "{url}.",
      409: "Not connected, or onboarding not finished.",
      ...stripeUnreachable,
    }),
    refuseWhileImpersonating,
    async (c) => c.json(await expressDashboardLink(c.var.db, c.env, signedInUser(c).id)),
  )

  .get(
    "/tips",
    answers("The tips received, newest first, a page at a time, with totals per month and currency", {
      200: "TipsPage (contract/earn.ts): {items: [{id, amount, currency, fee, name, message, status, createdAt}], total, page, pageSize, totals: [{month, currency, gross, fees, net}]}.",
    }),
    valid("query", tipsQuerySchema),
    async (c) => {
      const { page, pageSize } = c.req.valid("query");
      c.header("Cache-Control", "no-store");
      return c.json(await listTips(c.var.db, signedInUser(c).id, page, pageSize));
    },
  )

  .get(
    "/tips.csv",
    answers("Every tip as CSV (date, amount, currency, fee, net, name, message, status)", { 200: "text/csv." }),
    refuseWhileImpersonating,
    async (c) => {
      const csv = await tipsCsv(c.var.db, signedInUser(c).id);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="tips.csv"',
        "Cache-Control": "no-store",
      });
    },
  );
