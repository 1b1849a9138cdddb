// How the fake answers like Stripe: JSON with a Request-Id, and errors in Stripe's envelope, so the
// SDK raises the same error classes it would against the real API.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { newId } from "./store";

export class StripeError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly type = "invalid_request_error",
    readonly code?: string,
  ) {
    super(message);
  }
}

export const missingResource = (kind: string, id: string, status: ContentfulStatusCode = 404) =>
  new StripeError(status, `No such ${kind}: '${id}'`, "invalid_request_error", "resource_missing");

export function stripeJson(c: Context, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.json(body, status, { "Request-Id": newId("req") });
}

export function stripeErrorResponse(error: unknown, c: Context): Response {
  const stripeError = error instanceof StripeError ? error : new StripeError(500, String(error), "api_error");
  return stripeJson(
    c,
    { error: { type: stripeError.type, message: stripeError.message, code: stripeError.code } },
    stripeError.status,
  );
}
