// Workers of the account, as far as their secrets go: `wrangler secret list` and `secret put`, and the
// upload `secret put` makes first when the Worker does not exist yet (a draft Worker holding the secret
// until the first deploy replaces its code). A Worker the account lacks answers 404 with code 10007, which
// is how wrangler and provisioning tell "not deployed yet" from a failure.
import { Hono } from "hono";
import type { CloudflareAccount, Worker } from "../account";
import { CloudflareError, invalidRequest, jsonBody, nameField, success } from "../envelope";

const secretName = /^[A-Za-z_][A-Za-z0-9_]{0,255}$/;

function existingWorker(account: CloudflareAccount, name: string): Worker {
  const worker = account.workers.get(name);
  if (!worker) throw new CloudflareError(404, 10007, "This Worker does not exist on your account.");
  return worker;
}

export function workerRoutes(account: CloudflareAccount): Hono {
  return new Hono()
    .put("/:script", async (c) => {
      const name = c.req.param("script");
      const form = await c.req.formData().catch(() => undefined);
      if (!form?.has("metadata")) throw invalidRequest("A Worker upload is a multipart form with a metadata part");
      // Uploading new code keeps the Worker's secrets, as a deploy does.
      const worker = account.workers.get(name) ?? { name, secrets: new Map() };
      account.workers.set(name, worker);
      return success(c, { id: name, etag: crypto.randomUUID() });
    })
    .get("/:script/secrets", (c) => {
      const worker = existingWorker(account, c.req.param("script"));
      return success(
        c,
        [...worker.secrets.keys()].map((name) => ({ name, type: "secret_text" })),
      );
    })
    .put("/:script/secrets", async (c) => {
      const worker = existingWorker(account, c.req.param("script"));
      const body = await jsonBody(c);
      const name = nameField(body, "name", secretName, "must be a letter or _ followed by letters, digits or _");
      if (body.type !== "secret_text" || typeof body.text !== "string") {
        throw invalidRequest('A secret is { name, text, type: "secret_text" }');
      }
      worker.secrets.set(name, body.text);
      return success(c, { name, type: "secret_text" });
    });
}
