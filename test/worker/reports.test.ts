// Reports from visitors (docs/product.md, "Trust and safety"): POST /api/reports and the no-JS form at /report — validation, an
// unknown page, the per-address limit, and repeats from one reporter about one page within a day
// folding into one report. Also the Report control on the public page.
import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createProfile } from "./support/profile";
import { inOneWindow } from "./support/rate-windows";
import { buildRequest, json, origin, request } from "./support/requests";

type ReportRow = { reason: string; details: string; contact: string | null; report_count: number; status: string };

async function reportsAbout(userId: string): Promise<ReportRow[]> {
  const { results } = await env.DB.prepare(
    "select reason, details, contact, report_count, status from reports where page_id = ? order by created_at",
  )
    .bind(userId)
    .all<ReportRow>();
  return results;
}

const report = (body: unknown, ip?: string) => request("/api/reports", { method: "POST", json: body, ip });

/** The no-JS form's POST, as a browser sends it. */
function postForm(fields: Record<string, string>, options: { ip?: string; origin?: string } = {}) {
  const request = buildRequest("/report", {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    ip: options.ip,
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: options.origin ?? origin },
  });
  return SELF.fetch(request);
}

describe("POST /api/reports", () => {
  it("stores a report about a public page and answers 201 with a message", async () => {
    const page = await createProfile();
    const response = await report({
      username: page.username.toUpperCase(),
      reason: "phishing",
      details: "  It asks for my bank password.  ",
      contact: "reporter@example.com",
    });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({ msg: "Thanks. Your report has been received and will be reviewed." });
    expect(await reportsAbout(page.id)).toEqual([
      {
        reason: "phishing",
        details: "It asks for my bank password.",
        contact: "reporter@example.com",
        report_count: 1,
        status: "open",
      },
    ]);
  });

  it("takes an empty or absent contact as none", async () => {
    const page = await createProfile();
    expect((await report({ username: page.username, reason: "spam", details: "Spam", contact: "" })).status).toBe(201);
    expect((await report({ username: page.username, reason: "other", details: "Other" })).status).toBe(201);
    expect((await reportsAbout(page.id)).map((row) => row.contact)).toEqual([null, null]);
  });

  it.each([
    [
      "an unknown reason",
      { reason: "boring", details: "x" },
      "reason",
      "Choose a reason: Phishing or scam, Spam, Impersonation, Adult content, Hate or harassment, Something else.",
    ],
    ["blank details", { reason: "spam", details: "   " }, "details", "Tell us what is wrong."],
    ["no details", { reason: "spam" }, "details", "Tell us what is wrong."],
    [
      "1,001 characters of details",
      { reason: "spam", details: "x".repeat(1001) },
      "details",
      "Details must be at most 1000 characters.",
    ],
    [
      "a malformed contact",
      { reason: "spam", details: "x", contact: "not-an-email" },
      "contact",
      "Enter a valid email address.",
    ],
    ["a contact that is not text", { reason: "spam", details: "x", contact: 42 }, "contact", undefined],
  ])("refuses %s with a field error and stores nothing", async (_case, fields, field, message) => {
    const page = await createProfile();
    const response = await report({ username: page.username, ...fields });
    expect(response.status).toBe(400);
    const body = await json<{ errors: { field: string; message: string }[] }>(response);
    expect(body.errors.map((error) => error.field)).toContain(field);
    if (message) expect(body.errors.find((error) => error.field === field)?.message).toBe(message);
    expect(await reportsAbout(page.id)).toEqual([]);
  });

  it("accepts details of exactly 1,000 characters", async () => {
    const page = await createProfile();
    expect((await report({ username: page.username, reason: "spam", details: "x".repeat(1000) })).status).toBe(201);
  });

  it("answers 404 for an unknown, suspended or unverified username, storing nothing", async () => {
    const suspended = await createProfile({ suspended: true });
    const unverified = await createProfile();
    await env.DB.prepare("update users set email_verified = 0 where id = ?").bind(unverified.id).run();
    for (const username of ["no_such_user_here", suspended.username, unverified.username]) {
      const response = await report({ username, reason: "spam", details: "x" });
      expect(response.status, username).toBe(404);
      expect(await json(response)).toEqual({ msg: "User not found" });
    }
    expect(await reportsAbout(suspended.id)).toEqual([]);
  });

  it("folds repeats from one reporter about one page within a day into one report", async () => {
    const page = await createProfile();
    const other = await createProfile();
    const ip = "203.0.113.7";
    for (const details of ["first", "second", "third"]) {
      expect((await report({ username: page.username, reason: "spam", details }, ip)).status).toBe(201);
    }
    expect((await report({ username: other.username, reason: "spam", details: "other page" }, ip)).status).toBe(201);
    expect(
      (await report({ username: page.username, reason: "spam", details: "someone else" }, "203.0.113.8")).status,
    ).toBe(201);
    expect((await reportsAbout(page.id)).map((row) => [row.details, row.report_count])).toEqual([
      ["first", 3],
      ["someone else", 1],
    ]);
    expect((await reportsAbout(other.id)).map((row) => row.report_count)).toEqual([1]);
  });

  it("opens a new report once the day has passed", async () => {
    const page = await createProfile();
    const ip = "203.0.113.9";
    expect((await report({ username: page.username, reason: "spam", details: "old" }, ip)).status).toBe(201);
    await env.DB.prepare("update reports set created_at = created_at - ? where page_id = ?")
      .bind(24 * 60 * 60 * 1000 + 1000, page.id)
      .run();
    expect((await report({ username: page.username, reason: "spam", details: "new" }, ip)).status).toBe(201);
    expect((await reportsAbout(page.id)).map((row) => row.report_count)).toEqual([1, 1]);
  });

  it("limits reports per address: the sixth within a minute is refused, another address is not", async () => {
    const page = await createProfile();
    const { statuses, refused } = await inOneWindow(60, async (window) => {
      const ip = `198.51.100.${77 + window * 10}`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        statuses.push(
          (await report({ username: page.username, reason: "spam", details: `try ${attempt}` }, ip)).status,
        );
      }
      return { statuses, refused: await report({ username: page.username, reason: "spam", details: "again" }, ip) };
    });
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    expect(refused.status).toBe(429);
    expect(await json(refused)).toEqual({ msg: "Too many attempts. Please wait a minute and try again." });
    expect((await report({ username: page.username, reason: "spam", details: "x" }, "198.51.100.78")).status).toBe(201);
  });
});

describe("the report form at /report (no JavaScript)", () => {
  it("shows a form for the page with every reason, details and an optional contact", async () => {
    const page = await createProfile();
    const response = await request(`/report?u=${page.username}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("form-action 'self'");
    const html = await response.text();
    expect(html).toContain(`Report @${page.username}`);
    expect(html).toContain('<form action="/report" method="post">');
    for (const reason of ["phishing", "spam", "impersonation", "adult", "hate", "other"]) {
      expect(html).toContain(`value="${reason}"`);
    }
    expect(html).toMatch(/<textarea[^>]*name="details"[^>]*maxLength="1000"|<textarea[^>]*maxlength="1000"/i);
    expect(html).toContain('name="contact"');
    expect(html).not.toContain("<script");
  });

  it("answers 404 for an unknown page", async () => {
    const response = await request("/report?u=nobody_at_all_here");
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("User not found");
  });

  it("stores the report posted by the form and shows the thank-you page", async () => {
    const page = await createProfile();
    const response = await postForm({
      username: page.username,
      reason: "impersonation",
      details: "Pretends to be me.",
      contact: "",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Report sent");
    expect(html).toContain("Thanks. Your report has been received and will be reviewed.");
    expect(await reportsAbout(page.id)).toMatchObject([{ reason: "impersonation", details: "Pretends to be me." }]);
  });

  it("shows the form again with its errors and what was typed, storing nothing", async () => {
    const page = await createProfile();
    const response = await postForm({ username: page.username, details: "Typed text", contact: "bad" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Choose a reason");
    expect(html).toContain("Enter a valid email address.");
    expect(html).toContain("Typed text");
    expect(await reportsAbout(page.id)).toEqual([]);
  });

  it("refuses a form posted from another site", async () => {
    const page = await createProfile();
    const response = await postForm(
      { username: page.username, reason: "spam", details: "x" },
      { origin: "https://evil.example" },
    );
    expect(response.status).toBe(403);
    expect(await reportsAbout(page.id)).toEqual([]);
  });

  it("shares the per-address limit with the API", async () => {
    const page = await createProfile();
    const refused = await inOneWindow(60, async (window) => {
      const ip = `198.51.100.${90 + window}`;
      for (let attempt = 0; attempt < 5; attempt += 1) {
        await postForm({ username: page.username, reason: "spam", details: "x" }, { ip });
      }
      return postForm({ username: page.username, reason: "spam", details: "x" }, { ip });
    });
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("Too many attempts");
  });
});

describe("the Report control", () => {
  it("sits on every public page as a plain link to the form; the footer keeps only the branding", async () => {
    const page = await createProfile();
    const html = await (await request(`/${page.username}`)).text();
    expect(html).toContain(
      `<nav aria-label="Report this page"><a class="report" href="/report?u=${page.username}" rel="nofollow">Report</a></nav>`,
    );
    const footer = html.slice(html.indexOf("<footer>"), html.indexOf("</footer>"));
    expect(footer).not.toContain("Report");
  });
});

describe("the report path", () => {
  it("is reserved: no one can take the username report", async () => {
    const response = await request("/api/username-available?username=report");
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ available: false });
  });
});
