// Shared set-up for the trust and safety tests: the link safety queue's consumer driven with a batch,
// the daily re-check run as the cron runs it, what D1 holds about a URL's safety and reports, the admin's
// Held links of one page and a report resolved by hiding a link. The link safety queue's end-to-end test
// waits for the real queue's consumer instead.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import type { HeldLinkItem, HeldLinkList, ReportList } from "#contract/safety";
import worker from "../../../worker/index";
import { linkRecheckCron } from "../../../worker/safety/url-checks";
import type { Client } from "./admin";
import { consumeBatch, deliverSafetyChecks, tappedEnv } from "./queues";
import { json, request } from "./requests";

/** Hands a batch of URL checks to the consumer as the Queues runtime would; reports acks and retries. */
export function consumeLinkChecks(queue: string, bodies: unknown[], attempts = 1, overrides: Partial<Env> = {}) {
  return consumeBatch(
    queue,
    bodies.map((body) => ({ body })),
    { attempts, bindings: overrides },
  );
}

/** The link safety queue (the tests' tap), recording the body of every message sent to it before passing it on. */
export function recordingQueue(sent: unknown[]): Queue {
  return new Proxy(tappedEnv.LINK_SAFETY_QUEUE, {
    get(target, property) {
      if (property === "sendBatch") {
        return (batch: MessageSendRequest<unknown>[]) => {
          sent.push(...batch.map((message) => message.body));
          return target.sendBatch(batch);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The daily re-check, as the cron trigger runs it; its checks go to the tests' tap (queues.ts). */
export async function runDailyRecheck() {
  const ctx = createExecutionContext();
  await worker.scheduled(
    createScheduledController({ scheduledTime: new Date(), cron: linkRecheckCron }),
    tappedEnv,
    ctx,
  );
  await waitOnExecutionContext(ctx);
}

export type UrlCheckRow = { id: string; url: string; state: string; threat_types: string | null };

/** The verdict on the owner's URL, whatever carries it. */
export async function urlCheck(userId: string, url: string): Promise<UrlCheckRow | null> {
  return env.DB.prepare("select id, url, state, threat_types from url_checks where page_id = ? and url = ?")
    .bind(userId, url)
    .first<UrlCheckRow>();
}

/** The verdict on the link's current URL. */
export async function linkCheck(linkId: string): Promise<UrlCheckRow | null> {
  return env.DB.prepare(
    `select c.id, c.url, c.state, c.threat_types from links l
     join url_checks c on c.page_id = l.page_id and c.url = l.url where l.id = ?`,
  )
    .bind(linkId)
    .first<UrlCheckRow>();
}

/** The verdict on the link once the consumer has judged every check the worker queued. */
export async function verdictOn(linkId: string) {
  await deliverSafetyChecks();
  return (await linkCheck(linkId))?.state;
}

/** For the link safety queue's end-to-end test: waits, within a bound, for the real queue's consumer's verdict. */
export async function waitForVerdict(linkId: string, state: "clean" | "held" | "released") {
  await expect.poll(async () => (await linkCheck(linkId))?.state, { timeout: 10_000, interval: 50 }).toBe(state);
}

export async function linkIdsOf(username: string): Promise<string[]> {
  const { results } = await env.DB.prepare(
    "select l.id from links l join pages u on u.id = l.page_id where lower(u.username) = lower(?) order by l.position",
  )
    .bind(username)
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

export async function auditActions(targetUserId: string): Promise<{ action: string; details: string | null }[]> {
  const { results } = await env.DB.prepare(
    "select action, details from audit_log where target_user_id = ? order by created_at",
  )
    .bind(targetUserId)
    .all<{ action: string; details: string | null }>();
  return results;
}

/** The admin's Held links items about one page. */
export async function heldItemsOf(admin: Client, username: string): Promise<HeldLinkItem[]> {
  const response = await admin.request("/api/admin/held-links?pageSize=100");
  expect(response.status).toBe(200);
  return (await json<HeldLinkList>(response)).items.filter((item) => item.username === username);
}

/** A visitor reports the page and the admin resolves the report by hiding the link titled `title`. */
export async function hideAfterReport(admin: Client, username: string, title: string, note = "Phishing link") {
  const filed = await request("/api/reports", {
    method: "POST",
    json: { username, reason: "phishing", details: "It asks for my bank password" },
  });
  expect(filed.status).toBe(201);
  const open = await json<ReportList>(await admin.request("/api/admin/reports?status=open&pageSize=100"));
  const report = open.items.find((item) => item.username === username);
  const link = report?.links.find((item) => item.title === title);
  if (!report || !link) throw new Error(`no open report about ${username} with a link titled ${title}`);
  const resolved = await admin.request(`/api/admin/reports/${report.id}/resolve`, {
    method: "POST",
    json: { action: "hide-link", linkId: link.id, note },
  });
  expect(resolved.status).toBe(200);
  return { reportId: report.id, linkId: link.id, url: link.url };
}
