// A link row's words in the reader's language (docs/decisions/057-languages.md): behind "More" the 18+
// switch, the image and the schedule from a German account's catalog, the Pro offer in the words of the
// server's refusal of a free owner's schedule, which therefore shows once when the server sends it; in the
// row a held link's mark, the offer of a player and a tip block's fields.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { profileMessages } from "#contract/profile-schemas";
import type { OwnerProfile, SubscriptionStatus } from "#contract/types";
import { signedInSession } from "./support/answers";
import { dashboardReads, profile, setupUser, shownLink } from "./support/dashboard-fixtures";
import { linkGroup } from "./support/links-card";
import { answerFetch, fieldErrorsAnswer, renderApp, toastRegion } from "./support/render";

const inGerman = {
  "/api/auth/me": { body: { ...signedInSession["/api/auth/me"].body, language: "de" } },
};
const pro: SubscriptionStatus = { isPro: true, subscriptionStatus: "active", subscriptionEndDate: null };
const proOnlyInGerman = "Links zu planen ist eine Pro-Funktion. Wechsle zu Pro, um Links zu planen.";

async function openMore(answers: Parameters<typeof answerFetch>[0]) {
  answerFetch({ ...dashboardReads, ...inGerman, ...answers });
  renderApp("/dashboard");
  // The rows are drawn before the German catalog has come: wait for its words.
  await screen.findAllByRole("button", { name: "Mehr" }, { timeout: 5_000 });
  await setupUser().click(within(linkGroup(1)).getByRole("button", { name: "Mehr" }));
  return linkGroup(1);
}

describe("behind a link row's More, in German", () => {
  it("names the 18+ switch, the image and the schedule in German", async () => {
    const row = await openMore({ "GET /api/subscription-status": { body: pro } });
    expect(within(row).getByLabelText("Hervorgehoben")).toBeTruthy();
    expect(within(row).getByRole("switch", { name: "Sensibel (18+)" })).toBeTruthy();
    expect(within(row).getByText("Zeitplan (Pro)")).toBeTruthy();
    expect(await within(row).findByLabelText("Beginnt")).toBeTruthy();
    expect(within(row).getByLabelText("Endet")).toBeTruthy();
    expect(within(row).getByText(/Bild hinzufügen|Speichere, um ein Bild hinzuzufügen\./)).toBeTruthy();
  });

  it("offers a free owner scheduling in the refusal's German, and shows the server's refusal of it once", async () => {
    const scheduled = {
      ...profile,
      links: [{ ...profile.links[0], startsAt: "2030-01-01T09:00:00.000Z", endsAt: null }, profile.links[1]],
    };
    const row = await openMore({
      "GET /api/pages/ada-id/profile": { body: scheduled },
      "PUT /api/pages/ada-id/profile": fieldErrorsAnswer(403, profileMessages.schedulingProOnly, [
        { field: "links.0.startsAt", message: profileMessages.schedulingProOnly },
      ]),
    });
    expect(within(row).getByText(proOnlyInGerman)).toBeTruthy();
    expect(within(row).getByText(/Dieser Link behält den Zeitplan, den er hatte, als du Pro hattest\./)).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Zeitplan entfernen" })).toBeTruthy();

    const user = setupUser();
    await user.type(within(row).getByLabelText("Titel"), "!");
    await user.click(screen.getByRole("button", { name: "Änderungen speichern" }));
    await waitFor(() => expect(screen.getAllByText(proOnlyInGerman).length).toBeGreaterThan(1));
    // The form's alert says it; the row's offer says it; the row adds no second copy as a field error.
    expect(within(row).getAllByText(proOnlyInGerman)).toHaveLength(1);
    // The save's toast names the fields to review, in German too.
    expect(
      await within(toastRegion("Benachrichtigungen")).findByText("Bitte prüfe die markierten Felder."),
    ).toBeTruthy();
  });

  it("says a held link's mark, the player offer and a tip block's fields in German", async () => {
    const page: OwnerProfile = {
      ...profile,
      links: [
        {
          id: "l1",
          title: "Video",
          url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
          clicks: 0,
          ...shownLink,
          held: true,
        },
        {
          id: "t1",
          title: "Danke",
          url: "",
          clicks: 0,
          ...shownLink,
          kind: "tip",
          held: false,
          amounts: [2, 4],
          currency: "eur",
          allowCustom: true,
        },
      ],
    };
    answerFetch({ ...dashboardReads, ...inGerman, "GET /api/pages/ada-id/profile": { body: page } });
    renderApp("/dashboard");
    // A held link's group is named with its mark.
    const row = await screen.findByRole("group", { name: /^Link 1 Zur Prüfung/ }, { timeout: 5_000 });
    expect(within(row).getByText("Zur Prüfung zurückgehalten").getAttribute("title")).toBe(
      "Auf deiner Seite verborgen, bis die Prüfung abgeschlossen ist.",
    );
    expect(within(row).getByRole("button", { name: "Als YouTube-Player zeigen" })).toBeTruthy();
    const tip = screen.getByRole("group", { name: "Trinkgeldglas 2" });
    expect(within(tip).getByLabelText("Beträge")).toBeTruthy();
    expect(within(tip).getByText("Ein bis 4 ganze Beträge von 1 bis 1000, durch Kommas getrennt.")).toBeTruthy();
    expect(within(tip).getByLabelText("Währung")).toBeTruthy();
    expect(within(tip).getByLabelText("Besucher dürfen einen Betrag wählen")).toBeTruthy();
    expect(within(tip).getByRole("link", { name: "Trinkgelder unter „Einnahmen“ einrichten" })).toBeTruthy();
  });
});
