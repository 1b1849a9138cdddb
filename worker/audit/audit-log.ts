// The admin Audit tab (the API reference (Audit entry)): entries newest first with the actor and target users
// they name and the details they recorded, filtered by a part of the action (as the query schema
// normalises what was typed) and by a substring of the actor's or target's e-mail or username (or the
// free-text actor/target where no user is named); and clearing, which leaves its own entry.
import { and, count, desc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { AuditListQuery } from "#contract/admin-schemas";
import type { AuditDetails, AuditItem, AuditUser, Paged } from "#contract/admin-types";
import type { Db } from "../db/client";
import { containsText } from "../db/contains";
import { auditLog, users } from "../db/schema";
import { auditStatement } from "./record";

const actorUser = alias(users, "actor_user");
const targetUser = alias(users, "target_user");

/** The named user's e-mail or username, or the entry's free text, contains `text`. */
function named(user: { email: SQLWrapper; username: SQLWrapper }, freeText: SQLWrapper, text: string): SQL {
  return sql`(${containsText(user.email, text)} or ${containsText(user.username, text)} or ${containsText(freeText, text)})`;
}

function conditions(query: AuditListQuery): SQL | undefined {
  const where: SQL[] = [];
  if (query.action) where.push(containsText(auditLog.action, query.action));
  if (query.actor) where.push(named(actorUser, auditLog.actor, query.actor));
  if (query.target) where.push(named(targetUser, auditLog.target, query.target));
  return and(...where);
}

const userOrNull = (email: string | null, username: string | null): AuditUser | null =>
  email !== null && username !== null ? { email, username } : null;

/** The stored details object; anything else (none, or not an object) is no details. */
function parseDetails(value: string | null): AuditDetails | null {
  try {
    const details: unknown = JSON.parse(value ?? "null");
    return details && typeof details === "object" && !Array.isArray(details) ? (details as AuditDetails) : null;
  } catch {
    return null;
  }
}

export async function listAudit(db: Db, query: AuditListQuery): Promise<Paged<AuditItem>> {
  const where = conditions(query);
  const [rows, [total]] = await db.batch([
    db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        action: auditLog.action,
        actor: auditLog.actor,
        target: auditLog.target,
        details: auditLog.details,
        // Named apart: D1's batch answers rows keyed by column name, where two "email"s would collide.
        actorEmail: sql<string | null>`${actorUser.email}`.as("actor_email"),
        actorUsername: sql<string | null>`${actorUser.username}`.as("actor_username"),
        targetEmail: sql<string | null>`${targetUser.email}`.as("target_email"),
        targetUsername: sql<string | null>`${targetUser.username}`.as("target_username"),
      })
      .from(auditLog)
      .leftJoin(actorUser, eq(auditLog.actorUserId, actorUser.id))
      .leftJoin(targetUser, eq(auditLog.targetUserId, targetUser.id))
      .where(where)
      // Entries of the same millisecond keep the order they were written in.
      .orderBy(desc(auditLog.createdAt), sql`${auditLog}.rowid desc`)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(actorUser, eq(auditLog.actorUserId, actorUser.id))
      .leftJoin(targetUser, eq(auditLog.targetUserId, targetUser.id))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({
      _id: row.id,
      createdAt: new Date(row.createdAt).toISOString(),
      action: row.action,
      actorUserId: userOrNull(row.actorEmail, row.actorUsername),
      actor: row.actor,
      targetUserId: userOrNull(row.targetEmail, row.targetUsername),
      target: row.target,
      details: parseDetails(row.details),
    })),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Deletes every entry and writes the 'clear_audit' entry in the same batch, so it always survives. */
export async function clearAudit(db: Db, adminId: string): Promise<void> {
  await db.batch([db.delete(auditLog), auditStatement(db, { action: "clear_audit", actorUserId: adminId })]);
}
