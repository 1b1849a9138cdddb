// The fake's whole HTTP surface as one Hono app: the /v1 API, the /__test controls and the hosted
// pages (Connect's under /connect), every request body read as Stripe form data, and every failure
// answered in Stripe's error shape.
import { Hono } from "hono";
import type { Account } from "./account";
import { apiRoutes } from "./api-routes";
import { connectActions } from "./connect";
import { connectHostedRoutes } from "./connect-pages";
import { stripeErrorResponse } from "./errors";
import { type FormEnv, formBody } from "./form";
import { hostedRoutes, pageNotFound } from "./hosted-routes";
import { testControlRoutes } from "./test-control-routes";

export function stripeFakeApp(account: Account) {
  // Not strict: a path with a trailing slash reaches the same route as one without.
  const app = new Hono<FormEnv>({ strict: false });
  const connect = connectActions(account);
  app.use(formBody);
  app.route("/v1", apiRoutes(account));
  app.route("/__test", testControlRoutes(account, connect));
  app.route("/connect", connectHostedRoutes(account, connect));
  app.route("/", hostedRoutes(account, connect));
  app.notFound((c) => stripeErrorResponse(pageNotFound(), c));
  app.onError(stripeErrorResponse);
  return app;
}
