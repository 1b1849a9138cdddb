// Replacing a user's ordered links with the list the editor saved, keeping the clicks of links that
// stay (product §3: a new link starts with 0 clicks). See docs/decisions/003-profiles-links-and-avatars.md.
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { LinkInput } from "#contract/profile-schemas";
import type { Db } from "../db/client";
import { links } from "../db/schema";

export type StoredLink = { id: string; title: string; url: string };
type PlacedLink = { position: number; title: string; url: string };
export type LinkPlan = { kept: (PlacedLink & { id: string })[]; added: PlacedLink[] };

/**
 * Which saved links are existing ones: first by the id the dashboard got from GET /api/profile (so an
 * edited title or url keeps its count), then by an unchanged title and url. Each stored link is matched
 * at most once; everything else is new.
 */
export function planLinks(current: StoredLink[], incoming: Pick<LinkInput, "id" | "title" | "url">[]): LinkPlan {
  const unmatched = new Map(current.map((link) => [link.id, link]));
  const byId = incoming.map((link) => {
    const match = link.id ? unmatched.get(link.id) : undefined;
    if (match) unmatched.delete(match.id);
    return match;
  });
  const plan: LinkPlan = { kept: [], added: [] };
  incoming.forEach(({ title, url }, position) => {
    let match = byId[position];
    if (!match) {
      match = [...unmatched.values()].find((link) => link.title === title && link.url === url);
      if (match) unmatched.delete(match.id);
    }
    if (match) plan.kept.push({ id: match.id, position, title, url });
    else plan.added.push({ position, title, url });
  });
  return plan;
}

/**
 * Statements that apply the plan; run them in one batch. Kept links are updated in place and their
 * clicks column is never written, so a click counted while the save runs is not lost. They park at
 * negative positions first because (user_id, position) is unique.
 */
export function linkStatements(db: Db, userId: string, plan: LinkPlan): BatchItem<"sqlite">[] {
  const mine = eq(links.userId, userId);
  return [
    ...plan.kept.map((link) =>
      db
        .update(links)
        .set({ position: -(link.position + 1), title: link.title, url: link.url })
        .where(and(mine, eq(links.id, link.id))),
    ),
    db.delete(links).where(and(mine, gte(links.position, 0))),
    // One statement per link: D1 allows at most 100 bound parameters per statement.
    ...plan.added.map((link) => db.insert(links).values({ id: crypto.randomUUID(), userId, clicks: 0, ...link })),
    db
      .update(links)
      .set({ position: sql`-${links.position} - 1` })
      .where(and(mine, lt(links.position, 0))),
  ];
}
