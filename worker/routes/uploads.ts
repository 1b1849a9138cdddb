// The avatar upload (product §7: POST /api/upload/avatar with the multipart field avatar; DELETE clears).
// request-guards lets this path take multipart and caps its body at the file limit plus framing.
import { Hono } from "hono";
import { profileMessages } from "#contract/profile-schemas";
import type { AppEnv } from "../http/app-env";
import { apiError } from "../http/errors";
import { clearAvatar, storeAvatar } from "../profiles/avatars";
import { requireUser, signedInUser } from "../sessions/middleware";

export const uploadRoutes = new Hono<AppEnv>()
  .post("/upload/avatar", requireUser, async (c) => {
    const user = signedInUser(c);
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
      throw apiError(415, profileMessages.avatarNotMultipart);
    }
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      // Truncated or malformed multipart (a missing boundary, say) is the client's fault, not a 500.
      throw apiError(400, profileMessages.avatarNotMultipart);
    }
    const file = form.get("avatar");
    if (!(file instanceof File)) throw apiError(400, profileMessages.avatarMissing);
    const url = await storeAvatar(c.var.db, c.env, user.id, file);
    return c.json({ url, msg: profileMessages.avatarUploaded });
  })

  .delete("/upload/avatar", requireUser, async (c) => {
    await clearAvatar(c.var.db, c.env, signedInUser(c).id);
    return c.json({ msg: profileMessages.avatarCleared, avatar: null });
  });
