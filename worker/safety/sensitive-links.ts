// Which of a user's links are marked sensitive (docs/product.md, "Trust and safety"), written in the save's batch after the links
// take their final positions: one statement, whatever the link editor did with ids and order.
import { eq, inArray, sql } from "drizzle-orm";
import type { LinkInput } from "#contract/profile-schemas";
import type { Db } from "../db/client";
import { links } from "../db/schema";

export function sensitiveLinksStatement(db: Db, userId: string, saved: Pick<LinkInput, "sensitive">[]) {
  const positions = saved.flatMap((link, position) => (link.sensitive ? [position] : []));
  const marked = positions.length ? inArray(links.position, positions) : sql`0`;
  return db
    .update(links)
    .set({ sensitive: sql`${marked}` })
    .where(eq(links.userId, userId));
}
