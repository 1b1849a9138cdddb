// GET /uploads/*: avatars, link thumbnails and share cards streamed from R2. Keys are random or named by
// their content and never reused, so a file can be cached for a year; the type is the one detected at
// upload (a card's is PNG), and securityHeaders adds nosniff and a CSP that lets nothing run.
import { Hono } from "hono";
import { messages } from "#contract/messages";
import type { AppEnv } from "../http/app-env";
import { isAvatarKey, uploadsPath } from "../profiles/avatars";
import { isThumbnailKey } from "../profiles/link-thumbnails";
import { isShareCardKey } from "../share-cards/cards";

const notFound = () =>
  new Response(messages.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export const uploadedFileRoutes = new Hono<AppEnv>().get("/*", async (c) => {
  const key = c.req.path.slice(uploadsPath.length);
  if (!isAvatarKey(key) && !isThumbnailKey(key) && !isShareCardKey(key)) return notFound();
  // R2 evaluates If-None-Match / If-Modified-Since itself and then answers without a body.
  const object = await c.env.AVATARS.get(key, { onlyIf: c.req.raw.headers });
  if (!object) return notFound();
  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
