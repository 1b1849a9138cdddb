// Which page a custom domain serves (docs/decisions/040): the owner of an active domain is found under
// host:<hostname> in the PROFILES namespace — written with the owner's snapshot, which names its active
// domain (store.ts), and deleted by pageChanged when the domain stops serving the page — then in D1 when
// KV has no entry; this isolate keeps a found owner for a few seconds, as it keeps snapshots. A host
// whose owner's snapshot does not name it serves nothing (worker/public-page/page.tsx), so a stale entry
// can never serve a page.
import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { isolateCache } from "../db/isolate-caches";
import { customDomains, pages, users } from "../db/schema";

const hostKey = (hostname: string) => `host:${hostname}`;

/** The owners found, each kept as long as a snapshot is (store.ts). */
const kept = isolateCache<{ username: string }>({ max: 256, maxAgeMs: 5_000 });

/** The username whose page the host serves while its domain is active; null for any other host. */
export async function ownerOfHost(env: Env, db: () => Db, hostname: string): Promise<string | null> {
  const copy = kept.get(hostname);
  if (copy) return copy.username;
  const stored = await env.PROFILES.get(hostKey(hostname)).catch((error) => {
    console.error("custom host read failed; using D1", error);
    return null;
  });
  const username =
    stored ??
    (
      await db()
        .select({ username: pages.username })
        .from(customDomains)
        .innerJoin(pages, eq(pages.id, customDomains.pageId))
        .innerJoin(users, eq(users.id, pages.ownerId))
        .where(and(eq(customDomains.hostname, hostname), eq(customDomains.status, "active")))
        .get()
    )?.username ??
    null;
  if (username) kept.set(hostname, { username });
  return username;
}

/** Points the host at its owner's page: written with each snapshot that names an active domain. */
export async function publishHost(env: Env, hostname: string, username: string): Promise<void> {
  await env.PROFILES.put(hostKey(hostname), username);
  kept.delete(hostname);
}

/** The domain serves the page no more (removed, or no longer active). */
export async function unpublishHost(env: Env, hostname: string): Promise<void> {
  kept.delete(hostname);
  await env.PROFILES.delete(hostKey(hostname));
}

/** The statement that reads the user's active domain with their snapshot (snapshot.ts). */
export function activeDomainQuery(db: Db, which: SQL) {
  return db
    .select({ hostname: customDomains.hostname })
    .from(customDomains)
    .innerJoin(pages, eq(pages.id, customDomains.pageId))
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(and(which, eq(customDomains.status, "active")))
    .limit(1);
}
