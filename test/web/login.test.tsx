import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { dashboardReads } from "./support/dashboard-fixtures";
import { answerFetch, renderApp, toastRegion } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };

async function fillAndSubmit(identifier: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email or Username"), identifier);
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log in" }));
  return user;
}

describe("the login form", () => {
  it("has 'Email or Username' and 'Password' with links to /forgot-password and /signup", () => {
    answerFetch(guest);
    renderApp("/login");
    expect(screen.getByLabelText("Email or Username")).toBeTruthy();
    expect((screen.getByLabelText("Password") as HTMLInputElement).type).toBe("password");
    expect(screen.getByRole("link", { name: "Forgot password?" }).getAttribute("href")).toBe("/forgot-password");
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/signup");
  });

  it("on success shows 'Welcome back.', loads the profile, stores the user and goes to /dashboard", async () => {
    const calls = answerFetch({
      ...dashboardReads,
      ...guest,
      "POST /api/login": { body: { msg: "Welcome back.", username: "ada" } },
      "/api/pages/ada-id/profile": { body: { username: "ada", bio: "", links: [] } },
    });
    const { router } = renderApp("/login");
    await fillAndSubmit(" ada ", "Secret123");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(within(toastRegion()).getByText("Welcome back.")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/login")?.body).toEqual({
      identifier: "ada",
      password: "Secret123",
    });
    expect(calls.some((call) => call.path === "/api/pages/ada-id/profile" && call.method === "GET")).toBe(true);
    expect(JSON.parse(localStorage.getItem("ln_auth") ?? "null")).toEqual({ username: "ada" });
    expect(await screen.findByText("ada", { selector: "strong" })).toBeTruthy();
  });

  it("opens the dashboard once, so a section opened meanwhile is not left for the dashboard again", async () => {
    let answerProfile: () => void = () => {};
    const profileHeld = new Promise<void>((resolve) => {
      answerProfile = resolve;
    });
    answerFetch({
      ...dashboardReads,
      ...guest,
      "POST /api/login": { body: { msg: "Welcome back.", username: "ada" } },
      "GET /api/pages/ada-id/profile": async () => {
        await profileHeld;
        return { body: { username: "ada", bio: "", links: [] } };
      },
    });
    const { router } = renderApp("/login");
    await fillAndSubmit("ada", "Secret123");
    // Until the sign-in's reads are in, the person stays on the sign-in screen…
    expect(router.state.location.pathname).toBe("/login");
    answerProfile();
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    // …and a section opened after that is where they stay.
    await router.navigate("/dashboard/settings");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe("/dashboard/settings");
  });

  it("still signs in when loading the profile fails", async () => {
    answerFetch({
      ...dashboardReads,
      ...guest,
      "POST /api/login": { body: { msg: "Welcome back.", username: "ada" } },
      "/api/pages/ada-id/profile": { status: 500, body: { msg: "boom" } },
    });
    const { router } = renderApp("/login");
    await fillAndSubmit("ada", "Secret123");
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
  });

  it("shows the server's message when the login is refused", async () => {
    answerFetch({ ...guest, "POST /api/login": { status: 401, body: { msg: "Invalid credentials." } } });
    const { router } = renderApp("/login");
    await fillAndSubmit("ada", "wrong");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid credentials.");
    expect(router.state.location.pathname).toBe("/login");
    expect(localStorage.getItem("ln_auth")).toBeNull();
  });

  it("shows 'Login failed' when the server sends no message", async () => {
    answerFetch({ ...guest, "POST /api/login": { status: 500, body: {} } });
    renderApp("/login");
    await fillAndSubmit("ada", "Secret123");
    expect((await screen.findByRole("alert")).textContent).toBe("Login failed");
  });

  it("shows the network message when the request cannot be sent", async () => {
    answerFetch({ ...guest, "POST /api/login": "network-error" });
    renderApp("/login");
    await fillAndSubmit("ada", "Secret123");
    expect((await screen.findByRole("alert")).textContent).toBe("Network error. Please try again.");
  });

  it("does not send an empty form and explains the required fields", async () => {
    const calls = answerFetch(guest);
    renderApp("/login");
    await userEvent.setup().click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Email or username is required.")).toBeTruthy();
    expect(screen.getByText("Password is required.")).toBeTruthy();
    expect(screen.getByLabelText("Email or Username").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("Email or Username"));
    expect(calls.some((call) => call.path === "/api/login")).toBe(false);
  });

  it("shows a busy button while the request runs", async () => {
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    answerFetch({ ...guest, "POST /api/login": () => new Promise((resolve) => (answer = resolve)) });
    renderApp("/login");
    await fillAndSubmit("ada", "Secret123");
    const busy = screen.getByRole("button", { name: "Logging in..." }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    answer({ status: 401, body: { msg: "Invalid credentials." } });
    expect(await screen.findByRole("button", { name: "Log in" })).toBeTruthy();
  });
});

describe("login with an unverified e-mail", () => {
  const unverified = {
    ...guest,
    "POST /api/login": {
      status: 403,
      body: { msg: "Please verify your email before logging in.", emailNotVerified: true, email: "ada@example.com" },
    },
  };

  it("shows the message and sends the verification again on request", async () => {
    const calls = answerFetch({ ...unverified, "POST /api/resend-verification": { body: { msg: "Sent." } } });
    renderApp("/login");
    const user = await fillAndSubmit("ada", "Secret123");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Please verify your email before logging in.")).toBeTruthy();
    await user.click(within(alert).getByRole("button", { name: "Resend verification email" }));
    expect(await within(toastRegion()).findByText("Verification email sent! Please check your inbox.")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/resend-verification")).toEqual({
      path: "/api/resend-verification",
      method: "POST",
      body: { email: "ada@example.com" },
    });
  });

  it("says 'Failed to send verification email' when the resend fails", async () => {
    answerFetch({ ...unverified, "POST /api/resend-verification": { status: 429, body: { msg: "Slow down." } } });
    renderApp("/login");
    const user = await fillAndSubmit("ada", "Secret123");
    await user.click(await screen.findByRole("button", { name: "Resend verification email" }));
    expect(await within(toastRegion()).findByText("Failed to send verification email")).toBeTruthy();
  });

  it("offers no resend for other refusals", async () => {
    answerFetch({ ...guest, "POST /api/login": { status: 403, body: { msg: "This account is suspended." } } });
    renderApp("/login");
    await fillAndSubmit("ada", "Secret123");
    expect((await screen.findByRole("alert")).textContent).toBe("This account is suspended.");
    expect(screen.queryByRole("button", { name: "Resend verification email" })).toBeNull();
  });
});
