// The SPA's data layer: TanStack Query over the typed client (./client.ts). Every read is a query keyed by its API
// path, so the components that show the same answer share one request and one copy of it; every write
// is a mutation. Loading and error states, dropping answers to superseded keys and refetching are the
// library's; this module only says how an API answer becomes a query's data or its error.
import { QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import type { FieldError } from "#contract/types";
import {
  type AnswerOf,
  type ApiFailure,
  type ApiReply,
  type ApiResult,
  failureMessage,
  fieldErrorsOf,
  networkFailure,
  resultOf,
} from "./client";

/** A typed GET with the path that keys its query (the route's `$path()`), cancelled with the query. */
export type ReadOf<Sent> = { path: string; read: (options: { init: RequestInit }) => Promise<Sent> };

/** A failed answer as a query's or a mutation's error: the failure itself stays readable. */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure) {
    super(failure.error.msg || `HTTP ${failure.status}`);
    this.name = "ApiError";
    this.failure = failure;
  }
}

/** The data of a successful answer; a failure is thrown, which is how the query or mutation knows it failed. */
export async function dataOf<T>(answer: Promise<ApiResult<T>>): Promise<T> {
  const result = await answer;
  if (!result.ok) throw new ApiError(result);
  return result.data;
}

/** The failure a query or mutation error stands for (anything but an API answer counts as the network's). */
export function failureOf(error: unknown): ApiFailure {
  return error instanceof ApiError ? error.failure : networkFailure();
}

/** The server's message for a failed query or mutation, or the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return failureMessage(failureOf(error), fallback);
}

/** What a failed request shows beside its form or button: the server's message or the fallback, and the fields it names. */
export function shownError(error: unknown, fallback: string): { message: string; errors?: FieldError[] } | null {
  if (!error) return null;
  const failure = failureOf(error);
  return { message: failureMessage(failure, fallback), errors: fieldErrorsOf(failure) };
}

/** A typed call as a mutation's function: its data, or its failure thrown. */
export function send<Sent extends ApiReply>(call: Promise<Sent>): Promise<AnswerOf<Sent>> {
  return dataOf(resultOf(call));
}

/**
 * How long an answer is shown again without asking, for the reads several parts of a screen share: they
 * mount within moments of each other (a card whose code arrives a little later, a dashboard opened right
 * after a sign-in loaded its profile), and one request serves them all. A later visit reads afresh.
 */
export const sharedReadFreshMs = 30_000;

/**
 * A typed GET as a query, keyed by the path it reads (the route's `$path()`), cancelled with the query:
 * `apiQuery(apiRoutes.tokens.$path(), (options) => apiRoutes.tokens.$get(undefined, options))`.
 */
export function apiQuery<Sent extends ApiReply>(path: string, read: (options: { init: RequestInit }) => Promise<Sent>) {
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => dataOf(resultOf(read({ init: { signal } }), signal)),
  });
}

/**
 * A read the dashboard draws a section or a card from: useQuery, its answers drawn in a render React may
 * interrupt. A section's first reads arrive together (docs/decisions/070), and an answer reaches its
 * components as an update React draws at once: the section mounted on the page list's answer, and every card
 * drawn from the others, in one long task each on the larger sections. Deferred, each keeps what it showed
 * and draws the answer in slices the browser can cut into.
 */
export const useDeferredQuery = ((options: Parameters<typeof useQuery>[0]) =>
  useDeferredValue(useQuery(options))) as typeof useQuery;

/**
 * The app's query client. A failed read is shown as it is, with the screen's own 'Try again', not
 * retried behind the owner's back; nothing is read again only because the window regained focus (an
 * editor's draft is built from what was read). Each app root and each component test makes its own.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}
