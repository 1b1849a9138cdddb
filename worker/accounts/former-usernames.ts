// Usernames their owners changed away from (docs/product.md, "Making the page yours"): for limits.formerUsernameDays the old address
// leads to the page's new one (worker/public-page/lookup.ts) and the name stays its owner's — no one
// else can sign up with it or rename to it (takenNames), while the owner may take it back. One row per
// former name, written in the rename's own batch; the hourly cron drops the rows that ran out.
import { and, eq, gt, lt, ne, type SQL } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { limits } from "#contract/limits";
import type { Db } from "../db/client";
import { formerUsernames, pages, users } from "../db/schema";

const keptMs = limits.formerUsernameDays * 24 * 60 * 60 * 1000;

const named = (name: string) => eq(formerUsernames.name, name.toLowerCase());
const stillKept = (now: number) => gt(formerUsernames.keptUntil, now);

/**
 * For the rename's batch: the old name is kept for its owner from now on (a row left by someone whose
 * time ran out is taken over), and the new name, if it was one of theirs, is simply theirs again.
 */
export function renameStatements(
  db: Db,
  userId: string,
  rename: { from: string; to: string },
  now = Date.now(),
): BatchItem<"sqlite">[] {
  const kept = { pageId: userId, keptUntil: now + keptMs };
  return [
    db.delete(formerUsernames).where(named(rename.to)),
    db
      .insert(formerUsernames)
      .values({ name: rename.from.toLowerCase(), ...kept })
      .onConflictDoUpdate({ target: formerUsernames.name, set: kept }),
  ];
}

/** Whether someone other than `exceptUserId` still keeps `name` as a former username. */
export async function isKeptFormerUsername(
  db: Db,
  name: string,
  exceptUserId?: string,
  now = Date.now(),
): Promise<boolean> {
  const conditions: SQL[] = [named(name), stillKept(now)];
  if (exceptUserId) conditions.push(ne(formerUsernames.pageId, exceptUserId));
  const row = await db
    .select({ userId: formerUsernames.pageId })
    .from(formerUsernames)
    .where(and(...conditions))
    .get();
  return row !== undefined;
}

/**
 * The current username of whoever kept `name`, when their page may be shown (`shownPublicly`): a
 * statement for the public page's lookup batch.
 */
export function currentUsernameQuery(db: Db, name: string, shownPublicly: SQL, now = Date.now()) {
  return db
    .select({ username: pages.username })
    .from(formerUsernames)
    .innerJoin(pages, eq(pages.id, formerUsernames.pageId))
    .innerJoin(users, eq(users.id, pages.ownerId))
    .where(and(named(name), stillKept(now), shownPublicly))
    .limit(1);
}

/** The hourly cron's part: rows whose time ran out reserve and redirect nothing. */
export function dropExpiredFormerUsernames(db: Db, now = Date.now()) {
  return db.delete(formerUsernames).where(lt(formerUsernames.keptUntil, now));
}
