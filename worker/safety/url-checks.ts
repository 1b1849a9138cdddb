// The threat-intelligence check of every URL a profile carries (docs/product.md, "Trust and safety"), off the save path, on
// LINK_SAFETY_QUEUE: after a save, each of the owner's web URLs without a verdict goes on the queue as
// { userId, url }; once a day the cron walks every profile, holds what sits on a blocked domain and sends
// every live URL again. The consumer asks the provider (webrisk.ts): a listed URL is held — absent from
// the page wherever the profile carries it (pageChanged), the owner told — an unlisted one is
// marked clean; an admin's word (a hold or a release) is never overridden. A queue that refuses is logged
// and never fails the save; a provider outage retries the message with a growing delay and never hides
// a URL; after max_retries the dead-letter consumer records the loss for the admin's Errors view, and
// the next daily re-check tries again. The same queue carries a blocked domain's sweep (blocked-domains.ts).
import { type Db, openDb } from "../db/client";
import { sendModerationNotice } from "../email/moderation-notices";
import { recordError } from "../logs/record";
import { pageChanged } from "../page-snapshot/page-changed";
import { readSettings } from "../settings/settings";
import { holdBlockedUrls, isBlockedDomainSweep, sweepBlockedDomains } from "./blocked-domains";
import { type CarriedUrl, carriedUrlPages, carriedUrlsOf } from "./carried-urls";
import { verdictStatement } from "./verdicts";
import { linkSafetyEnabled, lookUpThreats } from "./webrisk";

export const linkSafetyQueueName = "linknest-link-safety";
export const linkSafetyDeadLetterQueueName = "linknest-link-safety-dlq";
export const linkSafetyQueues: ReadonlySet<string> = new Set([linkSafetyQueueName, linkSafetyDeadLetterQueueName]);
/** The daily re-check's schedule in wrangler.toml's [triggers]. */
export const linkRecheckCron = "23 4 * * *";

/** One URL of one owner's profile to check. */
export type UrlCheckMessage = { userId: string; url: string };

/** Whether the provider can judge the URL: web addresses only, never an e-mail social's mailto:. */
export function isCheckableUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** Queue batches hold at most 100 messages. */
const sendBatchSize = 100;

async function sendChecks(env: Env, checks: UrlCheckMessage[]): Promise<void> {
  for (let start = 0; start < checks.length; start += sendBatchSize) {
    const batch = checks.slice(start, start + sendBatchSize).map((body) => ({ body, contentType: "json" as const }));
    await env.LINK_SAFETY_QUEUE.sendBatch(batch);
  }
}

/** The checks a page of carried URLs needs: web URLs unjudged, or (with `clean`) judged clean before. */
function checksFor(rows: CarriedUrl[], { clean }: { clean: boolean }): UrlCheckMessage[] {
  return rows
    .filter((row) => isCheckableUrl(row.url) && (row.state === null || (clean && row.state === "clean")))
    .map(({ userId, url }) => ({ userId, url }));
}

/** After a save: the owner's web URLs that have no verdict yet. */
export async function queueUrlChecks(db: Db, env: Env, userId: string): Promise<void> {
  if (!linkSafetyEnabled(env)) return;
  try {
    await sendChecks(env, checksFor(await carriedUrlsOf(db, userId), { clean: false }));
  } catch (error) {
    console.error("safety checks could not be queued; the daily re-check will send them", error);
  }
}

/**
 * The daily walk over every profile: what sits on a blocked domain is held (an admin's release stands),
 * and every live web URL — unjudged, or clean before — is checked again. Answers how many checks it sent.
 */
export async function recheckCarriedUrls(db: Db, env: Env): Promise<number> {
  const { blockedDomains } = await readSettings(db);
  const checking = linkSafetyEnabled(env);
  let queued = 0;
  for await (const page of carriedUrlPages(db)) {
    const held = await holdBlockedUrls(db, env, page, blockedDomains, { overrideReleases: false });
    if (!checking) continue;
    const checks = checksFor(
      page.filter((row) => !held.has(row)),
      { clean: true },
    );
    await sendChecks(env, checks);
    queued += checks.length;
  }
  return queued;
}

/** Records the provider's verdict on the owner's URL; answers whether it is now held. */
export async function checkUrl(db: Db, env: Env, message: UrlCheckMessage): Promise<boolean> {
  const carried = (await carriedUrlsOf(db, message.userId)).find((row) => row.url === message.url);
  // Gone from the profile since it was queued (or never a web URL): there is nothing to judge.
  if (!carried || !isCheckableUrl(carried.url)) return false;
  // A hold (the provider's, an admin's, a blocked domain's) or a release stands.
  if (carried.state !== null && carried.state !== "clean") return carried.state === "held";

  const threats = await lookUpThreats(env, carried.url);
  await verdictStatement(db, message.userId, carried.url, {
    state: threats.length ? "held" : "clean",
    threatTypes: threats.length ? threats : null,
  });
  if (!threats.length) return false;
  await pageChanged(db, env, { pageId: message.userId });
  await sendModerationNotice(db, env, message.userId, { kind: "held", links: [{ url: carried.url, threats }] });
  return true;
}

/** 30 s, 60 s, 120 s … capped at an hour: a provider outage is waited out, not hammered. */
export function urlCheckRetryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

function isUrlCheckMessage(body: unknown): body is UrlCheckMessage {
  const value = body as Partial<UrlCheckMessage> | null;
  return typeof value?.userId === "string" && typeof value.url === "string";
}

async function handleMessage(db: Db, env: Env, body: unknown): Promise<void> {
  if (isUrlCheckMessage(body)) {
    await checkUrl(db, env, body);
  } else if (isBlockedDomainSweep(body)) {
    // What a domain taken off the list held is unjudged again: check it now.
    const lifted = await sweepBlockedDomains(db, env, body);
    if (linkSafetyEnabled(env)) await sendChecks(env, checksFor(lifted, { clean: false }));
  } else {
    console.error("link safety: malformed message dropped");
  }
}

async function checkBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = openDb(env.DB);
  for (const message of batch.messages) {
    try {
      await handleMessage(db, env, message.body);
      message.ack();
    } catch (error) {
      console.error(`link safety message failed (attempt ${message.attempts}); retrying`, error);
      message.retry({ delaySeconds: urlCheckRetryDelaySeconds(message.attempts) });
    }
  }
}

async function recordLostChecks(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await recordError(
    openDb(env.DB),
    new Error(
      `Link safety: ${batch.messages.length} check(s) gave up after retries; the daily re-check sends them again`,
    ),
    { path: `queue:${linkSafetyDeadLetterQueueName}` },
  );
  batch.ackAll();
}

export function handleLinkSafetyQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === linkSafetyDeadLetterQueueName) return recordLostChecks(batch, env);
  return checkBatch(batch, env);
}
