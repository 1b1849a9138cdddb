// The admin Reports tab (docs/product.md, "Trust and safety"): the open reports with their resolution form, resolving one by
// hiding a link, switching to the resolved ones, releasing or removing a held link, threat types in words.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { HeldLinkItem, HeldLinkList, ReportItem, ReportList } from "#contract/safety";
import { callsTo, openAdmin, queryOf } from "./support/admin-fixtures";
import { toastRegion } from "./support/render";

const openReport: ReportItem = {
  id: "r1",
  username: "phisher",
  owner: { username: "phisher" },
  reason: "phishing",
  details: "Asks for my bank password",
  createdAt: "2026-11-20T10:00:00.000Z",
  status: "open",
  reportCount: 3,
  resolution: null,
  note: null,
  links: [
    { id: "l1", title: "Home", url: "https://home.example" },
    { id: "l2", title: "Bank login", url: "https://bank-login.example" },
  ],
};
const resolvedReport: ReportItem = { ...openReport, id: "r2", status: "resolved", resolution: "dismiss", note: "Fine" };

const heldGift: HeldLinkItem = {
  id: "h1",
  username: "spammer",
  owner: { username: "spammer" },
  title: "Free gift",
  url: "https://gift.example/unsafe-test",
  threatTypes: ["SOCIAL_ENGINEERING"],
  heldAt: "2026-11-21T10:00:00.000Z",
};
const heldLinks: HeldLinkList = {
  items: [heldGift],
  total: 1,
  page: 1,
  pageSize: 20,
};

const page = (items: ReportItem[]): ReportList => ({ items, total: items.length, page: 1, pageSize: 20 });

const answers = {
  "GET /api/admin/reports": (call: { path: string }) => ({
    body: page(queryOf({ path: call.path, method: "GET" }).status === "resolved" ? [resolvedReport] : [openReport]),
  }),
  "GET /api/admin/held-links": { body: heldLinks },
  "POST /api/admin/reports/r1/resolve": { body: { msg: "Report resolved." } },
  "POST /api/admin/held-links/h1/release": { body: { msg: "Link released." } },
};

// The admin area is a lazy chunk; loaded once here, so the first test does not spend its wait on it.
beforeAll(async () => {
  await import("../../web/pages/admin/AdminPage");
});

describe("the Reports tab", () => {
  it("shows an open report with its reason, details and how often it was reported", async () => {
    await openAdmin("/admin?tab=reports", answers);
    const card = (await screen.findByRole("link", { name: "@phisher" })).closest("li") as HTMLElement;
    expect(within(card).getByText("Phishing or scam")).toBeTruthy();
    expect(within(card).getByText("Asks for my bank password")).toBeTruthy();
    expect(within(card).getByText(/reported 3 times/)).toBeTruthy();
  });

  it("names the page reported, and the account that owns it when that is another page of the account", async () => {
    const otherPage: ReportItem = { ...openReport, id: "r3", username: "ada_band", owner: { username: "ada" } };
    await openAdmin("/admin?tab=reports", {
      ...answers,
      "GET /api/admin/reports": { body: page([openReport, otherPage]) },
    });
    const other = (await screen.findByRole("link", { name: "@ada_band" })).closest("li") as HTMLElement;
    expect(within(other).getByRole("heading").textContent).toBe("@ada_band account @ada");
    expect(within(other).getByRole("link", { name: "@ada_band" }).getAttribute("href")).toBe("/ada_band");
    // A primary page bears its account's name: nothing more to say.
    const primary = screen.getByRole("link", { name: "@phisher" }).closest("li") as HTMLElement;
    expect(within(primary).getByRole("heading").textContent).toBe("@phisher ");
  });

  it("resolves by hiding the chosen link, with the note, and reloads the queue", async () => {
    const user = userEvent.setup();
    const { calls } = await openAdmin("/admin?tab=reports", answers);
    const form = await screen.findByRole("form", { name: "Resolve the report about @phisher" });
    await user.selectOptions(within(form).getByLabelText("Resolution"), "hide-link");
    await user.selectOptions(within(form).getByLabelText("Link to hide"), "l2");
    await user.type(within(form).getByLabelText("Note (optional)"), "Phishing link");
    const before = callsTo(calls, "/api/admin/reports").length;
    await user.click(within(form).getByRole("button", { name: "Resolve" }));
    expect(await within(toastRegion()).findByText("Report resolved.")).toBeTruthy();
    expect(callsTo(calls, "/api/admin/reports/r1/resolve", "POST")[0]?.body).toEqual({
      action: "hide-link",
      linkId: "l2",
      note: "Phishing link",
    });
    await waitFor(() => expect(callsTo(calls, "/api/admin/reports").length).toBeGreaterThan(before));
  });

  it("shows resolved reports with how they were resolved", async () => {
    const user = userEvent.setup();
    const { calls } = await openAdmin("/admin?tab=reports", answers);
    await screen.findByRole("form", { name: "Resolve the report about @phisher" });
    await user.selectOptions(screen.getByLabelText("Show"), "resolved");
    expect(await screen.findByText(/Resolved: Dismiss · Fine/)).toBeTruthy();
    expect(queryOf(callsTo(calls, "/api/admin/reports").at(-1))).toEqual({
      status: "resolved",
      page: "1",
      pageSize: "20",
    });
  });

  it("releases a held link", async () => {
    const user = userEvent.setup();
    const { calls } = await openAdmin("/admin?tab=reports", answers);
    const release = await screen.findByRole("button", { name: "Release Free gift of @spammer" });
    await user.click(release);
    expect(await within(toastRegion()).findByText("Link released.")).toBeTruthy();
    expect(callsTo(calls, "/api/admin/held-links/h1/release", "POST")).toHaveLength(1);
  });

  it("names the page that holds a link, and the account that owns it when that is another page", async () => {
    const held: HeldLinkList = {
      ...heldLinks,
      items: [heldGift, { ...heldGift, id: "h2", username: "ada_shop", owner: { username: "ada" } }],
    };
    await openAdmin("/admin?tab=reports", { ...answers, "GET /api/admin/held-links": { body: held } });
    const table = await screen.findByRole("table", { name: "Held links" });
    const [first, second] = within(table).getAllByRole("row").slice(1);
    expect(within(first as HTMLElement).getAllByRole("cell")[1]?.textContent).toBe("@spammer ");
    expect(within(second as HTMLElement).getAllByRole("cell")[1]?.textContent).toBe("@ada_shop account @ada");
    expect(within(table).getByRole("button", { name: "Release Free gift of @ada_shop" })).toBeTruthy();
  });

  it("says why a link is held in words, never the raw threat types", async () => {
    const held: HeldLinkList = {
      ...heldLinks,
      items: [
        { ...heldGift, threatTypes: ["MALWARE", "SOCIAL_ENGINEERING"] },
        { ...heldGift, id: "h2", title: "Setup", threatTypes: ["UNWANTED_SOFTWARE"] },
      ],
    };
    await openAdmin("/admin?tab=reports", { ...answers, "GET /api/admin/held-links": { body: held } });
    const table = await screen.findByRole("table", { name: "Held links" });
    expect(within(table).getByText("Malware, Phishing or deception")).toBeTruthy();
    expect(within(table).getByText("Unwanted software")).toBeTruthy();
    expect(table.textContent).not.toMatch(/MALWARE|SOCIAL_ENGINEERING|UNWANTED_SOFTWARE/);
  });

  it("removes a held link only after confirming, then drops its row and says so", async () => {
    const user = userEvent.setup();
    let removed = false;
    const { calls } = await openAdmin("/admin?tab=reports", {
      ...answers,
      "GET /api/admin/held-links": () => ({ body: removed ? { ...heldLinks, items: [], total: 0 } : heldLinks }),
      "POST /api/admin/held-links/h1/remove": () => {
        removed = true;
        return { body: { msg: "Link removed." } };
      },
    });
    const table = await screen.findByRole("table", { name: "Held links" });
    const row = within(table).getByText("Free gift").closest("tr") as HTMLElement;
    // Beside Release.
    expect(within(row).getByRole("button", { name: "Release Free gift of @spammer" })).toBeTruthy();
    await user.click(within(row).getByRole("button", { name: "Remove Free gift of @spammer" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    expect(dialog.textContent).toContain("https://gift.example/unsafe-test");
    await user.click(within(dialog).getByRole("button", { name: "Keep it held", hidden: true }));
    expect(callsTo(calls, "/api/admin/held-links/h1/remove", "POST")).toHaveLength(0);

    await user.click(within(row).getByRole("button", { name: "Remove Free gift of @spammer" }));
    await user.click(within(dialog).getByRole("button", { name: "Remove link", hidden: true }));
    expect(await within(toastRegion()).findByText("Link removed.")).toBeTruthy();
    expect(callsTo(calls, "/api/admin/held-links/h1/remove", "POST")).toHaveLength(1);
    expect(await screen.findByText("No links are held.")).toBeTruthy();
  });

  it("says 'Failed to remove the link' and keeps the row when removing fails", async () => {
    const user = userEvent.setup();
    await openAdmin("/admin?tab=reports", {
      ...answers,
      "POST /api/admin/held-links/h1/remove": { status: 500, body: {} },
    });
    await user.click(await screen.findByRole("button", { name: "Remove Free gift of @spammer" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    await user.click(within(dialog).getByRole("button", { name: "Remove link", hidden: true }));
    expect(await within(toastRegion()).findByText("Failed to remove the link")).toBeTruthy();
    expect(screen.getByRole("table", { name: "Held links" }).textContent).toContain("Free gift");
  });
});
