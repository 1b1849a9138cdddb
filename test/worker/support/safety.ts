// Shared set-up for the trust and safety tests: the link safety queue's consumer driven with a batch,
// the daily re-check run as the cron runs it, and what D1 holds about a link's safety and reports.
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test";
import { expect } from "vitest";
import worker from "../../../worker/index";
import { handleLinkSafetyQueue } from "../../../worker/safety/link-check-consumer";
import { linkRecheckCron } from "../../../worker/safety/link-checks";

let messageCounter = 0;

/** Hands a batch of link checks to the consumer as the Queues runtime would; reports acks and retries. */
export async function consumeLinkChecks(queue: string, bodies: unknown[], attempts = 1, overrides: Partial<Env> = {}) {
  const batch = createMessageBatch<unknown>(
    queue,
    bodies.map((body) => ({ id: `check-${++messageCounter}`, timestamp: new Date(), attempts, body })),
  );
  const ctx = createExecutionContext();
  await handleLinkSafetyQueue(batch, { ...env, ...overrides });
  return getQueueResult(batch, ctx);
}

/** The link safety queue, recording the body of every message sent to it before passing it on. */
export function recordingQueue(sent: unknown[]): Queue {
  return new Proxy(env.LINK_SAFETY_QUEUE, {
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

/** The daily re-check, as the cron trigger runs it. */
export async function runDailyRecheck() {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: linkRecheckCron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

export type LinkCheckRow = { link_id: string; url: string; state: string; threat_types: string | null };

export async function linkCheck(linkId: string): Promise<LinkCheckRow | null> {
  return env.DB.prepare("select link_id, url, state, threat_types from link_checks where link_id = ?")
    .bind(linkId)
    .first<LinkCheckRow>();
}

/** Waits for the real queue consumer to record a verdict on the link. */
export async function waitForVerdict(linkId: string, state: "clean" | "held" | "released") {
  await expect.poll(async () => (await linkCheck(linkId))?.state, { timeout: 15_000, interval: 100 }).toBe(state);
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
