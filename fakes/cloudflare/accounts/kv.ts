// Workers KV namespaces of the account: `wrangler kv namespace list` and `kv namespace create`. A title is
// taken once per account (code 10014); the list comes sorted by title, as wrangler asks for it.
import { Hono } from "hono";
import type { CloudflareAccount } from "../account";
import { hexId } from "../account";
import { CloudflareError, jsonBody, nameField, pageOf, success } from "../envelope";

const namespaceTitle = /^.{1,512}$/s;

export function kvRoutes(account: CloudflareAccount): Hono {
  return new Hono()
    .get("/", (c) => {
      const byTitle = account.kvNamespaces.toSorted((a, b) => a.title.localeCompare(b.title));
      if (c.req.query("direction") === "desc") byTitle.reverse();
      return pageOf(c, byTitle, { perPage: 20, maxPerPage: 1000 });
    })
    .post("/", async (c) => {
      const title = nameField(await jsonBody(c), "title", namespaceTitle, "must be 1 to 512 characters");
      if (account.kvNamespaces.some((namespace) => namespace.title === title)) {
        throw new CloudflareError(400, 10014, "A namespace with this account ID and title already exists.");
      }
      const namespace = { id: hexId(), title, supports_url_encoding: true as const };
      account.kvNamespaces.push(namespace);
      return success(c, namespace);
    });
}
