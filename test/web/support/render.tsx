// Renders a route of the real app (routes, layout, data layer, auth provider, toasts) in happy-dom.
import { render, screen } from "@testing-library/react";
import { type ReactNode, StrictMode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { english } from "#contract/i18n/english";
import type { FieldError } from "#contract/types";
import { AppProviders } from "../../../web/AppRoot";
import { routes } from "../../../web/routes";

/** `strict` wraps the app in StrictMode as web/main.tsx does, to catch effects that must run once. */
export function renderApp(path: string, { strict = false } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const app = (
    <AppProviders words={english}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { ...view, router };
}

/** Renders one part of a screen inside what the app puts around every screen (a fresh data layer each time). */
export function renderInApp(ui: ReactNode) {
  return render(<AppProviders words={english}>{ui}</AppProviders>);
}

export type FetchCall = { path: string; method: string; body?: unknown };
type Answer = { status?: number; body: unknown } | "network-error";
type AnswerSource = Answer | ((call: FetchCall) => Answer | Promise<Answer>);
/** The answers a test gives, keyed as answerFetch looks them up. */
export type Answers = Record<string, AnswerSource>;

/**
 * Answers fetch calls; anything unlisted is a 404 JSON answer. A key is looked up as
 * "METHOD /path?query", then "METHOD /path", then "/path?query", then "/path". An answer may be a
 * function of the call, e.g. to hold a request open with a promise.
 */
export function answerFetch(answers: Answers) {
  const calls: FetchCall[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname + input.search : input.url;
    const method = init?.method ?? "GET";
    // JSON bodies are parsed; others (a FormData upload) are passed on as they are.
    const raw = init?.body ?? undefined;
    const call: FetchCall = { path, method, body: typeof raw === "string" ? JSON.parse(raw) : raw };
    calls.push(call);
    const pathname = path.split("?")[0] ?? path;
    const source =
      answers[`${method} ${path}`] ?? answers[`${method} ${pathname}`] ?? answers[path] ?? answers[pathname];
    const answer = typeof source === "function" ? await source(call) : source;
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    const { status = 200, body } = answer ?? { status: 404, body: { msg: "Not found" } };
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return calls;
}

/** The API's refusal of input (docs/architecture.md, "Errors, validation and observability"): `msg` and the field errors, each naming its field. */
export function fieldErrorsAnswer(status: number, msg: string, errors: FieldError[]): Answer {
  return { status, body: { msg, errors } };
}

/** The live region the toasts appear in. */
export function toastRegion(): HTMLElement {
  return screen.getByRole("status", { name: "Notifications" });
}
