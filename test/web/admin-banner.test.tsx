import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminReads, callsTo } from "./support/admin-fixtures";
import { dashboardReads } from "./support/dashboard-fixtures";
import { answerFetch, renderApp, toastRegion } from "./support/render";

const asBob = { authenticated: true, username: "bob", impersonating: true };
const asRoot = { authenticated: true, username: "root", impersonating: false };

describe("the impersonation banner (docs/product.md: Admin, Accounts: the rules)", () => {
  it.each(["/dashboard", "/", "/tos"])("shows on %s while impersonating, naming the user", async (path) => {
    answerFetch({ ...dashboardReads, "/api/auth/me": { body: asBob } });
    renderApp(path);
    const banner = await screen.findByRole("region", { name: "Impersonation" });
    expect(banner.textContent).toContain("You are viewing LinkNest as bob");
    expect(within(banner).getByRole("button", { name: "Stop Impersonating" })).toBeTruthy();
    // Above the main content.
    const main = screen.getByRole("main");
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("is absent when not impersonating", async () => {
    const calls = answerFetch({ ...dashboardReads, "/api/auth/me": { body: asRoot } });
    renderApp("/");
    await waitFor(() => expect(callsTo(calls, "/api/auth/me")).toHaveLength(1));
    await screen.findByRole("link", { name: "Go to dashboard" });
    expect(screen.queryByRole("region", { name: "Impersonation" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Stop Impersonating" })).toBeNull();
  });

  it("'Stop Impersonating' calls the stop endpoint, re-reads the session and goes to /admin", async () => {
    let impersonating = true;
    const calls = answerFetch({
      ...dashboardReads,
      ...adminReads,
      "/api/auth/me": () => ({ body: impersonating ? asBob : asRoot }),
      "POST /api/admin/impersonate/stop": () => {
        impersonating = false;
        return { body: { msg: "Stopped impersonating", username: "root" } };
      },
    });
    const { router } = renderApp("/dashboard");
    const stop = await screen.findByRole("button", { name: "Stop Impersonating" });
    await userEvent.setup().click(stop);
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin"));
    expect(callsTo(calls, "/api/admin/impersonate/stop", "POST")).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, "/api/auth/me")).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Impersonation" })).toBeNull());
    // Back in the admin area as the admin.
    expect(await screen.findByRole("tablist", { name: "Admin sections" })).toBeTruthy();
  });

  it("says 'Failed to stop' and stays when stopping fails", async () => {
    const calls = answerFetch({
      ...dashboardReads,
      "/api/auth/me": { body: asBob },
      "POST /api/admin/impersonate/stop": { status: 500, body: {} },
    });
    const { router } = renderApp("/dashboard");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Stop Impersonating" }));
    expect(await within(toastRegion()).findByText("Failed to stop")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/dashboard");
    expect(callsTo(calls, "/api/auth/me")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Stop Impersonating" })).toBeTruthy();
  });

  it("shows the dog, not the admin area, if an impersonating session opens /admin", async () => {
    answerFetch({
      ...dashboardReads,
      "/api/auth/me": { body: asBob },
      "GET /api/admin/stats": { status: 403, body: { msg: "Admin access required" } },
    });
    renderApp("/admin");
    expect(await screen.findByRole("img", { name: "A friendly dog guarding the admin area" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stop Impersonating" })).toBeTruthy();
    expect(screen.queryByRole("tablist")).toBeNull();
  });
});
