// What setting a zone up for Cloudflare for SaaS with a Worker touches, as provisioning does it: the
// zone's DNS records (the proxied record of the fallback origin, the CNAME target of custom hostnames),
// the fallback origin custom hostnames are sent to, and the Worker routes that take the zone's traffic.
import { Hono } from "hono";
import { type CloudflareAccount, hexId } from "../account";
import { invalidRequest, jsonBody, nameField, pageOf, success } from "../envelope";

const hostname = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

export function dnsRecordRoutes(account: CloudflareAccount): Hono {
  const records = () => account.zone.dnsRecords;
  return new Hono()
    .get("/", (c) => {
      const name = c.req.query("name");
      const type = c.req.query("type");
      const found = records().filter(
        (record) => (name === undefined || record.name === name) && (type === undefined || record.type === type),
      );
      return pageOf(c, found, { perPage: 100, maxPerPage: 5000 });
    })
    .post("/", async (c) => {
      const body = await jsonBody(c);
      const type = nameField(body, "type", /^(A|AAAA|CNAME|TXT)$/, "must be A, AAAA, CNAME or TXT");
      const name = nameField(body, "name", hostname, "must be a lower-case host name");
      const content = nameField(body, "content", /^.{1,2048}$/s, "is required");
      const record = { id: hexId(), type, name, content, proxied: body.proxied === true, ttl: 1 };
      records().push(record);
      return success(c, record);
    });
}

export function fallbackOriginRoutes(account: CloudflareAccount): Hono {
  const answer = () => ({ origin: account.zone.fallbackOrigin, status: "active" });
  return new Hono()
    .get("/", (c) => success(c, answer()))
    .put("/", async (c) => {
      const origin = nameField(await jsonBody(c), "origin", hostname, "must be a host name of the zone");
      if (!account.zone.dnsRecords.some((record) => record.name === origin && record.proxied)) {
        throw invalidRequest("The fallback origin must be a proxied DNS record of the zone.");
      }
      account.zone.fallbackOrigin = origin;
      return success(c, answer());
    });
}

export function workerRouteRoutes(account: CloudflareAccount): Hono {
  return new Hono()
    .get("/", (c) => success(c, account.zone.workerRoutes))
    .post("/", async (c) => {
      const body = await jsonBody(c);
      const pattern = nameField(body, "pattern", /^\S{1,512}$/, "is required");
      const script = nameField(body, "script", /^[a-z0-9_-]{1,63}$/, "must name a Worker");
      if (account.zone.workerRoutes.some((route) => route.pattern === pattern)) {
        throw invalidRequest("A route with the same pattern already exists.");
      }
      const route = { id: hexId(), pattern, script };
      account.zone.workerRoutes.push(route);
      return success(c, route);
    });
}
