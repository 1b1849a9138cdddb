// The dashboard works on the page its address names (docs/decisions/067): `?page={id}` drives every page-scoped call
// to /api/pages/{id}/…, the switcher changes it, "New page" makes and opens one, a non-primary page is
// deleted from Settings, and a member's role decides what the dashboard offers.
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { type PageList, type PageListItem, pageMessages } from "#contract/pages";
import type { SubscriptionStatus } from "#contract/types";
import {
  audienceAnswers,
  dashboardReads,
  pagesAnswer,
  primaryPage,
  profile,
  setupUser,
} from "./support/dashboard-fixtures";
import { type Answers, answerFetch, fieldErrorsAnswer, renderApp, toastRegion } from "./support/render";

/** A second page ada owns. */
const shop: PageListItem = {
  id: "shop-id",
  username: "ada-shop",
  primary: false,
  role: "owner",
  owner: { username: "ada" },
};
/** grace's page, which ada edits. */
const edited: PageListItem = {
  id: "grace-id",
  username: "grace",
  primary: true,
  role: "editor",
  owner: { username: "grace" },
};
/** hopper's page, which ada only views. */
const viewed: PageListItem = {
  id: "hopper-id",
  username: "hopper",
  primary: false,
  role: "viewer",
  owner: { username: "hopper" },
};

const pro: SubscriptionStatus = {
  isPro: true,
  subscriptionStatus: "active",
  subscriptionEndDate: "2027-01-15T00:00:00.000Z",
};

/**
 * A page's own profile, told apart from ada's primary page by its username and bio; like the API's, it carries
 * its owner's account details.
 */
const profileOf = (page: PageListItem) => ({
  ...profile,
  username: page.username,
  bio: `The page of @${page.username}`,
  email: `${page.owner.username}@example.com`,
  referralCode: `${page.owner.username.toUpperCase()}123`,
});

/** What a page's sections read under its id, answered as for ada's primary page but with the page's profile. */
function pageReads(page: PageListItem): Answers {
  const prefix = `/api/pages/${page.id}`;
  return {
    [`GET ${prefix}/profile`]: { body: profileOf(page) },
    [`GET ${prefix}/analytics`]: dashboardReads["GET /api/pages/ada-id/analytics"] as Answers[string],
    [`GET ${prefix}/audience`]: audienceAnswers["GET /api/pages/ada-id/audience"] as Answers[string],
    [`GET ${prefix}/custom-domain`]: { body: null },
  };
}

function open(at: string, pages: PageListItem[], answers: Answers = {}) {
  const calls = answerFetch({
    ...dashboardReads,
    ...pagesAnswer(...pages),
    ...Object.assign({}, ...pages.map(pageReads)),
    ...answers,
  });
  const view = renderApp(at);
  return { ...view, calls, user: setupUser() };
}

/** Disabled as the HTML standard says: itself, or inside a disabled fieldset (which happy-dom does not apply). */
const disabledInPage = (element: Element) =>
  element.matches(":disabled") || element.closest("fieldset:disabled") !== null;

const profileReads = (calls: { path: string; method: string }[]) =>
  calls.filter((call) => call.method === "GET" && /\/profile$/.test(call.path)).map((call) => call.path);

describe("the page in the address", () => {
  it("loads the page ?page= names from /api/pages/{id}/profile, and every section link keeps it", async () => {
    const { calls } = open("/dashboard?page=shop-id", [shop]);
    expect(await screen.findByDisplayValue("The page of @ada-shop")).toBeTruthy();
    expect(profileReads(calls)).toContain("/api/pages/shop-id/profile");
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    for (const link of within(nav).getAllByRole("link")) expect(link.getAttribute("href")).toMatch(/\?page=shop-id$/);
    // The switcher names the page shown.
    expect((screen.getByRole("combobox", { name: "Page" }) as HTMLSelectElement).value).toBe("shop-id");
  });

  it("is the primary page without ?page=, read under its id, with links that name no page", async () => {
    const { calls } = open("/dashboard", [shop]);
    expect(await screen.findByDisplayValue("Hello there")).toBeTruthy();
    expect(profileReads(calls)).toEqual(["/api/pages/ada-id/profile"]);
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    expect(within(nav).getByRole("link", { name: "Design" }).getAttribute("href")).toBe("/dashboard/design");
  });

  it("reads a section's page-scoped data under the page's id: analytics and its CSV", async () => {
    const { calls } = open("/dashboard/analytics?page=shop-id", [shop]);
    await screen.findByRole("heading", { name: "Analytics", level: 2 });
    await waitFor(() =>
      expect(calls.some((call) => call.path === "/api/pages/shop-id/analytics?range=30d")).toBe(true),
    );
    expect(calls.some((call) => call.path.startsWith("/api/analytics"))).toBe(false);
  });

  it("says 'Page not found' for a page the caller is nothing to, with the way back to the primary page", async () => {
    const { calls, user, router } = open("/dashboard/design?page=someone-else", [shop]);
    expect(await screen.findByRole("heading", { name: "Page not found", level: 1 })).toBeTruthy();
    expect(calls.some((call) => call.path.includes("someone-else"))).toBe(false);
    await user.click(screen.getByRole("link", { name: "Go to your primary page" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(await screen.findByRole("heading", { name: "Links", level: 2 })).toBeTruthy();
  });
});

describe("reading the pages", () => {
  it("says when they cannot be read, and reads them again on 'Try again'", async () => {
    let fail = true;
    const { user } = open("/dashboard", [], {
      "GET /api/pages": () => (fail ? { status: 500, body: { msg: "" } } : { body: { items: [primaryPage] } }),
    });
    expect(await screen.findByText("Failed to load your pages")).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByDisplayValue("Hello there")).toBeTruthy();
  });

  it("re-checks the session on a 401, which sends a signed-out user to /login", async () => {
    let signedIn = true;
    const { router } = open("/dashboard", [], {
      "/api/auth/me": () =>
        signedIn ? (dashboardReads["/api/auth/me"] as { body: unknown }) : { body: { authenticated: false } },
      "GET /api/pages": () => {
        signedIn = false;
        return { status: 401, body: { msg: "Please log in to continue." } };
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});

describe("the page switcher", () => {
  it("lists owned pages first, then memberships with their role and owner", async () => {
    open("/dashboard", [shop, edited, viewed]);
    const switcher = (await screen.findByRole("combobox", { name: "Page" })) as HTMLSelectElement;
    const groups = within(switcher).getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("label"))).toEqual(["Your pages", "Shared with you"]);
    expect(
      within(groups[0] as HTMLElement)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["@ada (primary)", "@ada-shop"]);
    expect(
      within(groups[1] as HTMLElement)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["@grace — editor, owned by @grace", "@hopper — viewer, owned by @hopper"]);
  });

  it("switches the section shown to another page by its address, and reads that page", async () => {
    const { calls, user, router } = open("/dashboard/design", [shop]);
    await screen.findByRole("heading", { name: "Theme", level: 2 });
    await user.selectOptions(screen.getByRole("combobox", { name: "Page" }), "shop-id");
    await waitFor(() => expect(router.state.location.search).toBe("?page=shop-id"));
    expect(router.state.location.pathname).toBe("/dashboard/design");
    await waitFor(() => expect(profileReads(calls)).toContain("/api/pages/shop-id/profile"));
    // The switcher keeps the focus for the next choice.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Page" })));
    // Back to the primary page: the address names no page.
    await user.selectOptions(screen.getByRole("combobox", { name: "Page" }), "ada-id");
    await waitFor(() => expect(router.state.location.search).toBe(""));
  });

  it("shows each page its own answers: nothing of one page is drawn on another", async () => {
    const { user } = open("/dashboard?page=shop-id", [shop]);
    expect(await screen.findByDisplayValue("The page of @ada-shop")).toBeTruthy();
    await user.selectOptions(screen.getByRole("combobox", { name: "Page" }), "ada-id");
    expect(await screen.findByDisplayValue("Hello there")).toBeTruthy();
    expect(screen.queryByDisplayValue("The page of @ada-shop")).toBeNull();
    expect(screen.getByRole("link", { name: "View public page" }).getAttribute("href")).toBe("/ada");
  });

  it("asks before switching away from a page with unsaved edits, and keeps them when told to", async () => {
    const { user, router } = open("/dashboard", [shop]);
    const bio = await screen.findByDisplayValue("Hello there");
    await user.type(bio, "!");
    await user.selectOptions(screen.getByRole("combobox", { name: "Page" }), "shop-id");
    const dialog = await screen.findByRole("dialog", { name: "Leave without saving?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep editing" }));
    expect(router.state.location.search).toBe("");
    expect(screen.getByDisplayValue("Hello there!")).toBeTruthy();
  });
});

describe("New page", () => {
  /** GET /api/pages answers the pages made so far: a POST adds one. */
  function pagesMadeBy(created: PageListItem[]): Answers {
    return {
      "GET /api/pages": () => ({ body: { items: [primaryPage, ...created] } satisfies PageList }),
    };
  }

  async function openDialog(answers: Answers) {
    const opened = open("/dashboard", [], { "GET /api/subscription-status": { body: pro }, ...answers });
    await screen.findByRole("heading", { name: "Links", level: 2 });
    await opened.user.click(screen.getByRole("button", { name: "New page" }));
    const dialog = await screen.findByRole("dialog", { name: "New page" });
    return { ...opened, dialog };
  }

  it("makes the page from a username and opens it", async () => {
    const created: PageListItem[] = [];
    const { calls, user, router, dialog } = await openDialog({
      ...pagesMadeBy(created),
      "POST /api/pages": () => {
        created.push(shop);
        return { status: 201, body: { id: shop.id, username: shop.username, msg: pageMessages.created } };
      },
      ...pageReads(shop),
    });
    await user.type(within(dialog).getByRole("textbox", { name: "Username" }), "ada-shop");
    await user.click(within(dialog).getByRole("button", { name: "Create page" }));
    await waitFor(() => expect(router.state.location.search).toBe("?page=shop-id"));
    expect(calls.find((call) => call.method === "POST" && call.path === "/api/pages")?.body).toEqual({
      username: "ada-shop",
    });
    expect(await screen.findByDisplayValue("The page of @ada-shop")).toBeTruthy();
    expect(within(toastRegion()).getByText("Page created.")).toBeTruthy();
  });

  it("checks the username as signup does before asking the server", async () => {
    const { calls, user, dialog } = await openDialog({});
    await user.type(within(dialog).getByRole("textbox", { name: "Username" }), "a!");
    await user.click(within(dialog).getByRole("button", { name: "Create page" }));
    const field = within(dialog).getByRole("textbox", { name: "Username" });
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(calls.some((call) => call.method === "POST" && call.path === "/api/pages")).toBe(false);
  });

  it("shows a 409 (a name taken) at the field and keeps the dialog open", async () => {
    const { user, dialog, router } = await openDialog({
      "POST /api/pages": { status: 409, body: { msg: "This username is already taken." } },
    });
    const field = within(dialog).getByRole("textbox", { name: "Username" });
    await user.type(field, "taken-name");
    await user.click(within(dialog).getByRole("button", { name: "Create page" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText("This username is already taken.")).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(router.state.location.search).toBe("");
  });

  it("shows a 403 (a free account) at the field", async () => {
    const { user, dialog } = await openDialog({
      "POST /api/pages": { status: 403, body: { msg: pageMessages.proOnly } },
    });
    const field = within(dialog).getByRole("textbox", { name: "Username" });
    await user.type(field, "ada-shop");
    await user.click(within(dialog).getByRole("button", { name: "Create page" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
    expect(within(dialog).getByText(pageMessages.proOnly)).toBeTruthy();
  });

  it("shows a 400's field error at the field", async () => {
    const { user, dialog } = await openDialog({
      "POST /api/pages": fieldErrorsAnswer(400, "Validation failed", [
        { field: "username", message: "This username is reserved." },
      ]),
    });
    const field = within(dialog).getByRole("textbox", { name: "Username" });
    await user.type(field, "admin");
    await user.click(within(dialog).getByRole("button", { name: "Create page" }));
    expect(await within(dialog).findByText("This username is reserved.")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
  });

  it("offers a free account Pro instead of the form", async () => {
    const { user } = open("/dashboard", []);
    await screen.findByRole("heading", { name: "Links", level: 2 });
    await user.click(screen.getByRole("button", { name: "New page" }));
    const dialog = await screen.findByRole("dialog", { name: "New page" });
    expect(await within(dialog).findByRole("button", { name: "Upgrade to Pro" })).toBeTruthy();
    expect(within(dialog).getByText("Several pages are a Pro feature. Upgrade to Pro to add a page.")).toBeTruthy();
    expect(within(dialog).queryByRole("textbox", { name: "Username" })).toBeNull();
  });
});

describe("deleting a page", () => {
  it("deletes a non-primary page after the password, then goes back to the primary page", async () => {
    const remaining: PageListItem[] = [shop];
    const { calls, user, router } = open("/dashboard/settings?page=shop-id", [shop], {
      "GET /api/pages": () => ({ body: { items: [primaryPage, ...remaining] } satisfies PageList }),
      "DELETE /api/pages/shop-id": () => {
        remaining.pop();
        return { body: { msg: pageMessages.deleted } };
      },
    });
    const card = await screen.findByRole("region", { name: "Delete this page" });
    await user.click(within(card).getByRole("button", { name: "Delete page" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete @ada-shop?" });
    await user.type(within(dialog).getByLabelText("Your password"), "Secret123");
    await user.click(within(dialog).getByRole("button", { name: "Delete page" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/dashboard"));
    expect(router.state.location.search).toBe("");
    expect(calls.find((call) => call.method === "DELETE")?.body).toEqual({ password: "Secret123" });
    expect(await screen.findByDisplayValue("Hello there")).toBeTruthy();
    expect(within(toastRegion()).getByText("Page deleted.")).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole("combobox", { name: "Page" })).queryByRole("option", { name: "@ada-shop" }),
      ).toBeNull(),
    );
  });

  it("keeps the dialog open with the server's word when the password is wrong", async () => {
    const { user } = open("/dashboard/settings?page=shop-id", [shop], {
      "DELETE /api/pages/shop-id": fieldErrorsAnswer(400, "Incorrect password.", [
        { field: "password", message: "Incorrect password." },
      ]),
    });
    const card = await screen.findByRole("region", { name: "Delete this page" });
    await user.click(within(card).getByRole("button", { name: "Delete page" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete @ada-shop?" });
    await user.type(within(dialog).getByLabelText("Your password"), "wrong");
    await user.click(within(dialog).getByRole("button", { name: "Delete page" }));
    expect(await within(dialog).findByText("Incorrect password.")).toBeTruthy();
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it("is not offered for the primary page", async () => {
    open("/dashboard/settings", [shop]);
    await screen.findByRole("heading", { name: "Referrals", level: 2 });
    expect(screen.queryByRole("region", { name: "Delete this page" })).toBeNull();
    expect(screen.getByRole("region", { name: "Delete account" })).toBeTruthy();
  });
});

describe("a member's role", () => {
  it("leaves a viewer's editor read-only, says so, and offers nothing to save", async () => {
    const { user, calls } = open("/dashboard?page=hopper-id", [viewed]);
    expect(
      await screen.findByText("You can view this page but not change it: @hopper made you a viewer."),
    ).toBeTruthy();
    const bio = await screen.findByDisplayValue("The page of @hopper");
    expect((bio as HTMLTextAreaElement).matches(":disabled")).toBe(true);
    expect(screen.getByRole("textbox", { name: "Display name" }).matches(":disabled")).toBe(true);
    // The other editing cards are in a disabled fieldset, which disables every control inside it.
    const links = screen.getByRole("region", { name: "Links" });
    const controls = within(links).getAllByRole("button");
    expect(controls.length).toBeGreaterThan(0);
    for (const control of controls) expect(disabledInPage(control)).toBe(true);
    await user.type(bio, "changed");
    expect(screen.getByDisplayValue("The page of @hopper")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save changes" })).toBeNull();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    // The e-mail is ada's own account's, which she still manages here.
    expect((screen.getByRole("textbox", { name: "Email" }) as HTMLInputElement).value).toBe("ada@example.com");
    expect(screen.getByRole("textbox", { name: "New email" }).matches(":disabled")).toBe(false);
    // The plan shown would be ada's own, not the page owner's: no plan here.
    expect(screen.queryByRole("region", { name: "Subscription" })).toBeNull();
  });

  it("shows an editor no owner-only cards, and the caller's own account cards", async () => {
    const { calls } = open("/dashboard/settings?page=grace-id", [edited]);
    await screen.findByRole("heading", { name: "Referrals", level: 2 });
    expect(screen.queryByRole("heading", { name: "Custom domain" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Delete this page" })).toBeNull();
    expect(screen.getByRole("region", { name: "Delete account" })).toBeTruthy();
    // ada's own referral link, read with her own primary page, never grace's.
    expect(screen.getByText(/ref=ADA123/)).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith("/api/pages/grace-id/custom-domain"))).toBe(false);
    expect(screen.getByText("You help run @grace, a page @grace owns.")).toBeTruthy();
  });

  it("shows a viewer no audience, which is its owner's and editors'", async () => {
    const { calls } = open("/dashboard/audience?page=hopper-id", [viewed]);
    const card = await screen.findByRole("region", { name: "Audience" });
    expect(within(card).getByText("Who subscribed to this page is shown to its owner and editors.")).toBeTruthy();
    expect(calls.some((call) => call.path.startsWith("/api/pages/hopper-id/audience"))).toBe(false);
  });

  it("shows an editor the audience without its CSV, removals or webhook", async () => {
    open("/dashboard/audience?page=grace-id", [edited], {
      "GET /api/pages/grace-id/audience": {
        body: {
          items: [{ id: "s1", email: "fan@example.com", confirmedAt: "2026-11-20T10:00:00.000Z" }],
          total: 1,
          page: 1,
          pageSize: 20,
        },
      },
    });
    const card = await screen.findByRole("region", { name: "Audience" });
    // The address wraps at its dots and "@" (components/EmailAddress.tsx): its cell's text is the address.
    await waitFor(() =>
      expect(
        within(card)
          .getAllByRole("cell")
          .some((cell) => cell.textContent === "fan@example.com"),
      ).toBe(true),
    );
    expect(within(card).queryByRole("link", { name: "Download CSV" })).toBeNull();
    expect(within(card).queryByRole("button", { name: /Remove/ })).toBeNull();
    expect(within(card).queryByRole("heading", { name: "Webhook" })).toBeNull();
  });
});
