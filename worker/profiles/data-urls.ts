// Uploaded files as data: URLs and back (docs/decisions/054): the export carries the avatar and the
// thumbnails inside its one JSON file, the share card's renderer reads the avatar that way, and an import
// turns a file's data: URL back into the File an upload would have sent, for the same checks.
import { avatarObjectKey } from "./avatars";

/** Bytes as a data: URL of `type` (the export's images, the share card's avatar, fonts and emoji). */
export function dataUrl(type: string, bytes: Uint8Array): string {
  let binary = "";
  // In slices: spreading a whole 2 MB array into one call overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * The uploaded file at `url` (/uploads/…) as a data: URL with its stored type; null for none, a file
 * that is gone, or one whose type is not in `types` when given.
 */
export async function uploadAsDataUrl(
  env: Env,
  url: string | null | undefined,
  types?: ReadonlySet<string>,
): Promise<string | null> {
  const key = avatarObjectKey(url ?? null);
  if (!key) return null;
  const object = await env.AVATARS.get(key);
  const type = object?.httpMetadata?.contentType;
  if (!object || !type || (types && !types.has(type))) return null;
  return dataUrl(type, new Uint8Array(await object.arrayBuffer()));
}

const base64DataUrl = /^data:([\w.+-]+\/[\w.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * A data: URL's bytes as the File an upload sends, named `name`; null for anything that is not a base64
 * data: URL. The type it claims is kept but, as with any upload, only the bytes decide what it is.
 */
export function fileFromDataUrl(value: unknown, name: string): File | null {
  if (typeof value !== "string") return null;
  const match = base64DataUrl.exec(value);
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2] as string);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return new File([bytes], name, { type: match[1] as string });
}
