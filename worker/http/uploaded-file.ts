// The one file of a multipart upload (the avatar, a link's thumbnail): the body must be
// multipart/form-data (415 otherwise) that parses (400) and holds a file in the named field (400). What
// the file is, and how large, is for the concern that stores it to judge.
import type { Context } from "hono";
import type { AppEnv } from "./app-env";
import { apiError } from "./errors";

type UploadMessages = { notMultipart: string; missing: string };

export async function uploadedFile(c: Context<AppEnv>, field: string, refusals: UploadMessages): Promise<File> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw apiError(415, refusals.notMultipart);
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    // Truncated or malformed multipart (a missing boundary, say) is the client's fault, not a 500.
    throw apiError(400, refusals.notMultipart);
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw apiError(400, refusals.missing);
  return file;
}
