// The hourly sweep of the AVATARS bucket: removes objects under the avatar prefix that no user's avatar
// names once they are a day old. Uploads, replacements and clears delete what they leave unused, but a
// failed delete, or a request cut short between storing an object and recording it, leaves one behind.
import { inArray } from "drizzle-orm";
import { inChunks } from "../db/bound-values";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { recordError } from "../logs/record";
import { avatarKeyPrefix, uploadsPath } from "../profiles/avatars";

/**
 * An upload stores its object a moment before D1 names it, so a young unnamed object may be an upload
 * in flight; a day old, it is not. Nothing can name an old object again: a new avatar is always a new key.
 */
export const orphanedAvatarAgeMs = 24 * 60 * 60 * 1000;

type ListedAvatar = { url: string; owner: string | undefined };

/**
 * Which of these urls are some user's avatar. An object records its uploader, and a user's avatar is
 * only ever one of their own uploads, so an owned object is checked through its owner's row (by primary
 * key); one without an owner is looked for by its url.
 */
async function avatarsInUse(db: Db, listed: ListedAvatar[]): Promise<Set<string>> {
  const owners = [...new Set(listed.flatMap((avatar) => (avatar.owner ? [avatar.owner] : [])))];
  const ownerless = listed.filter((avatar) => !avatar.owner).map((avatar) => avatar.url);
  const queries = [
    ...inChunks(owners).map((ids) => db.select({ avatar: users.avatar }).from(users).where(inArray(users.id, ids))),
    ...inChunks(ownerless).map((urls) =>
      db.select({ avatar: users.avatar }).from(users).where(inArray(users.avatar, urls)),
    ),
  ];
  const [first, ...rest] = queries;
  if (!first) return new Set();
  const results = await db.batch([first, ...rest]);
  return new Set(results.flat().flatMap((row) => (row.avatar ? [row.avatar] : [])));
}

/** One page of the listing (up to a thousand objects) at a time: one D1 batch and at most one R2 delete each. */
async function sweep(db: Db, bucket: R2Bucket, now: number): Promise<number> {
  const uploadedBefore = now - orphanedAvatarAgeMs;
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: avatarKeyPrefix, cursor, limit: 1000, include: ["customMetadata"] });
    const old = page.objects
      .filter((object) => object.uploaded.getTime() < uploadedBefore)
      .map((object) => ({ key: object.key, url: `${uploadsPath}${object.key}`, owner: object.customMetadata?.userId }));
    const inUse = await avatarsInUse(db, old);
    const orphans = old.filter((avatar) => !inUse.has(avatar.url)).map((avatar) => avatar.key);
    if (orphans.length > 0) await bucket.delete(orphans);
    removed += orphans.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}

/**
 * Removes the orphaned avatar objects and answers how many. A failure is recorded for the admin's
 * Errors view rather than thrown, so the rest of the hourly clean-up still runs; the next hour retries.
 */
export async function removeOrphanedAvatars(db: Db, bucket: R2Bucket, now: number): Promise<number> {
  try {
    return await sweep(db, bucket, now);
  } catch (error) {
    await recordError(db, new Error("the hourly sweep of orphaned avatars failed", { cause: error }), {
      path: "r2:AVATARS",
    });
    return 0;
  }
}
