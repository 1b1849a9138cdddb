// Saving the whole profile from the dashboard's editor (product §2 "Profile editor", §5): username under
// the signup rules, bio, avatar (keep or clear) and the ordered links, written in one batch. The avatar
// is never written back: an upload can land between the save's read and its write.
import { asc, eq } from "drizzle-orm";
import { accountMessages } from "#contract/account-schemas";
import { messages } from "#contract/messages";
import type { ProfileSaveInput } from "#contract/profile-schemas";
import type { OwnerProfile } from "#contract/types";
import { isReservedUsername } from "../accounts/reserved-usernames";
import { findUserById, takenNames } from "../accounts/users";
import { type Db, runAtomically } from "../db/client";
import { links, users } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import { afterCommit } from "../logs/record";
import { refuseBlockedUrls } from "../safety/blocked-domains";
import { queueLinkChecks } from "../safety/link-checks";
import { sensitiveLinksStatement } from "../safety/sensitive-links";
import { readSettings } from "../settings/settings";
import { avatarClearedBySave, clearAvatarIfStill, discardReplacedAvatar } from "./avatars";
import { linkStatements, planLinks } from "./links";
import { loadOwnerProfile } from "./owner-profile";
import { forgetPublicProfile, refreshPublicProfile } from "./snapshot";

const usernameTaken = () =>
  apiError(409, accountMessages.usernameTaken, {
    errors: [{ field: "username", message: accountMessages.usernameTaken }],
  });

/** The unique index on lower(username) refused the name: someone took it since we checked. */
export function isUsernameConflict(error: unknown): boolean {
  const text = String((error as Error)?.cause ?? error);
  return text.includes("UNIQUE") && text.includes("username");
}

export async function saveProfile(db: Db, env: Env, userId: string, input: ProfileSaveInput): Promise<OwnerProfile> {
  const user = await findUserById(db, userId);
  if (!user) throw apiError(401, messages.notSignedIn);

  const username = input.username;
  // A change of case only keeps the same page (and the same snapshot key) and needs no checks.
  const newName = username.toLowerCase() !== user.username.toLowerCase();
  if (newName) {
    if (isReservedUsername(username, await readSettings(db))) {
      throw validationError([{ field: "username", message: accountMessages.usernameReserved }]);
    }
    if ((await takenNames(db, { username }, user.id)).username) throw usernameTaken();
  }
  await refuseBlockedUrls(
    db,
    input.links.map(({ url }, index) => ({ field: `links.${index}.url`, url })),
  );
  const clearedAvatar = avatarClearedBySave(user.avatar, input.avatar);

  const current = await db
    .select({ id: links.id, title: links.title, url: links.url })
    .from(links)
    .where(eq(links.userId, userId))
    .orderBy(asc(links.position));
  try {
    await runAtomically(db, [
      db
        .update(users)
        .set({ username, bio: input.bio, sensitive: input.sensitive, updatedAt: Date.now() })
        .where(eq(users.id, userId)),
      ...(clearedAvatar ? [clearAvatarIfStill(db, userId, clearedAvatar)] : []),
      ...linkStatements(db, userId, planLinks(current, input.links)),
      sensitiveLinksStatement(db, userId, input.links),
    ]);
  } catch (error) {
    if (isUsernameConflict(error)) throw usernameTaken();
    throw error;
  }

  // Committed: what follows tidies up, and a failure there is reported rather than answered.
  // Cleared here or replaced by an upload meanwhile, the avatar the save read is no one's any more.
  if (clearedAvatar) await discardReplacedAvatar(db, env, userId, clearedAvatar);
  if (newName) {
    // Left behind, the old name's snapshot shows the page under that name until it expires (1 h).
    await afterCommit(db, { path: "kv:PROFILES", userId }, () =>
      forgetPublicProfile(env, user.username).catch((error) => {
        throw new Error(`could not forget the public page of the old name "${user.username}"`, { cause: error });
      }),
    );
  }
  await refreshPublicProfile(db, env, userId);
  await queueLinkChecks(db, env, userId);
  const saved = await loadOwnerProfile(db, userId);
  if (!saved) throw apiError(401, messages.notSignedIn);
  return saved;
}
