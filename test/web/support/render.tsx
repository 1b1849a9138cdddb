// Renders a route of the real app (routes, layout, data layer, auth provider, toasts) in happy-dom.
import { render, screen } from "@testing-library/react";
import { HttpResponse } from "msw";
import { type ReactNode, StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { FieldError } from "#contract/types";
import { AppProviders } from "../../../web/AppRoot";
import { toastTexts } from "../../../web/components/shell-texts";
import { loadWords } from "../../../web/i18n/catalogs";
import { routes } from "../../../web/routes";
import { answerMatching, answerWith } from "./network";

/**
 * English as the app fetches it (web/i18n/catalogs.ts): the app's words, and the admin's, which come with the
 * admin's page (fetched by ./setup.ts).
 */
export const appEnglish = await loadWords("en");

/** `strict` wraps the app in StrictMode as web/main.tsx does, to catch effects that must run once. */
export function renderApp(path: string, { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProviders words={appEnglish}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router };
}

/** Renders one part of a screen inside what the app puts around every screen (a fresh data layer each time). */
export function renderInApp(ui: ReactNode) {
  return render(<AppProviders words={appEnglish}>{ui}</AppProviders>);
}

export type FetchCall = { path: string; method: string; body?: unknown };
type Answer = { status?: number; body: unknown } | "network-error";
type AnswerSource = Answer | ((call: FetchCall) => Answer | Promise<Answer>);
/** The answers a test gives, keyed as answerFetch looks them up. */
export type Answers = Record<string, AnswerSource>;

/**
 * Answers the app's requests through the test network (./network.ts); a request no key names fails the
 * test. A key is looked up as "METHOD /path?query", then "METHOD /path", then "/path?query", then
 * "/path". An answer may be a function of the call, e.g. to hold a request open with a promise. Returns
 * the answered calls in the order they were sent.
 */
export function answerFetch(answers: Answers) {
  const calls: FetchCall[] = [];
  const sourceFor = (request: Request): AnswerSource | undefined => {
    const { pathname, search } = new URL(request.url);
    const path = pathname + search;
    const { method } = request;
    return answers[`${method} ${path}`] ?? answers[`${method} ${pathname}`] ?? answers[path] ?? answers[pathname];
  };
  answerWith(
    answerMatching(
      (request) => sourceFor(request) !== undefined,
      async (request) => {
        const { pathname, search } = new URL(request.url);
        const call: FetchCall = { path: pathname + search, method: request.method, body: await bodyOf(request) };
        // Recorded as its answer is asked for, in one step: a test that sees the call can answer it.
        calls.push(call);
        const source = sourceFor(request);
        const answer = typeof source === "function" ? await source(call) : source;
        if (answer === undefined || answer === "network-error") return HttpResponse.error();
        const { status = 200, body } = answer;
        return new HttpResponse(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      },
    ),
  );
  return calls;
}

/** A JSON body parsed; a multipart one (an upload) as its FormData; none as undefined. */
async function bodyOf(request: Request): Promise<unknown> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.startsWith("multipart/form-data")) return request.formData();
  const text = await request.text();
  if (!text) return undefined;
  return type.includes("json") ? JSON.parse(text) : text;
}

/** The API's refusal of input (docs/architecture.md, "Errors, validation and observability"): `msg` and the field errors, each naming its field. */
export function fieldErrorsAnswer(status: number, msg: string, errors: FieldError[]): Answer {
  return { status, body: { msg, errors } };
}

/** The live region the toasts appear in, by its name: English unless a test reads the app in another language. */
export function toastRegion(name: string = toastTexts.region.defaultMessage): HTMLElement {
  return screen.getByRole("status", { name });
}
