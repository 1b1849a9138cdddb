// The link safety queue's consumers (docs/product.md, "Trust and safety"). Each message asks Web Risk about one link's URL, or
// one social icon's (`kind: "social"`, social-check.ts); a listed URL is held (absent from the public
// page) and the page's snapshot rewritten, an unlisted one is marked clean. A provider outage retries that message with a growing delay and never hides the
// link; after max_retries the dead-letter consumer records the loss for the admin's Errors view, and
// the next daily re-check tries again.
import { eq } from "drizzle-orm";
import { type Db, openDb } from "../db/client";
import { linkChecks, links } from "../db/schema";
import { recordError } from "../logs/record";
import { refreshPublicProfile } from "../profiles/snapshot";
import { type LinkCheckMessage, linkSafetyDeadLetterQueueName, linkSafetyQueueName } from "./link-checks";
import { checkSocial, isSocialCheckMessage } from "./social-check";
import { lookUpThreats } from "./webrisk";

export const linkSafetyQueues: ReadonlySet<string> = new Set([linkSafetyQueueName, linkSafetyDeadLetterQueueName]);

/** 30 s, 60 s, 120 s … capped at an hour: a provider outage is waited out, not hammered. */
export function linkCheckRetryDelaySeconds(attempts: number): number {
  return Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);
}

function isCheckMessage(body: unknown): body is LinkCheckMessage {
  const value = body as Partial<LinkCheckMessage> | null;
  return typeof value?.linkId === "string" && typeof value.url === "string";
}

/** Records the verdict on the link's URL; answers whether the link is now held. */
export async function checkLink(db: Db, env: Env, message: LinkCheckMessage): Promise<boolean> {
  const [link] = await db
    .select({ url: links.url, userId: links.userId, state: linkChecks.state, checkedUrl: linkChecks.url })
    .from(links)
    .leftJoin(linkChecks, eq(linkChecks.linkId, links.id))
    .where(eq(links.id, message.linkId))
    .limit(1);
  // Deleted or edited since it was queued: the edit queued its own check.
  if (!link || link.url !== message.url) return false;
  // An admin's word (held from a report, or released) stands until the URL changes.
  if (link.checkedUrl === link.url && link.state !== "clean") return link.state === "held";

  const threats = await lookUpThreats(env, link.url);
  const now = Date.now();
  const verdict = threats.length
    ? { state: "held" as const, threatTypes: JSON.stringify(threats), heldAt: now }
    : { state: "clean" as const, threatTypes: null, heldAt: null };
  await db
    .insert(linkChecks)
    .values({ linkId: message.linkId, url: link.url, checkedAt: now, ...verdict })
    .onConflictDoUpdate({ target: linkChecks.linkId, set: { url: link.url, checkedAt: now, ...verdict } });
  if (verdict.state === "held") await refreshPublicProfile(db, env, link.userId);
  return verdict.state === "held";
}

export async function checkLinkBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = openDb(env.DB);
  for (const message of batch.messages) {
    const body = message.body;
    const social = isSocialCheckMessage(body);
    if (!social && !isCheckMessage(body)) {
      console.error("link safety: malformed message dropped");
      message.ack();
      continue;
    }
    try {
      if (social) await checkSocial(db, env, body);
      else await checkLink(db, env, body);
      message.ack();
    } catch (error) {
      console.error(`link safety check failed (attempt ${message.attempts}); retrying`, error);
      message.retry({ delaySeconds: linkCheckRetryDelaySeconds(message.attempts) });
    }
  }
}

export async function recordLostLinkChecks(batch: MessageBatch<unknown>, env: Env): Promise<void> {
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
  if (batch.queue === linkSafetyDeadLetterQueueName) return recordLostLinkChecks(batch, env);
  return checkLinkBatch(batch, env);
}
