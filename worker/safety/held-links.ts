// The admin's Held links (docs/product.md, "Trust and safety"): what is held and still carried on a profile, listed once per owner
// and URL, and an admin's decisions on a URL — hide it after a report, release it (it shows again wherever
// the profile carries it) or remove it (every carrier leaves the profile; the hold stays for the URL).
// Each runs pageChanged for the owner's page, is audited and tells the owner.
import { and, count, desc, eq } from "drizzle-orm";
import type { HeldLinkItem, HeldLinkList, HeldLinkListQuery } from "#contract/safety";
import { safetyMessages } from "#contract/safety";
import { auditStatement } from "../audit/record";
import type { Db } from "../db/client";
import { links, pages, urlChecks, users } from "../db/schema";
import { sendModerationNotice } from "../email/moderation-notices";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";
import { ownerUsername } from "../pages/pages";
import { carrierOf, carrierTitle, isCarried, urlKinds } from "./carried-urls";
import { parseThreats, reportedThreat, verdictStatement } from "./verdicts";

/** A held verdict whose URL the owner's profile still carries: what Held links list. */
const heldAndCarried = and(eq(urlChecks.state, "held"), isCarried(urlChecks.pageId, urlChecks.url));

export async function listHeldUrls(db: Db, query: HeldLinkListQuery): Promise<HeldLinkList> {
  const [rows, totals] = await db.batch([
    db
      .select({
        id: urlChecks.id,
        username: pages.username,
        ownerUsername,
        url: urlChecks.url,
        carrier: carrierOf(urlChecks.pageId, urlChecks.url),
        threatTypes: urlChecks.threatTypes,
        heldAt: urlChecks.heldAt,
      })
      .from(urlChecks)
      .innerJoin(pages, eq(pages.id, urlChecks.pageId))
      .innerJoin(users, eq(users.id, pages.ownerId))
      .where(heldAndCarried)
      .orderBy(desc(urlChecks.heldAt), urlChecks.id)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(urlChecks).where(heldAndCarried),
  ]);
  const items: HeldLinkItem[] = rows.map(({ carrier, threatTypes, heldAt, ownerUsername, ...row }) => ({
    ...row,
    owner: { username: ownerUsername },
    title: carrierTitle(carrier, row.url),
    threatTypes: parseThreats(threatTypes),
    heldAt: new Date(heldAt ?? 0).toISOString(),
  }));
  return { items, total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/** The held URL, the page that carries it and the account that owns the page (the audit's target). */
async function findHeld(db: Db, id: string): Promise<{ pageId: string; ownerId: string; url: string }> {
  const [held] = await db
    .select({ pageId: urlChecks.pageId, ownerId: pages.ownerId, url: urlChecks.url })
    .from(urlChecks)
    .innerJoin(pages, eq(pages.id, urlChecks.pageId))
    .where(and(eq(urlChecks.id, id), heldAndCarried))
    .limit(1);
  if (!held) throw apiError(404, safetyMessages.heldLinkNotFound);
  return held;
}

/** Lets a held URL through: it shows wherever the profile carries it, and no check holds it again. */
export async function releaseHeldUrl(db: Db, env: Env, adminId: string, id: string): Promise<void> {
  const held = await findHeld(db, id);
  await db.batch([
    db
      .update(urlChecks)
      .set({ state: "released", checkedAt: Date.now(), heldAt: null })
      .where(and(eq(urlChecks.id, id), eq(urlChecks.state, "held"))),
    auditStatement(db, {
      action: "release_link",
      actorUserId: adminId,
      targetUserId: held.ownerId,
      details: { url: held.url },
    }),
  ]);
  await pageChanged(db, env, { pageId: held.pageId });
  await sendModerationNotice(db, env, held.pageId, { kind: "released", urls: [held.url] });
}

/** Takes the held URL off the owner's profile, whatever carries it; the hold stays for the URL. */
export async function removeHeldUrl(db: Db, env: Env, adminId: string, id: string): Promise<void> {
  const held = await findHeld(db, id);
  await db.batch([
    auditStatement(db, {
      action: "remove_link",
      actorUserId: adminId,
      targetUserId: held.ownerId,
      details: { url: held.url },
    }),
    ...urlKinds.map((kind) => kind.removeFromPage(db, held.pageId, held.url)),
  ]);
  await pageChanged(db, env, { pageId: held.pageId });
  await sendModerationNotice(db, env, held.pageId, { kind: "removed", url: held.url });
}

/**
 * The statement that holds the URL of one of the user's links after a report, for the caller's batch,
 * and that URL; null when the user has no such link.
 */
export async function hideLinkStatement(db: Db, userId: string, linkId: string) {
  const [link] = await db
    .select({ url: links.url })
    .from(links)
    .where(and(eq(links.id, linkId), eq(links.pageId, userId)))
    .limit(1);
  if (!link?.url) return null;
  return {
    url: link.url,
    statement: verdictStatement(db, userId, link.url, { state: "held", threatTypes: [reportedThreat] }),
  };
}
