// The app's answer to anything a request throws: a refusal raised with apiError / validationError
// (errors.ts) as its JSON `{msg}` or `{msg, errors}` with its status, anything unexpected as a 500 with a
// plain message (never a stack), and anything else under /api as a JSON 404. Every 5xx, deliberate or
// not, leaves an error log line (or, when D1 itself is what failed, a console error).
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import { messages } from "#contract/messages";
import { openDb } from "../db/client";
import { loggablePath, recordError } from "../logs/record";
import type { AppEnv } from "./app-env";
import { inBackground } from "./background";

function isJson(res: Response): boolean {
  return (res.headers.get("content-type") ?? "").includes("application/json");
}

function reportError(c: Context<AppEnv>, error: unknown): void {
  inBackground(
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
