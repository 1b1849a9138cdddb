// Deleting an account (docs/product.md, "Accounts: the rules"): its billing ends first — open checkouts expire and every live
// subscription of its Stripe customer is cancelled at once (no charge may outlive the account); then the
// custom domain of each of its pages is removed (at the provider too, or queued for removal there); then the
// user row goes, and with it (by cascade) its pages, their links, and its tokens; the avatar and link thumbnail objects, the share card and the
// page's analytics (its store, and its place among the admin's most viewed) go too, and pageChanged
// forgets the page where it was kept. Sessions die because their
// user is gone. A store that outlives a failed call here deletes itself at its next retention run, which
// finds no owner.
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { findUserById } from "../accounts/users";
import { forgetProfileAnalytics } from "../analytics/stores";
import { endAccountBilling } from "../billing/billing-actions";
import { removeCustomDomain } from "../custom-domains/domains";
import { type Db, runAtomically } from "../db/client";
import { users } from "../db/schema";
import { pageChanged } from "../page-snapshot/page-changed";
import { pagesOwnedBy } from "../pages/pages";
import { deleteAvatarObject } from "../profiles/avatars";
import { thumbnailsOf } from "../profiles/link-thumbnails";
import { deleteShareCard } from "../share-cards/cards";

export async function deleteAccount(db: Db, env: Env, userId: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) return false;
  // If Stripe cannot be reached this throws, and nothing is deleted: the user can try again.
  await endAccountBilling(env, user);
  const owned = await pagesOwnedBy(db, user.id);
  for (const page of owned) await removeCustomDomain(db, env, page.id);
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
  // Read before the links go with the pages; an object missed here is the hourly sweep's.
  const thumbnails = (await Promise.all(owned.map((page) => thumbnailsOf(db, page.id)))).flat();
  await runAtomically(db, statements);
  for (const page of owned) await pageChanged(db, env, { pageId: page.id, formerUsername: page.username });
  await Promise.all([
    ...owned.flatMap((page) => [
      deleteAvatarObject(env, page.avatar),
      deleteShareCard(env, page.shareCard),
      forgetProfileAnalytics(env, page.id),
    ]),
    ...thumbnails.map((thumbnail) => deleteAvatarObject(env, thumbnail)),
  ]);
  return true;
}
