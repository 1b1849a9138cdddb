// Avatar files (docs/product.md, "Limits"): checked by size and by their bytes (whole images of four types,
// uploaded-images.ts), stored in R2 under a random key (the only way to reach one is the url the owner's
// profile publishes), and removed when replaced or cleared. A user's avatar is never anything but one of
// their own uploads or nothing, and every change of it reads and writes in one atomic step, so crossing
// requests cannot point it at a deleted object. Files are served back with the type found at upload.
import { and, eq } from "drizzle-orm";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import { profileMessages } from "#contract/profile-schemas";
import type { Db } from "../db/client";
import { pages } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import { afterCommit } from "../logs/record";
import { pageChanged } from "../page-snapshot/page-changed";
import { randomToken } from "../security/encoding";
import { nextPageVersion } from "./page-version";
import { checkedImage, imageExtensions, readUploadedImage, type WholeImage } from "./uploaded-images";

export const uploadsPath = "/uploads/";
/** Every avatar object's key starts with this; the hourly sweep (maintenance/avatar-orphans.ts) lists it. */
export const avatarKeyPrefix = "avatars/";

const avatarKeyPattern = new RegExp(`^${avatarKeyPrefix}[A-Za-z0-9_-]{32}\\.(?:${imageExtensions.join("|")})$`);

/** Whether a path under /uploads/ can name an avatar at all (anything else is not worth an R2 call). */
export function isAvatarKey(key: string): boolean {
  return avatarKeyPattern.test(key);
}

/** Keys of R2 objects the app owns are the path after /uploads/. */
export function avatarObjectKey(avatar: string | null): string | null {
  return avatar?.startsWith(uploadsPath) ? avatar.slice(uploadsPath.length) : null;
}

export async function deleteAvatarObject(env: Env, avatar: string | null | undefined): Promise<void> {
  const key = avatarObjectKey(avatar ?? null);
  if (key) await env.AVATARS.delete(key);
}

/**
 * Deletes an object nothing points at any more, once that is settled: a failure leaves an orphan,
 * reported by name and removed by the hourly sweep, never a failed request for a change that happened
 * (or a clean-up error in place of the failure the request answers for).
 */
export function discardObject(db: Db, env: Env, userId: string, key: string, what: string): Promise<void> {
  return afterCommit(db, { path: "r2:AVATARS", userId }, async () => {
    try {
      await env.AVATARS.delete(key);
    } catch (error) {
      throw new Error(`could not delete the ${what} ${key}`, { cause: error });
    }
  });
}

/** Deletes the object of an avatar the user no longer has, once the change is committed. */
export function discardReplacedAvatar(db: Db, env: Env, userId: string, avatar: string | null): Promise<void> {
  const key = avatarObjectKey(avatar);
  return key ? discardObject(db, env, userId, key, "replaced avatar") : Promise.resolve();
}

/**
 * Sets the avatar to `url` (or clears it) and answers the value it had before and the page's version the
 * change made, in one atomic step.
 */
async function swapAvatar(
  db: Db,
  userId: string,
  url: string | null,
): Promise<{ found: boolean; previous: string | null; version: number }> {
  const [before, after] = await db.batch([
    db.select({ avatar: pages.avatar }).from(pages).where(eq(pages.id, userId)).limit(1),
    db
      .update(pages)
      .set({ avatar: url, pageVersion: nextPageVersion, updatedAt: Date.now() })
      .where(eq(pages.id, userId))
      .returning({ version: pages.pageVersion }),
  ]);
  return { found: before.length > 0, previous: before[0]?.avatar ?? null, version: after[0]?.version ?? 0 };
}

/** An image that may be an avatar, whole: refused when it is too large (413) or no whole image the app serves (400). */
export function checkedAvatar(bytes: Uint8Array): WholeImage {
  return checkedImage(bytes, limits.avatarMaxBytes, profileMessages.avatarTooLarge);
}

/**
 * Stores the uploaded file (or an image an import brought) as the user's avatar and answers its url and
 * the page's version it made.
 */
export async function storeAvatar(
  db: Db,
  env: Env,
  userId: string,
  file: File | Uint8Array,
): Promise<{ url: string; version: number }> {
  const stored = await placeAvatar(db, env, userId, file);
  await pageChanged(db, env, { pageId: userId });
  return stored;
}

/** storeAvatar without rewriting the page's snapshot: for a caller that changes more and rewrites it once. */
export async function placeAvatar(
  db: Db,
  env: Env,
  userId: string,
  file: File | Uint8Array,
): Promise<{ url: string; version: number }> {
  const { bytes, image } =
    file instanceof File
      ? await readUploadedImage(file, limits.avatarMaxBytes, profileMessages.avatarTooLarge)
      : { bytes: file, image: checkedAvatar(file) };
  const { type } = image;

  // 24 random bytes: the key cannot be guessed, and a new upload never reuses a cached url.
  const key = `${avatarKeyPrefix}${randomToken(24)}.${type.extension}`;
  await env.AVATARS.put(key, bytes, {
    httpMetadata: { contentType: type.contentType },
    customMetadata: { userId },
  });
  const url = `${uploadsPath}${key}`;
  let swapped: Awaited<ReturnType<typeof swapAvatar>>;
  try {
    swapped = await swapAvatar(db, userId, url);
  } catch (error) {
    await discardObject(db, env, userId, key, "unused upload");
    throw error;
  }
  if (!swapped.found) {
    await discardObject(db, env, userId, key, "unused upload");
    throw apiError(401, messages.notSignedIn);
  }
  await discardReplacedAvatar(db, env, userId, swapped.previous);
  return { url, version: swapped.version };
}

/** Clears the avatar and answers the page's version it made. */
export async function clearAvatar(db: Db, env: Env, userId: string): Promise<number> {
  const { previous, version } = await swapAvatar(db, userId, null);
  await discardReplacedAvatar(db, env, userId, previous);
  await pageChanged(db, env, { pageId: userId });
  return version;
}

/**
 * The avatar a profile save clears — the one it read (`current`) — or null when it keeps it. A save may
 * do nothing else: any other value would let a user point their avatar at any url, or at someone
 * else's upload, without going through the upload checks.
 */
export function avatarClearedBySave(current: string | null, requested: string | null | undefined): string | null {
  if (requested === undefined || requested === current) return null;
  if (requested === null || requested === "") return current;
  throw validationError([{ field: "avatar", message: profileMessages.avatarNotUploaded }]);
}

/**
 * A profile save's clear, for its batch: only while the avatar is still the one the save read. An
 * upload that replaced it meanwhile is newer than what the save was about, and stands.
 */
export function clearAvatarIfStill(db: Db, userId: string, avatar: string) {
  return db
    .update(pages)
    .set({ avatar: null })
    .where(and(eq(pages.id, userId), eq(pages.avatar, avatar)));
}
