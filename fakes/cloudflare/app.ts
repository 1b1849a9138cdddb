// The fake's whole HTTP surface as one Hono app under Cloudflare's API root, /client/v4: the caller's
// memberships, and the account's resources one module per API area under /accounts/{account_id}
// (accounts/). Zone-level areas mount the same way under /zones/{zone_id} (zones/). Every request is
// recorded on the account, needs its API token as a bearer token, and is answered in Cloudflare's envelope
// (envelope.ts). Beside the API root: /__test, the test controls, and /outage/client/v4, where every call
// answers 503, so a test can point a client at an unavailable Cloudflare without changing what others see.
import { Hono } from "hono";
import type { CloudflareAccount } from "./account";
import { d1Routes } from "./accounts/d1";
import { kvRoutes } from "./accounts/kv";
import { queueRoutes } from "./accounts/queues";
import { r2Routes } from "./accounts/r2";
import { workerRoutes } from "./accounts/workers";
import { CloudflareError, failure } from "./envelope";
import { membershipRoutes } from "./memberships";
import { customHostnameRoutes, customHostnameTestControls } from "./zones/custom-hostnames";
import { dnsRecordRoutes, fallbackOriginRoutes, workerRouteRoutes } from "./zones/saas-setup";

export const apiRoot = "/client/v4";

export function cloudflareFakeApp(account: CloudflareAccount): Hono {
  const api = new Hono({ strict: false });
  api.use(async (c, next) => {
    account.requests.push({ method: c.req.method, path: new URL(c.req.url).pathname });
    if (c.req.header("authorization") !== `Bearer ${account.apiToken}`) {
      throw new CloudflareError(403, 10000, "Authentication error");
    }
    await next();
  });
  api.use("/accounts/:accountId/*", async (c, next) => {
    if (c.req.param("accountId") !== account.id) {
      throw new CloudflareError(403, 9109, "Unauthorized to access requested resource");
    }
    await next();
  });
  api.route("/memberships", membershipRoutes(account));
  api.route("/accounts/:accountId/d1/database", d1Routes(account));
  api.route("/accounts/:accountId/storage/kv/namespaces", kvRoutes(account));
  api.route("/accounts/:accountId/r2/buckets", r2Routes(account));
  api.route("/accounts/:accountId/queues", queueRoutes(account));
  api.route("/accounts/:accountId/workers/scripts", workerRoutes(account));
  api.use("/zones/:zoneId/*", async (c, next) => {
    if (c.req.param("zoneId") !== account.zone.id) {
      throw new CloudflareError(404, 7003, "Could not route to /zones, perhaps your object identifier is invalid?");
    }
    await next();
  });
  // Ahead of the custom hostnames, whose /:id would take /fallback_origin for an id.
  api.route("/zones/:zoneId/custom_hostnames/fallback_origin", fallbackOriginRoutes(account));
  api.route("/zones/:zoneId/custom_hostnames", customHostnameRoutes(account));
  api.route("/zones/:zoneId/dns_records", dnsRecordRoutes(account));
  api.route("/zones/:zoneId/workers/routes", workerRouteRoutes(account));
  api.notFound((c) => failure(new CloudflareError(404, 7003, `No route for ${c.req.method} ${c.req.path}`), c));
  api.onError(failure);
  return new Hono()
    .route(apiRoot, api)
    .route("/__test/custom_hostnames", customHostnameTestControls(account))
    .all(`/outage${apiRoot}/*`, (c) =>
      failure(new CloudflareError(503, 10000, "Service temporarily unavailable. Please try again later."), c),
    );
}
