// Cross-cutting refusals for state-changing API requests: cross-site form posts (CSRF), bodies that
// are not JSON, and bodies too large to be honest.
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import { limits } from "#contract/limits";
import { messages } from "#contract/messages";
import { profileMessages } from "#contract/profile-schemas";
import type { AppEnv } from "./app-env";
import { apiError } from "./errors";

/** Methods that change nothing: they carry no body, and need no audit entry while an admin impersonates. */
export const safeMethods: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);

/** Paths that take something other than a JSON body, with their own size limit and refusal. */
const nonJsonBodies: Record<string, { maxBytes: number; tooLarge: string }> = {
  // Multipart avatar: the file limit plus room for the multipart framing; the refusal is product §5's.
  "/api/upload/avatar": { maxBytes: limits.avatarMaxBytes + 64 * 1024, tooLarge: profileMessages.avatarTooLarge },
  // Stripe signs the raw bytes; the webhook verifies them itself.
  "/api/stripe/webhook": { maxBytes: 512 * 1024, tooLarge: messages.bodyTooLarge },
};

const sameOriginOnly = csrf({
  origin: (origin, c) => origin === new URL(c.req.url).origin || origin === new URL(c.env.APP_URL).origin,
});

export const csrfGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.path === "/api/stripe/webhook") return next();
  try {
    await sameOriginOnly(c, async () => {});
  } catch (error) {
    if (error instanceof HTTPException && error.status === 403) throw apiError(403, messages.crossOrigin);
    throw error;
  }
  return next();
});

function hasBody(req: Request): boolean {
  const length = req.headers.get("content-length");
  if (length !== null) return length !== "0";
  return req.body !== null;
}

export const jsonBodyGuard = createMiddleware<AppEnv>(async (c, next) => {
  if (safeMethods.has(c.req.method) || !hasBody(c.req.raw)) return next();
  const ownLimit = nonJsonBodies[c.req.path];
  if (ownLimit === undefined) {
    const type = c.req.header("content-type") ?? "";
    if (!/^application\/json\b/i.test(type)) throw apiError(415, messages.jsonRequired);
  }
  return bodyLimit({
    maxSize: ownLimit?.maxBytes ?? limits.jsonBodyMaxBytes,
    onError: () => {
      throw apiError(413, ownLimit?.tooLarge ?? messages.bodyTooLarge);
    },
  })(c, next);
});
