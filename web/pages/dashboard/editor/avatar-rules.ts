// The client-side checks on an avatar or link thumbnail file before it is uploaded (docs/product.md, "Limits": image
// files only, at most 2 MB for an avatar and 256 KB for a thumbnail). The server checks again by the file's bytes; this only spares a doomed upload.
import { limits } from "#contract/limits";
import { profileMessages } from "#contract/profile-schemas";

/** The message for a file that cannot be an avatar, or null when it may be uploaded. */
export function avatarFileProblem(file: File): string | null {
  return imageFileProblem(file, limits.avatarMaxBytes, profileMessages.avatarTooLarge);
}

/** The same for a link's thumbnail: the same kinds of image, at most 256 KB. */
export function thumbnailFileProblem(file: File): string | null {
  return imageFileProblem(file, limits.thumbnailMaxBytes, profileMessages.thumbnailTooLarge);
}

function imageFileProblem(file: File, maxBytes: number, tooLarge: string): string | null {
  // SVG is an image type but can carry script; the server refuses it, so say so before uploading.
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return profileMessages.avatarWrongType;
  if (file.size > maxBytes) return tooLarge;
  return null;
}
