// A link's thumbnail (docs/product.md, "Making the page yours"; the API reference (Link thumbnail)),
// mounted at /api/links: POST /api/links/{id}/thumbnail with the multipart field thumbnail, DELETE
// removes it. The id is one of the signed-in owner's links (GET /api/profile); anyone else's is not found.
// request-guards lets this path take multipart and caps its body at the file limit plus framing.
import { Hono } from "hono";
import { profileMessages } from "#contract/profile-schemas";
import { answers } from "../http/api-reference";
import type { AppEnv } from "../http/app-env";
import { uploadedFile } from "../http/uploaded-file";
import { clearThumbnail, storeThumbnail } from "../profiles/link-thumbnails";
import { requireUser } from "./guards";
import { currentPage, noteActivity } from "./page-scope";

export const linkThumbnailRoutes = new Hono<AppEnv>()
  .post(
    "/:id/thumbnail",
    answers("Upload a link's thumbnail: multipart/form-data with the file in the field thumbnail", {
      200: "{url, version}: the image's address under /uploads/ and the page's version it made.",
      400: "No file in the field thumbnail, malformed multipart, not a PNG, JPEG, GIF or WebP image, or not a link.",
      404: "No such link of the signed-in owner.",
      413: "The file is over the thumbnail's size limit (256 KB).",
      415: "The body is not multipart/form-data.",
    }),
    requireUser,
    async (c) => {
      const file = await uploadedFile(c, "thumbnail", {
        notMultipart: profileMessages.thumbnailNotMultipart,
        missing: profileMessages.avatarMissing,
      });
      const stored = await storeThumbnail(c.var.db, c.env, currentPage(c).id, c.req.param("id"), file);
      await noteActivity(c, "thumbnail.uploaded");
      return c.json(stored);
    },
  )

  .delete(
    "/:id/thumbnail",
    answers("Remove a link's thumbnail", {
      200: "{url: null, version}: version is the page's, after the change.",
      404: "No such link of the signed-in owner.",
    }),
    requireUser,
    async (c) => {
      const version = await clearThumbnail(c.var.db, c.env, currentPage(c).id, c.req.param("id"));
      await noteActivity(c, "thumbnail.removed");
      return c.json({ url: null, version });
    },
  );
