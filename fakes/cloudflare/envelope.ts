// How the fake answers like Cloudflare's API v4: every body is the envelope
// `{ success, errors, messages, result }`, a refusal carries `errors: [{ code, message }]` with a 4xx, and a
// list comes a page at a time with the `result_info` (page, per_page, count, total_count, total_pages) that
// wrangler and the provisioning script read to ask for the next page. The error codes clients act on are
// Cloudflare's own (10000 authentication, 10007 Worker not found, 7502 D1 name taken, 10014 KV title taken,
// 10004 R2 bucket taken); any other refusal is a 400 whose message says what was wrong.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class CloudflareError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** A request whose input Cloudflare would refuse, with the reason. */
export const invalidRequest = (message: string) => new CloudflareError(400, 1001, message);

export function success(c: Context, result: unknown, resultInfo?: Record<string, number | string>): Response {
  return c.json({ success: true, errors: [], messages: [], result, ...(resultInfo && { result_info: resultInfo }) });
}

export function failure(error: unknown, c: Context): Response {
  const refusal = error instanceof CloudflareError ? error : new CloudflareError(500, 1000, String(error));
  return c.json(
    { success: false, errors: [{ code: refusal.code, message: refusal.message }], messages: [], result: null },
    refusal.status,
  );
}

function positiveInteger(c: Context, name: string, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const given = c.req.query(name);
  if (given === undefined) return fallback;
  const value = Number(given);
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw invalidRequest(`${name} must be a whole number from 1 to ${max}`);
  }
  return value;
}

/** One page of `items` as `?page=&per_page=` ask for it. */
export function pageOf<T>(c: Context, items: T[], sizes: { perPage: number; maxPerPage: number }): Response {
  const page = positiveInteger(c, "page", 1);
  const perPage = positiveInteger(c, "per_page", sizes.perPage, sizes.maxPerPage);
  const result = items.slice((page - 1) * perPage, page * perPage);
  return success(c, result, {
    page,
    per_page: perPage,
    count: result.length,
    total_count: items.length,
    total_pages: Math.ceil(items.length / perPage),
  });
}

/** The request's JSON object. wrangler sends some bodies as text/plain, so the content type is not asked. */
export async function jsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {}
  throw invalidRequest("The request body must be a JSON object");
}

/** A required string field of a JSON body that must match `pattern`. */
export function nameField(body: Record<string, unknown>, field: string, pattern: RegExp, rule: string): string {
  const value = body[field];
  if (typeof value !== "string" || !pattern.test(value)) throw invalidRequest(`${field} ${rule}`);
  return value;
}
