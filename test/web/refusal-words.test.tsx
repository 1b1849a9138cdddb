// The API's refusals in the reader's language (web/i18n/refusals.ts): the API words them in English, word
// for word from the specification; a German reader sees them in German — the message and each field's —,
// an English reader the specification's words, and a message the app does not know as it came.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { accountMessages } from "#contract/account-schemas";
import { messages } from "#contract/messages";
import { languageStorageKey } from "../../web/i18n/language-choice";
import { answerFetch, fieldErrorsAnswer, renderApp } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };
const openConfig = { "/api/config": { body: { invitesRequired: false, registrationClosed: false } } };
const wrongPassword = "Invalid email/username or password.";

async function logInAs(labels: { identifier: string; password: string; button: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.identifier), "ada");
  await user.type(screen.getByLabelText(labels.password), "wrong");
  await user.click(screen.getByRole("button", { name: labels.button }));
  return (await screen.findByRole("alert")).textContent;
}

const germanLogin = { identifier: "E-Mail oder Benutzername", password: "Passwort", button: "Anmelden" };

describe("a refusal the app shows", () => {
  it("reads in German for a German reader", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({ ...guest, "POST /api/login": { status: 401, body: { msg: wrongPassword } } });
    renderApp("/login");
    expect(await logInAs(germanLogin)).toBe("E-Mail-Adresse, Benutzername oder Passwort ist falsch.");
  });

  it("reads as the specification words it for an English reader", async () => {
    answerFetch({ ...guest, "POST /api/login": { status: 401, body: { msg: wrongPassword } } });
    renderApp("/login");
    expect(await logInAs({ identifier: "Email or Username", password: "Password", button: "Log in" })).toBe(
      wrongPassword,
    );
  });

  it("says a network failure and a wait in German, and leaves a message it does not know as it came", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({ ...guest, "POST /api/login": "network-error" });
    const first = renderApp("/login");
    expect(messages.networkError).toBe("Network error. Please try again.");
    expect(await logInAs(germanLogin)).toBe("Netzwerkfehler. Bitte versuch es noch einmal.");
    first.unmount();

    answerFetch({
      ...guest,
      "POST /api/login": { status: 429, body: { msg: "Too many attempts. Please wait 5 minutes and try again." } },
    });
    const second = renderApp("/login");
    expect(await logInAs(germanLogin)).toBe(
      "Zu viele Versuche. Bitte warte 5 Minuten und versuch es dann noch einmal.",
    );
    second.unmount();

    answerFetch({ ...guest, "POST /api/login": { status: 401, body: { msg: "A server's own words." } } });
    renderApp("/login");
    expect(await logInAs(germanLogin)).toBe("A server's own words.");
  });

  it("names each field's error in German for a German reader", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({
      ...guest,
      ...openConfig,
      "POST /api/signup": fieldErrorsAnswer(409, accountMessages.usernameTaken, [
        { field: "username", message: accountMessages.usernameTaken },
        { field: "email", message: accountMessages.emailTaken },
      ]),
    });
    renderApp("/signup");
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("E-Mail"), "ada@example.com");
    await user.type(screen.getByLabelText("Passwort"), "Secret123");
    await user.type(screen.getByLabelText("Benutzername"), "ada");
    await user.click(screen.getByRole("button", { name: "Registrieren" }));
    const alert = await screen.findByRole("alert");
    expect(
      within(alert)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Dieser Benutzername ist schon vergeben.", "Mit dieser E-Mail-Adresse gibt es schon ein Konto."]);
  });

  it("says in German why a name typed on the sign-up form cannot be had", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({
      ...guest,
      ...openConfig,
      "/api/username-available?username=admin": { body: { available: false, msg: accountMessages.usernameReserved } },
    });
    renderApp("/signup");
    await userEvent.setup().type(await screen.findByLabelText("Benutzername"), "admin");
    expect(await screen.findByText("Dieser Benutzername ist reserviert.")).toBeTruthy();
  });
});
