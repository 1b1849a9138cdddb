// Counting link clicks from public pages (product §3: the click call names a link by its position).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ClickInput } from "#contract/profile-schemas";
import { usernameMatches } from "../accounts/users";
import type { Db } from "../db/client";
import { links, users } from "../db/schema";

/**
 * Adds one click in a single UPDATE, so concurrent clicks never overwrite each other. False when the
 * user (or a live one) or the position does not exist.
 */
export async function recordClick(db: Db, { username, linkIndex }: ClickInput): Promise<boolean> {
  const owner = db
    .select({ id: users.id })
    .from(users)
    .where(and(usernameMatches(username), eq(users.isSuspended, false)));
  const counted = await db
    .update(links)
    .set({ clicks: sql`${links.clicks} + 1` })
    .where(and(inArray(links.userId, owner), eq(links.position, linkIndex)))
    .returning({ id: links.id });
  return counted.length > 0;
}
