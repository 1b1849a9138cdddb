// Link thumbnails (docs/product.md, "Making the page yours"): a small image beside a link's title, one per
// link. Checked like avatars — by size and as whole images (uploaded-images.ts), stored in
// the AVATARS bucket under thumbnails/ with a random key, served through /uploads/ — and named by the
// link's row, so a save that keeps the link (by its id, docs/decisions/043) keeps its image. Each change
// reads and writes the row in one atomic step; the object a change leaves unused is deleted after it,
// and one a failure leaves behind is the hourly sweep's (maintenance/avatar-orphans.ts).
import { and, eq, exists } from "drizzle-orm";
import { limits } from "#contract/limits";
import { profileMessages } from "#contract/profile-schemas";
import type { Db } from "../db/client";
import { links, pages } from "../db/schema";
import { apiError } from "../http/errors";
import { pageChanged } from "../page-snapshot/page-changed";
import { randomToken } from "../security/encoding";
import { avatarObjectKey, discardObject, uploadsPath } from "./avatars";
import { currentPageVersion, nextPageVersion } from "./page-version";
import { imageExtensions, readUploadedImage } from "./uploaded-images";

/** Every thumbnail object's key starts with this; the hourly sweep lists it. */
export const thumbnailKeyPrefix = "thumbnails/";

const thumbnailKeyPattern = new RegExp(`^${thumbnailKeyPrefix}[A-Za-z0-9_-]{32}\\.(?:${imageExtensions.join("|")})$`);

/** Whether a path under /uploads/ can name a thumbnail at all. */
export function isThumbnailKey(key: string): boolean {
  return thumbnailKeyPattern.test(key);
}

const linkNotFound = () => apiError(404, profileMessages.linkNotFound);

/**
 * Sets the thumbnail of the owner's link `linkId` (or clears it) and answers the one it had and the
 * page's version the change made, in one atomic step; another user's link, or one a save removed
 * meanwhile, is not found, and moves no version.
 */
async function swapThumbnail(db: Db, userId: string, linkId: string, url: string | null) {
  const mine = and(eq(links.id, linkId), eq(links.pageId, userId));
  const aLink = and(mine, eq(links.kind, "link"));
  const [before, after] = await db.batch([
    db.select({ kind: links.kind, thumbnail: links.thumbnail }).from(links).where(mine).limit(1),
    db
      .update(pages)
      .set({ pageVersion: nextPageVersion })
      .where(and(eq(pages.id, userId), exists(db.select({ id: links.id }).from(links).where(aLink))))
      .returning({ version: pages.pageVersion }),
    db.update(links).set({ thumbnail: url }).where(aLink),
  ]);
  const link = before[0];
  if (!link) return { found: false as const };
  return { found: true as const, isLink: link.kind === "link", previous: link.thumbnail, version: after[0]?.version };
}

function discardThumbnail(db: Db, env: Env, userId: string, url: string | null, what: string): Promise<void> {
  const key = avatarObjectKey(url);
  return key ? discardObject(db, env, userId, key, what) : Promise.resolve();
}

/** Stores the uploaded file as the thumbnail of the owner's link and answers its url and the page's version. */
export async function storeThumbnail(
  db: Db,
  env: Env,
  userId: string,
  linkId: string,
  file: File,
): Promise<{ url: string; version: number }> {
  const stored = await placeThumbnail(db, env, userId, linkId, file);
  await pageChanged(db, env, { pageId: userId });
  return stored;
}

/** storeThumbnail without rewriting the page's snapshot: for a caller that stores several and rewrites it once. */
export async function placeThumbnail(
  db: Db,
  env: Env,
  userId: string,
  linkId: string,
  file: File,
): Promise<{ url: string; version: number }> {
  const { bytes, image } = await readUploadedImage(file, limits.thumbnailMaxBytes, profileMessages.thumbnailTooLarge);
  const { type } = image;

  const key = `${thumbnailKeyPrefix}${randomToken(24)}.${type.extension}`;
  await env.AVATARS.put(key, bytes, { httpMetadata: { contentType: type.contentType }, customMetadata: { userId } });
  const url = `${uploadsPath}${key}`;
  let swapped: Awaited<ReturnType<typeof swapThumbnail>>;
  try {
    swapped = await swapThumbnail(db, userId, linkId, url);
  } catch (error) {
    await discardObject(db, env, userId, key, "unused thumbnail");
    throw error;
  }
  if (!swapped.found || !swapped.isLink) {
    await discardObject(db, env, userId, key, "unused thumbnail");
    throw swapped.found ? apiError(400, profileMessages.thumbnailNotLink) : linkNotFound();
  }
  await discardThumbnail(db, env, userId, swapped.previous, "replaced thumbnail");
  return { url, version: swapped.version ?? 0 };
}

/** Removes the thumbnail of the owner's link and answers the page's version it made. */
export async function clearThumbnail(db: Db, env: Env, userId: string, linkId: string): Promise<number> {
  const swapped = await swapThumbnail(db, userId, linkId, null);
  if (!swapped.found) throw linkNotFound();
  await discardThumbnail(db, env, userId, swapped.previous, "removed thumbnail");
  await pageChanged(db, env, { pageId: userId });
  // A section or player has no thumbnail to remove: nothing moved.
  return swapped.version ?? (await currentPageVersion(db, userId));
}

/** After a save: deletes the thumbnails of the links it removed (those of `before` it did not keep). */
export async function discardDroppedThumbnails(
  db: Db,
  env: Env,
  userId: string,
  before: { id: string; thumbnail: string | null }[],
  keptIds: Set<string>,
): Promise<void> {
  for (const link of before) {
    if (!keptIds.has(link.id)) await discardThumbnail(db, env, userId, link.thumbnail, "thumbnail of a removed link");
  }
}

/** The thumbnails of a user's links, read before the account (and its links, by cascade) is deleted. */
export async function thumbnailsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ thumbnail: links.thumbnail }).from(links).where(eq(links.pageId, userId));
  return rows.flatMap((row) => (row.thumbnail ? [row.thumbnail] : []));
}
