// The API's errors, raised and answered. Anything in a request throws apiError / validationError for a
// refusal; the app's error handler (handleError) turns them into JSON `{msg}` or `{msg, errors}` with their
// status, and anything unexpected into a 500 with a plain message (never a stack). Every 5xx, deliberate
// or not, leaves an error log line (or, when D1 itself is what failed, a console error).
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { messages } from "#contract/messages";
import type { FieldError } from "#contract/types";
import { openDb } from "../db/client";
import { loggablePath, recordError } from "../logs/record";
import type { AppEnv } from "./app-env";
import { runInBackground } from "./background";

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

function isJson(res: Response): boolean {
  return (res.headers.get("content-type") ?? "").includes("application/json");
}

function reportError(c: Context<AppEnv>, error: unknown): void {
  runInBackground(
    c,
    recordError(c.var.db ?? openDb(c.env.DB), error, {
      method: c.req.method,
      path: loggablePath(c.req.url),
      userId: c.var.userId,
    }),
  );
  console.error(error);
}

export const handleError: ErrorHandler<AppEnv> = (error, c) => {
  if (error instanceof HTTPException) {
    // A deliberate 5xx (the mail queue or Stripe unreachable) is still an outage the admin must see.
    if (error.status >= 500) reportError(c, error.cause ?? error);
    const res = error.getResponse();
    if (isJson(res)) return res;
    // Hono's own exceptions (bad JSON from a validator, body limits) answer plain text: wrap them.
    return c.json({ msg: error.message || res.statusText || "Request refused" }, error.status);
  }
  reportError(c, error);
  return c.json({ msg: messages.serverError }, 500);
};

export function apiNotFound(c: Context<AppEnv>) {
  return c.json({ msg: messages.notFound }, 404);
}
