// A user's links as D1 stores them, one row each (contract/links.ts: a row is a FlatLink, read through
// linkColumns in worker/page-snapshot/page-content.ts), and replacing them with the list the editor
// saved: keeping the clicks of links that stay (the API reference: a new link starts with 0 clicks) and
// the stored value of what a request leaves out. See docs/decisions/003-profiles-links-and-avatars.md.
import { and, eq, gte, lt, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type AnyOf, flatLink, type Link, linkFromFlat, newLinkDefaults } from "#contract/links";
import { type LinkInput, linkAsStoredKind } from "#contract/profile-schemas";
import type { Db } from "../db/client";
import { links } from "../db/schema";
import { validationError } from "../http/errors";
import { fieldErrors } from "../http/validate";

/** A link as a save writes it: what it is, before the row has an id of its own or a thumbnail. */
export type SavedLink = Link extends infer Each ? (Each extends Link ? Omit<Each, "id" | "thumbnail"> : never) : never;
type PlacedLink = { link: SavedLink; position: number };
export type LinkPlan = { kept: (PlacedLink & { id: string })[]; added: PlacedLink[] };

/** The link without its id: a kept row keeps its own, a new one is given one (and a thumbnail only by upload). */
function savedLink(link: Link): SavedLink {
  const { id: _row, ...saved } = link;
  return saved;
}

/** The row's columns a save writes: the thumbnail is the upload's (link-thumbnails.ts), never the save's. */
function writtenColumns(link: SavedLink) {
  const { id: _none, thumbnail: _upload, ...columns } = flatLink({ ...link, id: "" } as Link);
  return columns;
}

/** What a request may send of a link, whatever its kind (contract/profile-schemas.ts): a title at least. */
type SentFields = AnyOf<LinkInput> & { title: string };

/**
 * A saved link: what the client sent, and for what it left out the stored link's value (or a new link's).
 * Once any link is sent featured, a link that leaves it out is not featured. The 18+ mark is only ever
 * what was sent.
 */
function resolveLink(sent: SentFields, stored: Link | undefined, featuredSent: boolean): SavedLink {
  const base = stored ? flatLink(stored) : newLinkDefaults;
  return savedLink(
    linkFromFlat({
      id: "",
      kind: sent.kind ?? base.kind,
      title: sent.title,
      enabled: sent.enabled ?? base.enabled,
      startsAt: sent.startsAt === undefined ? base.startsAt : sent.startsAt,
      endsAt: sent.endsAt === undefined ? base.endsAt : sent.endsAt,
      url: sent.url ?? "",
      featured: sent.featured ?? (featuredSent ? false : base.featured),
      sensitive: sent.sensitive ?? false,
      thumbnail: null,
      buttonText: sent.buttonText ?? null,
      amounts: sent.amounts ?? null,
      currency: sent.currency ?? null,
      allowCustom: sent.allowCustom ?? false,
    }),
  );
}

/**
 * Which saved links are existing ones: first by the id the dashboard got from GET /api/profile (so an
 * edited title or url keeps its count), then by an unchanged title and url. Each stored link is matched
 * at most once; everything else is new. A link sent without its kind keeps the stored one's, and is
 * judged by that kind's rules (contract/profile-schemas.ts): a refusal names the link's field.
 */
export function planLinks(current: Link[], incoming: LinkInput[]): LinkPlan {
  const featuredSent = incoming.some((link) => link.featured === true);
  const unmatched = new Map(current.map((link) => [link.id, link]));
  const byId = incoming.map((link) => {
    const match = link.id ? unmatched.get(link.id) : undefined;
    if (match) unmatched.delete(match.id);
    return match;
  });
  const plan: LinkPlan = { kept: [], added: [] };
  const refusals: { path: PropertyKey[]; message: string }[] = [];
  incoming.forEach((sent, position) => {
    let match = byId[position];
    if (!match) {
      const url = sent.url ?? "";
      match = [...unmatched.values()].find((link) => link.title === sent.title && flatLink(link).url === url);
      if (match) unmatched.delete(match.id);
    }
    let input = sent;
    if (sent.kind === undefined && match && match.kind !== "link") {
      const judged = linkAsStoredKind(sent, match.kind);
      if (!judged.success) {
        refusals.push(
          ...judged.error.issues.map(({ path, message }) => ({ path: ["links", position, ...path], message })),
        );
        return;
      }
      input = { ...judged.data, startsAt: sent.startsAt, endsAt: sent.endsAt };
    }
    const placed = { link: resolveLink(input, match, featuredSent), position };
    if (match) plan.kept.push({ id: match.id, ...placed });
    else plan.added.push(placed);
  });
  if (refusals.length > 0) throw validationError(fieldErrors({ issues: refusals }));
  return plan;
}

/**
 * Statements that apply the plan; run them in one batch. Kept links are updated in place and their
 * clicks column is never written, so a click counted while the save runs is not lost. They park at
 * negative positions first because (page_id, position) is unique.
 */
export function linkStatements(db: Db, userId: string, plan: LinkPlan): BatchItem<"sqlite">[] {
  const mine = eq(links.pageId, userId);
  return [
    ...plan.kept.map(({ id, link, position }) =>
      db
        .update(links)
        .set({ ...writtenColumns(link), position: -(position + 1) })
        .where(and(mine, eq(links.id, id))),
    ),
    db.delete(links).where(and(mine, gte(links.position, 0))),
    // One statement per link: D1 allows at most 100 bound parameters per statement.
    ...plan.added.map(({ link, position }) =>
      db
        .insert(links)
        .values({ id: crypto.randomUUID(), pageId: userId, clicks: 0, position, ...writtenColumns(link) }),
    ),
    db
      .update(links)
      .set({ position: sql`-${links.position} - 1` })
      .where(and(mine, lt(links.position, 0))),
  ];
}
