// The hourly sweep of the AVATARS bucket: removes uploads that nothing names once they are a day old —
// objects under the avatar prefix that no user's avatar names, and under the thumbnail prefix that no
// link's thumbnail names. Uploads, replacements, clears and saves delete what they leave unused, but a
// failed delete, or a request cut short between storing an object and recording it, leaves one behind.
import { inArray } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { inChunks } from "../db/bound-values";
import type { Db } from "../db/client";
import { links, pages } from "../db/schema";
import { recordError } from "../logs/record";
import { avatarKeyPrefix, uploadsPath } from "../profiles/avatars";
import { thumbnailKeyPrefix } from "../profiles/link-thumbnails";

/**
 * An upload stores its object a moment before D1 names it, so a young unnamed object may be an upload
 * in flight; a day old, it is not. Nothing can name an old object again: a new upload is always a new key.
 */
export const orphanedAvatarAgeMs = 24 * 60 * 60 * 1000;

/** A kind of upload: where its objects live in the bucket, and the column that names one with its owner's. */
type UploadKind = { prefix: string; url: SQLiteColumn; owner: SQLiteColumn };

const uploadKinds: UploadKind[] = [
  { prefix: avatarKeyPrefix, url: pages.avatar, owner: pages.id },
  { prefix: thumbnailKeyPrefix, url: links.thumbnail, owner: links.pageId },
];

type ListedUpload = { url: string; owner: string | undefined };

/**
 * Which of these urls something names. An object records its uploader, and an avatar or a thumbnail is
 * only ever one of its owner's own uploads, so an owned object is checked through its owner's rows; one
 * without an owner is looked for by its url.
 */
async function uploadsInUse(db: Db, kind: UploadKind, listed: ListedUpload[]): Promise<Set<string>> {
  const owners = [...new Set(listed.flatMap((upload) => (upload.owner ? [upload.owner] : [])))];
  const ownerless = listed.filter((upload) => !upload.owner).map((upload) => upload.url);
  const table = kind.url.table;
  const queries = [
    ...inChunks(owners).map((ids) => db.select({ url: kind.url }).from(table).where(inArray(kind.owner, ids))),
    ...inChunks(ownerless).map((urls) => db.select({ url: kind.url }).from(table).where(inArray(kind.url, urls))),
  ];
  const [first, ...rest] = queries;
  if (!first) return new Set();
  const results = await db.batch([first, ...rest]);
  return new Set(results.flat().flatMap((row) => (typeof row.url === "string" ? [row.url] : [])));
}

/** One page of the listing (up to a thousand objects) at a time: one D1 batch and at most one R2 delete each. */
async function sweep(db: Db, bucket: R2Bucket, kind: UploadKind, now: number): Promise<number> {
  const uploadedBefore = now - orphanedAvatarAgeMs;
  let removed = 0;
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: kind.prefix, cursor, limit: 1000, include: ["customMetadata"] });
    const old = page.objects
      .filter((object) => object.uploaded.getTime() < uploadedBefore)
      .map((object) => ({ key: object.key, url: `${uploadsPath}${object.key}`, owner: object.customMetadata?.userId }));
    const inUse = await uploadsInUse(db, kind, old);
    const orphans = old.filter((upload) => !inUse.has(upload.url)).map((upload) => upload.key);
    if (orphans.length > 0) await bucket.delete(orphans);
    removed += orphans.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return removed;
}

/**
 * Removes the orphaned avatar and thumbnail objects and answers how many. A failure is recorded for the
 * admin's Errors view rather than thrown, so the rest of the hourly clean-up still runs; the next hour retries.
 */
export async function removeOrphanedAvatars(db: Db, bucket: R2Bucket, now: number): Promise<number> {
  try {
    let removed = 0;
    for (const kind of uploadKinds) removed += await sweep(db, bucket, kind, now);
    return removed;
  } catch (error) {
    await recordError(db, new Error("the hourly sweep of orphaned uploads failed", { cause: error }), {
      path: "r2:AVATARS",
    });
    return 0;
  }
}
