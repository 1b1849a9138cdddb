// The admin Users list (SPEC §6): substring search on e-mail or username, the pro/verified/suspended
// filters, three sort orders and paging. Over 100k users it must answer from indexes alone (DESIGN §13):
// each sort order has a covering index (worker/db/schema.ts, users_admin_by_*) holding every column the
// list filters on or shows, so the page and the count read an index and never the table.
import { and, type SQL, sql } from "drizzle-orm";
import { freeCondition, isPro, proCondition } from "../billing/tier";
import type { UserListQuery } from "../contract/admin-schemas";
import type { AdminUserRow, Paged } from "../contract/admin-types";
import type { Db } from "../db/client";
import { containsText } from "../db/contains";
import { users } from "../db/schema";

/**
 * The flags are written `+column` so SQLite does not pick their own (stats) indexes: the list is faster
 * following its sort order's covering index and filtering as it goes, which also stops at a full page.
 */
function conditions(query: UserListQuery, now: number): SQL | undefined {
  const where: SQL[] = [];
  if (query.q) where.push(sql`(${containsText(users.email, query.q)} or ${containsText(users.username, query.q)})`);
  if (query.emailVerified !== undefined) where.push(sql`+${users.emailVerified} = ${query.emailVerified ? 1 : 0}`);
  if (query.isSuspended !== undefined) where.push(sql`+${users.isSuspended} = ${query.isSuspended ? 1 : 0}`);
  if (query.isPro !== undefined) {
    where.push(query.isPro ? proCondition(now, { indexed: false }) : freeCondition(now, { indexed: false }));
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

/** The page and the count of a list query; separate from listUsers so tests can check their query plans. */
export function userListStatements(db: Db, query: UserListQuery, now = Date.now()) {
  const where = conditions(query, now);
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
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    count: db.select({ total: sql<number>`count(*)` }).from(users).where(where),
  };
}

export async function listUsers(db: Db, query: UserListQuery, now = Date.now()): Promise<Paged<AdminUserRow>> {
  const statements = userListStatements(db, query, now);
  const rows = await statements.page;
  const offset = (query.page - 1) * query.pageSize;
  // A page that is not full, unless it is an empty page past the first, already tells the total: the
  // count would be a second scan, and a search for one person (the slow case) ends right here.
  const total =
    rows.length < query.pageSize && (rows.length > 0 || query.page === 1)
      ? offset + rows.length
      : ((await statements.count)[0]?.total ?? 0);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      email: row.email,
      username: row.username,
      isPro: isPro(row, now),
      emailVerified: row.emailVerified,
      isSuspended: row.isSuspended,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
