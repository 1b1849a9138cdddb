// R2 buckets of the account: `wrangler r2 bucket list` (`{ buckets }`, `per_page` at a time, 20 unless
// asked, with a `cursor` in result_info while more follow) and `r2 bucket create`.
// Names follow R2's rule (3 to 63 lowercase letters, digits and hyphens, a letter or digit at each end); a
// name the account already has is refused with 409 and code 10004.
import { Hono } from "hono";
import type { CloudflareAccount } from "../account";
import { now } from "../account";
import { CloudflareError, invalidRequest, jsonBody, nameField, success } from "../envelope";

const bucketName = /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/;

export function r2Routes(account: CloudflareAccount): Hono {
  return new Hono()
    .get("/", (c) => {
      const perPage = Number(c.req.query("per_page") ?? 20);
      const start = Number(Buffer.from(c.req.query("cursor") ?? "", "base64url").toString() || 0);
      if (!Number.isInteger(perPage) || perPage < 1 || perPage > 1000 || !Number.isInteger(start) || start < 0) {
        throw invalidRequest("per_page must be 1 to 1000 and cursor one this list gave");
      }
      const buckets = account.r2Buckets.slice(start, start + perPage);
      const next = start + perPage < account.r2Buckets.length;
      return success(
        c,
        { buckets },
        next
          ? { cursor: Buffer.from(String(start + perPage)).toString("base64url"), per_page: perPage }
          : { per_page: perPage },
      );
    })
    .post("/", async (c) => {
      const name = nameField(await jsonBody(c), "name", bucketName, "must be 3 to 63 lowercase letters, digits or -");
      if (account.r2Buckets.some((bucket) => bucket.name === name)) {
        throw new CloudflareError(409, 10004, "The bucket you tried to create already exists, and you own it.");
      }
      const bucket = { name, creation_date: now(), location: "WEUR" };
      account.r2Buckets.push(bucket);
      return success(c, bucket);
    });
}
