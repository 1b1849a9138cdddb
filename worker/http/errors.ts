// The API's refusals, raised: anything in a request throws apiError / validationError for one, and the
// app's error handler (error-handler.ts) answers it as JSON `{msg}` or `{msg, errors}` with its status.
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { FieldError } from "#contract/types";

export function apiError(
  status: ContentfulStatusCode,
  msg: string,
  extra: { errors?: FieldError[] } & Record<string, unknown> = {},
  // What went wrong underneath a deliberate 5xx (a queue, Stripe): logged, never answered. Headers
  // a refusal's standard asks for (a 401's WWW-Authenticate) go with the answer.
  { cause, headers }: { cause?: unknown; headers?: Record<string, string> } = {},
): HTTPException {
  const res = Response.json({ msg, ...extra }, { status, headers });
  return new HTTPException(status, { res, message: msg, cause });
}

/** The message of a refusal (a 4xx thrown with apiError), or null for anything else: a fault is no refusal. */
export function refusalMessage(error: unknown): string | null {
  return error instanceof HTTPException && error.status < 500 ? error.message : null;
}

/** A 400 naming the fields at fault, as the web forms expect. */
export function validationError(errors: FieldError[], msg = errors[0]?.message ?? "Invalid input"): HTTPException {
  return apiError(400, msg, { errors });
}
