// Held links for admins (docs/product.md, "Trust and safety"): the list, releasing one (it shows again and is not re-held for
// the same URL) and holding one from a report. Held social icons are listed and released alongside,
// under ids `social-<verdict id>` with their platform's name as the title. Each change rewrites the
// owner's public snapshot at once and writes an audit entry.
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { HeldLinkItem, HeldLinkList, HeldLinkListQuery } from "#contract/safety";
import { safetyMessages } from "#contract/safety";
import { type SocialPlatform, socialPlatforms } from "#contract/socials";
import { auditStatement } from "../audit/record";
import type { Db } from "../db/client";
import { linkChecks, links, socialChecks, users } from "../db/schema";
import { apiError } from "../http/errors";
import { refreshPublicProfile } from "../profiles/snapshot";

/** A held row that still judges the link's current URL. */
const heldCurrent = and(eq(linkChecks.state, "held"), eq(linkChecks.url, links.url));

/** A held social row whose URL is still among its owner's socials. */
const socialHeldCurrent = and(
  eq(socialChecks.state, "held"),
  sql`exists (select 1 from profile_styles, json_each(profile_styles.socials) where profile_styles.user_id = ${socialChecks.userId} and json_extract(json_each.value, '$.url') = ${socialChecks.url})`,
);

/** How a held social is named in the list and the release route. */
const socialIdPrefix = "social-";

function socialTitle(platform: string): string {
  return socialPlatforms[platform as SocialPlatform]?.label ?? platform;
}

function parseThreats(value: string | null): string[] {
  try {
    const list: unknown = JSON.parse(value ?? "[]");
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

export async function listHeldLinks(db: Db, query: HeldLinkListQuery): Promise<HeldLinkList> {
  const [rows, linkTotals, socialTotals] = await db.batch([
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
      .unionAll(
        db
          .select({
            id: sql<string>`${socialIdPrefix} || ${socialChecks.id}`,
            username: users.username,
            title: socialChecks.platform,
            url: socialChecks.url,
            threatTypes: socialChecks.threatTypes,
            heldAt: socialChecks.heldAt,
          })
          .from(socialChecks)
          .innerJoin(users, eq(users.id, socialChecks.userId))
          .where(socialHeldCurrent),
      )
      .orderBy(desc(sql`held_at`))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    heldLinkTotal(db),
    heldSocialTotal(db),
  ]);
  const items: HeldLinkItem[] = rows.map((row) => ({
    ...row,
    title: row.id.startsWith(socialIdPrefix) ? socialTitle(row.title) : row.title,
    threatTypes: parseThreats(row.threatTypes),
    heldAt: new Date(row.heldAt ?? 0).toISOString(),
  }));
  const total = (linkTotals[0]?.total ?? 0) + (socialTotals[0]?.total ?? 0);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

function heldLinkTotal(db: Db) {
  return db
    .select({ total: count() })
    .from(linkChecks)
    .innerJoin(links, eq(links.id, linkChecks.linkId))
    .where(heldCurrent);
}

function heldSocialTotal(db: Db) {
  return db.select({ total: count() }).from(socialChecks).where(socialHeldCurrent);
}

export async function countHeldLinks(db: Db): Promise<number> {
  const [linkTotals, socialTotals] = await db.batch([heldLinkTotal(db), heldSocialTotal(db)]);
  return (linkTotals[0]?.total ?? 0) + (socialTotals[0]?.total ?? 0);
}

export async function releaseHeldLink(db: Db, env: Env, adminId: string, linkId: string): Promise<void> {
  if (linkId.startsWith(socialIdPrefix))
    return releaseHeldSocial(db, env, adminId, linkId.slice(socialIdPrefix.length));
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

async function releaseHeldSocial(db: Db, env: Env, adminId: string, id: string): Promise<void> {
  const [held] = await db
    .select({ userId: socialChecks.userId, url: socialChecks.url, platform: socialChecks.platform })
    .from(socialChecks)
    .where(and(eq(socialChecks.id, id), socialHeldCurrent))
    .limit(1);
  if (!held) throw apiError(404, safetyMessages.heldLinkNotFound);
  await db.batch([
    db
      .update(socialChecks)
      .set({ state: "released", checkedAt: Date.now() })
      .where(and(eq(socialChecks.id, id), eq(socialChecks.state, "held"))),
    auditStatement(db, {
      action: "release_link",
      actorUserId: adminId,
      targetUserId: held.userId,
      details: { social: held.platform, url: held.url },
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
