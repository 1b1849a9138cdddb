// Avatar files (docs/product.md, "Limits"): checked by size and by their bytes, stored in R2 under a random key
// (the only way to reach one is the url the owner's profile publishes), and removed when replaced or
// cleared. A user's avatar is never anything but one of their own uploads or nothing, and every change
// of it reads and writes in one atomic step, so crossing requests cannot point it at a deleted object.
// An image is recognised by its first bytes: the file name and the type the browser claims are ignored,
// and only PNG, JPEG, GIF and WebP are served back, always with the type found here.
import { and, eq } from "drizzle-orm";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import { profileMessages } from "#contract/profile-schemas";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { apiError, validationError } from "../http/errors";
import { afterCommit } from "../logs/record";
import { pageChanged } from "../page-snapshot/page-changed";
import { randomToken } from "../security/encoding";

export type ImageType = { contentType: string; extension: string };

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const signatures: { type: ImageType; parts: { offset: number; bytes: number[] }[] }[] = [
  {
    type: { contentType: "image/png", extension: "png" },
    parts: [{ offset: 0, bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] }],
  },
  { type: { contentType: "image/jpeg", extension: "jpg" }, parts: [{ offset: 0, bytes: [0xff, 0xd8, 0xff] }] },
  { type: { contentType: "image/gif", extension: "gif" }, parts: [{ offset: 0, bytes: ascii("GIF87a") }] },
  { type: { contentType: "image/gif", extension: "gif" }, parts: [{ offset: 0, bytes: ascii("GIF89a") }] },
  {
    type: { contentType: "image/webp", extension: "webp" },
    parts: [
      { offset: 0, bytes: ascii("RIFF") },
      { offset: 8, bytes: ascii("WEBP") },
    ],
  },
];

/** The extensions an uploaded image's key can end in: one per type detectImageType knows. */
export const imageExtensions = ["png", "jpg", "gif", "webp"] as const;

/** The type of an uploaded image by its first bytes (avatars and link thumbnails alike), or null. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const matches = (offset: number, expected: number[]) => expected.every((byte, i) => bytes[offset + i] === byte);
  return signatures.find(({ parts }) => parts.every(({ offset, bytes }) => matches(offset, bytes)))?.type ?? null;
}

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

/** Sets the avatar to `url` (or clears it) and answers the value it had before, in one atomic step. */
async function swapAvatar(
  db: Db,
  userId: string,
  url: string | null,
): Promise<{ found: boolean; previous: string | null }> {
  const [before] = await db.batch([
    db.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).limit(1),
    db.update(users).set({ avatar: url, updatedAt: Date.now() }).where(eq(users.id, userId)),
  ]);
  return { found: before.length > 0, previous: before[0]?.avatar ?? null };
}

/** The type of an image that may be an avatar: refused when it is too large (413) or no image the app serves (400). */
export function checkedAvatarType(bytes: Uint8Array): ImageType {
  if (bytes.byteLength > limits.avatarMaxBytes) throw apiError(413, profileMessages.avatarTooLarge);
  const type = detectImageType(bytes);
  if (!type) throw apiError(400, profileMessages.avatarWrongType);
  return type;
}

/** Stores the uploaded file (or an image an import brought) as the user's avatar and answers its url. */
export async function storeAvatar(db: Db, env: Env, userId: string, file: File | Uint8Array): Promise<string> {
  if (file instanceof File && file.size > limits.avatarMaxBytes) throw apiError(413, profileMessages.avatarTooLarge);
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : file;
  const type = checkedAvatarType(bytes);

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
  await pageChanged(db, env, { ownerId: userId });
  return url;
}

export async function clearAvatar(db: Db, env: Env, userId: string): Promise<void> {
  const { previous } = await swapAvatar(db, userId, null);
  await discardReplacedAvatar(db, env, userId, previous);
  await pageChanged(db, env, { ownerId: userId });
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
    .update(users)
    .set({ avatar: null })
    .where(and(eq(users.id, userId), eq(users.avatar, avatar)));
}
