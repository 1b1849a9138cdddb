import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { type AuditItem, auditActions, type Paged } from "#contract/admin-types";
import { auditActionTexts } from "../../web/pages/admin/audit/audit-texts";
import { callsTo, openAdmin, queryOf, urlQuery } from "./support/admin-fixtures";
import { appEnglish, toastRegion } from "./support/render";

const auditPath = "/api/admin/audit";
const lastAuditQuery = (calls: Parameters<typeof callsTo>[0]) => queryOf(callsTo(calls, auditPath).at(-1));

/** The Audit tab over one page of these entries: its table. */
async function openAuditOf(items: AuditItem[]) {
  await openAdmin("/admin?tab=audit", {
    "GET /api/admin/audit": {
      body: { items, total: items.length, page: 1, pageSize: 10 } satisfies Paged<AuditItem>,
    },
  });
  return screen.findByRole("table", { name: "Audit log" });
}

describe("the Audit tab", () => {
  it("lists entries with spaces for underscores and people as 'username (email)' or free text", async () => {
    const { calls } = await openAdmin("/admin?tab=audit");
    const table = await screen.findByRole("table", { name: "Audit log" });
    const rows = within(table).getAllByRole("row").slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole("cell")
        .slice(1)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ["user suspend", "root (root@example.com)", "bob (bob@example.com)", "—"],
      ["settings update", "cli", "registration", "—"],
    ]);
    expect(lastAuditQuery(calls)).toEqual({ page: "1", pageSize: "10" });
  });

  it("names every action the worker audits, in English as its key with spaces for underscores", async () => {
    for (const action of auditActions) expect(appEnglish(auditActionTexts[action])).toBe(action.replaceAll("_", " "));
    const items = auditActions.slice(0, 10).map(
      (action, index): AuditItem => ({
        _id: `a${index}`,
        createdAt: "2026-04-01T09:00:00.000Z",
        action,
        actorUserId: null,
        actor: "cli",
        targetUserId: null,
        target: null,
        details: null,
      }),
    );
    const table = await openAuditOf(items);
    expect(
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((row) => within(row).getAllByRole("cell")[1]?.textContent),
    ).toEqual(items.map((item) => item.action.replaceAll("_", " ")));
  });

  it("shows each entry's details in words, as the worker records them", async () => {
    const entry = (id: string, action: string, details: AuditItem["details"]): AuditItem => ({
      _id: id,
      createdAt: "2026-04-01T09:00:00.000Z",
      action,
      actorUserId: { email: "root@example.com", username: "root" },
      actor: null,
      targetUserId: { email: "bob@example.com", username: "bob" },
      target: null,
      details,
    });
    // The shapes worker/routes/session.ts, worker/safety/reports.ts, worker/safety/held-links.ts,
    // worker/admin/settings.ts, worker/invites/invite-codes.ts and worker/billing/webhook.ts store.
    const items = [
      entry("d1", "impersonated_request", { method: "PUT", path: "/api/profile" }),
      entry("d2", "resolve_report", {
        reportId: "0f6c1d2e-report",
        reason: "phishing",
        action: "hide-link",
        linkId: "9a8b-link",
        url: "https://bank-login.example/",
        note: "Asks for passwords",
      }),
      entry("d3", "resolve_report", { reportId: "1b2c-report", reason: "spam", action: "dismiss" }),
      entry("d4", "remove_link", { url: "https://gift.example/free" }),
      entry("d5", "update_settings", { registrationClosed: true, blockedDomains: ["evil.example", "bad.example"] }),
      entry("d6", "create_invite_code", { maxUses: 10, expiresAt: null, enabled: false }),
      entry("d7", "cancel_duplicate_subscription", { subscriptionId: "sub_2", keptSubscriptionId: "sub_1" }),
      entry("d8", "future_action", { nested: { depth: 2 }, list: [] }),
    ];
    const table = await openAuditOf(items);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toContain("Details");
    const details = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell").at(-1)?.textContent);
    expect(details).toEqual([
      "PUT /api/profile",
      "Report: Phishing or scam · Action: Hide a link (https://bank-login.example/) · Note: Asks for passwords",
      "Report: Spam · Action: Dismiss",
      "URL: https://gift.example/free",
      "Registration closed: yes · Blocked domains: evil.example, bad.example",
      "Max uses: 10 · Expires at: none · Enabled: no",
      "Subscription id: sub_2 · Kept subscription id: sub_1",
      "Nested: depth: 2 · List: none",
    ]);
    // Words, never the stored JSON, and no report's or link's internal id.
    for (const text of details) {
      expect(text).not.toMatch(/[{}"]/);
      expect(text).not.toMatch(/-report|-link/);
    }
  });

  it("asks for the filters and page a shared URL names, 10 a page", async () => {
    const { calls } = await openAdmin(
      "/admin?tab=audit&auditAction=user_suspend&auditActor=root&auditTarget=bob%40example.com&auditPage=2",
    );
    await screen.findByRole("table", { name: "Audit log" });
    expect(lastAuditQuery(calls)).toEqual({
      page: "2",
      pageSize: "10",
      action: "user_suspend",
      actor: "root",
      target: "bob@example.com",
    });
    expect((screen.getByRole("textbox", { name: "Action" }) as HTMLInputElement).value).toBe("user_suspend");
    expect((screen.getByRole("textbox", { name: "Actor" }) as HTMLInputElement).value).toBe("root");
    expect((screen.getByRole("textbox", { name: "Target" }) as HTMLInputElement).value).toBe("bob@example.com");
  });

  it("the action filter's example is an action the server records, written as the table shows it", async () => {
    await openAdmin("/admin?tab=audit");
    await screen.findByRole("table", { name: "Audit log" });
    // worker/safety/suspension.ts records "suspend_user"; the table shows it as "suspend user".
    expect(screen.getByRole("textbox", { name: "Action" }).getAttribute("placeholder")).toBe("e.g. suspend user");
  });

  it("puts applied filters into the URL (back to page 1) and asks for them", async () => {
    const { calls, router } = await openAdmin("/admin?tab=audit&auditPage=3");
    await screen.findByRole("table", { name: "Audit log" });
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Action" }), "impersonate_start");
    await user.type(screen.getByRole("textbox", { name: "Actor" }), "root");
    await user.type(screen.getByRole("textbox", { name: "Target" }), " bob ");
    // Typing alone does not query.
    expect(callsTo(calls, auditPath)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Apply filters" }));
    await waitFor(() =>
      expect(urlQuery(router)).toEqual({
        tab: "audit",
        auditAction: "impersonate_start",
        auditActor: "root",
        auditTarget: "bob",
      }),
    );
    await waitFor(() =>
      expect(lastAuditQuery(calls)).toEqual({
        page: "1",
        pageSize: "10",
        action: "impersonate_start",
        actor: "root",
        target: "bob",
      }),
    );
  });

  it("clears the log only after confirming, then reloads it", async () => {
    const { calls } = await openAdmin("/admin?tab=audit", {
      "POST /api/admin/audit/clear": { body: { msg: "Audit log cleared" } },
    });
    await screen.findByRole("table", { name: "Audit log" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    await user.click(within(dialog).getByRole("button", { name: "Keep entries", hidden: true }));
    expect(callsTo(calls, "/api/admin/audit/clear", "POST")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Clear" }));
    await user.click(within(dialog).getByRole("button", { name: "Clear audit log", hidden: true }));
    expect(await within(toastRegion()).findByText("Audit log cleared")).toBeTruthy();
    expect(callsTo(calls, "/api/admin/audit/clear", "POST")).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, auditPath)).toHaveLength(2));
  });

  it("says 'Failed to clear' when clearing fails", async () => {
    await openAdmin("/admin?tab=audit", { "POST /api/admin/audit/clear": { status: 500, body: {} } });
    await screen.findByRole("table", { name: "Audit log" });
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Clear" }));
    const dialog = screen.getByRole("dialog", { hidden: true });
    await user.click(within(dialog).getByRole("button", { name: "Clear audit log", hidden: true }));
    expect(await within(toastRegion()).findByText("Failed to clear")).toBeTruthy();
  });

  it("says 'Failed to fetch audit' when the log cannot be loaded", async () => {
    await openAdmin("/admin?tab=audit", { "GET /api/admin/audit": { status: 500, body: {} } });
    expect(await screen.findByText("Failed to fetch audit")).toBeTruthy();
    expect(screen.queryByRole("table", { name: "Audit log" })).toBeNull();
  });
});
