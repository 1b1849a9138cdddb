// "New page" (docs/decisions/059): a Pro account adds a page of its own, up to pageLimits.pagesPerAccount
// in all, under a username that follows the signup's rules. The page starts empty and is public at once
// (its owner's e-mail is proven); the step after any change writes its snapshot.
import { pageLimits, pageMessages } from "#contract/pages";
import { isUsernameConflict, refuseUnavailableUsername, type UserRow, usernameTaken } from "../accounts/users";
import { isPro } from "../billing/tier";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";
import { insertPageWithin } from "../pages/pages";
import { readSettings } from "../settings/settings";

export async function createPage(db: Db, env: Env, owner: UserRow, username: string) {
  if (!isPro(owner)) throw apiError(403, pageMessages.proOnly);
  await refuseUnavailableUsername(db, username, await readSettings(db));
  const page = { id: crypto.randomUUID(), ownerId: owner.id, username };
  try {
    if (!(await insertPageWithin(db, page, pageLimits.pagesPerAccount))) {
      throw apiError(409, pageMessages.limitReached);
    }
  } catch (error) {
    // Another page took the name between the check and the insert: the unique index decided.
    if (isUsernameConflict(error)) throw usernameTaken();
    throw error;
  }
  await pageChanged(db, env, { pageId: page.id });
  return { id: page.id, username };
}
