// The admin Users list (docs/product.md, "Roles"): search on e-mail, username or the name of a page the account owns,
// the pro/verified/suspended filters, three sort orders and paging. Over 100k users it must answer from indexes alone
// (docs/performance.md, "Budgets"):
// - each sort order has a covering index (worker/db/schema.ts, users_admin_by_*) holding every column
//   the list filters on or shows, so a page walks one index in order and stops when it is full;
// - the text in `q` is found by a trigram index when that is cheaper (worker/admin/user-text-search.ts);
// - a total without text is counted from the filters' own index (users_admin_flags_idx).
import { and, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { UserListQuery } from "#contract/admin-schemas";
import type { AdminUserRow, Paged } from "#contract/admin-types";
import { freeCondition, isPro, proCondition } from "../billing/tier";
import { domainsOfUsers } from "../custom-domains/admin";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { pageCountsOf } from "../pages/pages";
import {
  chooseTextSearchMode,
  containsTextCondition,
  findOtherPageOwners,
  type OtherPageOwners,
  type TextSearchMode,
} from "./user-text-search";

/** A flag as a condition; `+column` keeps SQLite from choosing the column's own index for it. */
function flag(column: typeof users.emailVerified | typeof users.isSuspended, value: boolean, indexed: boolean): SQL {
  return indexed ? sql`${column} = ${value ? 1 : 0}` : sql`+${column} = ${value ? 1 : 0}`;
}

/**
 * The page follows its sort order's covering index and filters as it goes (which also stops at a
 * full page), so its flags are kept off their indexes. A total with no text to match is faster counted
 * over the filters' index range instead; with text, the text decides the way, and the flags follow.
 */
function conditions(query: UserListQuery, text: TextSearch, now: number, forCount: boolean): SQL | undefined {
  const indexed = forCount && !query.q;
  const where: SQL[] = [];
  if (query.q) where.push(containsTextCondition(query.q, text.mode, text.otherPageOwners));
  if (query.emailVerified !== undefined) where.push(flag(users.emailVerified, query.emailVerified, indexed));
  if (query.isSuspended !== undefined) where.push(flag(users.isSuspended, query.isSuspended, indexed));
  if (query.isPro !== undefined) {
    where.push(query.isPro ? proCondition(now, { indexed }) : freeCondition(now, { indexed }));
  }
  return and(...where);
}

/**
 * Each order is exactly the leading expression(s) of its covering index, so the index supplies it and
 * a page stops reading after pageSize matches. E-mail and lower(username) are unique; creation times
 * can tie, and the e-mail (next in that index) settles ties so pages never overlap or skip.
 */
function orderOf(query: UserListQuery): SQL[] {
  const direction = query.sortDir === "asc" ? sql`asc` : sql`desc`;
  switch (query.sortBy) {
    case "email":
      return [sql`${users.email} ${direction}`];
    case "username":
      return [sql`lower(${users.username}) ${direction}`];
    default:
      return [sql`${users.createdAt} ${direction}`, sql`${users.email} ${direction}`];
  }
}

/** How the list matches its text: the way to read the users, and the owners of other pages it names. */
export type TextSearch = { mode: TextSearchMode; otherPageOwners: OtherPageOwners };

/** Asks both indexes what the text finds, together. */
export async function chooseTextSearch(db: Db, text: string): Promise<TextSearch> {
  if (!text) return { mode: "scan", otherPageOwners: [] };
  const [mode, otherPageOwners] = await Promise.all([chooseTextSearchMode(db, text), findOtherPageOwners(db, text)]);
  return { mode, otherPageOwners };
}

/**
 * The page and the count of a list query, once the way to match its text is known; separate from
 * listUsers so tests and the benchmark can check their query plans.
 */
export function userListStatements(db: Db, query: UserListQuery, text: TextSearch, now = Date.now()) {
  return {
    page: db
      .select({
        id: users.id,
        email: users.email,
        username: users.username,
        emailVerified: users.emailVerified,
        isSuspended: users.isSuspended,
        subscriptionStatus: users.subscriptionStatus,
        subscriptionEndDate: users.subscriptionEndDate,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(conditions(query, text, now, false))
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count: db
      .select({ total: sql<number>`count(*)` })
      .from(users)
      .where(conditions(query, text, now, true)),
  };
}

/**
 * Which of a page's users have a Stripe customer (a billing portal to open): read by id for the page's
 * rows alone, so the list's covering indexes stay as narrow as the scans need them.
 */
async function withBillingAccount(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNotNull(users.stripeCustomerId)));
  return new Set(rows.map((row) => row.id));
}

export async function listUsers(db: Db, query: UserListQuery, now = Date.now()): Promise<Paged<AdminUserRow>> {
  const statements = userListStatements(db, query, await chooseTextSearch(db, query.q), now);
  const rows = await statements.page;
  const offset = (query.page - 1) * query.pageSize;
  // A page that is not full, unless it is an empty page past the first, already tells the total: the
  // count would be a second read of every match, and a search for one person ends right here.
  const total =
    rows.length < query.pageSize && (rows.length > 0 || query.page === 1)
      ? offset + rows.length
      : ((await statements.count)[0]?.total ?? 0);
  const ids = rows.map((row) => row.id);
  const [billed, domains, pageCounts] = await Promise.all([
    withBillingAccount(db, ids),
    domainsOfUsers(db, ids),
    pageCountsOf(db, ids),
  ]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      email: row.email,
      username: row.username,
      isPro: isPro(row, now),
      emailVerified: row.emailVerified,
      isSuspended: row.isSuspended,
      hasBillingAccount: billed.has(row.id),
      createdAt: new Date(row.createdAt).toISOString(),
      customDomain: domains.get(row.id) ?? null,
      pages: pageCounts.get(row.id) ?? 0,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
