// Cloudflare for SaaS custom hostnames of the zone, under /zones/{zone_id}/custom_hostnames: create, list
// (by hostname or id, a page at a time), read, re-check and delete, with Cloudflare's quirks:
// - the create answer has no records yet (the certificate is "initializing"): the TXT ownership record
//   and the certificate's validation records appear once the hostname is read back;
// - with the `http` method a hostname that does not CNAME to the zone yet waits, and a PATCH that sends
//   the same ssl settings is what asks Cloudflare to check it again.
// What a re-check finds is predictable from the hostname's first label, so anyone can try every path:
// `pending-…` never sees its CNAME, `caa-…` fails its certificate on a CAA record, `timeout-…` times out,
// anything else is active. The test controls (testControlRoutes) set any state by hand, for finer cases.
import { Hono } from "hono";
import { type CloudflareAccount, type CustomHostname, hexId, now } from "../account";
import { CloudflareError, invalidRequest, jsonBody, pageOf, success } from "../envelope";

/** Cloudflare's own refusals, by code: a taken hostname, one it does not know. */
const duplicateHostname = () => new CloudflareError(409, 1406, "Duplicate custom hostname found.");
const unknownHostname = () => new CloudflareError(404, 1436, "The custom hostname was not found.");

const hostnamePattern = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;
const dcvMethods = new Set(["http", "txt", "email"]);

export const notCnamed = "custom hostname does not CNAME to this zone.";
const caaRefusal = (hostname: string) =>
  `caa_error: CAA record(s) for ${hostname} do not allow the certificate authority to issue a certificate.`;

function sslSettings(body: Record<string, unknown>): { method: string } {
  const ssl = body.ssl as Record<string, unknown> | undefined;
  if (!ssl || typeof ssl !== "object") throw invalidRequest("ssl is required");
  if (typeof ssl.method !== "string" || !dcvMethods.has(ssl.method)) {
    throw invalidRequest("ssl.method must be one of http, txt, email");
  }
  if (ssl.type !== "dv") throw invalidRequest('ssl.type must be "dv"');
  return { method: ssl.method };
}

/** What a hostname that waits for its DNS shows once read back: the records to publish, and the error. */
function publish(record: CustomHostname): void {
  if (record.published) return;
  record.published = true;
  if (record.status === "active") return;
  const token = hexId();
  record.ownership_verification = {
    type: "txt",
    name: `_cf-custom-hostname.${record.hostname}`,
    value: crypto.randomUUID(),
  };
  record.ownership_verification_http = {
    http_url: `http://${record.hostname}/.well-known/cf-custom-hostname-challenge/${record.id}`,
    http_body: crypto.randomUUID(),
  };
  record.ssl.status = "pending_validation";
  record.ssl.validation_records =
    record.ssl.method === "txt"
      ? [{ txt_name: `_acme-challenge.${record.hostname}`, txt_value: token }]
      : [{ http_url: `http://${record.hostname}/.well-known/acme-challenge/${token}`, http_body: hexId() }];
  record.verification_errors = [notCnamed];
}

/** A re-check, as the hostname's first label says it goes. */
function recheck(record: CustomHostname): void {
  publish(record);
  record.rechecks += 1;
  const firstLabel = record.hostname.split(".")[0] ?? "";
  if (firstLabel.startsWith("pending-")) return;
  if (firstLabel.startsWith("caa-")) {
    // The CNAME is there, so the hostname is verified; the certificate is what cannot be issued.
    record.status = "active";
    delete record.verification_errors;
    record.ssl.validation_errors = [{ message: caaRefusal(record.hostname) }];
    return;
  }
  if (firstLabel.startsWith("timeout-")) {
    record.ssl.status = "validation_timed_out";
    return;
  }
  activate(record);
}

function activate(record: CustomHostname): void {
  record.status = "active";
  record.ssl.status = "active";
  delete record.verification_errors;
  delete record.ssl.validation_errors;
  delete record.ssl.validation_records;
}

/** The hostname as the API answers it, without the fake's own bookkeeping. */
function shown({ published: _, rechecks: __, ...record }: CustomHostname) {
  return record;
}

function findById(account: CloudflareAccount, id: string): CustomHostname {
  const record = account.zone.customHostnames.find((entry) => entry.id === id);
  if (!record) throw unknownHostname();
  return record;
}

export function customHostnameRoutes(account: CloudflareAccount): Hono {
  const hostnames = () => account.zone.customHostnames;
  return new Hono()
    .post("/", async (c) => {
      const body = await jsonBody(c);
      const hostname = typeof body.hostname === "string" ? body.hostname : "";
      if (!hostnamePattern.test(hostname)) throw invalidRequest("hostname must be a valid, lower-case host name");
      const { method } = sslSettings(body);
      if (hostnames().some((entry) => entry.hostname === hostname)) throw duplicateHostname();
      const record: CustomHostname = {
        id: crypto.randomUUID(),
        hostname,
        created_at: now(),
        status: "pending",
        ssl: {
          id: crypto.randomUUID(),
          type: "dv",
          method,
          status: "initializing",
          settings: {},
          bundle_method: "ubiquitous",
          wildcard: false,
          certificate_authority: "google",
        },
        published: false,
        rechecks: 0,
      };
      hostnames().push(record);
      return success(c, shown(record));
    })
    .get("/", (c) => {
      const hostname = c.req.query("hostname");
      const id = c.req.query("id");
      if (hostname !== undefined && id !== undefined) throw invalidRequest("hostname and id cannot be used together");
      const found = hostnames().filter(
        (entry) => (hostname === undefined || entry.hostname === hostname) && (id === undefined || entry.id === id),
      );
      for (const record of found) publish(record);
      return pageOf(c, found.map(shown), { perPage: 20, maxPerPage: 50 });
    })
    .get("/:id", (c) => {
      const record = findById(account, c.req.param("id"));
      publish(record);
      return success(c, shown(record));
    })
    .patch("/:id", async (c) => {
      const record = findById(account, c.req.param("id"));
      const body = await jsonBody(c);
      if (body.ssl !== undefined) {
        record.ssl.method = sslSettings(body).method;
        recheck(record);
      }
      return success(c, shown(record));
    })
    .delete("/:id", (c) => {
      const record = findById(account, c.req.param("id"));
      account.zone.customHostnames = hostnames().filter((entry) => entry !== record);
      return success(c, { id: record.id });
    });
}

/** The states a test may put a hostname in, by name. */
type StateChange = {
  status?: string;
  ssl_status?: string;
  verification_errors?: string[];
  validation_errors?: string[];
};

/**
 * Under /__test, without the API token: every hostname the zone holds (so a test can tell that nothing
 * was created), and any state set by hand on one of them, by its name.
 */
export function customHostnameTestControls(account: CloudflareAccount): Hono {
  return new Hono()
    .get("/", (c) => c.json(account.zone.customHostnames.map(shown)))
    .post("/:hostname", async (c) => {
      const record = account.zone.customHostnames.find((entry) => entry.hostname === c.req.param("hostname"));
      if (!record) return c.json({ error: "No such custom hostname." }, 404);
      const change = (await c.req.json().catch(() => ({}))) as StateChange;
      publish(record);
      if (change.status) record.status = change.status;
      if (change.ssl_status) record.ssl.status = change.ssl_status;
      if (change.verification_errors) {
        if (change.verification_errors.length) record.verification_errors = change.verification_errors;
        else delete record.verification_errors;
      }
      if (change.validation_errors) {
        if (change.validation_errors.length)
          record.ssl.validation_errors = change.validation_errors.map((message) => ({ message }));
        else delete record.ssl.validation_errors;
      }
      return c.json(shown(record));
    });
}
