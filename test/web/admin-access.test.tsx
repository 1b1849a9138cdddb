import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminReads, callsTo, openAdmin, stats } from "./support/admin-fixtures";
import { answerFetch, renderApp, toastRegion } from "./support/render";

const dogName = "A friendly dog guarding the admin area";
const userSession = { "/api/auth/me": { body: { authenticated: true, username: "ada", impersonating: false } } };

function expectNoAdminData() {
  expect(screen.queryByRole("tablist")).toBeNull();
  expect(screen.queryByRole("heading", { name: "Admin" })).toBeNull();
  expect(screen.queryByText("1,234")).toBeNull();
  expect(screen.queryByText("Total users")).toBeNull();
}

describe("/admin access (docs/product.md: Screens, Roles)", () => {
  it("shows the dog and 'Admin access required', and no admin data, to a signed-in non-admin", async () => {
    const calls = answerFetch({
      ...userSession,
      // Even if the server leaked data next to the 403, the page must not show it.
      "GET /api/admin/stats": { status: 403, body: { msg: "Admin access required", ...stats } },
    });
    renderApp("/admin");
    expect(await screen.findByRole("img", { name: dogName })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Admin access required" })).toBeTruthy();
    expectNoAdminData();
    // Nothing else of the admin API is asked for once the check has failed.
    expect(calls.filter((call) => call.path.startsWith("/api/admin/")).map((call) => call.path)).toEqual([
      "/api/admin/stats",
    ]);
  });

  it("asks a session that has not proved the second factor for a code, then opens the admin area", async () => {
    let steppedUp = false;
    const stepUpRefusal = {
      status: 403,
      body: { msg: "Confirm it's you with your second factor to use the admin area.", stepUp: true, methods: ["totp"] },
    };
    const calls = answerFetch({
      ...adminReads,
      "GET /api/admin/stats": () => (steppedUp ? { body: stats } : stepUpRefusal),
      "POST /api/2fa/step-up": (call) => {
        if ((call.body as { code: string }).code !== "123456") {
          return {
            status: 400,
            body: { msg: "That code is not right, or it was already used. Wait for a new one and try again." },
          };
        }
        steppedUp = true;
        return { body: { msg: "Second factor confirmed." } };
      },
    });
    renderApp("/admin");
    expect(
      await screen.findByRole("heading", { name: "Confirm it's you with your second factor to use the admin area." }),
    ).toBeTruthy();
    expectNoAdminData();
    expect(screen.queryByRole("button", { name: "Use a passkey" })).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Code from your authenticator app"), "654321");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("That code is not right, or it was already used. Wait for a new one and try again."),
    ).toBeTruthy();
    expectNoAdminData();
    await user.clear(screen.getByLabelText("Code from your authenticator app"));
    await user.type(screen.getByLabelText("Code from your authenticator app"), "123 456");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("tablist", { name: "Admin sections" })).toBeTruthy();
    expect(within(toastRegion()).getByText("Second factor confirmed.")).toBeTruthy();
    expect(callsTo(calls, "/api/2fa/step-up", "POST").map((call) => call.body)).toEqual([
      { code: "654321" },
      { code: "123456" },
    ]);
  });

  it("offers a passkey, and no code field, to an admin whose only second factor is a passkey", async () => {
    answerFetch({
      ...adminReads,
      "GET /api/admin/stats": {
        status: 403,
        body: {
          msg: "Confirm it's you with your second factor to use the admin area.",
          stepUp: true,
          methods: ["passkey"],
        },
      },
    });
    renderApp("/admin");
    expect(await screen.findByRole("button", { name: "Use a passkey" })).toBeTruthy();
    expect(screen.queryByLabelText("Code from your authenticator app")).toBeNull();
    expect(screen.queryByRole("img", { name: dogName })).toBeNull();
    expectNoAdminData();
  });

  it.each([
    ["a server error", { status: 500, body: { msg: "Something went wrong on our side. Please try again." } }],
    ["a network failure", "network-error" as const],
  ])("shows the dog and 'Error loading admin data' on %s", async (_, answer) => {
    answerFetch({ ...userSession, "GET /api/admin/stats": answer });
    renderApp("/admin");
    expect(await screen.findByRole("img", { name: dogName })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Error loading admin data" })).toBeTruthy();
    expect(screen.queryByText("Admin access required")).toBeNull();
    expectNoAdminData();
  });

  it("says 'Admin access required' for any 403, whatever its msg", async () => {
    answerFetch({ ...userSession, "GET /api/admin/stats": { status: 403, body: { msg: "Forbidden" } } });
    renderApp("/admin");
    expect(await screen.findByRole("img", { name: dogName })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Admin access required" })).toBeTruthy();
    expectNoAdminData();
  });

  it("leads an admin without a second factor to the Security card when the admin area requires one", async () => {
    answerFetch({
      ...userSession,
      "GET /api/admin/stats": { status: 403, body: { msg: "Set up two-factor authentication to use the admin area." } },
    });
    renderApp("/admin");
    expect(
      await screen.findByRole("heading", { name: "Set up two-factor authentication to use the admin area." }),
    ).toBeTruthy();
    const link = screen.getByRole("link", { name: "Set up two-factor authentication" });
    expect(link.getAttribute("href")).toBe("/dashboard/settings#security");
    expectNoAdminData();
  });

  it("shows nothing of the admin area while the stats call is still out", async () => {
    answerFetch({ ...userSession, "GET /api/admin/stats": () => new Promise(() => {}) });
    renderApp("/admin");
    expect(await screen.findByText("Checking admin access…")).toBeTruthy();
    expectNoAdminData();
    expect(screen.queryByRole("img", { name: dogName })).toBeNull();
  });

  it("sends a guest to /login", async () => {
    answerFetch({ "/api/auth/me": { body: { authenticated: false } } });
    const { router } = renderApp("/admin");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("shows the tabs and the overview to an admin", async () => {
    await openAdmin("/admin");
    expect(screen.getByRole("heading", { level: 1, name: "Admin" })).toBeTruthy();
    expect(screen.queryByRole("img", { name: dogName })).toBeNull();
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      "Overview",
      "Users",
      "Reports",
      "Audit",
      "Logs",
      "Errors",
      "Settings",
    ]);
    expect(await screen.findByText("1,234")).toBeTruthy();
  });

  it("takes every admin datum off the screen when a later call answers 403", async () => {
    const { calls } = await openAdmin("/admin", {
      "GET /api/admin/users": { status: 403, body: { msg: "Admin access required" } },
    });
    expect(await screen.findByText("1,234")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("tab", { name: "Users" }));
    expect(await screen.findByRole("img", { name: dogName })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Admin access required" })).toBeTruthy();
    expectNoAdminData();
    expect(callsTo(calls, "/api/admin/users")).toHaveLength(1);
  });

  it("says 'Admin access required' in a tab whose read is refused with another 403", async () => {
    await openAdmin("/admin?tab=users", { "GET /api/admin/users": { status: 403, body: { msg: "Forbidden" } } });
    expect(await screen.findByText("Admin access required")).toBeTruthy();
    expect(screen.queryByText("Failed to fetch users")).toBeNull();
    expect(screen.queryByText("ada@example.com")).toBeNull();
  });

  it("keeps the admin code out of the initial bundle: nothing outside it imports it statically", () => {
    const webDir = join(process.cwd(), "web");
    const adminDir = join(webDir, "pages", "admin");
    const files = (readdirSync(webDir, { recursive: true }) as string[])
      .map((file) => join(webDir, file))
      .filter((file) => /\.tsx?$/.test(file) && !file.startsWith(adminDir));
    const offenders = files.filter((file) =>
      /^\s*import\s[^(]*from\s+["'][^"']*pages\/admin\//m.test(readFileSync(file, "utf8")),
    );
    expect(offenders.map((file) => relative(webDir, file))).toEqual([]);
    const routePages = readFileSync(join(webDir, "route-pages.ts"), "utf8");
    expect(routePages).toMatch(/lazyPage\(\s*\(\)\s*=>\s*import\("\.\/pages\/admin\/AdminPage"\)/);
  });
});
