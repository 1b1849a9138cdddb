// Stripe's list answers: `{object: "list", data, has_more, url}`, newest first, one page of `limit` (10 by
// default, at most 100) after `starting_after` or before `ending_before` — the cursors the SDK's
// auto-pagination sends.
import type { Context } from "hono";
import { StripeError, stripeJson } from "./errors";

function pageSize(c: Context): number {
  const given = c.req.query("limit");
  if (given === undefined) return 10;
  const limit = Number(given);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new StripeError(400, "Invalid limit: must be an integer between 1 and 100.");
  return limit;
}

function positionOf(items: { id: string }[], cursor: string, name: string): number {
  const index = items.findIndex((item) => item.id === cursor);
  if (index < 0) throw new StripeError(400, `Invalid ${name}: no such object '${cursor}' in this list.`);
  return index;
}

/** One page of `newestFirst`, the whole filtered list in Stripe's order. */
export function stripeList<T extends { id: string }>(c: Context, newestFirst: T[], url: string): Response {
  const limit = pageSize(c);
  const after = c.req.query("starting_after");
  const before = c.req.query("ending_before");
  let data: T[];
  let hasMore: boolean;
  if (before) {
    const end = positionOf(newestFirst, before, "ending_before");
    data = newestFirst.slice(Math.max(0, end - limit), end);
    hasMore = end - limit > 0;
  } else {
    const start = after ? positionOf(newestFirst, after, "starting_after") + 1 : 0;
    data = newestFirst.slice(start, start + limit);
    hasMore = start + limit < newestFirst.length;
  }
  return stripeJson(c, { object: "list", data, has_more: hasMore, url });
}

/** A store's objects in Stripe's list order: a Map keeps insertion order, so newest first is its reverse. */
export const newestFirst = <T>(objects: Map<string, T>): T[] => [...objects.values()].reverse();
