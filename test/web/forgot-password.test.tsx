import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountMessages } from "#contract/account-schemas";
import { answerFetch, renderApp } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };

async function request(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email"), email);
  await user.click(screen.getByRole("button", { name: "Send reset link" }));
  return user;
}

describe("the forgot password page", () => {
  it("after success shows the server's message and a back-to-login button", async () => {
    const calls = answerFetch({
      ...guest,
      "POST /api/forgot-password": { body: { msg: "If that email exists, a reset link has been sent." } },
    });
    const { router } = renderApp("/forgot-password");
    const user = await request(" ada@example.com ");
    expect(await screen.findByText("If that email exists, a reset link has been sent.")).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/forgot-password")?.body).toEqual({ email: "ada@example.com" });
    expect(screen.queryByLabelText("Email")).toBeNull();
    await user.click(screen.getByRole("link", { name: "Back to login" }));
    expect(router.state.location.pathname).toBe("/login");
  });

  it("shows 'Password reset request failed' when the server sends no message", async () => {
    answerFetch({ ...guest, "POST /api/forgot-password": { status: 500, body: {} } });
    renderApp("/forgot-password");
    await request("ada@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe("Password reset request failed");
  });

  it("shows the server's message when it sends one", async () => {
    answerFetch({ ...guest, "POST /api/forgot-password": { status: 429, body: { msg: "Too many requests." } } });
    renderApp("/forgot-password");
    await request("ada@example.com");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Too many requests.")).toBeTruthy();
  });

  it("checks the address with the shared rule before sending", async () => {
    const calls = answerFetch(guest);
    renderApp("/forgot-password");
    await request("nope");
    expect(await screen.findByText(accountMessages.emailInvalid)).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/forgot-password")).toBe(false);
  });
});
