import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { openDocumentMeta } from "#contract/document-isolation";
import { ToastProvider } from "../../web/components/ToastProvider";
import { answerFetch, renderApp, toastRegion } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };
const signedIn = { "/api/auth/me": { body: { authenticated: true, username: "ada", impersonating: false } } };

/** The worker's mark on a guest's document, which it leaves in its opener's context. */
function markDocumentOpen() {
  const meta = document.createElement("meta");
  meta.name = openDocumentMeta.name;
  meta.content = openDocumentMeta.content;
  document.head.append(meta);
}

let replace: MockInstance<(url: string | URL) => void>;
beforeEach(() => {
  replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
});
afterEach(() => {
  replace.mockRestore();
  document.querySelector(`meta[name="${openDocumentMeta.name}"]`)?.remove();
});

async function logIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email or Username"), "ada");
  await user.type(screen.getByLabelText("Password"), "Secret123");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("signed-in screens only in isolated documents", () => {
  it("a sign-in in a guest's document greets, loads the profile and opens the dashboard as a new document", async () => {
    markDocumentOpen();
    const calls = answerFetch({
      ...guest,
      "POST /api/login": { body: { msg: "Welcome back.", username: "ada" } },
      "/api/profile": { body: { username: "ada", bio: "", links: [] } },
    });
    const { router } = renderApp("/login");
    await logIn();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/dashboard"));
    expect(within(toastRegion()).getByText("Welcome back.")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/profile" && call.method === "GET")).toBe(true);
    // The new document restores the user at once; this one never shows a signed-in screen.
    expect(JSON.parse(localStorage.getItem("ln_auth") ?? "null")).toEqual({ username: "ada" });
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
  });

  it("the next document shows the greeting the last one carried, once", () => {
    sessionStorage.setItem("ln_toast", JSON.stringify({ text: "Welcome back.", kind: "success" }));
    const first = render(<ToastProvider>{null}</ToastProvider>);
    expect(within(toastRegion()).getByText("Welcome back.")).toBeTruthy();
    first.unmount();
    render(<ToastProvider>{null}</ToastProvider>);
    expect(within(toastRegion()).queryByText("Welcome back.")).toBeNull();
  });

  it("ignores a carried value that is not a toast", () => {
    sessionStorage.setItem("ln_toast", JSON.stringify({ text: "<b>hi</b>", kind: "alert" }));
    render(<ToastProvider>{null}</ToastProvider>);
    expect(within(toastRegion()).queryByText("<b>hi</b>")).toBeNull();
    expect(sessionStorage.getItem("ln_toast")).toBeNull();
  });

  it("a signed-in screen asked for in a guest's document is loaded again, query and all, once the session is confirmed", async () => {
    markDocumentOpen();
    answerFetch(signedIn);
    renderApp("/dashboard?checkout=success");
    expect(screen.getByText("Loading…")).toBeTruthy();
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/dashboard?checkout=success"));
    expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
  });

  it("does not go round again when the reloaded document came back unmarked a moment ago", async () => {
    markDocumentOpen();
    sessionStorage.setItem("ln_reopened", JSON.stringify({ path: "/dashboard", at: Date.now() }));
    answerFetch(signedIn);
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });

  it("a stale stored user in a guest's document is sent to /login, not reloaded", async () => {
    markDocumentOpen();
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch(guest);
    const { router } = renderApp("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(replace).not.toHaveBeenCalled();
  });

  it("an isolated document (no mark) signs in and opens the dashboard in place", async () => {
    answerFetch({
      ...guest,
      "POST /api/login": { body: { msg: "Welcome back.", username: "ada" } },
      "/api/profile": { body: { username: "ada", bio: "", links: [] } },
    });
    const { router } = renderApp("/login");
    await logIn();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem("ln_toast")).toBeNull();
  });
});
