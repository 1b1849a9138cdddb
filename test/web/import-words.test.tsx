// The last of the app's own words in the reader's language (docs/decisions/057-languages.md): the card that
// brings a page over, the toasts' region and close button, the impersonation banner, the username check's
// failure and a card's "Try again", in German; what was found on the other page is shown as it came, the
// server's notes about it in German where the app knows them, and so is what an import of a file left out.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { importedLinkLabel, importMessages } from "#contract/account-data";
import { itemLeftOut, type PageImportPreview, pageImportMessages, redirectRefused } from "#contract/page-import";
import { profileMessages } from "#contract/profile-schemas";
import { languageStorageKey } from "../../web/i18n/language-choice";
import { signedInSession } from "./support/answers";
import { dashboardReads, profile, setupUser } from "./support/dashboard-fixtures";
import { answerFetch, renderApp } from "./support/render";

const inGerman = {
  "/api/auth/me": { body: { ...signedInSession["/api/auth/me"].body, language: "de" } },
};

const found: PageImportPreview = {
  source: "linktree",
  profile: { displayName: "Robin Vale", bio: "Illustrator & zine maker.", avatarUrl: "https://ugc.example.com/r.png" },
  links: [
    { title: "Shop", url: "", kind: "header" },
    { title: "Prints", url: "https://shop.example.com/prints", kind: "link" },
  ],
  socials: [{ platform: "instagram", url: "https://instagram.com/robinvale" }],
  warnings: [
    itemLeftOut({ title: "Pay me", url: "https://pay.example/", reason: profileMessages.urlUserInfo }),
    pageImportMessages.bioShortened,
    "A note the app does not know.",
  ],
};

/** Settings in German, whose Your data card offers to bring a page over; the address read. */
async function readPageInGerman(answers: Parameters<typeof answerFetch>[0]) {
  answerFetch({ ...dashboardReads, ...inGerman, "GET /api/pages/ada-id/profile": { body: profile }, ...answers });
  renderApp("/dashboard/settings");
  const user = setupUser();
  const card = await screen.findByRole(
    "group",
    { name: "Hol deine Seite von einem anderen Dienst" },
    { timeout: 5_000 },
  );
  await user.type(within(card).getByLabelText("Adresse deiner Seite"), "https://linktr.ee/robinvale");
  await user.click(within(card).getByRole("button", { name: "Meine Seite finden" }));
  return { user, card };
}

describe("bringing a page over, in German", () => {
  it("names what it found and its buttons in German, and the toast's region and close button too", async () => {
    const { user, card } = await readPageInGerman({
      "POST /api/pages/ada-id/import/from-url": { body: found },
      "POST /api/pages/ada-id/import/apply": { body: { ...profile, msg: "Added to your page." } },
    });

    const status = await within(card).findByRole("status");
    expect(status.textContent).toBe(
      "Gefunden bei Linktree: Robin Vale. Entferne die Haken bei allem, was du nicht willst.",
    );
    expect(within(status).getByText("Robin Vale").tagName).toBe("STRONG");
    // The server's notes: the known ones in German, why a link is refused as the refusal it is.
    expect(
      within(card).getByText(
        "„Pay me“ (https://pay.example/) weggelassen: Die URL darf keinen Benutzernamen und kein Passwort enthalten (den Teil vor dem @).",
      ),
    ).toBeTruthy();
    expect(within(card).getByText("Die Bio wurde auf 500 Zeichen gekürzt.")).toBeTruthy();
    expect(within(card).getByText("A note the app does not know.")).toBeTruthy();
    expect(within(card).getByRole("group", { name: "Profil" })).toBeTruthy();
    expect(within(card).getByRole("checkbox", { name: /Profilbild von ugc\.example\.com/ })).toBeTruthy();
    expect(within(card).getByRole("checkbox", { name: /Anzeigename Robin Vale/ })).toBeTruthy();
    expect(within(card).getByRole("checkbox", { name: /Abschnitt: Shop/ })).toBeTruthy();
    expect(within(card).getByRole("group", { name: "Social-Icons" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Meine Seite ersetzen" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Von vorn beginnen" })).toBeTruthy();

    await user.click(within(card).getByRole("button", { name: "Zu meiner Seite hinzufügen" }));
    const region = await screen.findByRole("status", { name: "Benachrichtigungen" });
    await waitFor(() => expect(within(region).getByText("Zu deiner Seite hinzugefügt.")).toBeTruthy());
    expect(within(region).getByRole("button", { name: "Benachrichtigung schließen" })).toBeTruthy();
  });

  it("lists the links a save refuses with German quotation marks and why in German", async () => {
    const { card } = await readPageInGerman({
      "POST /api/pages/ada-id/import/from-url": {
        status: 422,
        body: {
          msg: "None of the links on that page can be added.",
          refused: [{ title: "Pay me", url: "https://pay.example/", reason: profileMessages.urlUserInfo }],
        },
      },
    });
    const alert = await within(card).findByRole("alert");
    expect(
      within(alert).getByText(
        "„Pay me“ (https://pay.example/): Die URL darf keinen Benutzernamen und kein Passwort enthalten (den Teil vor dem @).",
      ),
    ).toBeTruthy();
  });

  it("says in German why the page it was sent on to can't be read", async () => {
    const { card } = await readPageInGerman({
      "POST /api/pages/ada-id/import/from-url": {
        status: 422,
        body: { msg: redirectRefused("http://10.0.0.1/", pageImportMessages.urlNotHttps) },
      },
    });
    const alert = await within(card).findByRole("alert");
    expect(alert.textContent).toContain(
      "Diese Seite leitet Besucher zu http://10.0.0.1/ weiter, und diese Adresse kann nicht gelesen werden: Die Adresse muss mit https:// beginnen.",
    );
  });
});

describe("what an import of a file left out, in German", () => {
  it("lists each note in German: a link by its title or its place, and why, in German too", async () => {
    const leftOut = [
      { field: "displayName", message: importMessages.fieldLeftOut("displayName", profileMessages.displayNameTooLong) },
      { field: "showBranding", message: importMessages.brandingLeftOut },
      {
        field: "links.0",
        message: importMessages.linkLeftOut(importedLinkLabel("Pay me", 0), profileMessages.urlUserInfo),
      },
      { field: "links.2", message: importMessages.scheduleLeftOut(importedLinkLabel("", 2)) },
      {
        field: "links.3.thumbnail",
        message: importMessages.thumbnailLeftOut(importedLinkLabel("New album", 3), importMessages.notInFile),
      },
    ];
    answerFetch({
      ...dashboardReads,
      ...inGerman,
      "GET /api/pages/ada-id/profile": { body: profile },
      "POST /api/account/import": { body: { ...profile, msg: importMessages.importedExcept, leftOut } },
    });
    renderApp("/dashboard/settings");
    const user = setupUser();
    const card = await screen.findByRole("region", { name: "Deine Daten" }, { timeout: 5_000 });
    const file = new File([JSON.stringify({ format: "linknest-export", version: 1, profile })], "mine.json", {
      type: "application/json",
    });
    await user.upload(within(card).getByLabelText("Exportdatei"), file);
    await user.click(within(card).getByRole("button", { name: "Importieren" }));

    const list = await within(card).findByRole("region", {
      name: "Deine Daten wurden importiert, bis auf das, was unten aufgeführt ist.",
    });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "An deinem Anzeigenamen ändert sich nichts: Der Anzeigename darf höchstens 50 Zeichen lang sein.",
      "Deine Seite zeigt weiter das Branding: Es auszublenden ist eine Pro-Funktion.",
      "„Pay me“ wurde weggelassen: Die URL darf keinen Benutzernamen und kein Passwort enthalten (den Teil vor dem @).",
      "Link 3 wurde ausgeblendet und ohne Zeitplan importiert: Links zu planen ist eine Pro-Funktion. Blende ihn ein, wenn du so weit bist.",
      "Das Bild von „New album“ wurde weggelassen: Es ist nicht in dieser Datei (sie wurde exportiert, bevor Dateien mit hineinkamen): Lade es noch einmal hoch.",
    ]);
  });
});

describe("the frame's last English, in German", () => {
  it("the impersonation banner speaks the admin's browser language", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({
      ...dashboardReads,
      "/api/auth/me": { body: { authenticated: true, username: "bob", impersonating: true } },
    });
    renderApp("/tos");
    const banner = await screen.findByRole("region", { name: "Identitätswechsel" });
    await waitFor(() => expect(banner.textContent).toContain("Du siehst LinkNest als bob."));
    expect(within(banner).getByText("bob").tagName).toBe("STRONG");
    expect(within(banner).getByRole("button", { name: "Identitätswechsel beenden" })).toBeTruthy();
  });

  it("says in German that a username could not be checked", async () => {
    localStorage.setItem(languageStorageKey, "de");
    answerFetch({
      "/api/auth/me": { body: { authenticated: false } },
      "/api/config": { body: { invitesRequired: false, registrationClosed: false } },
      "/api/username-available?username=robin": { status: 503, body: {} },
    });
    renderApp("/signup");
    await setupUser().type(await screen.findByLabelText("Benutzername"), "robin");
    expect(await screen.findByText("Dieser Name konnte nicht geprüft werden.")).toBeTruthy();
  });

  it("offers a card whose read failed to try again in German", async () => {
    answerFetch({
      ...dashboardReads,
      ...inGerman,
      "GET /api/pages/ada-id/profile": { body: profile },
      "GET /api/2fa": { status: 503, body: { msg: "Service unavailable" } },
    });
    renderApp("/dashboard/settings");
    const security = await screen.findByRole("region", { name: "Sicherheit" }, { timeout: 5_000 });
    const alert = await within(security).findByRole("alert");
    expect(within(alert).getByRole("button", { name: "Noch einmal versuchen" })).toBeTruthy();
  });
});
