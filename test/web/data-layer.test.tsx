// The SPA's one data layer (web/api/queries.ts): a screen's reads are queries keyed by their path, so
// the parts of a screen that show the same answer share one request, and a refresh reads again.
import { QueryClient } from "@tanstack/react-query";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { subscriptionQuery } from "../../web/pages/dashboard/subscription/useSubscription";
import { adminReads, callsTo, openAdmin } from "./support/admin-fixtures";
import { dashboardReads, profile } from "./support/dashboard-fixtures";
import { answerFetch, renderApp } from "./support/render";

const pro = { isPro: true, subscriptionStatus: "active", subscriptionEndDate: "2027-01-15T00:00:00.000Z" };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the data layer", () => {
  it("takes a read the screen cancelled as no failure: nothing is logged", async () => {
    let asked = false;
    // The read is held open until the screen cancels it.
    answerFetch({
      "GET /api/subscription-status": () => {
        asked = true;
        return new Promise(() => {});
      },
    });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const read = client.fetchQuery(subscriptionQuery).catch((error: unknown) => error);
    await waitFor(() => expect(asked).toBe(true));
    await client.cancelQueries({ queryKey: subscriptionQuery.queryKey });
    await read;
    expect(logged).not.toHaveBeenCalled();
  });

  it("loads the settings of an account without a custom domain with nothing logged as an error", async () => {
    const logged = vi.spyOn(console, "error");
    const calls = answerFetch({
      ...dashboardReads,
      "GET /api/pages/ada-id/profile": { body: profile },
      "GET /api/subscription-status": { body: pro },
    });
    renderApp("/dashboard/settings");
    expect(await screen.findByLabelText("Domain")).toBeTruthy();
    expect(callsTo(calls, "/api/pages/ada-id/custom-domain")).toHaveLength(1);
    expect(logged).not.toHaveBeenCalled();
  });

  it("reads the dashboard's profile and plan once each, however many cards and sections show them", async () => {
    const calls = answerFetch({
      ...dashboardReads,
      "GET /api/pages/ada-id/profile": { body: profile },
      "GET /api/subscription-status": { body: pro },
      "GET /api/pages/ada-id/analytics": { status: 500, body: {} },
    });
    const { router } = renderApp("/dashboard");
    // The editor and the Pro card's branding switch show the profile; the plan card and, a section
    // away, the analytics card's CSV link the plan.
    await screen.findByLabelText("Bio");
    const toggle = (await screen.findByRole("switch", { name: /Made with LinkNest/ })) as HTMLInputElement;
    await waitFor(() => expect(toggle.disabled).toBe(false));
    expect(await screen.findByText("PRO Member")).toBeTruthy();
    await act(() => router.navigate("/dashboard/analytics"));
    await screen.findByText("Analytics could not be loaded. Please try again.");
    expect(callsTo(calls, "/api/pages/ada-id/profile")).toHaveLength(1);
    expect(callsTo(calls, "/api/subscription-status")).toHaveLength(1);
  });

  it("reads each part of the admin Overview once, and reads them all again on Refresh", async () => {
    const { calls } = await openAdmin("/admin", adminReads);
    await screen.findByText("popular");
    const parts = ["/api/admin/stats", "/api/admin/metrics", "/api/admin/top-referrers", "/api/admin/top-profiles"];
    for (const part of parts) expect(callsTo(calls, part), part).toHaveLength(1);
    await userEvent.setup().click(screen.getByRole("button", { name: "Refresh" }));
    await waitFor(() => {
      for (const part of parts) expect(callsTo(calls, part), part).toHaveLength(2);
    });
    expect(await screen.findByRole("button", { name: "Refresh" })).toBeTruthy();
  });
});
