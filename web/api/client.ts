// The one way the SPA talks to /api: the worker's routes as a typed client (hono/client over the
// worker's `AppType`, read from its emitted declarations: docs/decisions/062), the session cookie always
// sent, and every answer turned into a result — a network failure reported, never thrown, so every
// screen can show the product's message; only an abort the caller asked for is thrown. What is read
// when, and what is kept, is the data layer's (./queries.ts).
import type { ClientResponse } from "hono/client";
import { hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import { messages } from "#contract/messages";
import type { ErrorBody, FieldError } from "#contract/types";
import type { AppType } from "../../worker/app";
import { refusalInReadersWords } from "../i18n/refusal-words";

/**
 * The worker's /api as typed calls: `apiRoutes.profile.$put({ json })` sends what the route validates
 * and answers what its handler returns. A call is made through `resultOf` (or the data layer's helpers).
 */
export const apiRoutes = hc<AppType>("/", {
  headers: { Accept: "application/json" },
  init: { credentials: "include" },
}).api;

/**
 * A route's path parameters as its `param`: the client puts each value in the path as it is, so each is
 * encoded here, and a name or an id can never add a segment of its own or step out of its path.
 */
export function pathParams<Params extends Record<string, string>>(params: Params): Params {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, encodeURIComponent(value)])) as Params;
}

/**
 * What a typed call answers when it succeeds: the JSON its route's handler returns with a 2xx status (a
 * reply typed with any status, `number`, counts as one that may succeed).
 */
export type AnswerOf<Reply> =
  Reply extends ClientResponse<infer Data, infer Status, infer Format>
    ? [number] extends [Status]
      ? JsonOf<Data, Format>
      : Status extends SuccessStatusCode
        ? JsonOf<Data, Format>
        : never
    : never;
type JsonOf<Data, Format> = Format extends "json" ? Data : unknown;

export type ApiFailure = {
  ok: false;
  status: number;
  /** The server's error body; for a network failure, the product's network message. */
  error: ErrorBody & Record<string, unknown>;
  networkError: boolean;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** A typed call of `apiRoutes`, before its answer is read. */
export type ApiReply = ClientResponse<unknown, number, string>;

/** A typed call as a result; `signal`, when the call was given one, tells a cancellation from a failure. */
export async function resultOf<Reply extends ApiReply>(
  call: Promise<Reply>,
  signal?: AbortSignal,
): Promise<ApiResult<AnswerOf<Reply>>> {
  let reply: Reply;
  try {
    reply = await call;
  } catch (error) {
    // A request its caller cancelled (a screen that moved on) is no failure to report: the abort goes
    // back to the caller as it came, which the data layer takes as a cancellation.
    if (signal?.aborted) throw error;
    return networkFailure();
  }
  return asResult<AnswerOf<Reply>>(reply.status, await reply.json().catch(() => null));
}

/** What a request that never reached the server answers. */
export function networkFailure(): ApiFailure {
  return { ok: false, status: 0, error: { msg: messages.networkError }, networkError: true };
}

/** An answer the server gave, as a result: its data, or its error body. */
function asResult<T>(status: number, data: unknown): ApiResult<T> {
  if (status >= 200 && status < 300) return { ok: true, status, data: withReadersMessage(data) as T };
  const error =
    data && typeof data === "object" && typeof (data as ErrorBody).msg === "string"
      ? (data as ErrorBody & Record<string, unknown>)
      : { msg: "" };
  return { ok: false, status, error, networkError: false };
}

/**
 * A success's data with what it says (`msg`, "Passkey added.") in the reader's language, like a refusal's
 * (web/i18n/refusal-words.ts): every screen shows it as it finds it. Nothing compares a success's words.
 */
function withReadersMessage(data: unknown): unknown {
  if (!data || typeof data !== "object" || Array.isArray(data)) return data;
  const { msg } = data as { msg?: unknown };
  return typeof msg === "string" && msg ? { ...data, msg: refusalInReadersWords(msg) } : data;
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
