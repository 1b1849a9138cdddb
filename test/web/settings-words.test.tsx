// The Settings section's security, API tokens and custom domain cards in the reader's language
// (docs/decisions/057-languages.md): their words come from the account's catalog, counts through ICU plurals and
// days through Intl.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signedInSession } from "./support/answers";
import { dashboardReads } from "./support/dashboard-fixtures";
import { answerFetch, renderApp } from "./support/render";

const inGerman = {
  "/api/auth/me": { body: { ...signedInSession["/api/auth/me"].body, language: "de" } },
};

describe("the Settings section's cards in German", () => {
  it("say their words, counts and days in German", async () => {
    answerFetch({
      ...dashboardReads,
      ...inGerman,
      "GET /api/2fa": { body: { totp: true, passkeys: 1, recoveryCodesLeft: 1 } },
      "GET /api/passkeys": {
        body: [{ id: "p1", name: "Laptop", createdAt: "2026-11-20T10:00:00.000Z", lastUsedAt: null }],
      },
      "GET /api/tokens": {
        body: {
          items: [
            {
              id: "t1",
              name: "Zapier",
              scopes: ["pages:read"],
              createdAt: "2026-11-20T10:00:00.000Z",
              lastUsedAt: null,
              expiresAt: null,
            },
          ],
        },
      },
    });
    renderApp("/dashboard/settings");

    const tokens = await screen.findByRole("region", { name: "API-Tokens" }, { timeout: 5_000 });
    const list = await within(tokens).findByRole("list", { name: "Deine API-Tokens" });
    expect(within(list).getByText("Erstellt 20. November 2026 · zuletzt genutzt nie · läuft ab nie")).toBeTruthy();
    expect(within(list).getByRole("button", { name: "Zapier widerrufen" })).toBeTruthy();
    const expiry = within(tokens).getByLabelText("Läuft ab") as HTMLSelectElement;
    expect([...expiry.options].map((option) => option.text)).toEqual(["30 Tage", "90 Tage", "1 Jahr", "Nie"]);
    expect(within(tokens).getByRole("checkbox", { name: /Deine Seite und ihre Links lesen/ })).toBeTruthy();

    expect(await screen.findByText("1 Wiederherstellungscode übrig.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Zwei-Faktor-Authentifizierung ausschalten" })).toBeTruthy();
    const passkeys = await screen.findByRole("list", { name: "Deine Passkeys" });
    expect(within(passkeys).getByText(/hinzugefügt am .*2026.* · nie genutzt/)).toBeTruthy();

    const domain = screen.getByRole("region", { name: "Eigene Domain" });
    expect(
      await within(domain).findByText("Deine eigene Domain (wie links.deinname.de) ist Teil von Pro."),
    ).toBeTruthy();
  });
});
