import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answerFetch, renderApp } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };

describe.each([
  ["/verify-email", "/api/verify-email"],
  ["/verify-email-change", "/api/verify-email-change"],
])("the verification page %s", (page, endpoint) => {
  it("shows 'No verification token provided.' without a token, with 'Go to login'", async () => {
    const calls = answerFetch(guest);
    renderApp(page);
    expect(screen.getByRole("alert").textContent).toBe("No verification token provided.");
    expect(screen.getByRole("link", { name: "Go to login" }).getAttribute("href")).toBe("/login");
    expect(calls.some((call) => call.path.startsWith(endpoint))).toBe(false);
  });

  it("shows verifying, then success, and goes to /login after 10 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answer: (value: { body: unknown }) => void = () => {};
    const calls = answerFetch({ ...guest, [endpoint]: () => new Promise((resolve) => (answer = resolve)) });
    const { router } = renderApp(`${page}?token=a%2Bb`);
    expect(screen.getByText("Verifying…")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Go to login" })).toBeNull();
    // The request is seen once the network has it, a moment after the page sent it.
    await waitFor(() =>
      expect(calls.filter((call) => call.path.startsWith(endpoint)).map((call) => call.path)).toEqual([
        `${endpoint}?token=a%2Bb`,
      ]),
    );
    answer({ body: { msg: "Email verified successfully." } });
    expect(await screen.findByText("Email verified successfully.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to login" }).getAttribute("href")).toBe("/login");
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(router.state.location.pathname).toBe(page);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("counts the seconds to the redirect down: 'Taking you to login in 10 seconds.', 9, … '1 second.'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerFetch({ ...guest, [endpoint]: { body: { msg: "Email verified." } } });
    renderApp(`${page}?token=t-countdown`);
    expect(await screen.findByText("Taking you to login in 10 seconds.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText("Taking you to login in 9 seconds.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    expect(screen.getByText("Taking you to login in 1 second.")).toBeTruthy();
  });

  it("treats an 'already verified' answer as success, even with an error status", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerFetch({ ...guest, [endpoint]: { status: 400, body: { msg: "Email is already verified." } } });
    const { router } = renderApp(`${page}?token=t1`);
    expect(await screen.findByText("Email is already verified.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows the server's message on failure, does not redirect, and offers 'Go to login'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerFetch({ ...guest, [endpoint]: { status: 400, body: { msg: "This link is invalid or has expired." } } });
    const { router } = renderApp(`${page}?token=t2`);
    expect((await screen.findByRole("alert")).textContent).toBe("This link is invalid or has expired.");
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(router.state.location.pathname).toBe(page);
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole("link", { name: "Go to login" }));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows 'Verification failed' when the server sends no message", async () => {
    answerFetch({ ...guest, [endpoint]: { status: 500, body: {} } });
    renderApp(`${page}?token=t3`);
    expect((await screen.findByRole("alert")).textContent).toBe("Verification failed");
  });

  it("shows 'Network error during verification' when the request cannot be sent", async () => {
    answerFetch({ ...guest, [endpoint]: "network-error" });
    renderApp(`${page}?token=t4`);
    expect((await screen.findByRole("alert")).textContent).toBe("Network error during verification");
  });
});

describe("a verification link", () => {
  it("is sent to the server once, even when StrictMode runs the page's effects twice", async () => {
    const calls = answerFetch({ ...guest, "/api/verify-email": { body: { msg: "Email verified." } } });
    renderApp("/verify-email?token=once", { strict: true });
    expect(await screen.findByText("Email verified.")).toBeTruthy();
    expect(calls.filter((call) => call.path.startsWith("/api/verify-email"))).toHaveLength(1);
  });
});
