// Sending links to the threat-intelligence check (docs/product.md, "Trust and safety"), off the save path: after a save, every
// link whose current URL has not been judged yet goes on LINK_SAFETY_QUEUE; once a day the cron sends
// every live link again. A queue that refuses is logged and never fails the save: the daily re-check
// picks the link up, and meanwhile it stays visible.
import { and, asc, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { linkChecks, links } from "../db/schema";
import { linkSafetyEnabled } from "./webrisk";

export const linkSafetyQueueName = "linknest-link-safety";
export const linkSafetyDeadLetterQueueName = "linknest-link-safety-dlq";
/** The daily re-check's schedule in wrangler.toml's [triggers]. */
export const linkRecheckCron = "23 4 * * *";

export type LinkCheckMessage = { linkId: string; url: string };

/** Queue batches hold at most 100 messages. */
const sendBatchSize = 100;

/** Sends checks (of links or socials, social-checks.ts) in batches the queue accepts. */
export async function sendSafetyChecks(env: Env, checks: object[]): Promise<void> {
  for (let start = 0; start < checks.length; start += sendBatchSize) {
    const batch = checks.slice(start, start + sendBatchSize).map((body) => ({ body, contentType: "json" as const }));
    await env.LINK_SAFETY_QUEUE.sendBatch(batch);
  }
}

/** The user's links (not section titles, which have no URL) whose current URL has no verdict yet. */
export async function queueLinkChecks(db: Db, env: Env, userId: string): Promise<void> {
  if (!linkSafetyEnabled(env)) return;
  try {
    const unjudged = await db
      .select({ linkId: links.id, url: links.url })
      .from(links)
      .leftJoin(linkChecks, eq(linkChecks.linkId, links.id))
      .where(
        and(
          eq(links.userId, userId),
          eq(links.kind, "link"),
          or(isNull(linkChecks.linkId), ne(linkChecks.url, links.url)),
        ),
      );
    await sendSafetyChecks(env, unjudged);
  } catch (error) {
    console.error("link safety checks could not be queued; the daily re-check will send them", error);
  }
}

/** Rows read per page of the daily re-check, keyed by link id so a page never repeats. */
const recheckPageSize = 1000;

/**
 * Every live link again: not held, and not released by an admin for its current URL (a release
 * stands until the URL changes). Answers how many checks were queued.
 */
export async function recheckLiveLinks(db: Db, env: Env): Promise<number> {
  if (!linkSafetyEnabled(env)) return 0;
  const live = or(isNull(linkChecks.linkId), ne(linkChecks.url, links.url), eq(linkChecks.state, "clean"));
  let after = "";
  let queued = 0;
  for (;;) {
    const page = await db
      .select({ linkId: links.id, url: links.url })
      .from(links)
      .leftJoin(linkChecks, eq(linkChecks.linkId, links.id))
      .where(and(gt(links.id, after), eq(links.kind, "link"), live))
      .orderBy(asc(links.id))
      .limit(recheckPageSize);
    if (page.length === 0) return queued;
    await sendSafetyChecks(env, page);
    queued += page.length;
    after = page[page.length - 1]?.linkId ?? after;
  }
}
