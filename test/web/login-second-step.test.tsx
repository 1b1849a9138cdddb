// The login's second step and the passkey button (docs/product.md, "Screens" and "Accounts: the rules"): an account with
// a second factor is asked for a code, a recovery code or its passkey before the dashboard opens.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { securityMessages } from "#contract/security";
import { languageStorageKey } from "../../web/i18n/language-choice";
import { pagesAnswer } from "./support/dashboard-fixtures";
import { answerFetch, renderApp, toastRegion } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };
const profile = { ...pagesAnswer(), "/api/pages/ada-id/profile": { body: { username: "ada", bio: "", links: [] } } };

async function passwordStep(methods: string[]) {
  const calls = answerFetch({
    ...guest,
    ...profile,
    "POST /api/login": { body: { twoFactorRequired: true, methods } },
    "POST /api/login/2fa": (call) =>
      (call.body as { code?: string }).code === "123456"
        ? { body: { msg: "Welcome back.", username: "ada" } }
        : {
            status: 400,
            body: {
              msg: securityMessages.codeInvalid,
              errors: [{ field: "code", message: securityMessages.codeInvalid }],
            },
          },
  });
  const view = renderApp("/login");
  const user = userEvent.setup();
  await user.type(screen.getByLabelText("Email or Username"), "ada");
  await user.type(screen.getByLabelText("Password"), "Secret123");
  await user.click(screen.getByRole("button", { name: "Log in" }));
  await screen.findByRole("heading", { name: "Two-factor authentication" });
  return { ...view, calls, user };
}

describe("the second step of a login", () => {
  it("asks for the authenticator's code and signs in with a right one", async () => {
    const { router, calls, user } = await passwordStep(["totp"]);
    expect(router.state.location.pathname).toBe("/login");
    await user.type(screen.getByLabelText(/Authentication code/), "654321");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    // The refusal sits on the code's field, which takes the focus, and in the form's alert.
    const codeField = screen.getByLabelText(/Authentication code/);
    await waitFor(() => expect(codeField.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(codeField);
    expect(screen.getByRole("alert").textContent).toContain(securityMessages.codeInvalid);
    expect(router.state.location.pathname).toBe("/login");

    await user.clear(screen.getByLabelText(/Authentication code/));
    await user.type(screen.getByLabelText(/Authentication code/), "123 456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(within(toastRegion()).getByText("Welcome back.")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/api/login/2fa").map((call) => call.body)).toEqual([
      { code: "654321" },
      { code: "123456" },
    ]);
  });

  it("takes a recovery code instead, and offers the passkey when the account has one", async () => {
    const { calls, user } = await passwordStep(["totp", "passkey"]);
    expect(screen.getByRole("button", { name: "Use your passkey" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    await user.type(screen.getByLabelText("Recovery code"), "abcde-fghjk");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === "/api/login/2fa")?.body).toEqual({ recoveryCode: "abcde-fghjk" }),
    );
  });

  it("goes back to the password with 'Start over'", async () => {
    const { user } = await passwordStep(["totp"]);
    await user.click(screen.getByRole("button", { name: "Start over" }));
    expect(await screen.findByLabelText("Email or Username")).toBeTruthy();
  });
});

describe("'Sign in with a passkey'", () => {
  it("says why when the options cannot be had, and stays on /login", async () => {
    answerFetch({
      ...guest,
      "POST /api/passkeys/login/options": {
        status: 429,
        body: { msg: "Too many attempts. Please wait a minute and try again." },
      },
    });
    const { router } = renderApp("/login");
    await userEvent.setup().click(screen.getByRole("button", { name: "Sign in with a passkey" }));
    expect(await screen.findByText("Too many attempts. Please wait a minute and try again.")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/login");
  });
});

describe("the second step of a login in German", () => {
  it("asks for the code in German, offers the recovery code and the passkey, and says the refusal in German", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({
      ...guest,
      "POST /api/login": { body: { twoFactorRequired: true, methods: ["totp", "passkey"] } },
      "POST /api/login/2fa": {
        status: 400,
        body: { msg: securityMessages.codeInvalid, errors: [{ field: "code", message: securityMessages.codeInvalid }] },
      },
    });
    renderApp("/login");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-Mail oder Benutzername"), "ada");
    await user.type(screen.getByLabelText("Passwort"), "Secret123");
    await user.click(screen.getByRole("button", { name: "Anmelden" }));
    await screen.findByRole("heading", { name: "Zwei-Faktor-Authentifizierung" });
    expect(screen.getByText("Der 6-stellige Code aus deiner Authenticator-App.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Deinen Passkey verwenden" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Von vorn beginnen" })).toBeTruthy();
    await user.type(screen.getByLabelText(/Authentifizierungscode/), "654321");
    await user.click(screen.getByRole("button", { name: "Bestätigen" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Dieser Code stimmt nicht");
    await user.click(screen.getByRole("button", { name: "Stattdessen einen Wiederherstellungscode verwenden" }));
    expect(screen.getByLabelText("Wiederherstellungscode")).toBeTruthy();
  });
});
