// A page's activity (docs/decisions/064): who changed what and when — saved the page, changed its
// avatar or a thumbnail, its domain, its members — for its owner and editors, newest first, a page of
// entries at a time. The routes write an entry once a change has succeeded; nothing on the public
// page's path writes here.
import { and, desc, eq, lt, or, type SQL } from "drizzle-orm";
import type { ActivityAction, ActivityList } from "#contract/pages";
import { pageLimits } from "#contract/pages";
import type { Db } from "../db/client";
import { pageActivity, users } from "../db/schema";

export type ActivityNote = { pageId: string; actorId: string; action: ActivityAction; detail?: string | null };

export function activityStatement(db: Db, note: ActivityNote) {
  return db.insert(pageActivity).values({
    id: crypto.randomUUID(),
    pageId: note.pageId,
    actorId: note.actorId,
    action: note.action,
    detail: note.detail ?? null,
  });
}

export async function recordActivity(db: Db, note: ActivityNote): Promise<void> {
  await activityStatement(db, note);
}

/** `before` is the cursor the previous page answered as `next`: its last entry's time and id. */
type Cursor = { at: number; id: string };

export function readCursor(before: string | undefined): Cursor | null | undefined {
  if (before === undefined || before === "") return undefined;
  const match = /^(\d{1,15})\.([0-9a-f-]{36})$/.exec(before);
  return match ? { at: Number(match[1]), id: match[2] as string } : null;
}

export async function listActivity(db: Db, pageId: string, cursor: Cursor | undefined): Promise<ActivityList> {
  const size = pageLimits.activityPageSize;
  let where: SQL | undefined = eq(pageActivity.pageId, pageId);
  if (cursor) {
    where = and(
      where,
      or(lt(pageActivity.at, cursor.at), and(eq(pageActivity.at, cursor.at), lt(pageActivity.id, cursor.id))),
    );
  }
  const rows = await db
    .select({
      id: pageActivity.id,
      at: pageActivity.at,
      action: pageActivity.action,
      detail: pageActivity.detail,
      actor: users.username,
    })
    .from(pageActivity)
    .leftJoin(users, eq(users.id, pageActivity.actorId))
    .where(where)
    .orderBy(desc(pageActivity.at), desc(pageActivity.id))
    .limit(size + 1)
    .all();
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      action: row.action,
      actor: row.actor === null ? null : { username: row.actor },
      detail: row.detail,
    })),
    next: rows.length > size && last ? `${last.at}.${last.id}` : null,
  };
}
