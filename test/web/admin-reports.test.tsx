// The admin Reports tab (docs/product.md, "Trust and safety"): the open reports with their resolution form, resolving one by
// hiding a link, switching to the resolved ones, and releasing a held link.
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import type { HeldLinkList, ReportItem, ReportList } from "#contract/safety";
import { callsTo, openAdmin, queryOf } from "./support/admin-fixtures";
import { toastRegion } from "./support/render";

const openReport: ReportItem = {
  id: "r1",
  username: "phisher",
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

const heldLinks: HeldLinkList = {
  items: [
    {
      id: "h1",
      username: "spammer",
      title: "Free gift",
      url: "https://gift.example/unsafe-test",
      threatTypes: ["SOCIAL_ENGINEERING"],
      heldAt: "2026-11-21T10:00:00.000Z",
    },
  ],
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
    expect(screen.getByText("SOCIAL_ENGINEERING")).toBeTruthy();
    await user.click(release);
    expect(await within(toastRegion()).findByText("Link released.")).toBeTruthy();
    expect(callsTo(calls, "/api/admin/held-links/h1/release", "POST")).toHaveLength(1);
  });
});
