// The Earn area in the reader's language (docs/decisions/057-languages.md): the Stripe account card's status,
// fee and plan, and the tips received with their months, days, money and count, from a German account's
// catalog and Intl.
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { EarnAccount, TipsPage } from "#contract/earn";
import { signedInSession } from "./support/answers";
import { dashboardReads } from "./support/dashboard-fixtures";
import { answerFetch, renderApp } from "./support/render";

const inGerman = {
  "/api/auth/me": { body: { ...signedInSession["/api/auth/me"].body, language: "de" } },
};

const restricted: EarnAccount = {
  status: "restricted",
  chargesEnabled: false,
  payoutsEnabled: false,
  feePercent: 5,
  defaultCurrency: "eur",
  detailsNeeded: false,
};

const tips: TipsPage = {
  items: [
    {
      id: "t1",
      amount: 100000,
      currency: "eur",
      fee: 5000,
      name: null,
      message: "Danke!",
      status: "disputed",
      createdAt: "2026-11-20T10:00:00.000Z",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
  totals: [{ month: "2026-11", currency: "eur", gross: 100000, fees: 5000, net: 95000 }],
};

describe("the Earn area in German", () => {
  it("says the account's status, the fee and the plan in German", async () => {
    answerFetch({ ...dashboardReads, ...inGerman, "GET /api/earn": { body: restricted } });
    renderApp("/dashboard/earn");
    const card = await screen.findByRole("region", { name: "Stripe-Konto" }, { timeout: 5_000 });
    expect(await within(card).findByText("Wird geprüft")).toBeTruthy();
    expect(within(card).getByText(/^LinkNest behält bei Free 5 % und bei Pro 0 % jedes Trinkgelds;/)).toBeTruthy();
    expect(within(card).getByText(/Stripe prüft deine Angaben\./)).toBeTruthy();
    expect(within(card).getByText(/Du hast Free: LinkNest behält 5 % jedes Trinkgelds\./)).toBeTruthy();
    expect(within(card).getByRole("link", { name: "Auf Pro upgraden" })).toBeTruthy();
    expect(
      within(card)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Mit Stripe verbinden", "Stripe öffnen"]);
  });

  it("writes the tips' months, days and money as a German reader does, and counts them in German", async () => {
    answerFetch({
      ...dashboardReads,
      ...inGerman,
      "GET /api/earn": { body: { ...restricted, status: "enabled", chargesEnabled: true, payoutsEnabled: true } },
      "GET /api/earn/tips": { body: tips },
    });
    renderApp("/dashboard/earn");
    const totals = await screen.findByRole("table", { name: "Summen pro Monat" }, { timeout: 5_000 });
    expect(within(totals).getByRole("rowheader").textContent).toBe("November 2026 · EUR");
    expect(
      within(totals)
        .getAllByRole("cell")
        .map((cell) => cell.textContent?.replace(/\s/g, " ")),
    ).toEqual(["1.000,00 €", "50,00 €", "950,00 €"]);
    const list = screen.getByRole("table", { name: "Erhaltene Trinkgelder, neueste zuerst" });
    const row = within(list).getAllByRole("row")[1] as HTMLElement;
    const cells = within(row)
      .getAllByRole("cell")
      .map((cell) => cell.textContent?.replace(/\s/g, " "));
    expect(cells).toEqual(["20.11.2026", "1.000,00 €", "50,00 €", "Anonym", "Danke!", "Angefochten"]);
    expect(screen.getByText("1 Trinkgeld")).toBeTruthy();
    expect(screen.getByRole("link", { name: "CSV herunterladen" })).toBeTruthy();
  });
});
