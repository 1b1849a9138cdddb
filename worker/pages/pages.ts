// Pages (docs/decisions/059): an account's public pages, each a row the page's things hang off. The
// primary page has the account's id, so whatever names an account's first page needs no lookup; the
// others are made by "New page". Reading a page with its owner is here; what a page shows is built in
// page-snapshot/, and who may act on a page in routes/.
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import { type PageListItem, pageMessages } from "#contract/pages";
import type { Db } from "../db/client";
import { pages, users } from "../db/schema";
import { apiError } from "../http/errors";

export type PageRow = typeof pages.$inferSelect;
export type OwnerRow = typeof users.$inferSelect;

/** A page and the account that owns it (its plan decides what the page may do). */
export type OwnedPage = { page: PageRow; owner: OwnerRow };

/**
 * The page's owner's username, for a query that joins a page to its account and selects the page's own
 * username too: D1 answers a row by its columns' names, so the two must not share one.
 */
export const ownerUsername = sql<string>`${users.username}`.as("owner_username");

export function findPageById(db: Db, pageId: string): Promise<PageRow | undefined> {
  return db.select().from(pages).where(eq(pages.id, pageId)).get();
}

/** One of the account's own pages by its id; any other id, another account's page included, is not found. */
export async function ownPage(db: Db, ownerId: string, pageId: string): Promise<PageRow> {
  const page = await findPageById(db, pageId);
  if (!page || page.ownerId !== ownerId) throw apiError(404, pageMessages.pageNotFound);
  return page;
}

/** The page and its owner, or undefined when there is no such page. */
export async function findOwnedPage(db: Db, pageId: string): Promise<OwnedPage | undefined> {
  const row = await db
    .select({ page: pages, owner: users })
    .from(pages)
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(eq(pages.id, pageId))
    .get();
  return row ?? undefined;
}

/** Every page an account owns, the primary page first, then the others as they were made. */
export function pagesOwnedBy(db: Db, ownerId: string): Promise<PageRow[]> {
  return db
    .select()
    .from(pages)
    .where(eq(pages.ownerId, ownerId))
    .orderBy(sql`${pages.id} <> ${pages.ownerId}`, asc(pages.createdAt), asc(pages.id))
    .all();
}

/** How many pages each of these accounts owns, by account id: read for a list's rows alone. */
export async function pageCountsOf(db: Db, ownerIds: string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: pages.ownerId, n: count() })
    .from(pages)
    .where(inArray(pages.ownerId, ownerIds))
    .groupBy(pages.ownerId);
  return new Map(rows.map((row) => [row.ownerId, row.n]));
}

/** The pages the caller may open in the dashboard: the ones it owns, its primary page first. */
export async function pagesOfCaller(db: Db, caller: { id: string; username: string }): Promise<PageListItem[]> {
  const owned = await pagesOwnedBy(db, caller.id);
  return owned.map((page) => ({
    id: page.id,
    username: page.username,
    primary: page.id === caller.id,
    role: "owner",
    owner: { username: caller.username },
  }));
}

/**
 * Adds a page for the owner, unless the owner already has `most`: one statement, so two requests at
 * once cannot both add the last one. Answers whether it was added; a taken name throws D1's unique error.
 */
export async function insertPageWithin(
  db: Db,
  page: { id: string; ownerId: string; username: string },
  most: number,
): Promise<boolean> {
  const result = await db.run(
    sql`insert into ${pages} (id, owner_id, username)
        select ${page.id}, ${page.ownerId}, ${page.username}
        where (select count(*) from ${pages} where owner_id = ${page.ownerId}) < ${most}`,
  );
  return result.meta.changes === 1;
}
