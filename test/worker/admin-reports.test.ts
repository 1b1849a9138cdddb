// The moderation queue (docs/product.md, "Trust and safety"): the admin's paged Reports list by status, resolving a report by
// dismissing it, suspending the account (the page is gone at once) or hiding one link, each audited;
// the overview's open count; and a reporter who left a contact told of the outcome.
import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import type { ReportItem, ReportList } from "#contract/safety";
import { type Client, signedInAdmin, signedInMember } from "./support/admin";
import { receivedMail } from "./support/mailbox";
import { createProfile } from "./support/profile";
import { json, request } from "./support/requests";
import { auditActions, heldItemsOf, linkIdsOf } from "./support/safety";

let admin: { client: Client; id: string };

beforeAll(async () => {
  admin = await signedInAdmin("reports_admin");
});

let reporterCounter = 0;
async function fileReport(username: string, fields: { reason?: string; details?: string; contact?: string } = {}) {
  reporterCounter += 1;
  const response = await request("/api/reports", {
    method: "POST",
    ip: `192.0.2.${reporterCounter}`,
    json: { username, reason: "phishing", details: "Fake bank login", ...fields },
  });
  expect(response.status).toBe(201);
}

async function reportList(query = "") {
  const response = await admin.client.request(`/api/admin/reports${query}`);
  expect(response.status).toBe(200);
  return json<ReportList>(response);
}

async function openReportAbout(username: string): Promise<ReportItem> {
  const { items } = await reportList("?status=open&pageSize=100");
  const item = items.find((entry) => entry.username === username);
  if (!item) throw new Error(`no open report about ${username}`);
  return item;
}

const resolve = (id: string, body: unknown) =>
  admin.client.request(`/api/admin/reports/${id}/resolve`, { method: "POST", json: body });

describe("GET /api/admin/reports", () => {
  it("lists open reports, oldest first, with the page's links, paged", async () => {
    const page = await createProfile({ links: [{ title: "Bank", url: "https://bank.example" }] });
    await fileReport(page.username, { reason: "spam", details: "One" });
    await fileReport(page.username, { reason: "hate", details: "Two" });
    const list = await reportList("?status=open&page=1&pageSize=100");
    expect(list).toMatchObject({ page: 1, pageSize: 100 });
    expect(list.total).toBeGreaterThanOrEqual(2);
    const mine = list.items.filter((item) => item.username === page.username);
    expect(mine.map((item) => [item.reason, item.details, item.status, item.reportCount])).toEqual([
      ["spam", "One", "open", 1],
      ["hate", "Two", "open", 1],
    ]);
    expect(mine[0]).toEqual({
      id: expect.any(String),
      username: page.username,
      owner: { username: page.username },
      reason: "spam",
      details: "One",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      status: "open",
      reportCount: 1,
      resolution: null,
      note: null,
      links: [{ id: expect.any(String), title: "Bank", url: "https://bank.example" }],
    });
    const firstPage = await reportList("?status=open&page=1&pageSize=1");
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.total).toBe(list.total);
  });

  it("refuses a status or page size it does not know", async () => {
    expect((await admin.client.request("/api/admin/reports?status=pending")).status).toBe(400);
    expect((await admin.client.request("/api/admin/reports?pageSize=0")).status).toBe(400);
    expect((await admin.client.request("/api/admin/reports?page=abc")).status).toBe(400);
  });
});

describe("POST /api/admin/reports/{id}/resolve", () => {
  it("dismisses: the report moves to resolved with the note, the page stays, the action is audited", async () => {
    const page = await createProfile();
    await fileReport(page.username);
    const report = await openReportAbout(page.username);
    const response = await resolve(report.id, { action: "dismiss", note: "Looks fine" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ msg: "Report resolved." });

    const resolved = (await reportList("?status=resolved&pageSize=100")).items.find((item) => item.id === report.id);
    expect(resolved).toMatchObject({ status: "resolved", resolution: "dismiss", note: "Looks fine" });
    expect((await reportList("?status=open&pageSize=100")).items.some((item) => item.id === report.id)).toBe(false);
    expect((await request(`/${page.username}`)).status).toBe(200);
    expect(await auditActions(page.id)).toEqual([
      {
        action: "resolve_report",
        details: JSON.stringify({ reportId: report.id, reason: "phishing", action: "dismiss", note: "Looks fine" }),
      },
    ]);
  });

  it("suspends: the page answers 404 at once and both the suspension and the resolution are audited", async () => {
    const page = await createProfile({ links: [{ title: "Scam", url: "https://scam.example" }] });
    // Seen once, so the page sits in KV and the isolate's page cache.
    expect((await request(`/${page.username}`)).status).toBe(200);
    await fileReport(page.username);
    const report = await openReportAbout(page.username);
    expect((await resolve(report.id, { action: "suspend" })).status).toBe(200);

    const gone = await request(`/${page.username}`);
    expect(gone.status).toBe(404);
    expect(await gone.text()).toContain("User not found");
    expect((await request(`/api/user/${page.username}`)).status).toBe(404);
    const suspended = await env.DB.prepare("select is_suspended from users where id = ?")
      .bind(page.id)
      .first<{ is_suspended: number }>();
    expect(suspended?.is_suspended).toBe(1);
    expect((await auditActions(page.id)).map((entry) => entry.action)).toEqual(["suspend_user", "resolve_report"]);
  });

  it("hides one link: it leaves the page, shows as held for admins, and the rest stays", async () => {
    const page = await createProfile({
      links: [
        { title: "Fine", url: "https://fine.example" },
        { title: "Phish", url: "https://phish.example" },
      ],
    });
    expect(await (await request(`/${page.username}`)).text()).toContain("https://phish.example");
    await fileReport(page.username);
    const report = await openReportAbout(page.username);
    const phish = report.links.find((link) => link.title === "Phish");
    expect(phish).toBeDefined();
    const response = await resolve(report.id, { action: "hide-link", linkId: phish?.id, note: "Phishing link" });
    expect(response.status).toBe(200);

    const html = await (await request(`/${page.username}`)).text();
    expect(html).toContain("https://fine.example");
    expect(html).not.toContain("https://phish.example");
    expect(await heldItemsOf(admin.client, page.username)).toEqual([
      expect.objectContaining({ title: "Phish", url: "https://phish.example", threatTypes: ["REPORTED"] }),
    ]);
    expect(await auditActions(page.id)).toEqual([
      {
        action: "resolve_report",
        details: JSON.stringify({
          reportId: report.id,
          reason: "phishing",
          action: "hide-link",
          linkId: phish?.id,
          url: "https://phish.example",
          note: "Phishing link",
        }),
      },
    ]);
  });

  it("hide-link needs a link of that page", async () => {
    const page = await createProfile({ links: [{ title: "A", url: "https://a.example" }] });
    const other = await createProfile({ links: [{ title: "B", url: "https://b.example" }] });
    await fileReport(page.username);
    const report = await openReportAbout(page.username);
    const missing = await resolve(report.id, { action: "hide-link" });
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ errors: [{ field: "linkId", message: "Choose the link to hide." }] });
    const [otherLink] = await linkIdsOf(other.username);
    expect((await resolve(report.id, { action: "hide-link", linkId: otherLink })).status).toBe(404);
    expect((await openReportAbout(page.username)).status).toBe("open");
  });

  it("refuses an unknown action, an unknown report and a report already resolved", async () => {
    const page = await createProfile();
    await fileReport(page.username);
    const report = await openReportAbout(page.username);
    expect((await resolve(report.id, { action: "ban" })).status).toBe(400);
    expect((await resolve("no-such-report", { action: "dismiss" })).status).toBe(404);
    expect((await resolve(report.id, { action: "dismiss" })).status).toBe(200);
    const again = await resolve(report.id, { action: "suspend" });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({ msg: "This report is already resolved." });
    expect((await request(`/${page.username}`)).status).toBe(200);
  });

  it("tells a reporter who left a contact how the report was resolved", async () => {
    const page = await createProfile();
    const contact = `reporter_${Date.now().toString(36)}@example.com`;
    await fileReport(page.username, { contact });
    const report = await openReportAbout(page.username);
    expect((await resolve(report.id, { action: "suspend" })).status).toBe(200);
    const mail = await receivedMail(contact, /Your report about/);
    expect(mail.subject).toBe(`Your report about @${page.username} was reviewed`);
    expect(mail.text).toContain("suspended the account");
  });

  it("is for admins only", async () => {
    const member = await signedInMember("reports_member");
    expect((await member.client.request("/api/admin/reports")).status).toBe(403);
    expect((await request("/api/admin/reports")).status).toBe(403);
  });
});

describe("the admin overview", () => {
  it("counts open reports", async () => {
    const before = await json<{ openReports: number }>(await admin.client.request("/api/admin/stats"));
    const page = await createProfile();
    await fileReport(page.username);
    await fileReport(page.username);
    const after = await json<{ openReports: number }>(await admin.client.request("/api/admin/stats"));
    expect(after.openReports).toBe(before.openReports + 2);
    await resolve((await openReportAbout(page.username)).id, { action: "dismiss" });
    const resolved = await json<{ openReports: number }>(await admin.client.request("/api/admin/stats"));
    expect(resolved.openReports).toBe(before.openReports + 1);
  });
});
