// D1 databases of the account: `wrangler d1 list` and `d1 create`, and provisioning's lookup by id or
// name. A name is taken once per account (code 7502, which wrangler turns into "A database with that name
// already exists").
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import type { CloudflareAccount } from "../account";
import { now } from "../account";
import { CloudflareError, jsonBody, nameField, pageOf, success } from "../envelope";

const databaseName = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export function d1Routes(account: CloudflareAccount): Hono {
  return new Hono()
    .get("/", (c) => pageOf(c, account.d1Databases, { perPage: 1000, maxPerPage: 10000 }))
    .post("/", async (c) => {
      const name = nameField(
        await jsonBody(c),
        "name",
        databaseName,
        "must be 1 to 63 lowercase letters, digits, - or _",
      );
      if (account.d1Databases.some((database) => database.name === name)) {
        throw new CloudflareError(400, 7502, "A database with that name already exists");
      }
      const database = { uuid: randomUUID(), name, version: "production" as const, created_at: now() };
      account.d1Databases.push(database);
      return success(c, { ...database, created_in_region: "WEUR" });
    });
}
