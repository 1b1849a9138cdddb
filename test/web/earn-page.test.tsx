// The Earn area at /dashboard/earn (docs/guides/earn.md): the fee said before connecting, the status in
// words, "Connect with Stripe" and "Open Stripe" leaving for Stripe's pages, the return from onboarding,
// the tips with their totals and money written as Stripe's receipts do, and the delete dialog's word on
// the connected account.
import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EarnAccount, TipsPage } from "#contract/earn";
import { externalNavigation } from "../../web/api/external-navigation";
import { tipsTexts } from "../../web/pages/dashboard/earn/TipsCard";
import { dashboardReads, openDashboard, setupUser } from "./support/dashboard-fixtures";
import { type Answers, answerFetch, renderApp } from "./support/render";

const account = (change: Partial<EarnAccount> = {}): EarnAccount => ({
  status: "not_connected",
  chargesEnabled: false,
  payoutsEnabled: false,
  feePercent: 5,
  defaultCurrency: null,
  detailsNeeded: false,
  ...change,
});

const noTips: TipsPage = { items: [], total: 0, page: 1, pageSize: 20, totals: [] };

function openEarn(answers: Answers, path = "/dashboard/earn") {
  const calls = answerFetch({
    ...dashboardReads,
    "GET /api/earn/tips": { body: noTips },
    ...answers,
  });
  const view = renderApp(path);
  return { ...view, calls, card: () => screen.getByRole("region", { name: "Stripe account" }) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Earn area's Stripe account", () => {
  it("says the fee before anything is connected, and offers Connect with Stripe alone", async () => {
    const { card } = openEarn({ "GET /api/earn": { body: account() } });
    expect(await screen.findByText("Not connected")).toBeTruthy();
    expect(within(card()).getByText(/5% of each tip on Free and 0% on Pro/)).toBeTruthy();
    expect(within(card()).getByText("You're on Free: LinkNest keeps 5% of each tip.")).toBeTruthy();
    expect(within(card()).getByRole("link", { name: "Upgrade to Pro" }).getAttribute("href")).toBe("/dashboard");
    expect(within(card()).getByRole("button", { name: "Connect with Stripe" })).toBeTruthy();
    expect(within(card()).queryByRole("button", { name: "Open Stripe" })).toBeNull();
    expect(document.title).toBe("Earn · LinkNest");
  });

  it.each([
    ["Details needed", "onboarding", account({ status: "onboarding", detailsNeeded: true }), ["Connect with Stripe"]],
    [
      "Details needed",
      "restricted",
      account({ status: "restricted", detailsNeeded: true }),
      ["Connect with Stripe", "Open Stripe"],
    ],
    ["Pending verification", "restricted", account({ status: "restricted" }), ["Connect with Stripe", "Open Stripe"]],
    [
      "Ready to accept tips",
      "enabled",
      account({ status: "enabled", chargesEnabled: true, payoutsEnabled: true }),
      ["Open Stripe"],
    ],
    ["Payouts paused", "enabled", account({ status: "enabled", chargesEnabled: true }), ["Open Stripe"]],
  ])("says %s for an account %s, and offers what it needs", async (words, _status, answer, buttons) => {
    const { card } = openEarn({ "GET /api/earn": { body: answer } });
    expect(await screen.findByText(words)).toBeTruthy();
    expect(
      within(card())
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(buttons);
  });

  it("says Pro keeps the whole tip", async () => {
    openEarn({ "GET /api/earn": { body: account({ feePercent: 0 }) } });
    expect(await screen.findByText("You're on Pro: LinkNest keeps nothing of your tips.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Upgrade to Pro" })).toBeNull();
  });

  it("leaves for Stripe's onboarding, and for the Express dashboard, with the address the server gave", async () => {
    const go = vi.spyOn(externalNavigation, "go").mockImplementation(() => {});
    const { card, calls } = openEarn({
      "GET /api/earn": { body: account({ status: "restricted", detailsNeeded: true }) },
      "POST /api/earn/connect": { body: { url: "https://connect.stripe.example/setup/1" } },
      "POST /api/earn/dashboard": { body: { url: "https://connect.stripe.example/express/1" } },
    });
    const user = setupUser();
    await user.click(await screen.findByRole("button", { name: "Connect with Stripe" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://connect.stripe.example/setup/1"));
    expect(within(card()).getByRole("button", { name: "Opening Stripe…" })).toHaveProperty("disabled", true);
    expect(calls.filter((call) => call.method === "POST").map((call) => call.path)).toEqual(["/api/earn/connect"]);
  });

  it("says why Stripe could not be opened, and stays", async () => {
    const go = vi.spyOn(externalNavigation, "go").mockImplementation(() => {});
    openEarn({
      "GET /api/earn": { body: account({ status: "enabled", chargesEnabled: true, payoutsEnabled: true }) },
      "POST /api/earn/dashboard": { status: 502, body: { msg: "We couldn't reach Stripe. Please try again." } },
    });
    await setupUser().click(await screen.findByRole("button", { name: "Open Stripe" }));
    expect(await screen.findByText("We couldn't reach Stripe. Please try again.")).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it("reads the status again back from onboarding, and takes the return out of the address", async () => {
    let reads = 0;
    const { router } = openEarn(
      {
        "GET /api/earn": () => {
          reads += 1;
          return { body: account(reads > 1 ? { status: "enabled", chargesEnabled: true, payoutsEnabled: true } : {}) };
        },
      },
      "/dashboard/earn?stripe=return",
    );
    expect(await screen.findByText("Ready to accept tips")).toBeTruthy();
    expect(await screen.findByText("Back from Stripe. Your status is up to date.")).toBeTruthy();
    expect(router.state.location.search).toBe("");
  });

  it("asks for a fresh onboarding link when Stripe's has expired, and goes straight back", async () => {
    const go = vi.spyOn(externalNavigation, "go").mockImplementation(() => {});
    openEarn(
      {
        "GET /api/earn": { body: account({ status: "onboarding" }) },
        "POST /api/earn/connect": { body: { url: "https://connect.stripe.example/setup/2" } },
      },
      "/dashboard/earn?stripe=refresh",
    );
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://connect.stripe.example/setup/2"));
  });
});

describe("the tips received", () => {
  it("shows totals per month and currency and each tip, in money as Stripe writes it, with the CSV", async () => {
    openEarn({
      "GET /api/earn": { body: account({ status: "enabled", chargesEnabled: true, payoutsEnabled: true }) },
      "GET /api/earn/tips": {
        body: {
          items: [
            {
              id: "t2",
              amount: 100000,
              currency: "eur",
              fee: 0,
              name: null,
              message: "Merci\nbeaucoup",
              status: "refunded",
              createdAt: "2026-12-02T10:00:00.000Z",
            },
            {
              id: "t1",
              amount: 500,
              currency: "usd",
              fee: 25,
              name: "Grace",
              message: null,
              status: "paid",
              createdAt: "2026-11-20T10:00:00.000Z",
            },
          ],
          total: 2,
          page: 1,
          pageSize: 20,
          totals: [{ month: "2026-11", currency: "usd", gross: 500, fees: 25, net: 475 }],
        } satisfies TipsPage,
      },
    });
    const totals = await screen.findByRole("table", { name: "Totals by month" });
    expect(within(totals).getByRole("rowheader").textContent).toBe("November 2026 · USD");
    expect(
      within(totals)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["$5.00", "$0.25", "$4.75"]);
    const tips = screen.getByRole("table", { name: "Tips received, newest first" });
    const rows = within(tips).getAllByRole("row").slice(1);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Dec 2, 2026", "€1,000.00", "€0.00", "Anonymous", "Merci\nbeaucoup", "Refunded"]);
    expect(within(rows[1] as HTMLElement).getAllByRole("cell")[3]?.textContent).toBe("Grace");
    expect(screen.getByText("2 tips")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download CSV" }).getAttribute("href")).toBe("/api/earn/tips.csv");
  });

  it("says how tips come in while there are none: Stripe first", async () => {
    openEarn({ "GET /api/earn": { body: account() } });
    const tips = await screen.findByRole("region", { name: "Tips" });
    expect(await within(tips).findByRole("heading", { name: "No tips yet" })).toBeTruthy();
    expect(within(tips).getByText(tipsTexts.connectFirst)).toBeTruthy();
  });
});

describe("the dashboard", () => {
  it("leads to Earn from its navigation, a section of its own", async () => {
    const { router } = await openDashboard({
      "GET /api/earn": { body: account({ status: "enabled", chargesEnabled: true, payoutsEnabled: true }) },
      "GET /api/earn/tips": { body: noTips },
    });
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    await setupUser().click(within(nav).getByRole("link", { name: "Earnings" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard/earn"));
    expect(await screen.findByRole("heading", { name: "Earn", level: 1 })).toBeTruthy();
    expect(within(nav).getByRole("link", { name: "Earnings" }).getAttribute("aria-current")).toBe("page");
    const card = screen.getByRole("region", { name: "Stripe account" });
    expect(await within(card).findByText("Ready to accept tips")).toBeTruthy();
  });

  it("says in the delete dialog that LinkNest forgets the connected account, which stays the owner's at Stripe", async () => {
    await openDashboard({ "GET /api/earn": { body: account({ status: "enabled", chargesEnabled: true }) } });
    await setupUser().click(screen.getByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).getByText("LinkNest forgets your connected Stripe account.")).toBeTruthy();
    expect(within(dialog).getByText(/It stays yours at Stripe/)).toBeTruthy();
  });
});
