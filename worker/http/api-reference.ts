// What the API reference (GET /api/openapi.json, an OpenAPI 3.1 document of every /api route) knows of
// each route, written down as the routers are built, on the handlers themselves: each validator its
// target and zod schema (validate.ts), each guard the answer it can give (requireUser's 401,
// requireAdmin's 403, a limiter's 429), and each route its summary and its own answers (answers()
// below). None of it does anything on a request. The document is built from these notes by
// api-reference-document.ts, with hono-openapi, on the first GET /api/openapi.json of an isolate
// (worker/app.ts imports it then): that module and the library are a chunk of their own, so no other
// request — the public page's, a click's — loads, parses or runs any of it (docs/decisions/030).
import type { MiddlewareHandler, ValidationTargets } from "hono";
import type { $ZodType } from "zod/v4/core";
import type { AppEnv } from "./app-env";

/** One answer of a route: a description, or a description and the body's type and (when one exists) schema. */
export type Answer = string | { description: string; type?: string; schema?: $ZodType };

/** A route's answers by status; a status of 400 or more answers the error body `{msg, errors?}`. */
export type Answers = Record<number, Answer>;

export type RouteNote =
  | { input: { target: keyof ValidationTargets; schema: $ZodType } }
  | { summary?: string; answers: Answers; bodies?: $ZodType[] };

const notes = new WeakMap<object, RouteNote>();

/** The note a handler carries, if any. */
export function noteOf(handler: object): RouteNote | undefined {
  return notes.get(handler);
}

/** Records the input a validator checks. */
export function withInput<Handler extends object>(
  handler: Handler,
  target: keyof ValidationTargets,
  schema: $ZodType,
): Handler {
  notes.set(handler, { input: { target, schema } });
  return handler;
}

/** Records the answers a guard can give on every route it guards. */
export function withAnswers<Handler extends object>(handler: Handler, guardAnswers: Answers): Handler {
  notes.set(handler, { answers: guardAnswers });
  return handler;
}

/**
 * A route's summary and its own answers, for the reference; on a request it only passes on. `bodies`
 * names the JSON bodies a route takes when its validator cannot (one path, two bodies: it validates a
 * loose object and then picks the schema).
 */
export function answers(
  summary: string,
  routeAnswers: Answers,
  { bodies }: { bodies?: $ZodType[] } = {},
): MiddlewareHandler<AppEnv> {
  const note: MiddlewareHandler<AppEnv> = (_c, next) => next();
  notes.set(note, { summary, answers: routeAnswers, ...(bodies ? { bodies } : {}) });
  return note;
}

/** Answers of the routes that queue an e-mail or call Stripe while the caller waits. */
export const mailNotQueued: Answers = { 503: "The e-mail could not be queued; nothing was sent." };
export const stripeUnreachable: Answers = { 502: "Stripe could not be reached." };
