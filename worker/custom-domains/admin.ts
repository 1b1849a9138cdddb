// Custom domains as admins see them (docs/decisions/040): each listed user's domain and status in Users,
// the count of domains by status in the metrics, and the removal of a user's domain, audited.
import { count, inArray } from "drizzle-orm";
import type { AdminCustomDomain } from "#contract/admin-types";
import { type CustomDomainStatus, customDomainMessages, customDomainStatuses } from "#contract/custom-domains";
import { auditStatement } from "../audit/record";
import type { Db } from "../db/client";
import { customDomains } from "../db/schema";
import { apiError } from "../http/errors";
import { removeCustomDomain } from "./domains";

/** The domains of a page of listed users, by user id: read for the page's rows alone. */
export async function domainsOfUsers(db: Db, ids: string[]): Promise<Map<string, AdminCustomDomain>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      userId: customDomains.pageId,
      hostname: customDomains.hostname,
      unicodeHostname: customDomains.unicodeHostname,
      status: customDomains.status,
    })
    .from(customDomains)
    .where(inArray(customDomains.pageId, ids));
  return new Map(rows.map(({ userId, ...domain }) => [userId, domain]));
}

/** Every status with its count of domains, none left out. */
export async function countDomainsByStatus(db: Db): Promise<Record<CustomDomainStatus, number>> {
  const rows = await db
    .select({ status: customDomains.status, n: count() })
    .from(customDomains)
    .groupBy(customDomains.status);
  const counts = Object.fromEntries(customDomainStatuses.map((status) => [status, 0])) as Record<
    CustomDomainStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

/** An admin removes a user's domain (admin Users); the audit entry names the hostname. */
export async function removeCustomDomainAsAdmin(db: Db, env: Env, adminId: string, userId: string): Promise<void> {
  const removed = await removeCustomDomain(db, env, userId);
  if (!removed) throw apiError(404, customDomainMessages.noDomain);
  await auditStatement(db, {
    action: "remove_custom_domain",
    actorUserId: adminId,
    targetUserId: userId,
    details: { hostname: removed.hostname },
  });
}
