// The app in the reader's language (docs/decisions/057-languages.md): the route table's English word for
// word; a guest's choice from the footer's menu, kept on this browser; the signed-in account's language
// from the session check, changed through PUT /api/account/language; each locale's catalog fetched only
// when shown; the sign-up naming the language it was made in.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { english } from "#contract/i18n/english";
import { pseudoLocale } from "#contract/i18n/locales";
import { dashboardSections, type ScreenPath, screens } from "#contract/screens";
import {
  languageStorageKey,
  localeOf,
  pseudoLocaleStorageKey,
  requestedPseudoLocale,
} from "../../web/i18n/language-choice";
import { screenTitle, sectionName } from "../../web/i18n/screen-texts";
import { signedOut } from "./support/answers";
import { answerFetch, renderApp } from "./support/render";

const signedIn = (language: string) => ({
  "/api/auth/me": { body: { authenticated: true, username: "ana", impersonating: false, isAdmin: false, language } },
});

const footerMenu = () => within(screen.getByRole("contentinfo")).getByRole("combobox") as HTMLSelectElement;

describe("the app's words", () => {
  it("say the route table's titles and section names in English, word for word", () => {
    for (const [path, screen] of Object.entries(screens)) {
      expect(screenTitle(english, path), path).toBe(screen.title);
    }
    for (const section of dashboardSections) expect(sectionName(english, section)).toBe(section.name);
    expect(screenTitle(english, "/no/such/screen" as ScreenPath)).toBe("Page not found");
  });

  it("read the browser's languages with auto, a listed locale first, English for none we speak", () => {
    expect(localeOf("auto", ["de-AT", "en"])).toBe("de");
    expect(localeOf("auto", ["ja", "pt-PT"])).toBe("pt-BR");
    expect(localeOf("auto", ["ja", "zh"])).toBe("en");
    expect(localeOf("auto", ["de;q=0, fr"])).toBe("en");
    expect(localeOf("fr", ["de"])).toBe("fr");
  });

  it("speak a guest's chosen language, kept on this browser, and name it in <html lang>", async () => {
    answerFetch(signedOut);
    renderApp("/login");
    expect(screen.getByRole("heading", { level: 1, name: "Log in" })).toBeTruthy();
    expect(footerMenu().value).toBe("auto");
    fireEvent.change(footerMenu(), { target: { value: "de" } });
    expect(await screen.findByRole("heading", { level: 1, name: "Anmelden" })).toBeTruthy();
    expect(screen.getByLabelText("E-Mail oder Benutzername")).toBeTruthy();
    expect(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Datenschutz" })).toBeTruthy();
    expect(localStorage.getItem(languageStorageKey)).toBe("de");
    expect(document.documentElement.lang).toBe("de");
    expect(document.title).toBe("Anmelden · LinkNest");
  });

  it("start a guest in the language this browser chose before", async () => {
    answerFetch({ ...signedOut, "/api/config": { body: { invitesRequired: false, registrationClosed: false } } });
    localStorage.setItem(languageStorageKey, "pt-BR");
    renderApp("/signup");
    expect(await screen.findByRole("heading", { level: 1, name: "Crie sua conta" })).toBeTruthy();
    expect(footerMenu().value).toBe("pt-BR");
  });

  it("follow the signed-in account's language, and save a choice from the menu to the account", async () => {
    const calls = answerFetch({
      ...signedIn("fr"),
      "PUT /api/account/language": { body: { language: "es", msg: "Language saved." } },
    });
    renderApp("/");
    const header = screen.getByRole("banner");
    expect(await within(header).findByRole("link", { name: "Tableau de bord" })).toBeTruthy();
    fireEvent.change(footerMenu(), { target: { value: "es" } });
    expect(await within(header).findByRole("link", { name: "Panel" })).toBeTruthy();
    expect(calls.filter((call) => call.method === "PUT")).toEqual([
      { path: "/api/account/language", method: "PUT", body: { language: "es" } },
    ]);
  });

  it("keep the account's language when saving a choice fails, and say so", async () => {
    answerFetch({
      ...signedIn("auto"),
      "PUT /api/account/language": { status: 500, body: { msg: "Internal error" } },
    });
    renderApp("/");
    await within(screen.getByRole("banner")).findByRole("link", { name: "Dashboard" });
    expect(footerMenu().value).toBe("auto");
    fireEvent.change(footerMenu(), { target: { value: "fr" } });
    expect(await screen.findByText("Your language could not be saved. Please try again.")).toBeTruthy();
    expect(footerMenu().value).toBe("auto");
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Dashboard" })).toBeTruthy();
  });

  it("send the language the sign-up was made in", async () => {
    const calls = answerFetch({
      ...signedOut,
      "/api/config": { body: { invitesRequired: false, registrationClosed: false } },
      "POST /api/signup": { status: 201, body: { msg: "Account created." } },
    });
    localStorage.setItem(languageStorageKey, "es");
    renderApp("/signup");
    await screen.findByRole("heading", { level: 1, name: "Crea tu cuenta" });
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "ana@example.com" } });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "Secret123" } });
    fireEvent.change(screen.getByLabelText("Nombre de usuario"), { target: { value: "ana_es" } });
    const button = screen.getByRole("button", { name: "Registrarse" }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(calls.some((call) => call.path === "/api/signup")).toBe(true));
    expect(calls.find((call) => call.path === "/api/signup")?.body).toMatchObject({ language: "es" });
  });

  it("draw the pseudo locale only where a loopback host asks for it, and never offer it", async () => {
    localStorage.setItem(pseudoLocaleStorageKey, pseudoLocale);
    expect(requestedPseudoLocale(localStorage, "127.0.0.1")).toBe(pseudoLocale);
    expect(requestedPseudoLocale(localStorage, "localhost")).toBe(pseudoLocale);
    expect(requestedPseudoLocale(localStorage, "linknest.app")).toBeNull();
    expect(requestedPseudoLocale(localStorage, "127.0.0.1.example.com")).toBeNull();
    localStorage.setItem(pseudoLocaleStorageKey, "de");
    expect(requestedPseudoLocale(localStorage, "127.0.0.1")).toBeNull();
    // The language setting's own key does not take the code.
    localStorage.removeItem(pseudoLocaleStorageKey);
    localStorage.setItem(languageStorageKey, pseudoLocale);
    expect(requestedPseudoLocale(localStorage, "127.0.0.1")).toBeNull();
    answerFetch(signedOut);
    renderApp("/login");
    const offered = [...footerMenu().options].map((option) => option.value);
    expect(offered).toEqual(["auto", "en", "de", "es", "fr", "pt-BR"]);
    expect(footerMenu().value).toBe("auto");
  });
});
