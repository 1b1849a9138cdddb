import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { callsTo, openAdmin, stats, urlQuery } from "./support/admin-fixtures";

describe("the admin tabs", () => {
  it("selects a tab on click and mirrors it in the URL (the default tab kept out of it)", async () => {
    const { router } = await openAdmin("/admin");
    const user = userEvent.setup();
    const overview = screen.getByRole("tab", { name: "Overview" });
    expect(overview.getAttribute("aria-selected")).toBe("true");
    expect(router.state.location.search).toBe("");
    await user.click(screen.getByRole("tab", { name: "Audit" }));
    expect(urlQuery(router)).toEqual({ tab: "audit" });
    expect(screen.getByRole("tab", { name: "Audit" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByRole("tabpanel", { name: "Audit" })).toBeTruthy();
    await user.click(screen.getByRole("tab", { name: "Overview" }));
    expect(router.state.location.search).toBe("");
  });

  it("moves between tabs with the arrow keys, Home and End, keeping one tab stop", async () => {
    await openAdmin("/admin");
    const tab = (name: string) => screen.getByRole("tab", { name });
    tab("Overview").focus();
    fireEvent.keyDown(tab("Overview"), { key: "ArrowRight" });
    await waitFor(() => expect(tab("Users").getAttribute("aria-selected")).toBe("true"));
    expect(document.activeElement).toBe(tab("Users"));
    expect(tab("Users").tabIndex).toBe(0);
    expect(tab("Overview").tabIndex).toBe(-1);
    fireEvent.keyDown(tab("Users"), { key: "ArrowLeft" });
    fireEvent.keyDown(tab("Overview"), { key: "ArrowLeft" });
    await waitFor(() => expect(tab("Settings").getAttribute("aria-selected")).toBe("true"));
    fireEvent.keyDown(tab("Settings"), { key: "Home" });
    await waitFor(() => expect(tab("Overview").getAttribute("aria-selected")).toBe("true"));
    fireEvent.keyDown(tab("Overview"), { key: "End" });
    await waitFor(() => expect(tab("Settings").getAttribute("aria-selected")).toBe("true"));
    expect(document.activeElement).toBe(tab("Settings"));
  });

  it("opens the tab named in the URL", async () => {
    await openAdmin("/admin?tab=logs");
    expect(screen.getByRole("tab", { name: "Logs" }).getAttribute("aria-selected")).toBe("true");
    expect(await screen.findByText(/POST \/api\/login 401/)).toBeTruthy();
  });
});

describe("the Overview tab", () => {
  it("shows the stats, the daily signups chart, the top referrers and the metrics", async () => {
    const { calls } = await openAdmin("/admin");
    const numbers = screen.getAllByRole("definition").map((dd) => dd.textContent);
    expect(numbers).toEqual(["1,234", "1,001", "87", "19", "64", "2"]);
    expect(screen.getByText("Signups, last 7 days")).toBeTruthy();

    const chart = screen.getByRole("img", { name: /^Daily signups from/ });
    expect(chart.getAttribute("aria-label")).toContain(`to ${stats.dailySignups[29]?.date}`);
    const bars = chart.querySelectorAll("rect");
    expect(bars).toHaveLength(30);
    expect(bars[29]?.querySelector("title")?.textContent).toBe(`${stats.dailySignups[29]?.date}: 7`);
    // The tallest bar (today's 7) fills the plot; a day with no signups has no height.
    expect(Number(bars[29]?.getAttribute("height"))).toBeGreaterThan(Number(bars[1]?.getAttribute("height")));
    expect(Number(bars[0]?.getAttribute("height"))).toBe(0);

    const referrers = await screen.findByRole("table", { name: "Top referrers" });
    expect(within(referrers).getByText("ada@example.com")).toBeTruthy();
    expect(within(referrers).getByText("12")).toBeTruthy();
    expect(callsTo(calls, "/api/admin/top-referrers")[0]?.path).toBe("/api/admin/top-referrers?limit=10");

    const metrics = await screen.findByRole("table", { name: /^Generated/ });
    const row = within(metrics).getByRole("row", { name: /1h/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["420", "400", "5", "12", "3", "11", "48", "120", "3", "1"]);
  });

  it("counts the custom domains by status", async () => {
    await openAdmin("/admin");
    const domains = await screen.findByRole("table", { name: "Custom domains" });
    expect(
      within(domains)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Waiting for DNS", "Verifying", "Active", "Failed"]);
    expect(
      within(domains)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["1", "0", "3", "1"]);
  });

  it("shows platform views and clicks for 24 h and 7 d, and the most viewed profiles of the week", async () => {
    const { calls } = await openAdmin("/admin");
    const traffic = await screen.findByRole("table", { name: "Platform traffic" });
    const cells = (name: string) =>
      within(within(traffic).getByRole("row", { name: new RegExp(`^${name}`) }))
        .getAllByRole("cell")
        .map((cell) => cell.textContent);
    expect(cells("24h")).toEqual(["2,345", "56"]);
    expect(cells("7d")).toEqual(["9,876", "543"]);
    const profiles = await screen.findByRole("table", { name: "Most viewed profiles" });
    expect(within(profiles).getByRole("link", { name: "popular" }).getAttribute("href")).toBe("/popular");
    expect(within(profiles).getByText("321")).toBeTruthy();
    expect(callsTo(calls, "/api/admin/top-profiles")[0]?.path).toBe("/api/admin/top-profiles?limit=10");
  });

  it("says 'Failed to fetch top referrers' and 'Failed to fetch metrics' when those fail", async () => {
    await openAdmin("/admin", {
      "GET /api/admin/top-referrers": { status: 500, body: {} },
      "GET /api/admin/metrics": "network-error",
    });
    expect(await screen.findByText("Failed to fetch top referrers")).toBeTruthy();
    expect(await screen.findByText("Failed to fetch metrics")).toBeTruthy();
    // The rest of the overview stays.
    expect(screen.getByText("1,234")).toBeTruthy();
  });

  it("says 'Failed to fetch stats' when a refresh of the stats fails, keeping the tabs", async () => {
    let failing = false;
    await openAdmin("/admin", {
      "GET /api/admin/stats": () => (failing ? { status: 500, body: {} } : { body: stats }),
    });
    await screen.findByRole("table", { name: "Top referrers" });
    failing = true;
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    expect(await screen.findByText("Failed to fetch stats")).toBeTruthy();
    expect(screen.queryByText("1,234")).toBeNull();
    expect(screen.getByRole("tablist")).toBeTruthy();
  });
});
