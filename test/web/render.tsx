// Renders a route of the real app (routes, layout, auth provider) in happy-dom.
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { AuthProvider } from "../../web/auth/AuthProvider";
import { routes } from "../../web/routes";

export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...view, router };
}

/** Answers fetch calls by path; anything unlisted is a 404 JSON answer. */
export function answerFetch(answers: Record<string, { status?: number; body: unknown } | "network-error">) {
  const calls: { path: string; method: string; body?: unknown }[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
    calls.push({ path, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[path];
    if (answer === "network-error") throw new TypeError("Failed to fetch");
    const { status = 200, body } = answer ?? { status: 404, body: { msg: "Not found" } };
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return calls;
}
