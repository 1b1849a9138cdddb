// The page's version (docs/decisions/053): a count every write the page shows moves on by one — a save,
// the branding toggle, the avatar, a link's thumbnail, an import. A save names the version it was edited
// from; one the page has left is refused with 409, so an editor loaded before another tab's save (or a
// member's, or a call of the public API) never writes over it unseen. The rule is the database's as well
// as this module's: a trigger (migrations/0027) lets page_version move by exactly one, so a save that
// crossed another between its read and its batch aborts with its whole batch.
import { eq, sql } from "drizzle-orm";
import { profileMessages } from "#contract/profile-schemas";
import type { Db } from "../db/client";
import { pages } from "../db/schema";
import { apiError } from "../http/errors";

/** The column's next value for a write that is not edited from a version: one more, whatever it is. */
export const nextPageVersion = sql`${pages.pageVersion} + 1`;

/**
 * The value a save edited from `editedFrom` writes: one more than it, which the trigger refuses unless
 * the page is still there. A save naming no version (the specification's call) takes the latest.
 */
export function pageVersionAfterSave(editedFrom: number | undefined) {
  return editedFrom === undefined ? nextPageVersion : editedFrom + 1;
}

/** The refusal of a stale save, with the version the page is at, so a client can tell how far it is behind. */
export function pageChangedElsewhere(current: number) {
  return apiError(409, profileMessages.pageChanged, { stale: true, version: current });
}

/** The trigger refused a save's batch: another write moved the page on since the save read it. */
export function isStalePageVersion(error: unknown): boolean {
  return String((error as Error)?.cause ?? error).includes("stale page version");
}

/** The page's version now (after a write whose statement could not answer it). */
export async function currentPageVersion(db: Db, pageId: string): Promise<number> {
  const row = await db.select({ version: pages.pageVersion }).from(pages).where(eq(pages.id, pageId)).get();
  return row?.version ?? 0;
}
