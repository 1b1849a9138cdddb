import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { retryDelaySeconds } from "../../worker/email/consumer";
import type { QueuedEmail } from "../../worker/email/outbox";
import { renderEmail } from "../../worker/email/templates";
import { consume, job } from "./support/email";
import { consumeBatch } from "./support/queues";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the e-mail queue consumer", () => {
  it("renders and delivers to the dev mailbox, and acks", async () => {
    const mail = job();
    const result = await consume("linknest-email", [mail]);
    expect(result.explicitAcks).toEqual([mail.id]);
    expect(result.retryMessages).toEqual([]);
    const stored = await env.DB.prepare("select subject, text, html from dev_mailbox where to_address = ?")
      .bind(mail.to)
      .first<{
        subject: string;
        text: string;
        html: string;
      }>();
    expect(stored?.subject).toBe("Verify your email for LinkNest");
    expect(stored?.text).toContain("http://localhost:8787/verify-email?token=abc");
    expect(stored?.html).toContain('href="http://localhost:8787/verify-email?token=abc"');
  });

  it("delivers a retried message only once", async () => {
    const mail = job();
    await consume("linknest-email", [mail]);
    await consume("linknest-email", [mail], 2);
    const count = await env.DB.prepare("select count(*) as n from dev_mailbox where to_address = ?")
      .bind(mail.to)
      .first();
    expect(count).toEqual({ n: 1 });
  });

  it("sends through Resend with the message id as idempotency key", async () => {
    const calls: Request[] = [];
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      calls.push(new Request(input as RequestInfo, init));
      return Response.json({ id: "re_123" });
    });
    const mail = job({ template: "password_changed", data: { username: "ada" } } as Partial<QueuedEmail>);
    const result = await consume("linknest-email", [mail], 1, { EMAIL_PROVIDER: "resend", RESEND_API_KEY: "re_test" });
    expect(result.explicitAcks).toEqual([mail.id]);
    expect(calls).toHaveLength(1);
    const [call] = calls as [Request];
    expect(call.url).toBe("https://api.resend.com/emails");
    expect(call.headers.get("authorization")).toBe("Bearer re_test");
    expect(call.headers.get("idempotency-key")).toBe(mail.id);
    const payload = (await call.json()) as { to: string[]; subject: string; from: string };
    expect(payload.to).toEqual([mail.to]);
    expect(payload.subject).toBe("Your LinkNest password was changed");
    expect(payload.from).toBe(env.EMAIL_FROM);
  });

  it("retries a failed delivery with growing delays", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("upstream down", { status: 503 }));
    const mail = job();
    const first = await consume("linknest-email", [mail], 1, { EMAIL_PROVIDER: "resend", RESEND_API_KEY: "re_test" });
    expect(first.explicitAcks).toEqual([]);
    expect(first.retryMessages.map((m) => m.msgId)).toEqual([mail.id]);
    expect(first.retryDelays).toEqual([30]);
    const third = await consume("linknest-email", [mail], 3, { EMAIL_PROVIDER: "resend", RESEND_API_KEY: "re_test" });
    expect(third.retryDelays).toEqual([120]);
    expect(retryDelaySeconds(20)).toBe(3600);
  });

  it("records what reaches the dead-letter queue as an error log line", async () => {
    const mail = job({ to: "lost@example.com" });
    const result = await consume("linknest-email-dlq", [mail], 6);
    expect(result.explicitAcks).toEqual([mail.id]);
    const row = await env.DB.prepare(
      "select message, path from logs where kind = 'error' and message like '%lost@example.com%' order by id desc limit 1",
    ).first<{ message: string; path: string }>();
    expect(row?.path).toBe("queue:linknest-email-dlq");
    expect(row?.message).toMatch(/"verify_email" to lost@example.com could not be delivered/);
  });
});

describe("the worker's queue handler", () => {
  it("refuses a batch of a queue no consumer takes, rather than mailing it: the batch is retried", async () => {
    const mail = job();
    await expect(consumeBatch("linknest-unknown", [{ body: mail }])).rejects.toThrow(
      'No consumer takes messages of the queue "linknest-unknown".',
    );
    const sent = await env.DB.prepare("select count(*) as n from dev_mailbox where to_address = ?")
      .bind(mail.to)
      .first<{ n: number }>();
    expect(sent?.n).toBe(0);
  });
});

describe("e-mail templates", () => {
  it("escape user-controlled values in HTML", () => {
    const rendered = renderEmail("LinkNest", {
      template: "email_change_notice",
      to: "a@example.com",
      locale: "en",
      data: { username: "<b>x</b>", newEmail: '"><script>alert(1)</script>@evil.example' },
    });
    expect(rendered.html).not.toContain("<script>");
    expect(rendered.html).not.toContain("<b>x</b>");
    expect(rendered.html).toContain("&#60;script&#62;");
    expect(rendered.text).toContain("<b>x</b>");
  });

  it("tell a registered address's owner of a signup with it, with a reset link, and nothing about the stranger", () => {
    const link = "http://localhost:8787/reset-password?token=abc";
    const rendered = renderEmail("LinkNest", {
      template: "account_exists",
      to: "owner@example.com",
      locale: "en",
      data: { username: "<i>owner</i>", link },
    });
    expect(rendered.subject).toBe("You already have a LinkNest account");
    expect(rendered.text).toContain(`Reset password: ${link}`);
    expect(rendered.html).toContain(`href="${link}"`);
    expect(rendered.html).not.toContain("<i>owner</i>");
  });
});
