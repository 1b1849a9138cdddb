// Deleting an account (SPEC §4): the user row goes, and with it (by cascade) links and tokens; the
// avatar object and the public-page snapshot go too. Sessions die because their user is gone.
import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { type Db, runAtomically } from "../db/client";
import { users } from "../db/schema";
import { findUserById } from "../users/users";

/** Keys of R2 objects the app owns are the path after /uploads/. */
export function avatarObjectKey(avatar: string | null): string | null {
  return avatar?.startsWith("/uploads/") ? avatar.slice("/uploads/".length) : null;
}

export async function deleteAccount(db: Db, env: Env, userId: string): Promise<boolean> {
  const user = await findUserById(db, userId);
  if (!user) return false;
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
  await runAtomically(db, statements);
  const avatarKey = avatarObjectKey(user.avatar);
  await Promise.all([
    avatarKey ? env.AVATARS.delete(avatarKey) : Promise.resolve(),
    env.PROFILES.delete(`profile:${user.username.toLowerCase()}`),
  ]);
  return true;
}
