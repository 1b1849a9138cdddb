import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { dashboardReads } from "./support/dashboard-fixtures";
import { answerFetch, renderApp, toastRegion } from "./support/render";

describe("the dashboard", () => {
  it("shows a heading and the signed-in username", async () => {
    answerFetch(dashboardReads);
    renderApp("/dashboard");
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(await screen.findByText("ada", { selector: "strong" })).toBeTruthy();
  });

  it("'Sign out' logs out, forgets the user and goes to /", async () => {
    const calls = answerFetch({ ...dashboardReads, "POST /api/logout": { body: { msg: "Logged out." } } });
    const { router } = renderApp("/dashboard");
    await screen.findByText("ada", { selector: "strong" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(calls.some((call) => call.path === "/api/logout" && call.method === "POST")).toBe(true);
    expect(localStorage.getItem("ln_auth")).toBeNull();
    // Pages load lazily: the home page appears a moment after the address changes.
    expect(await screen.findByRole("textbox", { name: "Claim your name" })).toBeTruthy();
  });

  it("'Sign out' still signs out locally when the logout call fails", async () => {
    answerFetch({ ...dashboardReads, "POST /api/logout": "network-error" });
    const { router } = renderApp("/dashboard");
    await screen.findByText("ada", { selector: "strong" });
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(localStorage.getItem("ln_auth")).toBeNull();
  });
});

describe("deleting the account", () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByText("ada", { selector: "strong" });
    await user.click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    return dialog;
  }

  /** The dialog of an account with an authenticator app, whose deletion the server accepts. */
  async function openDialogWithTotpOn() {
    const calls = answerFetch({
      ...dashboardReads,
      "GET /api/2fa": { body: { totp: true, passkeys: 0, recoveryCodesLeft: 10 } },
      "DELETE /api/account": { body: { msg: "Account deleted." } },
    });
    renderApp("/dashboard");
    const user = userEvent.setup();
    return { calls, user, dialog: await openDialog(user) };
  }

  it("asks for confirmation first, and 'Keep account' changes nothing", async () => {
    const calls = answerFetch(dashboardReads);
    renderApp("/dashboard");
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Keep account" }));
    expect(dialog.open).toBe(false);
    expect(calls.some((call) => call.path === "/api/account")).toBe(false);
  });

  it("on success toasts 'Account deleted.', clears the user and goes home after 0.8 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerFetch({ ...dashboardReads, "DELETE /api/account": { body: { msg: "Account deleted." } } });
    const { router } = renderApp("/dashboard");
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Your password"), "Secret123");
    await user.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect(await within(toastRegion()).findByText("Account deleted.")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/account" && call.method === "DELETE")?.body).toEqual({
      password: "Secret123",
    });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(router.state.location.pathname).toBe("/dashboard");
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(router.state.location.pathname).toBe("/");
    expect(localStorage.getItem("ln_auth")).toBeNull();
    // Pages load lazily: the home page appears a moment after the address changes.
    expect(await screen.findByRole("textbox", { name: "Claim your name" })).toBeTruthy();
  });

  it("says a wrong password in the dialog, which stays open, and deletes nothing", async () => {
    const calls = answerFetch({
      ...dashboardReads,
      "DELETE /api/account": {
        status: 400,
        body: {
          msg: "That password is not right.",
          errors: [{ field: "password", message: "That password is not right." }],
        },
      },
    });
    renderApp("/dashboard");
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText("Your password"), "Wrong1");
    await user.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect(await within(dialog).findByText("That password is not right.")).toBeTruthy();
    expect(dialog.open).toBe(true);
    expect(within(toastRegion()).queryByText("Failed to delete account.")).toBeNull();
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.body)).toEqual([{ password: "Wrong1" }]);
  });

  it("asks for a code from the authenticator when two-factor is on, and sends it as {code}", async () => {
    const { calls, user, dialog } = await openDialogWithTotpOn();
    await user.type(await within(dialog).findByLabelText("Code from your authenticator app"), "123 456");
    await user.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect(await within(toastRegion()).findByText("Account deleted.")).toBeTruthy();
    expect(calls.find((call) => call.method === "DELETE")?.body).toEqual({ code: "123456" });
  });

  it("with two-factor on, 'Use your password instead' asks for the password and sends it", async () => {
    const { calls, user, dialog } = await openDialogWithTotpOn();
    await within(dialog).findByLabelText("Code from your authenticator app");
    await user.click(within(dialog).getByRole("button", { name: "Use your password instead" }));
    await user.type(within(dialog).getByLabelText("Your password"), "Secret123");
    await user.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect(await within(toastRegion()).findByText("Account deleted.")).toBeTruthy();
    expect(calls.find((call) => call.method === "DELETE")?.body).toEqual({ password: "Secret123" });
  });

  it("with a live subscription, says it is cancelled and offers 'Download your data' first", async () => {
    answerFetch({
      ...dashboardReads,
      "GET /api/subscription-status": {
        body: { isPro: true, subscriptionStatus: "active", subscriptionEndDate: "2026-12-26T00:00:00.000Z" },
      },
    });
    renderApp("/dashboard");
    const user = userEvent.setup();
    const dialog = await openDialog(user);
    expect(
      await within(dialog).findByText("Your Pro subscription is cancelled at once", { exact: false }),
    ).toBeTruthy();
    const download = within(dialog).getByRole("link", { name: "Download your data" });
    expect(download.getAttribute("href")).toBe("/api/account/export");
    expect(download.hasAttribute("download")).toBe(true);
  });

  it("on failure toasts 'Failed to delete account.' and stays signed in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerFetch({ ...dashboardReads, "DELETE /api/account": { status: 500, body: { msg: "boom" } } });
    const { router } = renderApp("/dashboard");
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole("button", { name: "Delete permanently" }));
    expect(await within(toastRegion()).findByText("Failed to delete account.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(JSON.parse(localStorage.getItem("ln_auth") ?? "null")).toEqual({ username: "ada" });
  });
});
