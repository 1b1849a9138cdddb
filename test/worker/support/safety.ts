// Shared set-up for the trust and safety tests: the link safety queue's consumer driven with a batch,
// the daily re-check run as the cron runs it, and what D1 holds about a link's safety and reports. The
// link safety queue's end-to-end test waits for the real queue's consumer instead.
import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../../worker/index";
import { linkRecheckCron } from "../../../worker/safety/link-checks";
import { consumeBatch, deliverSafetyChecks, tappedEnv } from "./queues";

/** Hands a batch of link checks to the consumer as the Queues runtime would; reports acks and retries. */
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

export type LinkCheckRow = { link_id: string; url: string; state: string; threat_types: string | null };

export async function linkCheck(linkId: string): Promise<LinkCheckRow | null> {
  return env.DB.prepare("select link_id, url, state, threat_types from link_checks where link_id = ?")
    .bind(linkId)
    .first<LinkCheckRow>();
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
    "select l.id from links l join users u on u.id = l.user_id where lower(u.username) = lower(?) order by l.position",
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
