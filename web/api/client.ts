// The one way the SPA talks to /api: JSON in and out, the session cookie always sent, and a network
// failure reported as a result (never thrown) so every screen can show the product's message; only an
// abort the caller asked for is thrown. A plain
// fetch wrapper: what is read when, and what is kept, is the data layer's (./queries.ts).
import { messages } from "#contract/messages";
import type { ErrorBody, FieldError } from "#contract/types";
import { refusalInReadersWords } from "../i18n/refusal-words";

export type ApiFailure = {
  ok: false;
  status: number;
  /** The server's error body; for a network failure, the product's network message. */
  error: ErrorBody & Record<string, unknown>;
  networkError: boolean;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export type ApiOptions = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export async function api<T>(path: string, options: ApiOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  let body = options.body;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? "GET",
      headers,
      body,
      credentials: "include",
      signal: options.signal,
    });
  } catch (error) {
    // A request its caller cancelled (a screen that moved on) is no failure to report: the abort goes
    // back to the caller as it came, which the data layer takes as a cancellation.
    if (options.signal?.aborted) throw error;
    return networkFailure();
  }
  return resultOf<T>(response.status, await response.json().catch(() => null));
}

/** What a request that never reached the server answers. */
export function networkFailure(): ApiFailure {
  return { ok: false, status: 0, error: { msg: messages.networkError }, networkError: true };
}

/** An answer the server gave, as a result: its data, or its error body. */
function resultOf<T>(status: number, data: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, data: data as T };
  const error =
    data && typeof data === "object" && typeof (data as ErrorBody).msg === "string"
      ? (data as ErrorBody & Record<string, unknown>)
      : { msg: "" };
  return { ok: false, status, error, networkError: false };
}

/**
 * The server's message when it sent one — in the reader's language (web/i18n/refusal-words.ts) — otherwise
 * the screen's own fallback.
 */
export function failureMessage(failure: ApiFailure, fallback: string): string {
  return refusalInReadersWords(failure.error.msg) || fallback;
}

/**
 * The field errors a refusal names (docs/product.md, "Limits"), each with a message in the reader's
 * language; none when it names none.
 */
export function fieldErrorsOf(failure: ApiFailure): FieldError[] | undefined {
  const { errors } = failure.error;
  if (!Array.isArray(errors)) return undefined;
  const valid = errors.filter((item) => item && typeof item.message === "string" && item.message.length > 0);
  return valid.length ? valid.map((item) => ({ ...item, message: refusalInReadersWords(item.message) })) : undefined;
}
