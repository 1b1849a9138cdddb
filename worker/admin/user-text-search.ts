// The Users list's `q` (docs/product.md, "Roles"): a case-insensitive substring of the e-mail, the username or the
// name of another page the account owns (the primary page's name is the username). LIKE
// alone has to read every user, which at 100k users is the slowest thing the admin screen does
// (docs/performance.md, "Budgets"). A trigram index, users_search (migrations/0003_user_text_search.sql), finds the users
// holding any substring of three characters or more, so looking someone up reads their rows only.
//
// Two ways to match, chosen per query:
// - "indexed": the rows the trigram index names, looked up by rowid, then sorted and paged. Cheap when
//   they are few; a term found in most addresses ("mail") would have every match read and sorted.
// - "scan": LIKE while walking the sort order's covering index (worker/admin/user-search.ts). A page
//   of a common term fills after a short walk, so it suits exactly the terms the index does not, and
//   it is the only way for one or two characters, which have no trigram.
// The index decides up front by counting its matches, stopping one past `indexedMatchLimit`.
// The names of the accounts' other pages (a Pro account's up to nine) are looked up first, in
// pages_other_owners_idx, which holds those pages alone: the accounts found are added to the users matched
// by id, and when none are (the usual answer) the list's queries are the users' alone. Past
// `otherPageOwnersLimit` accounts the list's queries read those pages themselves.
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { containsText } from "../db/contains";
import { pages, users } from "../db/schema";
import { recordError } from "../logs/record";

/**
 * The FTS5 table, named here rather than declared in db/schema.ts: drizzle-kit cannot create virtual
 * tables, so its migration is written by hand, and queries only ever need its name.
 */
const usersSearch = sql.identifier("users_search");

/** Above this many index matches a search walks the sort order instead (1 % of 100k users). */
export const indexedMatchLimit = 1000;

export type TextSearchMode = "indexed" | "scan";

/** The trigram index holds every run of three characters, so shorter text cannot be looked up in it. */
export function trigramSearchable(text: string): boolean {
  return [...text].length >= 3;
}

/** `text` as one FTS5 phrase: quoted, its own quotes doubled, so every character is taken literally. */
function phrase(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

function indexMatches(text: string): SQL {
  return sql`select rowid from ${usersSearch} where ${usersSearch} match ${phrase(text)}`;
}

/** How many users the index finds for `text`, read no further than one past the limit. */
export function indexMatchCountStatement(db: Db, text: string) {
  return db
    .select({ matches: sql<number>`count(*)` })
    .from(sql`(${indexMatches(text)} limit ${indexedMatchLimit + 1})`);
}

export function textSearchMode(text: string, indexMatchCount: number): TextSearchMode {
  return trigramSearchable(text) && indexMatchCount <= indexedMatchLimit ? "indexed" : "scan";
}

/**
 * Asks the index (when the text is long enough to be in it) and picks the way to match. The scan is
 * right without the index, only slower, so an index that cannot answer (dropped for an export, see
 * docs/decisions/010) costs speed and an error line for the admin, never the search.
 */
export async function chooseTextSearchMode(db: Db, text: string): Promise<TextSearchMode> {
  if (!trigramSearchable(text)) return "scan";
  try {
    const counted = await indexMatchCountStatement(db, text).get();
    return textSearchMode(text, counted?.matches ?? 0);
  } catch (error) {
    await recordError(db, error, { path: "d1:users_search" });
    return "scan";
  }
}

/** Up to this many accounts found by another page's name are named by id in the list's queries. */
export const otherPageOwnersLimit = 100;

/**
 * The accounts owning a page other than their primary one whose name holds the text: their ids, or "many"
 * past `otherPageOwnersLimit`.
 */
export type OtherPageOwners = readonly string[] | "many";

/** Other pages whose name contains `text`: the partial index's own condition, so the index alone is read. */
function otherPagesNamed(text: string): SQL {
  return sql`id <> owner_id and ${containsText(pages.username, text)}`;
}

export function otherPageOwnersStatement(db: Db, text: string) {
  return db
    .selectDistinct({ ownerId: pages.ownerId })
    .from(pages)
    .where(otherPagesNamed(text))
    .limit(otherPageOwnersLimit + 1);
}

export async function findOtherPageOwners(db: Db, text: string): Promise<OtherPageOwners> {
  const rows = await otherPageOwnersStatement(db, text);
  return rows.length > otherPageOwnersLimit ? "many" : rows.map((row) => row.ownerId);
}

/** The users among the owners found, or null when there are none; "many" reads the pages in the query itself. */
function ownerCondition(text: string, owners: OtherPageOwners): SQL | null {
  if (owners === "many") {
    return sql`${users.id} in (select ${pages.ownerId} from ${pages} where ${otherPagesNamed(text)})`;
  }
  if (owners.length === 0) return null;
  return sql`${users.id} in (select value from json_each(${JSON.stringify(owners)}))`;
}

/**
 * The users whose e-mail or username contains `text`, or who own another page whose name does (`owners`,
 * from findOtherPageOwners). The indexed way still applies LIKE to the rows it found: the index folds case
 * beyond ASCII, LIKE does not, and the answer must not depend on the way.
 */
export function containsTextCondition(text: string, mode: TextSearchMode, owners: OtherPageOwners): SQL {
  const like = sql`(${containsText(users.email, text)} or ${containsText(users.username, text)})`;
  const own = mode === "scan" ? like : sql`(${users}.rowid in (${indexMatches(text)}) and ${like})`;
  const others = ownerCondition(text, owners);
  return others ? sql`(${own} or ${others})` : own;
}
