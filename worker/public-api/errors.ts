// The public API's error body (docs/guides/public-api.md): `{error: {code, message, fields?}}`, made from
// the same refusals the rest of the worker raises (apiError, validationError): the status picks the code,
// the message is the dashboard's word for word, and a body that breaks a save rule names its fields.
import type { ErrorHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import { messages } from "#contract/messages";
import type { FieldError } from "#contract/types";
import { handleError } from "../http/error-handler";
import { type PublicApiEnv, quotaHeaders } from "./bearer";

export const errorCodes: Record<number, string> = {
  400: "invalid_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal_error",
  502: "upstream_unavailable",
  503: "unavailable",
};

export type PublicApiError = { error: { code: string; message: string; fields?: FieldError[] } };

/** PublicApiError as a schema, for the API's reference. */
export const publicApiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});

export function publicApiError(status: number, message: string, fields?: FieldError[]): PublicApiError {
  return { error: { code: errorCodes[status] ?? "error", message, ...(fields?.length ? { fields } : {}) } };
}

/**
 * The worker's own error handler (which logs what must be logged) answers first; its `{msg, errors?}`
 * is then rewritten in this API's shape, keeping the status and headers (Retry-After, RateLimit-*).
 */
export const handlePublicApiError: ErrorHandler<PublicApiEnv> = async (error, c) => {
  const answered = await handleError(error, c);
  const status = answered.status as ContentfulStatusCode;
  let body: { msg?: string; errors?: FieldError[] } = {};
  try {
    body = (await answered.clone().json()) as typeof body;
  } catch {
    // Not JSON: the status says it.
  }
  const message = body.msg ?? (status >= 500 ? messages.serverError : (error as Error).message);
  const headers = new Headers(answered.headers);
  if (c.var.quota) for (const [name, value] of Object.entries(quotaHeaders(c.var.quota))) headers.set(name, value);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  return new Response(JSON.stringify(publicApiError(status, message, body.errors)), { status, headers });
};
