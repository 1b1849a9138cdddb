// The dashboard's Analytics card (docs/product.md, "Analytics") against answered API calls: figures, the chart's table,
// the empty state, the Pro ranges' upgrade offer, CSV for Pro, a failed load that can be retried, and the card in
// German with its figures, dates and country names written for a German reader.
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { AnalyticsReport } from "#contract/analytics";
import { AnalyticsCard } from "../../web/pages/dashboard/analytics/AnalyticsCard";
import { signedInSession } from "./support/answers";
import { pagesAnswer, renderOnPage } from "./support/dashboard-fixtures";
import { answerFetch } from "./support/render";

function report(overrides: Partial<AnalyticsReport> = {}): AnalyticsReport {
  const daily = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, "0")}`,
    views: i === 29 ? 3 : 0,
    uniqueVisitors: i === 29 ? 3 : 0,
    clicks: i === 29 ? 2 : 0,
  }));
  return {
    range: "30d",
    from: "2026-11-01",
    to: "2026-11-30",
    totals: { views: 3, uniqueVisitors: 3, clicks: 2, ctr: 2 / 3 },
    daily,
    links: [
      { id: "a", title: "Shop", url: "https://shop.example", clicks: 2, ctr: 2 / 3 },
      { id: "b", title: "Blog", url: "https://blog.example", clicks: 0, ctr: 0 },
    ],
    referrers: [
      { source: "instagram", views: 2 },
      { source: "direct", views: 1 },
    ],
    countries: [{ country: "DE", views: 3 }],
    devices: [
      { device: "mobile", views: 2 },
      { device: "desktop", views: 1 },
    ],
    ...overrides,
  };
}

/** The totals, once the report has loaded. */
async function totalsList(): Promise<HTMLElement> {
  const term = (await screen.findAllByText("Unique visitors")).find((element) => element.tagName === "DT");
  const list = term?.closest("dl");
  if (!list) throw new Error("no totals");
  return list as HTMLElement;
}

const free = { isPro: false, subscriptionStatus: null, subscriptionEndDate: null };
const pro = { isPro: true, subscriptionStatus: "active", subscriptionEndDate: null };

describe("the Analytics card", () => {
  it("shows totals with CTR, per-link clicks, referrers, countries and devices, and the chart as a table", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/pages/ada-id/analytics?range=30d": { body: report() },
      "/api/subscription-status": { body: free },
    });
    renderOnPage(<AnalyticsCard />);
    const totals = await totalsList();
    expect(totals.textContent).toBe("Views3Unique visitors3Clicks2CTR66.7%");
    const links = within(screen.getByRole("region", { name: "Links" }));
    expect(links.getByRole("row", { name: /Shop/ }).textContent).toBe("Shop266.7%");
    expect(within(screen.getByRole("region", { name: "Top referrers" })).getByText("Direct")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Countries" })).getByText("Germany")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Devices" })).getByText("Mobile")).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("aria-label")).toMatch(/3 views, 3 unique visitors, 2 clicks/);
    const table = screen.getByRole("table", { name: "Views, unique visitors and clicks per day" });
    expect(within(table).getAllByRole("row")).toHaveLength(31);
    expect(screen.queryByText("Download CSV")).toBeNull();
  });

  it("explains what is counted and never collected when there is nothing yet", async () => {
    const empty = report({
      totals: { views: 0, uniqueVisitors: 0, clicks: 0, ctr: 0 },
      daily: report().daily.map((d) => ({ ...d, views: 0, uniqueVisitors: 0, clicks: 0 })),
      referrers: [],
      countries: [],
      devices: [],
    });
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/pages/ada-id/analytics?range=30d": { body: empty },
      "/api/subscription-status": { body: free },
    });
    renderOnPage(<AnalyticsCard />);
    expect(await screen.findByRole("heading", { name: "No views yet in this range" })).toBeTruthy();
    expect(screen.getByText(/Your own visits while signed in/)).toBeTruthy();
    expect(screen.getByText(/never stores a visitor's IP address/)).toBeTruthy();
    expect(screen.queryByRole("img")).toBeNull();
  });

  it("marks the Pro ranges and shows the upgrade offer when a free owner picks one", async () => {
    const calls = answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/pages/ada-id/analytics?range=30d": { body: report() },
      "/api/pages/ada-id/analytics?range=365d": {
        status: 403,
        body: { msg: "Analytics beyond 30 days are part of Pro. Upgrade to Pro to see up to a year." },
      },
      "/api/subscription-status": { body: free },
    });
    renderOnPage(<AnalyticsCard />);
    await totalsList();
    const yearly = screen.getByRole("radio", { name: /365 days/ });
    expect(yearly.closest("label")?.textContent).toBe("365 daysPro");
    await userEvent.click(yearly);
    expect(await screen.findByText(/Analytics beyond 30 days are part of Pro/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain("/api/pages/ada-id/analytics?range=365d");
  });

  it("offers the CSV of the range to a Pro owner, without Pro marks", async () => {
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/pages/ada-id/analytics?range=30d": { body: report() },
      "/api/subscription-status": { body: pro },
    });
    renderOnPage(<AnalyticsCard />);
    const link = await screen.findByRole("link", { name: "Download CSV" });
    expect(link.getAttribute("href")).toBe("/api/pages/ada-id/analytics/export.csv?range=30d");
    expect(screen.getByRole("radio", { name: /365 days/ }).closest("label")?.textContent).toBe("365 days");
  });

  it("says when the figures could not be loaded, and loads them again on Try again", async () => {
    let attempts = 0;
    answerFetch({
      ...signedInSession,
      ...pagesAnswer(),
      "/api/pages/ada-id/analytics?range=30d": () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { msg: "" } } : { body: report() };
      },
      "/api/subscription-status": { body: free },
    });
    renderOnPage(<AnalyticsCard />);
    expect(await screen.findByText("Analytics could not be loaded. Please try again.")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await totalsList()).toBeTruthy();
  });

  it("speaks a German reader's language, with German figures, dates, countries and plurals", async () => {
    answerFetch({
      "/api/auth/me": { body: { ...signedInSession["/api/auth/me"].body, language: "de" } },
      ...pagesAnswer(),
      "/api/pages/ada-id/analytics?range=30d": {
        body: report({ totals: { views: 1234, uniqueVisitors: 1, clicks: 2, ctr: 0.125 } }),
      },
      "/api/subscription-status": { body: free },
    });
    renderOnPage(<AnalyticsCard />);
    const term = (await screen.findAllByText("Eindeutige Besucher")).find((element) => element.tagName === "DT");
    expect(term?.closest("dl")?.textContent).toBe("Aufrufe1.234Eindeutige Besucher1Klicks2CTR12,5\u00a0%");
    expect(screen.getByRole("heading", { level: 2, name: "Analysen" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: /30 Tage/ })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Häufigste Herkunft" })).getByText("Direkt")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Länder" })).getByText("Deutschland")).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "Geräte" })).getByText("Smartphone")).toBeTruthy();
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe(
      "Tagesdiagramm vom 1. Nov. bis 30. Nov.: 3 Aufrufe, 3 eindeutige Besucher, 2 Klicks; stärkster Tag 3.",
    );
    expect(screen.getByText(/2026-11-01 bis 2026-11-30 \(UTC\)/)).toBeTruthy();
  });
});
