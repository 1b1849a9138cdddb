// Re-checks of a custom domain at the provider (docs/decisions/040), off the request path: each check
// asks the provider to look again (creating the hostname first when an outage kept it from being made),
// judges what it finds, stores it and queues the next one on CUSTOM_DOMAIN_QUEUE with a growing delay —
// often in the first minutes, then hourly — until the domain is active or has failed; one still waiting
// 7 days after it was added fails. An outage is waited out the same way, the card saying so. A queued
// check names the count of checks it expects, so a check that another one overtook (Check now, the
// hourly sweep re-sending a lost message) does nothing. Removals at the provider that an outage held up
// go through the same queue, retried until they are done.
import { and, eq } from "drizzle-orm";
import { type Db, openDb } from "../db/client";
import { customDomains } from "../db/schema";
import { recordError } from "../logs/record";
import { pageChanged } from "../page-snapshot/page-changed";
import {
  type CloudflareSetup,
  createHostname,
  customDomainsSetup,
  type ProviderHostname,
  ProviderRefusal,
  ProviderUnavailable,
  recheckHostname,
  removeHostname,
} from "./provider";
import { type CustomDomainRow, graceMs, isSettled, type Judgement, judge, timedOutJudgement } from "./status";

export const customDomainQueueName = "linknest-custom-domains";
export const customDomainDeadLetterQueueName = "linknest-custom-domains-dlq";
export const customDomainQueues: ReadonlySet<string> = new Set([
  customDomainQueueName,
  customDomainDeadLetterQueueName,
]);

export type CheckMessage = { kind: "check"; userId: string; hostname: string; check: number };
export type RemovalMessage = { kind: "remove"; providerId: string };

/** Seconds from one check to the next, by how many were made: 1, 2, 5, 10, 15, 30 minutes, then hourly. */
const checkDelays = [60, 120, 300, 600, 900, 1800];
export const hourlyCheckSeconds = 3600;

export function checkDelaySeconds(checksMade: number): number {
  return checkDelays[checksMade] ?? hourlyCheckSeconds;
}

/** Queues the check a domain expects next; a queue that refuses leaves it to the hourly sweep. */
export async function queueCheck(
  env: Env,
  row: Pick<CustomDomainRow, "pageId" | "hostname" | "checks">,
  delaySeconds = 0,
) {
  const message: CheckMessage = { kind: "check", userId: row.pageId, hostname: row.hostname, check: row.checks };
  try {
    await env.CUSTOM_DOMAIN_QUEUE.send(message, { contentType: "json", delaySeconds });
  } catch (error) {
    console.error("custom domain check could not be queued; the hourly sweep sends it", error);
  }
}

/**
 * Removes a hostname at the provider. When that fails the removal is queued, to be retried until it is
 * done: whoever asked (the owner, an admin, the sweep) is never held up by the provider.
 */
export async function removeAtProvider(env: Env, setup: CloudflareSetup, providerId: string | null): Promise<void> {
  if (!providerId) return;
  try {
    await removeHostname(setup, providerId);
  } catch (error) {
    console.error("custom hostname not removed at the provider; the removal is queued", error);
    const message: RemovalMessage = { kind: "remove", providerId };
    await env.CUSTOM_DOMAIN_QUEUE.send(message, { contentType: "json" }).catch((queueError: unknown) => {
      console.error(`custom hostname ${providerId} left at the provider: the removal could not be queued`, queueError);
    });
  }
}

export type Found = { judgement: Judgement; providerId: string | null; providerRecords: string; unreachable: boolean };

/** What the provider's answer says of the domain. */
function foundAt(hostname: ProviderHostname): Found {
  const records = JSON.stringify(hostname.records);
  return { judgement: judge(hostname), providerId: hostname.id, providerRecords: records, unreachable: false };
}

/** Waiting for DNS, with nothing at the provider (yet, or any more). */
const notAtProvider = (unreachable: boolean): Found => ({
  judgement: { status: "pending", failure: null },
  providerId: null,
  providerRecords: "[]",
  unreachable,
});

/** What the provider says of a hostname it just created, or failed to: the domain's first check. */
export async function createAtProvider(setup: CloudflareSetup, hostname: string): Promise<Found> {
  try {
    return foundAt(await createHostname(setup, hostname));
  } catch (error) {
    if (!(error instanceof ProviderUnavailable)) throw error;
    return notAtProvider(true);
  }
}

/** What the provider says of the domain now, asking it to look again. */
async function askProvider(setup: CloudflareSetup, row: CustomDomainRow): Promise<Found> {
  if (!row.providerId) return createAtProvider(setup, row.hostname).catch(refused(row));
  try {
    return foundAt(await recheckHostname(setup, row.providerId));
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      const kept = { status: row.status, failure: row.failure };
      return { judgement: kept, providerId: row.providerId, providerRecords: row.providerRecords, unreachable: true };
    }
    // Gone at the provider (removed by hand there): the next check creates it again.
    if (error instanceof ProviderRefusal && error.status === 404) return notAtProvider(false);
    return refused(row)(error);
  }
}

/** A provider's refusal of the hostname itself fails the domain; anything else is thrown on. */
const refused =
  (row: CustomDomainRow) =>
  (error: unknown): Found => {
    if (!(error instanceof ProviderRefusal)) throw error;
    return {
      judgement: { status: "failed", failure: "refused" },
      providerId: row.providerId,
      providerRecords: row.providerRecords,
      unreachable: false,
    };
  };

/**
 * Stores what a check found as the domain's `row.checks`-th check, unless another check came first (then
 * the stored domain is answered as it is), and queues the next one. Answers the domain as it stands.
 */
export async function storeCheck(
  db: Db,
  env: Env,
  setup: CloudflareSetup,
  row: CustomDomainRow,
  found: Found,
  now = Date.now(),
): Promise<CustomDomainRow> {
  let { judgement } = found;
  if (!isSettled(judgement.status) && now >= row.createdAt + graceMs) judgement = timedOutJudgement(judgement.status);
  const settled = isSettled(judgement.status);
  const delay = checkDelaySeconds(row.checks);
  const failed = judgement.status === "failed";
  const [updated] = await db
    .update(customDomains)
    .set({
      status: judgement.status,
      failure: judgement.failure,
      // A failed hostname is removed at the provider below: a new attempt starts from a new one.
      providerId: failed ? null : found.providerId,
      providerRecords: found.providerRecords,
      providerUnreachable: found.unreachable,
      checks: row.checks + 1,
      nextCheckAt: settled ? null : now + delay * 1000,
      activeAt: judgement.status === "active" ? (row.activeAt ?? now) : row.activeAt,
    })
    .where(and(eq(customDomains.pageId, row.pageId), eq(customDomains.checks, row.checks)))
    .returning();
  if (!updated) {
    const current = await db.select().from(customDomains).where(eq(customDomains.pageId, row.pageId)).get();
    return current ?? row;
  }
  if (failed) await removeAtProvider(env, setup, found.providerId);
  // The page is served on the domain while it is active: the snapshot says so.
  if ((row.status === "active") !== (updated.status === "active")) {
    await pageChanged(db, env, {
      pageId: row.pageId,
      ...(row.status === "active" ? { formerHost: row.hostname } : {}),
    });
  }
  if (!settled) await queueCheck(env, updated, delay);
  return updated;
}

/** One check of a domain that is not settled yet: the provider is asked to look again. */
export async function checkDomain(db: Db, env: Env, setup: CloudflareSetup, row: CustomDomainRow, now = Date.now()) {
  return storeCheck(db, env, setup, row, await askProvider(setup, row), now);
}

/** A queued check: done when it is the one the domain expects, dropped otherwise. */
async function runQueuedCheck(db: Db, env: Env, message: CheckMessage): Promise<void> {
  const setup = customDomainsSetup(env);
  if (setup.state !== "cloudflare") return;
  const row = await db.select().from(customDomains).where(eq(customDomains.pageId, message.userId)).get();
  if (!row || row.hostname !== message.hostname || row.checks !== message.check || isSettled(row.status)) return;
  await checkDomain(db, env, setup, row);
}

function isMessage(body: unknown): body is CheckMessage | RemovalMessage {
  const value = body as {
    kind?: unknown;
    userId?: unknown;
    hostname?: unknown;
    check?: unknown;
    providerId?: unknown;
  } | null;
  if (value?.kind === "check") {
    return typeof value.userId === "string" && typeof value.hostname === "string" && Number.isInteger(value.check);
  }
  return value?.kind === "remove" && typeof value.providerId === "string";
}

/** 30 s, 60 s, 120 s … capped at an hour: a removal held up by an outage is waited out. */
const removalRetryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(0, attempts - 1), 3600);

async function handleBatch(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  const db = openDb(env.DB);
  for (const message of batch.messages) {
    const body = message.body;
    if (!isMessage(body)) {
      console.error("custom domains: malformed message dropped");
      message.ack();
      continue;
    }
    try {
      if (body.kind === "check") {
        await runQueuedCheck(db, env, body);
      } else {
        const setup = customDomainsSetup(env);
        if (setup.state === "cloudflare") await removeHostname(setup, body.providerId);
      }
      message.ack();
    } catch (error) {
      console.error(`custom domain ${body.kind} failed (attempt ${message.attempts}); retrying`, error);
      message.retry({ delaySeconds: removalRetryDelaySeconds(message.attempts) });
    }
  }
}

async function recordLostMessages(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  await recordError(
    openDb(env.DB),
    new Error(
      `Custom domains: ${batch.messages.length} check(s) or removal(s) gave up after retries; the hourly sweep re-sends checks, removals must be done at the provider by hand`,
    ),
    { path: `queue:${customDomainDeadLetterQueueName}` },
  );
  batch.ackAll();
}

export function handleCustomDomainQueue(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  if (batch.queue === customDomainDeadLetterQueueName) return recordLostMessages(batch, env);
  return handleBatch(batch, env);
}
