// Held links for admins (product §12): the list, releasing one (it shows again and is not re-held for
// the same URL) and holding one from a report. Each change rewrites the owner's public snapshot at once
// and writes an audit entry.
import { and, count, desc, eq } from "drizzle-orm";
import type { HeldLinkItem, HeldLinkList, HeldLinkListQuery } from "#contract/safety";
import { safetyMessages } from "#contract/safety";
import { auditStatement } from "../audit/record";
import type { Db } from "../db/client";
import { linkChecks, links, users } from "../db/schema";
import { apiError } from "../http/errors";
import { refreshPublicProfile } from "../profiles/snapshot";

/** A held row that still judges the link's current URL. */
const heldCurrent = and(eq(linkChecks.state, "held"), eq(linkChecks.url, links.url));

function parseThreats(value: string | null): string[] {
  try {
    const list: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export async function listHeldLinks(db: Db, query: HeldLinkListQuery): Promise<HeldLinkList> {
  const [rows, totals] = await db.batch([
    db
      .select({
        id: links.id,
        username: users.username,
        title: links.title,
        url: links.url,
        threatTypes: linkChecks.threatTypes,
        heldAt: linkChecks.heldAt,
      })
      .from(linkChecks)
      .innerJoin(links, eq(links.id, linkChecks.linkId))
      .innerJoin(users, eq(users.id, links.userId))
      .where(heldCurrent)
      .orderBy(desc(linkChecks.heldAt))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(linkChecks).innerJoin(links, eq(links.id, linkChecks.linkId)).where(heldCurrent),
  ]);
  const items: HeldLinkItem[] = rows.map((row) => ({
    ...row,
    threatTypes: parseThreats(row.threatTypes),
    heldAt: new Date(row.heldAt ?? 0).toISOString(),
  }));
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function countHeldLinks(db: Db): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(linkChecks)
    .innerJoin(links, eq(links.id, linkChecks.linkId))
    .where(heldCurrent);
  return row?.total ?? 0;
}

export async function releaseHeldLink(db: Db, env: Env, adminId: string, linkId: string): Promise<void> {
  const [held] = await db
    .select({ userId: links.userId, url: links.url })
    .from(linkChecks)
    .innerJoin(links, eq(links.id, linkChecks.linkId))
    .where(and(eq(linkChecks.linkId, linkId), heldCurrent))
    .limit(1);
  if (!held) throw apiError(404, safetyMessages.heldLinkNotFound);
  await db.batch([
    db
      .update(linkChecks)
      .set({ state: "released", checkedAt: Date.now() })
      .where(and(eq(linkChecks.linkId, linkId), eq(linkChecks.url, held.url))),
    auditStatement(db, {
      action: "release_link",
      actorUserId: adminId,
      targetUserId: held.userId,
      details: { linkId, url: held.url },
    }),
  ]);
  await refreshPublicProfile(db, env, held.userId);
}

/**
 * The statement that holds one of the user's links from a report, for the caller's batch; null when the
 * user has no such link. Wrapped in an object: a query builder returned from an async function would be
 * awaited, which runs it.
 */
export async function holdLinkStatement(db: Db, userId: string, linkId: string) {
  const [link] = await db
    .select({ url: links.url })
    .from(links)
    .where(and(eq(links.id, linkId), eq(links.userId, userId)))
    .limit(1);
  if (!link) return null;
  const now = Date.now();
  const held = { url: link.url, state: "held" as const, threatTypes: JSON.stringify(["REPORTED"]), heldAt: now };
  return {
    statement: db
      .insert(linkChecks)
      .values({ linkId, checkedAt: now, ...held })
      .onConflictDoUpdate({ target: linkChecks.linkId, set: { checkedAt: now, ...held } }),
  };
}
