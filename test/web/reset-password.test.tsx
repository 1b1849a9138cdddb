import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { accountMessages } from "#contract/account-schemas";
import { languageStorageKey } from "../../web/i18n/language-choice";
import { signedOut } from "./support/answers";
import { answerFetch, renderApp } from "./support/render";

/** A visitor whose reset link the server's check finds usable. */
const guest = { ...signedOut, "POST /api/reset-password/check": { body: { msg: "This reset link can be used." } } };

const englishLabels = { password: "New password", confirmation: "Confirm new password", button: "Reset password" };

async function submitPasswords(password: string, confirmation: string, options = {}, labels = englishLabels) {
  const user = userEvent.setup(options);
  await user.type(screen.getByLabelText(labels.password), password);
  await user.type(screen.getByLabelText(labels.confirmation), confirmation);
  await user.click(screen.getByRole("button", { name: labels.button }));
  return user;
}

describe("the reset password page", () => {
  it("without a token shows 'Invalid reset link' and a button to request a new one", async () => {
    answerFetch(guest);
    const { router } = renderApp("/reset-password");
    expect(screen.getByRole("heading", { name: "Invalid reset link" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("Invalid reset token");
    expect(screen.queryByLabelText("New password")).toBeNull();
    await userEvent.setup().click(screen.getByRole("link", { name: "Request new reset link" }));
    expect(router.state.location.pathname).toBe("/forgot-password");
  });

  it("checks the link as the page opens: a used or bogus one says so before any password is typed", async () => {
    const calls = answerFetch({
      ...guest,
      "POST /api/reset-password/check": { status: 400, body: { msg: "This reset link is invalid or has expired." } },
    });
    renderApp("/reset-password?token=used");
    expect(await screen.findByRole("heading", { name: "Invalid reset link" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("This reset link is invalid or has expired.");
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("link", { name: "Request new reset link" })).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/reset-password/check")).toEqual([
      { path: "/api/reset-password/check", method: "POST", body: { token: "used" } },
    ]);
  });

  it("shows the form for a link the check accepts", async () => {
    answerFetch({ ...guest, "POST /api/reset-password/check": { body: { msg: "This reset link can be used." } } });
    renderApp("/reset-password?token=fresh");
    expect(await screen.findByLabelText("New password")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Invalid reset link" })).toBeNull();
  });

  it("says 'Passwords do not match' and sends nothing when the confirmation differs", async () => {
    const calls = answerFetch(guest);
    renderApp("/reset-password?token=tok");
    await submitPasswords("Secret123", "Secret124");
    const confirmation = screen.getByLabelText("Confirm new password");
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
    expect(confirmation.getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.path === "/api/reset-password")).toBe(false);
  });

  it("checks the new password with the shared rules", async () => {
    answerFetch(guest);
    renderApp("/reset-password?token=tok");
    await submitPasswords("short", "short");
    expect(await screen.findByText(accountMessages.passwordLength)).toBeTruthy();
  });

  it("offers 'Request new reset link' when the server says the link is invalid or expired", async () => {
    answerFetch({
      ...guest,
      "POST /api/reset-password": { status: 400, body: { msg: "This reset link is invalid or has expired." } },
    });
    renderApp("/reset-password?token=old");
    await submitPasswords("Secret123", "Secret123");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("This reset link is invalid or has expired.")).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "Request new reset link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
  });

  it("shows 'Password reset failed' without a server message, and no new-link button", async () => {
    answerFetch({ ...guest, "POST /api/reset-password": { status: 500, body: {} } });
    renderApp("/reset-password?token=tok");
    await submitPasswords("Secret123", "Secret123");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("Password reset failed");
    expect(within(alert).queryByRole("link", { name: "Request new reset link" })).toBeNull();
  });

  it("sends token and password, shows a success screen and goes to /login after 3 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = answerFetch({
      ...guest,
      "POST /api/reset-password": { body: { msg: "Password has been reset. You can now log in." } },
    });
    const { router } = renderApp("/reset-password?token=tok-1");
    await submitPasswords("Secret123", "Secret123", { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText("Password has been reset. You can now log in.")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Password reset" })).toBeTruthy();
    expect(calls.find((call) => call.path === "/api/reset-password")?.body).toEqual({
      token: "tok-1",
      password: "Secret123",
    });
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect(router.state.location.pathname).toBe("/reset-password");
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("counts the seconds to the redirect down: 'Taking you to login in 3 seconds.', 2, '1 second.'", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answerFetch({ ...guest, "POST /api/reset-password": { body: { msg: "Your password has been reset." } } });
    renderApp("/reset-password?token=tok-2");
    await submitPasswords("Secret123", "Secret123", { advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByText("Taking you to login in 3 seconds.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText("Taking you to login in 2 seconds.")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByText("Taking you to login in 1 second.")).toBeTruthy();
  });
});

describe("the reset password page in German", () => {
  it("says the form, the server's refusal and the way to a new link in German", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({
      ...guest,
      "POST /api/reset-password": { status: 400, body: { msg: "This reset link is invalid or has expired." } },
    });
    renderApp("/reset-password?token=old");
    expect(await screen.findByRole("heading", { name: "Wähle ein neues Passwort" })).toBeTruthy();
    await submitPasswords(
      "Secret123",
      "Secret123",
      {},
      {
        password: "Neues Passwort",
        confirmation: "Neues Passwort bestätigen",
        button: "Passwort zurücksetzen",
      },
    );
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen.")).toBeTruthy();
    // Known as a dead link by the API's English, whatever language it is shown in.
    expect(within(alert).getByRole("link", { name: "Neuen Link zum Zurücksetzen anfordern" })).toBeTruthy();
  });
});
