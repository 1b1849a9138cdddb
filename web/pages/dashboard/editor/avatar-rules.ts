// The client-side checks on an avatar file before it is uploaded (docs/product.md, "Limits": image files only, at most
// 2 MB). The server checks again by the file's bytes; this only spares a doomed upload.
import { limits } from "#contract/limits";
import { profileMessages } from "#contract/profile-schemas";

/** The message for a file that cannot be an avatar, or null when it may be uploaded. */
export function avatarFileProblem(file: File): string | null {
  // SVG is an image type but can carry script; the server refuses it, so say so before uploading.
  if (!file.type.startsWith("image/") || file.type === "image/svg+xml") return profileMessages.avatarWrongType;
  if (file.size > limits.avatarMaxBytes) return profileMessages.avatarTooLarge;
  return null;
}
