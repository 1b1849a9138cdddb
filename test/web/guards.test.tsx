import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openSignUps, signedOut } from "./support/answers";
import { dashboardReads } from "./support/dashboard-fixtures";
import { answerFetch, renderApp } from "./support/render";

/** What the guest-only pages ask as they open: the sign-up settings, and the check of a reset link. */
const guestPageReads = {
  ...openSignUps,
  "POST /api/reset-password/check": { body: { msg: "This reset link can be used." } },
};
const signedIn = { ...dashboardReads, ...guestPageReads };

describe("route guards (docs/product.md: Screens)", () => {
  it("sends a guest from /dashboard to /login once the session check has answered", async () => {
    answerFetch(signedOut);
    const { router } = renderApp("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeTruthy();
  });

  it("waits for the session check before sending a guest away from /dashboard", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const sessionCheck = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    answerFetch({ ...dashboardReads, "/api/auth/me": () => sessionCheck });
    const { router } = renderApp("/dashboard");
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Dashboard" })).toBeNull();
    expect(router.state.location.pathname).toBe("/dashboard");
    // The session check finds a session the browser's storage did not know about.
    answer({ body: { authenticated: true, username: "ada", impersonating: false } });
    expect(await screen.findByRole("navigation", { name: "Dashboard" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard");
  });

  it("renders /dashboard at once for a user restored from storage", () => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch({ ...dashboardReads, "/api/auth/me": () => new Promise(() => {}) });
    renderApp("/dashboard");
    expect(screen.getByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it.each(["/login", "/signup", "/forgot-password", "/reset-password?token=abc"])(
    "sends an authenticated user from %s to /dashboard",
    async (path) => {
      answerFetch(signedIn);
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
      // The router's location changes before React has committed the page it leads to.
      expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    },
  );

  it.each([
    ["/reset-password?token=tok-1", "Choose a new password"],
    ["/signup?ref=friend1", "Create your account"],
  ])("keeps %s, query and all, when a stale ln_auth meets an expired session", async (path, heading) => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch({ ...signedOut, ...guestPageReads });
    const { router } = renderApp(path);
    expect(await screen.findByRole("heading", { name: heading })).toBeTruthy();
    const { pathname, search } = router.state.location;
    expect(pathname + search).toBe(path);
    expect(localStorage.getItem("ln_auth")).toBeNull();
  });

  it("waits for the session check before sending a stored user away from a guest-only page", async () => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    let answer: (value: { body: unknown }) => void = () => {};
    const sessionCheck = new Promise<{ body: unknown }>((resolve) => (answer = resolve));
    answerFetch({ ...signedIn, "/api/auth/me": () => sessionCheck });
    const { router } = renderApp("/reset-password?token=tok-1");
    expect(screen.getByText("Loading…")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/reset-password");
    answer({ body: { authenticated: true, username: "ada", impersonating: false } });
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("lets a guest stay on /login", async () => {
    const calls = answerFetch(signedOut);
    const { router } = renderApp("/login");
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.getByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });
});
