// The accounts the caller's token may use, as `GET /memberships` lists them: how wrangler, and provisioning
// without CLOUDFLARE_ACCOUNT_ID, find the account to work in.
import { Hono } from "hono";
import type { CloudflareAccount } from "./account";
import { pageOf } from "./envelope";

export function membershipRoutes(account: CloudflareAccount): Hono {
  return new Hono().get("/", (c) =>
    pageOf(
      c,
      [{ id: `membership-${account.id}`, status: "accepted", account: { id: account.id, name: account.name } }],
      {
        perPage: 20,
        maxPerPage: 50,
      },
    ),
  );
}
