// The mail provider failing for good: the message is retried with growing delays as often as
// wrangler.toml allows, then dead-lettered, and the admin sees it in Errors and in the metrics.
// (The real queue would take half an hour of backoff, so its consumers are driven one attempt at a
// time, as the Queues runtime calls them; email-queue.test.ts covers the single steps.)
import { env } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { deadLetterQueueName, emailQueueName } from "../../worker/email/consumer";
import { consume, job } from "./support/email";
import { json, signedInUser } from "./support/requests";

/** wrangler.toml: [[queues.consumers]] queue = "linknest-email", max_retries = 5. */
const maxRetries = 5;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("a mail provider that keeps failing", () => {
  it("is retried with backoff, then dead-lettered into the admin's Errors view and metrics", async () => {
    const admin = await signedInUser("mailadmin");
    await env.DB.prepare("update users set role = 'admin' where email = ?").bind(admin.user.email).run();
    const metricsBefore = await emailFailures(admin.client);

    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("provider down", { status: 503 }));
    vi.spyOn(console, "error").mockImplementation(() => {});
    const mail = job({ to: `undeliverable_${Date.now().toString(36)}@example.com` });
    const delays: (number | undefined)[] = [];
    for (let attempt = 1; attempt <= maxRetries + 1; attempt++) {
      const result = await consume(emailQueueName, [mail], attempt, {
        EMAIL_PROVIDER: "resend",
        RESEND_API_KEY: "re_test",
      });
      expect(result.explicitAcks).toEqual([]);
      delays.push(...result.retryDelays);
    }
    expect(delays).toEqual([30, 60, 120, 240, 480, 960]);
    vi.mocked(globalThis.fetch).mockRestore();

    // After max_retries the runtime moves the message to the dead-letter queue.
    const dead = await consume(deadLetterQueueName, [mail], 1);
    expect(dead.explicitAcks).toEqual([mail.id]);

    const errors = await admin.client.request(`/api/admin/errors?contains=${encodeURIComponent(mail.to)}`);
    const { items } = await json<{ items: string[] }>(errors);
    expect(items).toHaveLength(1);
    expect(items[0]).toContain(`- queue:${deadLetterQueueName} Error: E-mail "verify_email" to ${mail.to}`);
    expect(await emailFailures(admin.client)).toBe(metricsBefore + 1);
  });
});

async function emailFailures(client: Awaited<ReturnType<typeof signedInUser>>["client"]): Promise<number> {
  const metrics = await json<{ windows: { window: string; emailFailures: number }[] }>(
    await client.request("/api/admin/metrics"),
  );
  return metrics.windows.find((w) => w.window === "1h")?.emailFailures ?? Number.NaN;
}
