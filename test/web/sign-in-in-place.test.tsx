// Signing in, out and across accounts happens in the document the app is running in: no reload, and
// nothing one account read ever shown to the next (web/auth/AuthProvider.tsx forgetUserData).
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { dashboardReads, profile, securityAnswers } from "./support/dashboard-fixtures";
import { answerFetch, renderApp, toastRegion } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };

let replace: MockInstance<(url: string | URL) => void>;
let reload: MockInstance<() => void>;
beforeEach(() => {
  replace = vi.spyOn(window.location, "replace").mockImplementation(() => {});
  reload = vi.spyOn(window.location, "reload").mockImplementation(() => {});
});
afterEach(() => {
  replace.mockRestore();
  reload.mockRestore();
});

async function logIn(identifier: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText("Email or Username"), identifier);
  await user.type(screen.getByLabelText("Password"), "Secret123");
  await user.click(screen.getByRole("button", { name: "Log in" }));
}

describe("signing in", () => {
  it("greets, loads the profile and opens the dashboard in this document, which shows that profile without asking again", async () => {
    const calls = answerFetch({
      ...dashboardReads,
      ...guest,
      ...securityAnswers,
      "POST /api/login": { body: { msg: "Welcome back.", username: "ada" } },
      "GET /api/pages/ada-id/profile": { body: profile },
    });
    const { router } = renderApp("/login");
    await logIn("ada");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(within(toastRegion()).getByText("Welcome back.")).toBeTruthy();
    expect((await screen.findByLabelText("Bio")) as HTMLTextAreaElement).toHaveProperty("value", "Hello there");
    expect(calls.filter((call) => call.path === "/api/pages/ada-id/profile" && call.method === "GET")).toHaveLength(1);
    expect(replace).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it("sends a stale stored user who opens /dashboard to /login once the session check says so", async () => {
    localStorage.setItem("ln_auth", JSON.stringify({ username: "ada" }));
    answerFetch({ ...dashboardReads, ...guest });
    const { router } = renderApp("/dashboard");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(replace).not.toHaveBeenCalled();
  });

  it("never shows the next account what the last one read: a sign-out and a sign-in in the same tab", async () => {
    let who: "ada" | "grace" | null = "ada";
    const calls = answerFetch({
      ...dashboardReads,
      ...securityAnswers,
      "/api/auth/me": () => ({ body: who ? { authenticated: true, username: who } : { authenticated: false } }),
      "POST /api/logout": () => {
        who = null;
        return { body: { msg: "Logged out." } };
      },
      "POST /api/login": () => {
        who = "grace";
        return { body: { msg: "Welcome back.", username: "grace" } };
      },
      "GET /api/pages/ada-id/profile": () => ({ body: { ...profile, username: who ?? "", bio: `${who}'s bio` } }),
    });
    const { router } = renderApp("/dashboard");
    expect(((await screen.findByLabelText("Bio")) as HTMLTextAreaElement).value).toBe("ada's bio");
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    await router.navigate("/login");
    await logIn("grace");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(((await screen.findByLabelText("Bio")) as HTMLTextAreaElement).value).toBe("grace's bio");
    expect(screen.queryByDisplayValue("ada's bio")).toBeNull();
    expect(calls.filter((call) => call.path === "/api/pages/ada-id/profile" && call.method === "GET")).toHaveLength(2);
  });
});
