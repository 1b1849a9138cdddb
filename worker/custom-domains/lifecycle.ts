// What happens to custom domains besides the owner's own calls (docs/decisions/040), in the hourly sweep:
// - checks whose queued message went missing are sent again;
// - when Pro ends the domain keeps serving for 7 days and the owner gets a mail; Pro back within them
//   keeps it; after them it is removed at the provider and its host answers 404.
// Deleting an account removes its domain first (account-data/deletion.ts); a suspended account has no
// public page, so its domain serves nothing from that moment (its snapshot is gone).
import { and, eq, inArray, isNotNull, isNull, lt, lte } from "drizzle-orm";
import { freeCondition, proCondition } from "../billing/tier";
import type { Db } from "../db/client";
import { customDomains, pages, users } from "../db/schema";
import { appLink, enqueueEmail } from "../email/outbox";
import { mailLocaleOf } from "../email/recipients";
import { hourlyCheckSeconds, queueCheck } from "./checks";
import { removeCustomDomain } from "./domains";
import { graceMs, planEndedAt } from "./status";

/** A check overdue by this much lost its message: the sweep sends it again. */
const lostCheckAfterMs = 10 * 60 * 1000;
/** Rows the sweep handles per kind and run; the next run goes on where it stopped. */
const sweepPageSize = 500;

/** Sends again each check that is overdue: its message was lost (the queue refused it, or it died). */
async function resendLostChecks(db: Db, env: Env, now: number): Promise<number> {
  const overdue = await db
    .select({ pageId: customDomains.pageId, hostname: customDomains.hostname, checks: customDomains.checks })
    .from(customDomains)
    .where(lt(customDomains.nextCheckAt, now - lostCheckAfterMs))
    .limit(sweepPageSize);
  for (const row of overdue) {
    // Pushed back, so the next sweep does not send it again while this one waits in the queue.
    await db
      .update(customDomains)
      .set({ nextCheckAt: now + hourlyCheckSeconds * 1000 })
      .where(and(eq(customDomains.pageId, row.pageId), eq(customDomains.checks, row.checks)));
    await queueCheck(env, row);
  }
  return overdue.length;
}

/** Marks the domains of owners who are no longer Pro, and mails each owner the day the domain stops. */
async function startGraceDays(db: Db, env: Env, now: number): Promise<number> {
  const ended = await db
    .select({
      userId: customDomains.pageId,
      hostname: customDomains.unicodeHostname,
      email: users.email,
      username: pages.username,
      language: users.language,
      signupLocale: users.signupLocale,
      subscriptionStatus: users.subscriptionStatus,
      subscriptionEndDate: users.subscriptionEndDate,
    })
    .from(customDomains)
    .innerJoin(pages, eq(pages.id, customDomains.pageId))
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(and(isNull(customDomains.proEndedAt), freeCondition(now)))
    .limit(sweepPageSize);
  for (const owner of ended) {
    const proEndedAt = planEndedAt(owner, now);
    const endsOn = new Date(proEndedAt + graceMs).toISOString().slice(0, 10);
    await db
      .update(customDomains)
      .set({ proEndedAt })
      .where(and(eq(customDomains.pageId, owner.userId), isNull(customDomains.proEndedAt)));
    await enqueueEmail(env, {
      template: "custom_domain_ending",
      to: owner.email,
      locale: mailLocaleOf(owner),
      data: { username: owner.username, hostname: owner.hostname, endsOn, link: appLink(env, "/dashboard") },
    }).catch((error: unknown) => console.error("custom domain ending mail not queued", error));
  }
  return ended.length;
}

/** Pro again within the grace days: the domain stays. */
async function endGraceForPro(db: Db, now: number): Promise<void> {
  const renewed = db
    .select({ id: pages.id })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(proCondition(now));
  await db
    .update(customDomains)
    .set({ proEndedAt: null })
    .where(and(isNotNull(customDomains.proEndedAt), inArray(customDomains.pageId, renewed)));
}

/** Removes the domains whose grace days are over. */
async function removeEndedDomains(db: Db, env: Env, now: number): Promise<number> {
  const over = await db
    .select({ userId: customDomains.pageId })
    .from(customDomains)
    .innerJoin(pages, eq(pages.id, customDomains.pageId))
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(and(lte(customDomains.proEndedAt, now - graceMs), freeCondition(now)))
    .limit(sweepPageSize);
  for (const { userId } of over) await removeCustomDomain(db, env, userId);
  return over.length;
}

/** The hourly sweep over custom domains; counts what it did. */
export async function sweepCustomDomains(db: Db, env: Env, now = Date.now()) {
  await endGraceForPro(db, now);
  return {
    resentChecks: await resendLostChecks(db, env, now),
    graceStarted: await startGraceDays(db, env, now),
    removed: await removeEndedDomains(db, env, now),
  };
}
