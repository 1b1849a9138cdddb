// What the API's successes say, in the reader's language (web/i18n/refusals.ts, web/api/client.ts): the API
// words a success's `msg` in English; a German reader reads it in German, an English reader as it came,
// and a message the app does not know as it came.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { languageStorageKey } from "../../web/i18n/language-choice";
import { answerFetch, renderApp } from "./support/render";

const guest = { "/api/auth/me": { body: { authenticated: false } } };
const requested = "If an account exists for that email, we sent a link to reset the password.";

async function askForReset(labels: { email: string; button: string }) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(labels.email), "ada@example.com");
  await user.click(screen.getByRole("button", { name: labels.button }));
}

describe("what a success says", () => {
  it("reads in German for a German reader", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({ ...guest, "POST /api/forgot-password": { body: { msg: requested } } });
    renderApp("/forgot-password");
    await askForReset({ email: "E-Mail", button: "Link zum Zurücksetzen senden" });
    expect(
      await screen.findByText(
        "Wenn es ein Konto mit dieser E-Mail-Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts gesendet.",
      ),
    ).toBeTruthy();
  });

  it("reads as the API words it for an English reader", async () => {
    answerFetch({ ...guest, "POST /api/forgot-password": { body: { msg: requested } } });
    renderApp("/forgot-password");
    await askForReset({ email: "Email", button: "Send reset link" });
    expect(await screen.findByText(requested)).toBeTruthy();
  });

  it("stays as it came when the app does not know it", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({ ...guest, "POST /api/forgot-password": { body: { msg: "A server's own words." } } });
    renderApp("/forgot-password");
    await askForReset({ email: "E-Mail", button: "Link zum Zurücksetzen senden" });
    expect(await screen.findByText("A server's own words.")).toBeTruthy();
  });

  it("reads in German on the verification screen, and so do the screen's own words when none came", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({ ...guest, "GET /api/verify-email": { body: { msg: "Email verified. You can now log in." } } });
    const first = renderApp("/verify-email?token=t1");
    expect(await screen.findByText("E-Mail-Adresse bestätigt. Du kannst dich jetzt anmelden.")).toBeTruthy();
    expect(screen.getByText(/^Weiter zur Anmeldung in \d+ Sekunden\.$/)).toBeTruthy();
    first.unmount();

    answerFetch({ ...guest, "GET /api/verify-email": "network-error" });
    renderApp("/verify-email?token=t2");
    expect(await screen.findByText("Netzwerkfehler bei der Bestätigung")).toBeTruthy();
  });
});
