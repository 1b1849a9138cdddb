// Errors the API answers on purpose. Thrown anywhere in a request; the app's error handler turns
// them into JSON `{msg}` or `{msg, errors}` with their status.

import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldError } from "#contract/types";

export function apiError(
  status: ContentfulStatusCode,
  msg: string,
  extra: { errors?: FieldError[] } & Record<string, unknown> = {},
  // What went wrong underneath a deliberate 5xx (a queue, Stripe): logged, never answered.
  { cause }: { cause?: unknown } = {},
): HTTPException {
  const res = Response.json({ msg, ...extra }, { status });
  return new HTTPException(status, { res, message: msg, cause });
}

/** A 400 naming the fields at fault, as the web forms expect. */
export function validationError(errors: FieldError[], msg = errors[0]?.message ?? "Invalid input"): HTTPException {
  return apiError(400, msg, { errors });
}
