// Replacing a user's ordered links with the list the editor saved, keeping the clicks of links that
// stay (the API reference: a new link starts with 0 clicks), and marking the ones saved as sensitive
// (docs/product.md, "Trust and safety"). See docs/decisions/003-profiles-links-and-avatars.md.
import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { ScheduledLink } from "#contract/link-visibility";
import type { LinkInput } from "#contract/profile-schemas";
import type { Db } from "../db/client";
import { links } from "../db/schema";

/** What a saved link stores besides its id and clicks. */
export type LinkFields = ScheduledLink & { title: string; url: string; buttonText: string | null };
export type StoredLink = LinkFields & { id: string };
type PlacedLink = LinkFields & { position: number };
export type LinkPlan = { kept: (PlacedLink & { id: string })[]; added: PlacedLink[] };

const newLinkDefaults: ScheduledLink = { kind: "link", enabled: true, startsAt: null, endsAt: null, featured: false };

/**
 * A saved link's fields: what the client sent, and for what it left out the stored link's value (or the
 * default on a new link). Once any link is sent featured, a link that leaves it out is not featured.
 */
function resolveFields(input: LinkInput, stored: StoredLink | undefined, featuredSent: boolean): LinkFields {
  const base = stored ?? newLinkDefaults;
  const pick = <K extends keyof ScheduledLink>(key: K): ScheduledLink[K] =>
    (input[key] === undefined ? base[key] : input[key]) as ScheduledLink[K];
  const featured = input.featured ?? (featuredSent ? false : base.featured);
  return {
    kind: pick("kind"),
    title: input.title,
    url: input.url,
    buttonText: input.buttonText,
    enabled: pick("enabled"),
    startsAt: pick("startsAt"),
    endsAt: pick("endsAt"),
    featured,
  };
}

/**
 * Which saved links are existing ones: first by the id the dashboard got from GET /api/profile (so an
 * edited title or url keeps its count), then by an unchanged title and url. Each stored link is matched
 * at most once; everything else is new.
 */
export function planLinks(current: StoredLink[], incoming: LinkInput[]): LinkPlan {
  const featuredSent = incoming.some((link) => link.featured === true);
  const unmatched = new Map(current.map((link) => [link.id, link]));
  const byId = incoming.map((link) => {
    const match = link.id ? unmatched.get(link.id) : undefined;
    if (match) unmatched.delete(match.id);
    return match;
  });
  const plan: LinkPlan = { kept: [], added: [] };
  incoming.forEach((input, position) => {
    let match = byId[position];
    if (!match) {
      match = [...unmatched.values()].find((link) => link.title === input.title && link.url === input.url);
      if (match) unmatched.delete(match.id);
    }
    const fields = { position, ...resolveFields(input, match, featuredSent) };
    if (match) plan.kept.push({ id: match.id, ...fields });
    else plan.added.push(fields);
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
    ...plan.kept.map(({ id, ...link }) =>
      db
        .update(links)
        .set({ ...link, position: -(link.position + 1) })
        .where(and(mine, eq(links.id, id))),
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

/**
 * Which of the user's links are marked sensitive, for the save's batch after linkStatements, once the links
 * take their final positions: one statement, whatever the plan did with ids and order.
 */
export function sensitiveLinksStatement(db: Db, userId: string, saved: Pick<LinkInput, "sensitive">[]) {
  const positions = saved.flatMap((link, position) => (link.sensitive ? [position] : []));
  const marked = positions.length ? inArray(links.position, positions) : sql`0`;
  return db
    .update(links)
    .set({ sensitive: sql`${marked}` })
    .where(eq(links.userId, userId));
}
