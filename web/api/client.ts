// The one way the SPA talks to /api: JSON in and out, the session cookie always sent, and a network
// failure reported as a result (never thrown) so every screen can show the product's message.
import { messages } from "#contract/messages";
import type { ErrorBody } from "#contract/types";
import { takeEarlyRead } from "./early-reads";

export type ApiFailure = {
  ok: false;
  status: number;
  /** The server's error body; for a network failure, the product's network message. */
  error: ErrorBody & Record<string, unknown>;
  networkError: boolean;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

type Options = {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export function api<T>(path: string, options: Options = {}): Promise<ApiResult<T>> {
  const plainRead =
    (options.method ?? "GET") === "GET" && options.json === undefined && options.body === undefined && !options.headers;
  const early = plainRead ? takeEarlyRead(path) : undefined;
  return early ? (early as Promise<ApiResult<T>>) : send<T>(path, options);
}

/** The request itself, never answered early (web/api/early-reads.ts). */
export async function send<T>(path: string, options: Options = {}): Promise<ApiResult<T>> {
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
  } catch {
    return { ok: false, status: 0, error: { msg: messages.networkError }, networkError: true };
  }
  return resultOf<T>(response.status, await response.json().catch(() => null));
}

/** An answer the server gave, as a result: its data, or its error body. */
export function resultOf<T>(status: number, data: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, data: data as T };
  const error =
    data && typeof data === "object" && typeof (data as ErrorBody).msg === "string"
      ? (data as ErrorBody & Record<string, unknown>)
      : { msg: "" };
  return { ok: false, status, error, networkError: false };
}

/** The server's message when it sent one, otherwise the screen's own fallback. */
export function failureMessage(failure: ApiFailure, fallback: string): string {
  return failure.error.msg || fallback;
}
