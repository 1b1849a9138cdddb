// The owner's custom domain (docs/decisions/040): reading it, adding or replacing it, checking it now and
// removing it — the owner's own calls and the removals the lifecycle and admins make (lifecycle.ts). A
// hostname is checked against every rule before anything is stored or created at the provider; a
// provider that cannot be reached never blocks: the domain is stored, waiting, and the checks retry. A
// claim reserves its hostname while it is active or within its 7 days of verifying, never once failed.
import { and, eq, ne } from "drizzle-orm";
import { type CustomDomain, customDomainMessages } from "#contract/custom-domains";
import type { Db } from "../db/client";
import { customDomains, pages, users } from "../db/schema";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";
import { checkDomain, createAtProvider, removeAtProvider, storeCheck } from "./checks";
import { appHostsOf, parseHostname, refuseBlockedHostname } from "./hostname";
import { type CloudflareSetup, customDomainsSetup, ProviderRefusal } from "./provider";
import { type CustomDomainRow, customDomainAnswer, graceMs, isSettled, withPlanGrace } from "./status";

/** The provider's settings, or the refusal a request gets when custom domains are off or misconfigured. */
export function requireProvider(env: Env): CloudflareSetup {
  const setup = customDomainsSetup(env);
  if (setup.state === "cloudflare") return setup;
  if (setup.state === "off") throw apiError(404, customDomainMessages.notOffered);
  throw apiError(503, customDomainMessages.unavailable, {}, { cause: new Error(`custom domains: ${setup.problem}`) });
}

export function findCustomDomain(db: Db, userId: string): Promise<CustomDomainRow | undefined> {
  return db.select().from(customDomains).where(eq(customDomains.pageId, userId)).get();
}

async function ownDomain(db: Db, userId: string): Promise<CustomDomainRow> {
  const row = await findCustomDomain(db, userId);
  if (!row) throw apiError(404, customDomainMessages.noDomain);
  return row;
}

/** The account's domain as it stands now, or null when it has none: having none is an answer, not a failure. */
export async function readCustomDomain(
  db: Db,
  env: Env,
  userId: string,
  now = Date.now(),
): Promise<CustomDomain | null> {
  const setup = requireProvider(env);
  const row = await findCustomDomain(db, userId);
  if (!row) return null;
  const plan = await db
    .select({ subscriptionStatus: users.subscriptionStatus, subscriptionEndDate: users.subscriptionEndDate })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(eq(pages.id, userId))
    .get();
  return customDomainAnswer(plan ? withPlanGrace(row, plan, now) : row, setup.target);
}

/**
 * The claim that holds `hostname`: an active domain, or one still being verified within its 7 days. A
 * failed claim holds nothing (the index ignores it), and one left unverified past its 7 days — its checks
 * lost — is checked now, which fails it unless it has become active meanwhile: no account can keep a
 * name it never showed it controls.
 */
async function claimOf(db: Db, env: Env, setup: CloudflareSetup, hostname: string) {
  const claim = await db
    .select()
    .from(customDomains)
    .where(and(eq(customDomains.hostname, hostname), ne(customDomains.status, "failed")))
    .get();
  if (!claim || isSettled(claim.status) || Date.now() < claim.createdAt + graceMs) return claim;
  const checked = await checkDomain(db, env, setup, claim);
  return checked.status === "failed" ? undefined : checked;
}

const isUniqueViolation = (error: unknown) => /UNIQUE constraint failed/i.test(String((error as Error)?.message));

/**
 * Adds the hostname as the account's domain, replacing the one it had (removed at the provider once the
 * new one is made). The same hostname again starts its checks over. Answers the stored domain.
 */
export async function putCustomDomain(db: Db, env: Env, userId: string, input: string): Promise<CustomDomain> {
  const setup = requireProvider(env);
  const hostname = await parseHostname(input, appHostsOf(env, setup.target));
  await refuseBlockedHostname(db, hostname);
  const holder = await claimOf(db, env, setup, hostname.ascii);
  if (holder && holder.pageId !== userId) throw apiError(409, customDomainMessages.inUse);
  const previous = await findCustomDomain(db, userId);

  let found: Awaited<ReturnType<typeof createAtProvider>>;
  try {
    // The same hostname is found at the provider and taken over (provider.ts).
    found = await createAtProvider(setup, hostname.ascii);
  } catch (error) {
    if (error instanceof ProviderRefusal)
      throw apiError(400, customDomainMessages.providerRefused, {}, { cause: error });
    throw error;
  }
  const now = Date.now();
  const fresh = {
    pageId: userId,
    hostname: hostname.ascii,
    unicodeHostname: hostname.unicode,
    providerId: found.providerId,
    status: "pending" as const,
    failure: null,
    providerRecords: "[]",
    providerUnreachable: false,
    checks: 0,
    nextCheckAt: null,
    proEndedAt: null,
    createdAt: now,
    activeAt: null,
  };
  let row: CustomDomainRow | undefined;
  try {
    [row] = await db
      .insert(customDomains)
      .values(fresh)
      .onConflictDoUpdate({ target: customDomains.pageId, set: fresh })
      .returning();
  } catch (error) {
    // Another account took the hostname meanwhile: what was just made at the provider is theirs to keep.
    if (isUniqueViolation(error)) throw apiError(409, customDomainMessages.inUse);
    throw error;
  }
  if (!row) throw new Error("custom domain not stored");
  if (previous && previous.hostname !== hostname.ascii) await removeAtProvider(env, setup, previous.providerId);
  // The creation is the domain's first check: stored, and the next one queued.
  const stored = await storeCheck(db, env, setup, row, found, now);
  if (previous?.status === "active" && (previous.hostname !== stored.hostname || stored.status !== "active")) {
    await pageChanged(db, env, { pageId: userId, formerHost: previous.hostname });
  }
  return customDomainAnswer(stored, setup.target);
}

/** "Check now": the provider looks again at once, and the domain is answered as it then stands. */
export async function checkCustomDomainNow(db: Db, env: Env, userId: string): Promise<CustomDomain> {
  const setup = requireProvider(env);
  const row = await ownDomain(db, userId);
  const checked = isSettled(row.status) ? row : await checkDomain(db, env, setup, row);
  return customDomainAnswer(checked, setup.target);
}

/**
 * Removes the account's domain: the row at once (its host stops serving), then the hostname at the
 * provider, or a queued removal when the provider cannot be reached. Answers the removed domain, if any.
 */
export async function removeCustomDomain(db: Db, env: Env, userId: string): Promise<CustomDomainRow | null> {
  const [removed] = await db.delete(customDomains).where(eq(customDomains.pageId, userId)).returning();
  if (!removed) return null;
  if (removed.status === "active") await pageChanged(db, env, { pageId: userId, formerHost: removed.hostname });
  const setup = customDomainsSetup(env);
  if (setup.state === "cloudflare") await removeAtProvider(env, setup, removed.providerId);
  else if (removed.providerId)
    console.error(`custom hostname ${removed.providerId} left at the provider: custom domains are off`);
  return removed;
}
