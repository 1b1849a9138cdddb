// Deleting an account or one of its pages (docs/product.md, "Accounts: the rules"; docs/decisions/059).
// An account: its billing ends first — open checkouts expire and every live subscription of its Stripe
// customer is cancelled at once (no charge may outlive the account); then each of its pages goes as a
// page does. A page: its custom domain is removed (at the provider too, or queued for removal there);
// its row goes, and with it (by cascade) its links, look, audience, reports and verdicts; its avatar and
// link thumbnail objects, its share card and its analytics (the store, and its place among the admin's
// most viewed) go too, and pageChanged forgets it where it was kept. An account's sessions die because
// their user is gone. A store that outlives a failed call here deletes itself at its next retention run,
// which finds no owner.
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { pageMessages } from "#contract/pages";
import { findUserById } from "../accounts/users";
import { forgetProfileAnalytics } from "../analytics/stores";
import { endAccountBilling } from "../billing/billing-actions";
import { removeCustomDomain } from "../custom-domains/domains";
import { type Db, runAtomically } from "../db/client";
import { pages, users } from "../db/schema";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";
import { ownPage, type PageRow, pagesOwnedBy } from "../pages/pages";
import { deleteAvatarObject } from "../profiles/avatars";
import { thumbnailsOf } from "../profiles/link-thumbnails";
import { deleteShareCard } from "../share-cards/cards";

export async function deleteAccount(db: Db, env: Env, userId: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) return false;
  // If Stripe cannot be reached this throws, and nothing is deleted: the user can try again.
  await endAccountBilling(env, user);
  const owned = await pagesOwnedBy(db, user.id);
  const statements: BatchItem<"sqlite">[] = [db.delete(users).where(eq(users.id, user.id))];
  // The referrer's count is of existing verified accounts.
  if (user.referredBy && user.emailVerified) {
    statements.push(
      db
        .update(users)
        .set({ referralCount: sql`max(${users.referralCount} - 1, 0)` })
        .where(eq(users.id, user.referredBy)),
    );
  }
  const leftovers = await readyToDelete(db, env, owned);
  await runAtomically(db, statements);
  for (const page of owned) await pageChanged(db, env, { pageId: page.id, formerUsername: page.username });
  await discardLeftovers(env, owned, leftovers);
  return true;
}

/**
 * Deletes one of the owner's pages other than the primary one: 404 for a page that is not the owner's
 * (whether or not it exists), 400 for the primary page, which goes only with the account.
 */
export async function deletePage(db: Db, env: Env, ownerId: string, pageId: string): Promise<void> {
  const page = await ownPage(db, ownerId, pageId);
  if (page.id === page.ownerId) throw apiError(400, pageMessages.primaryPage);
  const leftovers = await readyToDelete(db, env, [page]);
  await db.delete(pages).where(eq(pages.id, page.id));
  await pageChanged(db, env, { pageId: page.id, formerUsername: page.username });
  await discardLeftovers(env, [page], leftovers);
}

/**
 * Before the pages' rows go: their custom domains are removed, and their link thumbnails read (they go
 * with the links; an object missed here is the hourly sweep's).
 */
async function readyToDelete(db: Db, env: Env, doomed: PageRow[]): Promise<string[]> {
  for (const page of doomed) await removeCustomDomain(db, env, page.id);
  return (await Promise.all(doomed.map((page) => thumbnailsOf(db, page.id)))).flat();
}

/** After the pages' rows went: their files, share cards and analytics. */
async function discardLeftovers(env: Env, doomed: PageRow[], thumbnails: string[]): Promise<void> {
  await Promise.all([
    ...doomed.flatMap((page) => [
      deleteAvatarObject(env, page.avatar),
      deleteShareCard(env, page.shareCard),
      forgetProfileAnalytics(env, page.id),
    ]),
    ...thumbnails.map((thumbnail) => deleteAvatarObject(env, thumbnail)),
  ]);
}
