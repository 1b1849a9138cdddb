// Queues of the account: `wrangler queues list` (a page at a time, optionally only the queues `?name=`
// names, as `wrangler deploy` asks before it binds them) and `queues create`. A name is taken once per
// account.
import { Hono } from "hono";
import type { CloudflareAccount } from "../account";
import { hexId, now } from "../account";
import { CloudflareError, jsonBody, nameField, pageOf, success } from "../envelope";

const queueName = /^[a-z0-9][a-z0-9-]{0,62}$/;

export function queueRoutes(account: CloudflareAccount): Hono {
  return new Hono()
    .get("/", (c) => {
      const names = c.req.queries("name");
      const queues = names ? account.queues.filter((queue) => names.includes(queue.queue_name)) : account.queues;
      return pageOf(c, queues, { perPage: 100, maxPerPage: 1000 });
    })
    .post("/", async (c) => {
      const name = nameField(
        await jsonBody(c),
        "queue_name",
        queueName,
        "must be 1 to 63 lowercase letters, digits or -",
      );
      if (account.queues.some((queue) => queue.queue_name === name)) {
        throw new CloudflareError(409, 11009, `A queue named ${name} already exists`);
      }
      const created = now();
      const queue = {
        queue_id: hexId(),
        queue_name: name,
        created_on: created,
        modified_on: created,
        producers: [],
        producers_total_count: 0,
        consumers: [],
        consumers_total_count: 0,
      };
      account.queues.push(queue);
      return success(c, queue);
    });
}
