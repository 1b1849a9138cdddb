import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { externalNavigation } from "../../web/api/external-navigation";
import { adminReads, callsTo, openAdmin, queryOf, urlQuery } from "./support/admin-fixtures";
import { dashboardReads, profile } from "./support/dashboard-fixtures";
import { answerFetch, renderApp, toastRegion } from "./support/render";

const usersPath = "/api/admin/users";

function lastUsersQuery(calls: Parameters<typeof callsTo>[0]) {
  return queryOf(callsTo(calls, usersPath).at(-1));
}

function row(username: string): HTMLElement {
  const header = screen.getByRole("rowheader", { name: new RegExp(`^${username}`) });
  return header.closest("tr") as HTMLElement;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the Users tab's query-string state (docs/product.md: Admin)", () => {
  it("asks for page 1 of 20 newest first, with no filters, by default", async () => {
    const { calls, router } = await openAdmin("/admin?tab=users");
    await screen.findByText("ada@example.com");
    expect(lastUsersQuery(calls)).toEqual({ page: "1", pageSize: "20", sortBy: "createdAt", sortDir: "desc" });
    expect(urlQuery(router)).toEqual({ tab: "users" });
  });

  it("restores the view from a shared URL and asks the API for exactly it", async () => {
    const { calls } = await openAdmin(
      "/admin?tab=users&q=ada&pro=true&verified=false&suspended=true&page=3&pageSize=50&sortBy=email&sortDir=asc",
    );
    await screen.findByText("ada@example.com");
    expect(lastUsersQuery(calls)).toEqual({
      page: "3",
      pageSize: "50",
      q: "ada",
      sortBy: "email",
      sortDir: "asc",
      isPro: "true",
      emailVerified: "false",
      isSuspended: "true",
    });
    expect((screen.getByRole("searchbox", { name: "Search users" }) as HTMLInputElement).value).toBe("ada");
    expect(screen.getByRole("button", { name: "Pro: Yes" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Verified: No" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Suspended: Yes" })).toBeTruthy();
    expect((screen.getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement).value).toBe("email");
    expect((screen.getByRole("combobox", { name: "Order" }) as HTMLSelectElement).value).toBe("asc");
    expect((screen.getByRole("combobox", { name: "Per page" }) as HTMLSelectElement).value).toBe("50");
    expect(screen.getByText(/Page 3 of 1/)).toBeTruthy();
  });

  it("puts search, sort and page changes into the URL and asks for them", async () => {
    const { calls, router } = await openAdmin("/admin?tab=users");
    await screen.findByText("ada@example.com");
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(urlQuery(router)).toEqual({ tab: "users", page: "2" }));
    await waitFor(() => expect(lastUsersQuery(calls).page).toBe("2"));

    // A new search goes back to page 1 (which is the default, so it leaves the URL).
    await user.type(screen.getByRole("searchbox", { name: "Search users" }), "  bob ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(urlQuery(router)).toEqual({ tab: "users", q: "bob" }));
    await waitFor(() => expect(lastUsersQuery(calls)).toMatchObject({ q: "bob", page: "1" }));

    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "username");
    await user.selectOptions(screen.getByRole("combobox", { name: "Order" }), "asc");
    await waitFor(() =>
      expect(urlQuery(router)).toEqual({ tab: "users", q: "bob", sortBy: "username", sortDir: "asc" }),
    );
    await waitFor(() => expect(lastUsersQuery(calls)).toMatchObject({ sortBy: "username", sortDir: "asc" }));

    // Back to the defaults: they leave the URL again.
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "createdAt");
    await user.selectOptions(screen.getByRole("combobox", { name: "Order" }), "desc");
    await waitFor(() => expect(urlQuery(router)).toEqual({ tab: "users", q: "bob" }));
  });

  it("cycles each filter All → Yes → No → All, in the URL and in the API call", async () => {
    const { calls, router } = await openAdmin("/admin?tab=users");
    await screen.findByText("ada@example.com");
    const user = userEvent.setup();
    const cases = [
      ["Pro", "pro", "isPro"],
      ["Verified", "verified", "emailVerified"],
      ["Suspended", "suspended", "isSuspended"],
    ] as const;
    for (const [label, urlKey, apiKey] of cases) {
      await user.click(screen.getByRole("button", { name: `${label}: All` }));
      await waitFor(() => expect(urlQuery(router)[urlKey]).toBe("true"));
      await waitFor(() => expect(lastUsersQuery(calls)[apiKey]).toBe("true"));
      await user.click(screen.getByRole("button", { name: `${label}: Yes` }));
      await waitFor(() => expect(urlQuery(router)[urlKey]).toBe("false"));
      await waitFor(() => expect(lastUsersQuery(calls)[apiKey]).toBe("false"));
      await user.click(screen.getByRole("button", { name: `${label}: No` }));
      await waitFor(() => expect(urlQuery(router)[urlKey]).toBeUndefined());
      await waitFor(() => expect(lastUsersQuery(calls)[apiKey]).toBeUndefined());
      expect(screen.getByRole("button", { name: `${label}: All` })).toBeTruthy();
    }
  });

  it("defaults to 20 a page and remembers a chosen size in local storage", async () => {
    const first = await openAdmin("/admin?tab=users");
    await screen.findByText("ada@example.com");
    expect(lastUsersQuery(first.calls).pageSize).toBe("20");
    await userEvent.setup().selectOptions(screen.getByRole("combobox", { name: "Per page" }), "50");
    await waitFor(() => expect(urlQuery(first.router)).toEqual({ tab: "users", pageSize: "50" }));
    await waitFor(() => expect(lastUsersQuery(first.calls).pageSize).toBe("50"));
    expect(localStorage.getItem("ln_admin_page_size")).toBe("50");
    first.unmount();

    // A later visit without pageSize in the URL uses the remembered size.
    const second = await openAdmin("/admin?tab=users");
    await screen.findByText("ada@example.com");
    expect(lastUsersQuery(second.calls).pageSize).toBe("50");
    expect((screen.getByRole("combobox", { name: "Per page" }) as HTMLSelectElement).value).toBe("50");
  });

  it("offers only 10, 20 and 50 a page, and ignores a remembered size that is not one of them", async () => {
    localStorage.setItem("ln_admin_page_size", "1000");
    const { calls } = await openAdmin("/admin?tab=users");
    await screen.findByText("ada@example.com");
    expect(lastUsersQuery(calls).pageSize).toBe("20");
    const options = within(screen.getByRole("combobox", { name: "Per page" })).getAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["10", "20", "50"]);
  });
});

describe("the users list", () => {
  it("shows each row's e-mail, username, pages, Pro, verified, status, custom domain and signup date, and not its id", async () => {
    await openAdmin("/admin?tab=users");
    await screen.findByText("ada@example.com");
    const cells = within(row("bob")).getAllByRole("cell");
    expect(within(row("bob")).queryByText("u2")).toBeNull();
    expect(within(row("bob")).getByText("bob@example.com")).toBeTruthy();
    expect(within(row("bob")).getByText("1 page")).toBeTruthy();
    expect(within(row("ada")).getByText("3 pages")).toBeTruthy();
    expect(cells.slice(0, 4).map((cell) => cell.textContent)).toEqual(["No", "No", "Suspended", "—"]);
    expect(cells[4]?.textContent).toMatch(/2026/);
    expect(within(row("ada")).getAllByRole("cell")[3]?.textContent).toBe("links.ada.example Active");
    expect(within(row("ada")).getAllByRole("cell")[2]?.textContent).toBe("Active");
    expect(screen.getByText(/Page 1 of 3 · 45 users/)).toBeTruthy();
  });

  it("offers 'Verify email' only for unverified users, and Unsuspend only for suspended ones", async () => {
    await openAdmin("/admin?tab=users");
    await screen.findByText("ada@example.com");
    expect(within(row("ada")).queryByRole("button", { name: /^Verify email/ })).toBeNull();
    expect(within(row("bob")).getByRole("button", { name: "Verify email bob" })).toBeTruthy();
    expect(within(row("ada")).getByRole("button", { name: "Suspend ada" })).toBeTruthy();
    expect(within(row("ada")).queryByRole("button", { name: /^Unsuspend/ })).toBeNull();
    expect(within(row("bob")).getByRole("button", { name: "Unsuspend bob" })).toBeTruthy();
  });

  it("offers 'Resend verification' only to unverified users, and 'Billing portal' only with a billing account", async () => {
    await openAdmin("/admin?tab=users");
    await screen.findByText("ada@example.com");
    expect(within(row("ada")).queryByRole("button", { name: /^Resend verification/ })).toBeNull();
    expect(within(row("bob")).getByRole("button", { name: "Resend verification bob" })).toBeTruthy();
    expect(within(row("ada")).getByRole("button", { name: "Billing portal ada" })).toBeTruthy();
    expect(within(row("bob")).queryByRole("button", { name: /^Billing portal/ })).toBeNull();
  });

  it("says 'Failed to fetch users' when the list cannot be loaded", async () => {
    await openAdmin("/admin?tab=users", { "GET /api/admin/users": { status: 500, body: { msg: "db down" } } });
    expect(await screen.findByText("Failed to fetch users")).toBeTruthy();
    // The server's reason is shown under the product's text.
    expect(screen.getByRole("alert").textContent).toContain("db down");
    expect(screen.queryByText("ada@example.com")).toBeNull();
  });
});

describe("user actions", () => {
  it.each([
    ["Unsuspend bob", "u2", "unsuspend"],
    ["Verify email bob", "u2", "verify-override"],
    ["Resend verification bob", "u2", "resend-verification"],
    ["Reset password ada", "u1", "trigger-password-reset"],
  ])("'%s' posts /users/%s/%s, shows the server's msg and reloads the list", async (name, id, action) => {
    const path = `/api/admin/users/${id}/${action}`;
    const { calls } = await openAdmin("/admin?tab=users", { [`POST ${path}`]: { body: { msg: `Did ${action}.` } } });
    await screen.findByText("ada@example.com");
    const before = callsTo(calls, usersPath).length;
    await userEvent.setup().click(screen.getByRole("button", { name }));
    expect(await within(toastRegion()).findByText(`Did ${action}.`)).toBeTruthy();
    expect(callsTo(calls, path, "POST")).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, usersPath).length).toBe(before + 1));
  });

  it("suspends only once the admin confirms in the 'Suspend {username}?' dialog", async () => {
    const path = "/api/admin/users/u1/suspend";
    const { calls } = await openAdmin("/admin?tab=users", { [`POST ${path}`]: { body: { msg: "User suspended." } } });
    await screen.findByText("ada@example.com");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Suspend ada" }));
    const dialog = screen.getByRole("dialog", { name: "Suspend ada?" }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Keep active" }));
    expect(dialog.open).toBe(false);
    expect(callsTo(calls, path, "POST")).toHaveLength(0);

    const before = callsTo(calls, usersPath).length;
    await user.click(screen.getByRole("button", { name: "Suspend ada" }));
    await user.click(within(dialog).getByRole("button", { name: "Suspend user" }));
    expect(await within(toastRegion()).findByText("User suspended.")).toBeTruthy();
    expect(callsTo(calls, path, "POST")).toHaveLength(1);
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(callsTo(calls, usersPath).length).toBe(before + 1));
  });

  it("sends the reason the admin writes in the suspend dialog, for the owner's mail and the audit", async () => {
    const path = "/api/admin/users/u1/suspend";
    const { calls } = await openAdmin("/admin?tab=users", { [`POST ${path}`]: { body: { msg: "User suspended." } } });
    await screen.findByText("ada@example.com");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Suspend ada" }));
    const dialog = screen.getByRole("dialog", { name: "Suspend ada?" });
    const reason = within(dialog).getByLabelText("Reason (optional)") as HTMLTextAreaElement;
    expect(reason.maxLength).toBe(500);
    await user.type(reason, "Selling counterfeit tickets.");
    await user.click(within(dialog).getByRole("button", { name: "Suspend user" }));
    expect(await within(toastRegion()).findByText("User suspended.")).toBeTruthy();
    expect(callsTo(calls, path, "POST")[0]?.body).toEqual({ reason: "Selling counterfeit tickets." });
    // The next suspension starts with an empty reason.
    await user.click(screen.getByRole("button", { name: "Suspend ada" }));
    expect((within(dialog).getByLabelText("Reason (optional)") as HTMLTextAreaElement).value).toBe("");
  });

  it("removes a user's custom domain once the admin confirms, and offers it only to a user who has one", async () => {
    const path = "/api/admin/users/u1/custom-domain";
    const { calls } = await openAdmin("/admin?tab=users", {
      [`DELETE ${path}`]: { body: { msg: "Custom domain removed." } },
    });
    await screen.findByText("ada@example.com");
    expect(within(row("bob")).queryByRole("button", { name: /^Remove domain/ })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Remove domain ada" }));
    const dialog = screen.getByRole("dialog", { name: "Remove links.ada.example?" }) as HTMLDialogElement;
    await user.click(within(dialog).getByRole("button", { name: "Keep domain" }));
    expect(callsTo(calls, path, "DELETE")).toHaveLength(0);

    const before = callsTo(calls, usersPath).length;
    await user.click(screen.getByRole("button", { name: "Remove domain ada" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove domain" }));
    expect(await within(toastRegion()).findByText("Custom domain removed.")).toBeTruthy();
    expect(callsTo(calls, path, "DELETE")).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, usersPath).length).toBe(before + 1));
  });

  it("shows the server's msg, else 'Operation failed', when an action fails", async () => {
    const { calls } = await openAdmin("/admin?tab=users", {
      "POST /api/admin/users/u1/suspend": { status: 409, body: { msg: "Admins cannot be suspended" } },
      "POST /api/admin/users/u2/resend-verification": { status: 500, body: {} },
    });
    await screen.findByText("ada@example.com");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Suspend ada" }));
    await user.click(
      within(screen.getByRole("dialog", { name: "Suspend ada?" })).getByRole("button", { name: "Suspend user" }),
    );
    expect(await within(toastRegion()).findByText("Admins cannot be suspended")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Resend verification bob" }));
    expect(await within(toastRegion()).findByText("Operation failed")).toBeTruthy();
    expect(callsTo(calls, usersPath)).toHaveLength(1);
  });

  it("impersonates: gets a token, uses it, re-reads the session and goes to /dashboard", async () => {
    let impersonating = false;
    const { calls, router } = await openAdmin("/admin?tab=users", {
      // The dashboard it goes to reads its page.
      ...dashboardReads,
      "/api/auth/me": () => ({
        body: impersonating
          ? { authenticated: true, username: "bob", impersonating: true }
          : { authenticated: true, username: "root", impersonating: false },
      }),
      "POST /api/admin/users/u2/impersonate": { body: { token: "tok-123" } },
      "POST /api/admin/impersonate/use": () => {
        impersonating = true;
        return { body: { msg: "Now impersonating bob", username: "bob" } };
      },
    });
    await screen.findByText("ada@example.com");
    await userEvent.setup().click(screen.getByRole("button", { name: "Impersonate bob" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));

    const order = calls.map((call) => `${call.method} ${call.path}`);
    const start = order.indexOf("POST /api/admin/users/u2/impersonate");
    const use = order.indexOf("POST /api/admin/impersonate/use");
    const reread = order.indexOf("GET /api/auth/me", use);
    expect(start).toBeGreaterThan(-1);
    expect(use).toBeGreaterThan(start);
    expect(reread).toBeGreaterThan(use);
    expect(callsTo(calls, "/api/admin/impersonate/use", "POST")[0]?.body).toEqual({ token: "tok-123" });
    // The banner appears wherever the user now is.
    expect(await screen.findByRole("button", { name: "Stop Impersonating" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Impersonation" }).textContent).toContain("bob");
  });

  it("opens the user's own dashboard, never the profile the admin's own dashboard read before", async () => {
    let impersonating = false;
    answerFetch({
      ...dashboardReads,
      ...adminReads,
      "/api/auth/me": () => ({
        body: impersonating
          ? { authenticated: true, username: "bob", impersonating: true }
          : { authenticated: true, username: "root", impersonating: false },
      }),
      // Each account's primary page has the account's id: the dashboard reads it under that id.
      "GET /api/pages": () => {
        const username = impersonating ? "bob" : "root";
        return {
          body: { items: [{ id: `${username}-id`, username, primary: true, role: "owner", owner: { username } }] },
        };
      },
      "GET /api/pages/root-id/profile": { body: { ...profile, username: "root", bio: "Root's bio" } },
      "GET /api/pages/bob-id/profile": { body: { ...profile, username: "bob", bio: "Bob's bio" } },
      "POST /api/admin/users/u2/impersonate": { body: { token: "tok-123" } },
      "POST /api/admin/impersonate/use": () => {
        impersonating = true;
        return { body: { msg: "Now impersonating bob", username: "bob" } };
      },
    });
    const { router } = renderApp("/dashboard");
    expect(((await screen.findByLabelText("Bio")) as HTMLTextAreaElement).value).toBe("Root's bio");
    await router.navigate("/admin?tab=users");
    await screen.findByText("ada@example.com");
    await userEvent.setup().click(screen.getByRole("button", { name: "Impersonate bob" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(((await screen.findByLabelText("Bio")) as HTMLTextAreaElement).value).toBe("Bob's bio");
    expect(screen.queryByDisplayValue("Root's bio")).toBeNull();
  });

  it.each([
    ["the token request", { "POST /api/admin/users/u2/impersonate": { status: 500, body: {} } }],
    ["using the token", { "POST /api/admin/users/u2/impersonate": { body: { token: "t" } } }],
  ])("says 'Failed to impersonate' and stays when %s fails", async (_, answers) => {
    const { calls, router } = await openAdmin("/admin?tab=users", {
      ...answers,
      "POST /api/admin/impersonate/use": { status: 400, body: {} },
    });
    await screen.findByText("ada@example.com");
    await userEvent.setup().click(screen.getByRole("button", { name: "Impersonate bob" }));
    expect(await within(toastRegion()).findByText("Failed to impersonate")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/admin");
    expect(callsTo(calls, "/api/auth/me")).toHaveLength(1);
  });

  it("shows the server's reason when impersonating an admin is refused, and keeps the admin area", async () => {
    // The server refuses with a 403 of its own; that is not the admin check failing.
    await openAdmin("/admin?tab=users", {
      "POST /api/admin/users/u1/impersonate": { status: 403, body: { msg: "Admins cannot be impersonated" } },
    });
    await screen.findByText("ada@example.com");
    await userEvent.setup().click(screen.getByRole("button", { name: "Impersonate ada" }));
    expect(await within(toastRegion()).findByText("Admins cannot be impersonated")).toBeTruthy();
    expect(screen.getByRole("tablist", { name: "Admin sections" })).toBeTruthy();
    expect(screen.getByText("ada@example.com")).toBeTruthy();
  });

  it("opens the user's billing portal by navigating to the returned url", async () => {
    const go = vi.spyOn(externalNavigation, "go").mockImplementation(() => {});
    const { calls } = await openAdmin("/admin?tab=users", {
      "POST /api/admin/users/u1/billing-portal": { body: { url: "https://billing.example/session/1" } },
    });
    await screen.findByText("ada@example.com");
    await userEvent.setup().click(screen.getByRole("button", { name: "Billing portal ada" }));
    await waitFor(() => expect(go).toHaveBeenCalledWith("https://billing.example/session/1"));
    expect(callsTo(calls, "/api/admin/users/u1/billing-portal", "POST")).toHaveLength(1);
  });

  it("says 'Failed to open billing portal' when there is no url", async () => {
    const go = vi.spyOn(externalNavigation, "go").mockImplementation(() => {});
    await openAdmin("/admin?tab=users", {
      "POST /api/admin/users/u1/billing-portal": { status: 500, body: {} },
    });
    await screen.findByText("ada@example.com");
    await userEvent.setup().click(screen.getByRole("button", { name: "Billing portal ada" }));
    expect(await within(toastRegion()).findByText("Failed to open billing portal")).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });
});

describe("an admin's look at a user's page (docs/product.md: Admin)", () => {
  const bobsPage = {
    profile: {
      username: "bob",
      displayName: "Bob",
      avatar: null,
      bio: "Bob's reported bio",
      links: [],
      theme: { preset: "nightfall", accent: null },
      socials: [],
      sensitive: false,
      isPro: false,
      showBranding: true,
      referralCode: "r",
      pageTitle: "",
      pageDescription: "",
      noindex: false,
    },
    shown: false,
  };

  it("shows a suspended account's page, read afresh, marked as one visitors cannot see", async () => {
    const { calls } = await openAdmin("/admin?tab=users", { [`${usersPath}/u2/page`]: { body: bobsPage } });
    await screen.findByText("bob@example.com");
    await userEvent.setup().click(within(row("bob")).getByRole("button", { name: "View page bob" }));
    const dialog = await screen.findByRole("dialog", { name: "The page of @bob" });
    expect(
      await within(dialog).findByText("Suspended: visitors get “User not found”. Only admins see this page."),
    ).toBeTruthy();
    // The frame draws the page as the dashboard's preview does (happy-dom loads no frame: the e2e
    // suite's admin journey reads what it shows).
    expect(await within(dialog).findByTitle("The page of @bob")).toBeTruthy();
    expect(callsTo(calls, `${usersPath}/u2/page`)).toHaveLength(1);

    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "The page of @bob" })).toBeNull());
  });
});
